import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, Search } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No notifications yet', description: "You're all caught up!" },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    await expect(canvas.getByText("You're all caught up!")).toBeVisible();
  },
};

const onCreate = fn();

export const WithAction: Story = {
  args: {
    title: 'No courses yet',
    description: 'Create your first course and it will show up here.',
    icon: <BookOpen />,
    action: <Button onClick={onCreate}>Create course</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create course' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const NoResults: Story = {
  args: { title: 'No results', description: 'Try another search or clear the filters.', icon: <Search /> },
};

export const Small: Story = { args: { size: 'sm' } };

export const DarkMode: Story = { ...WithAction, globals: { colorMode: 'dark' } };
