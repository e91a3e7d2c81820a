import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { SubscribersPage } from '../subscribers/subscribers-page';

startMockBackend();
const LOADED = { timeout: 15_000 };

describe('adding a subscriber by hand', () => {
  it('refuses an address already on the list on its field, keeping what was typed, then adds a new one and opens it', async () => {
    const existing = must(getMockDatabase().newsletter.subscribers.find((row) => row.status === 'active'));
    const { user } = renderInApp(<SubscribersPage />, {
      path: '/dashboard/newsletter/subscribers',
      session: signedInSession('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add subscriber' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a subscriber' }));
    const email = await dialog.findByRole('textbox', { name: /^Email address/ }, LOADED);
    await user.type(email, existing.email);
    await user.type(dialog.getByRole('textbox', { name: /^First name/ }), 'Wambui');
    await user.click(dialog.getByRole('button', { name: 'Add subscriber' }));
    expect(await dialog.findByText('A subscriber with this email already exists.', undefined, LOADED)).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: /^First name/ })).toHaveProperty('value', 'Wambui');

    await user.clear(email);
    await user.type(email, 'wambui.kariuki.new@gmail.com');
    await user.click(dialog.getByRole('button', { name: 'Add subscriber' }));
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toMatch(/^\/dashboard\/newsletter\/subscribers\/\d+$/),
      LOADED,
    );
    const added = must(getMockDatabase().newsletter.subscribers.find((row) => row.email === 'wambui.kariuki.new@gmail.com'));
    expect(added).toMatchObject({ status: 'active', first_name: 'Wambui', source: 'admin' });
  }, 30_000);
});
