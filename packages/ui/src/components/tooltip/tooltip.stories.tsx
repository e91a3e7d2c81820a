import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'You have 3 unread notifications',
    children: <IconButton aria-label="Notifications" icon={<Bell />} variant="outline" />,
  },
  decorators: [(Story) => <div style={{ padding: '4rem' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tip = await body.findByRole('tooltip');
    await expect(tip).toHaveTextContent('You have 3 unread notifications');
    await expect(button).toHaveAccessibleDescription('You have 3 unread notifications');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    await within(canvasElement.ownerDocument.body).findByRole('tooltip');
  },
};

export const OnHoverDark: Story = { ...OnHover, globals: { colorMode: 'dark' } };
