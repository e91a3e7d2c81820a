import { screen, waitFor, within } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Button } from '../button/button';
import type { RouterLinkProps } from '../link/link-context';
import { Menu } from './menu';

describe('Menu', () => {
  it('opens from its button and runs the chosen action', async () => {
    const onSignOut = vi.fn();
    const { user } = renderWithUi(
      <Menu
        trigger={<Button>Account</Button>}
        items={[
          { value: 'profile', label: 'Profile', href: '/dashboard/profile' },
          { type: 'separator', value: 'sep' },
          { value: 'sign-out', label: 'Sign out', onSelect: onSignOut, danger: true },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Sign out']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it("renders link items through the app's router link", async () => {
    const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ href, ...rest }, ref) {
      return <a ref={ref} data-router="yes" href={`#${href}`} {...rest} />;
    });
    const { user } = renderWithUi(
      <Menu trigger={<Button>Account</Button>} items={[{ value: 'settings', label: 'Settings', href: '/settings' }]} />,
      {
        provider: { linkComponent: RouterLink },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const item = await screen.findByRole('menuitem', { name: 'Settings' });
    expect(item.getAttribute('data-router')).toBe('yes');
    expect(item.getAttribute('href')).toBe('#/settings');
  });

  it('skips disabled items', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithUi(
      <Menu trigger={<Button>More</Button>} items={[{ value: 'x', label: 'Export', disabled: true, onSelect }]} />,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    const item = await screen.findByRole('menuitem', { name: 'Export' });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    await user.click(item);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('opens at the first item with Down and at the last with Up, and gives focus back on Escape', async () => {
    const { user } = renderWithUi(
      <Menu
        trigger={<Button>Account</Button>}
        items={[
          { value: 'profile', label: 'Profile', onSelect: () => undefined },
          { value: 'settings', label: 'Settings', onSelect: () => undefined },
          { value: 'off', label: 'Sign out', onSelect: () => undefined, disabled: true },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('data-highlighted')).not.toBeNull(),
    );
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger);

    await user.keyboard('{ArrowUp}');
    // The last item that can be chosen: the disabled one is skipped.
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Settings' }).getAttribute('data-highlighted')).not.toBeNull(),
    );
  });
});
