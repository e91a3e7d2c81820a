import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Text } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { RelativeTime } from './relative-time';

const now = Date.parse('2026-11-22T12:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const meta = {
  title: 'Components/RelativeTime',
  component: RelativeTime,
  args: { value: new Date(now - 5 * MINUTE).toISOString(), now },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('5m ago');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('title', expect.stringContaining('2026'));
  },
};

const samples: [string, number][] = [
  ['30 seconds', 30_000],
  ['5 minutes', 5 * MINUTE],
  ['3 hours', 3 * 60 * MINUTE],
  ['6 days', 6 * DAY],
  ['8 days', 8 * DAY],
  ['29 days', 29 * DAY],
  ['45 days', 45 * DAY],
];

export const ClientAndServiceRules: Story = {
  render: () => (
    <Stack gap="1">
      {samples.map(([label, ago]) => (
        <Text key={label}>
          <b>{label} ago</b>: <RelativeTime value={now - ago} now={now} /> (client),{' '}
          <RelativeTime value={now - ago} now={now} variant="service" /> (service)
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('29d ago')).toBeVisible();
    await expect(canvas.getAllByText('Just now')).toHaveLength(2);
  },
};
