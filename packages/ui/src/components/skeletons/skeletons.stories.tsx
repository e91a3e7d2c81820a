import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { SkeletonCard, SkeletonTable, SkeletonText } from './skeletons';

const meta = {
  title: 'Components/Skeletons',
  component: SkeletonText,
  args: { lines: 3 },
} satisfies Meta<typeof SkeletonText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Cards: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <SkeletonCard label="Loading courses" />
      <SkeletonCard avatar media={false} lines={3} label="Loading posts" />
      <SkeletonCard lines={1} label="Loading articles" />
    </SimpleGrid>
  ),
};

export const Table: Story = { render: () => <SkeletonTable rows={6} columns={5} label="Loading students" /> };

export const DarkMode: Story = { ...Cards, globals: { colorMode: 'dark' } };
