import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationList, type NotificationItem } from './notification-list';
import { NOTIFICATIONS_NOW, SAMPLE_NOTIFICATIONS } from './notification-list.fixtures';

const meta = {
  title: 'Components/NotificationList',
  component: NotificationList,
  args: { items: SAMPLE_NOTIFICATIONS, onOpen: fn(), now: NOTIFICATIONS_NOW },
  decorators: [(Story) => <Box maxW="lg">{Story()}</Box>],
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Installment overdue/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(SAMPLE_NOTIFICATIONS[0]);
  },
};

/** Marking read updates the list (the caller owns the data). */
export const MarkAsRead: Story = {
  render: function Render(args) {
    const [items, setItems] = useState<NotificationItem[]>(SAMPLE_NOTIFICATIONS);
    return (
      <NotificationList
        {...args}
        items={items}
        onMarkRead={(item) => setItems((all) => all.map((n) => (n.id === item.id ? { ...n, isRead: true } : n)))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read: Installment overdue' }));
    await expect(canvas.queryByRole('button', { name: 'Mark as read: Installment overdue' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(1);
  },
};

export const Compact: Story = { args: { size: 'sm' } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("You're all caught up!")).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { items: [], error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load notifications');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { loading: true } };

export const DarkMode: Story = { args: { onMarkRead: fn() }, globals: { colorMode: 'dark' } };
