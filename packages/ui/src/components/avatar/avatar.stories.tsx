import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack } from '@chakra-ui/react';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './avatar';

// A tiny inline picture so stories never fetch from the network.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#0b6e4f"/><circle cx="40" cy="32" r="14" fill="#c9e9da"/><rect x="16" y="52" width="48" height="28" rx="14" fill="#c9e9da"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Wanjiku Kamau' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Wanjiku Kamau' })).toBeVisible();
    await expect(canvas.getByText('WK')).toBeVisible();
  },
};

/** The picture replaces the initials once it has loaded; the avatar keeps the person's name. */
export const WithPicture: Story = {
  args: { src: PICTURE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvasElement.querySelector('img');
    await waitFor(() => expect(picture).toBeVisible());
    await expect(canvas.getByText('WK')).not.toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Wanjiku Kamau' })).toBeVisible();
  },
};

/** A server-relative path resolved against the API's origin. */
export const ServerRelativePicture: Story = {
  args: { src: '/media/avatars/wanjiku.svg', resolveUrl: () => PICTURE },
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('img');
    await expect(picture).toHaveAttribute('src', PICTURE);
    await waitFor(() => expect(picture).toBeVisible());
  },
};

export const BrokenPictureFallsBack: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('WK')).toBeVisible();
    // Never the browser's broken-picture icon.
    await expect(canvasElement.querySelector('img')).not.toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="3">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </HStack>
  ),
};

/** Client spec §9: the avatar badge caps at 9. */
export const WithBadge: Story = {
  args: { badgeCount: 14 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('9')).toBeVisible();
    await expect(canvas.getByText('14 unread notifications')).toBeInTheDocument();
  },
};

export const DarkMode: Story = { ...Sizes, globals: { colorMode: 'dark' } };
