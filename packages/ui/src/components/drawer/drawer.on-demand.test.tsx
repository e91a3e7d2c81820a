// Drawer's code is fetched when the pointer reaches its trigger, so that it is there for the click.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Button } from '../button/button';
import { Drawer } from './drawer';

const network = vi.hoisted(() => ({ requested: false }));
vi.mock('./drawer-implementation', async (importOriginal) => {
  network.requested = true;
  return importOriginal();
});

describe('Drawer, before its code has arrived', () => {
  it('fetches it when the pointer reaches the trigger, then opens on the click', async () => {
    const { user } = renderWithUi(
      <Drawer title="Menu" trigger={<Button>Open menu</Button>}>
        <a href="/courses">Courses</a>
      </Drawer>,
    );
    expect(network.requested).toBe(false);
    await user.hover(screen.getByRole('button', { name: 'Open menu' }));
    expect(network.requested).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    expect(within(drawer).getByRole('link', { name: 'Courses' })).toBeTruthy();
  });
});
