import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack, Stack } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { ProgressBar, ProgressRing } from './progress';

const meta = {
  title: 'Components/Progress',
  component: ProgressBar,
  args: { label: 'Course progress', value: 45 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bar: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Course progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
  },
};

export const BarSizesAndTones: Story = {
  render: () => (
    <Stack gap="5" maxW="md">
      <ProgressBar label="Python basics" value={20} size="sm" />
      <ProgressBar label="Lessons" value={7} max={10} valueText="7 of 10 lessons" tone="success" />
      <ProgressBar label="Installments paid" value={1} max={3} valueText="1 of 3 paid" tone="warning" size="lg" />
      <ProgressBar label="Storage used" value={96} tone="danger" />
      <ProgressBar label="Uploading" value={null} />
    </Stack>
  ),
};

export const Ring: Story = {
  render: () => (
    <HStack gap="8" align="flex-start">
      <ProgressRing label="Web development" value={72} />
      <ProgressRing label="Data science" value={100} tone="success" size={96} />
      <ProgressRing label="Attendance" value={3} max={4} valueText="3 of 4 weeks" size={80} />
      <ProgressRing label="Small" value={30} size={32} />
      <ProgressRing label="Preparing" value={null} />
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const ring = within(canvasElement).getByRole('progressbar', { name: 'Attendance' });
    await expect(ring).toHaveAttribute('aria-valuetext', '3 of 4 weeks');
  },
};

export const DarkMode: Story = { ...BarSizesAndTones, globals: { colorMode: 'dark' } };
