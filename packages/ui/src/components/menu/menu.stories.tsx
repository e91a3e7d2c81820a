import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Settings, User } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Menu } from './menu';

const onSignOut = fn();

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: {
    trigger: <Button variant="outline">Wanjiku Kamau</Button>,
    header: 'Signed in as wanjiku',
    items: [
      { value: 'profile', label: 'Profile', icon: <User size={16} />, href: '/dashboard/profile' },
      { value: 'settings', label: 'Settings', icon: <Settings size={16} />, href: '/dashboard/profile/settings' },
      { type: 'separator', value: 'sep' },
      { value: 'sign-out', label: 'Sign out', icon: <LogOut size={16} />, danger: true, onSelect: onSignOut },
    ],
  },
  decorators: [(Story) => <div style={{ minHeight: 260, display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's user menu (client spec §2: Profile, Settings, Sign out). */
export const UserMenu: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Wanjiku Kamau' });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/dashboard/profile');
    // Keys reach the menu once it has taken focus (its code may arrive just after the click).
    await waitFor(() => expect(menu.contains(menu.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(onSignOut).toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const KeyboardOpen: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('button', { name: 'Wanjiku Kamau' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveAttribute('data-highlighted'));
  },
};

export const KeyboardOpenDark: Story = { ...KeyboardOpen, globals: { colorMode: 'dark' } };
