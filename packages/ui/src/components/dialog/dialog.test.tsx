import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Button } from '../button/button';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes with its close button', async () => {
    const { user } = renderWithUi(
      <Dialog title="Edit profile" description="Changes are public." trigger={<Button>Edit</Button>}>
        <p>Body</p>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Changes are public.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reports Escape to a controlled owner', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithUi(<Dialog title="Details" open onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open and keeps typed text while its owner re-renders', async () => {
    function Owner() {
      const [count, setCount] = useState(0);
      return (
        <Dialog title="Note" open footer={<Button onClick={() => setCount((c) => c + 1)}>Saved {count}</Button>}>
          <input aria-label="Note text" />
        </Dialog>
      );
    }
    const { user } = renderWithUi(<Owner />);
    const input = await screen.findByRole('textbox', { name: 'Note text' });
    await user.type(input, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Saved 0' }));
    expect((screen.getByRole('textbox', { name: 'Note text' }) as HTMLInputElement).value).toBe('Hello');
  });
});
