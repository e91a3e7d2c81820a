import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack, Stack } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { Badge, COUNT_CAPS, CountBadge, type BadgeTone } from './badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Paid' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const tones: BadgeTone[] = ['neutral', 'brand', 'accent', 'success', 'warning', 'danger', 'info'];

export const Tones: Story = {
  render: () => (
    <Stack gap="3">
      {(['subtle', 'solid', 'outline'] as const).map((variant) => (
        <HStack key={variant} gap="2" wrap="wrap">
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </HStack>
      ))}
    </Stack>
  ),
};

export const TonesDark: Story = { ...Tones, globals: { colorMode: 'dark' } };

/** Client spec §9: unread badge 99+, avatar badge 9, announcements 5. */
export const Counts: Story = {
  render: () => (
    <HStack gap="4">
      <CountBadge count={7} label={(n) => `${n} unread notifications`} />
      <CountBadge count={150} label={(n) => `${n} unread notifications`} />
      <CountBadge count={12} {...COUNT_CAPS.avatar} label={(n) => `${n} unread messages`} />
      <CountBadge count={8} {...COUNT_CAPS.announcements} tone="brand" label={(n) => `${n} new announcements`} />
      <CountBadge count={0} label={(n) => `${n} unread`} />
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('150 unread notifications')).toBeInTheDocument();
    await expect(canvas.getByText('9')).toBeVisible();
    await expect(canvas.getByText('5')).toBeVisible();
    await expect(canvas.queryByText('0 unread')).toBeNull();
  },
};

export const CountsDark: Story = { ...Counts, globals: { colorMode: 'dark' } };
