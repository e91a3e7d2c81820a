import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { Link } from '../link/link';
import { Card } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Introduction to Python',
    description: 'Beginner · 24 lessons',
    children: <Text>Write your first programs and build a small web app.</Text>,
    footer: <Button size="sm">Continue learning</Button>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = [(Story: () => React.JSX.Element) => <div style={{ maxWidth: 420 }}>{Story()}</div>];

export const Default: Story = {
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Introduction to Python' });
    await expect(within(region).getByRole('heading', { level: 3, name: 'Introduction to Python' })).toBeVisible();
  },
};

export const WithActions: Story = {
  decorators: narrow,
  args: {
    title: 'Latest announcements',
    description: undefined,
    actions: (
      <Link href="/dashboard/communications/announcements" variant="plain">
        View all
      </Link>
    ),
    footer: undefined,
  },
};

export const Variants: Story = {
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <Card {...args} variant="outline" title="Outline" />
      <Card {...args} variant="elevated" title="Elevated" />
      <Card {...args} variant="subtle" title="Subtle" />
    </SimpleGrid>
  ),
};

export const DarkMode: Story = { ...Variants, globals: { colorMode: 'dark' } };
