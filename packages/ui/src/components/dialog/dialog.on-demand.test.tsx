// Dialog's code is fetched the first time it opens: the click that opens it must not be lost.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Button } from '../button/button';
import { Dialog } from './dialog';

// The implementation is held back until the test lets it arrive, as on a slow connection.
const network = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { requested: false, arrived, release };
});
vi.mock('./dialog-implementation', async (importOriginal) => {
  network.requested = true;
  await network.arrived;
  return importOriginal();
});

describe('Dialog, before its code has arrived', () => {
  it('renders only its trigger, opens on a click made before the code arrived, with focus inside, and gives focus back', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithUi(
      <Dialog title="Edit profile" trigger={<Button>Edit</Button>} onOpenChange={onOpenChange}>
        <input aria-label="First name" />
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Edit' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    // Closed and never opened: nothing fetched.
    expect(network.requested).toBe(false);

    await user.click(trigger);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(network.requested).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();

    network.release();
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    // Which element inside takes focus is checked in Chromium by the stories (jsdom has no layout).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
