import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

const open = async (user: ReturnType<typeof renderWithUi>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  return screen.findByRole('alertdialog', { name: 'Log out?' });
};

describe('ConfirmDialog', () => {
  it("asks 'Are you sure you want to logout?' and confirms", async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithUi(
      <ConfirmDialog
        title="Log out?"
        message="Are you sure you want to logout?"
        confirmLabel="Log out"
        onConfirm={onConfirm}
        trigger={<Button>Log out</Button>}
      />,
    );
    const dialog = await open(user);
    expect(within(dialog).getByText('Are you sure you want to logout?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('cancels with the Cancel button and with Escape', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithUi(
      <ConfirmDialog
        title="Log out?"
        confirmLabel="Log out"
        onConfirm={onConfirm}
        onCancel={onCancel}
        trigger={<Button>Log out</Button>}
      />,
    );
    const first = await open(user);
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const dialog = await open(user);
    // As a person would: press Escape once the dialog has taken focus.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits for an async confirm, then closes', async () => {
    let resolve: () => void = () => undefined;
    const onConfirm = () => new Promise<void>((r) => (resolve = r));
    const { user } = renderWithUi(
      <ConfirmDialog title="Log out?" confirmLabel="Log out" onConfirm={onConfirm} trigger={<Button>Log out</Button>} />,
    );
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(within(dialog).getByRole('button', { name: 'Log out' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open when an async confirm fails', async () => {
    const onConfirm = () => Promise.reject(new Error('Error logging out'));
    const { user } = renderWithUi(
      <ConfirmDialog title="Log out?" confirmLabel="Log out" onConfirm={onConfirm} trigger={<Button>Log out</Button>} />,
    );
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Log out' }).getAttribute('aria-busy')).toBeNull());
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
  // Initial focus (Cancel for destructive actions) is checked in real Chromium by the stories.
});
