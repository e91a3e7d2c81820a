import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack } from '@chakra-ui/react';
import { Bell, Menu, Settings, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Settings', icon: <Settings />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Settings' });
    await expect(button).toHaveAttribute('title', 'Settings');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Variants: Story = {
  render: () => (
    <HStack gap="3">
      <IconButton aria-label="Open menu" icon={<Menu />} variant="solid" />
      <IconButton aria-label="Notifications" icon={<Bell />} variant="outline" round />
      <IconButton aria-label="Settings" icon={<Settings />} variant="subtle" />
      <IconButton aria-label="Settings" icon={<Settings />} variant="ghost" />
      <IconButton aria-label="Delete" icon={<Trash2 />} variant="danger" />
    </HStack>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Settings' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const DarkMode: Story = { ...Variants, globals: { colorMode: 'dark' } };
