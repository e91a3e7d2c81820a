import { screen, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { NewsletterSettingsPage } from './settings-page';

startMockBackend();
const LOADED = { timeout: 15_000 };

describe('newsletter settings', () => {
  it('saves the sender and the approval rule, and shows a bad address on its field without losing it', async () => {
    const { user } = renderInApp(<NewsletterSettingsPage />, {
      path: '/dashboard/newsletter/settings',
      session: signedInSession('admin'),
    });
    const form = await screen.findByRole('form', { name: 'Newsletter settings' }, LOADED);
    const name = within(form).getByRole('textbox', { name: /From name/ });
    await user.clear(name);
    await user.type(name, 'Ujuzi School of Technology');
    const from = within(form).getByRole('textbox', { name: /From address/ });
    await user.clear(from);
    await user.type(from, 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText(/valid email/i, undefined, LOADED)).toBeTruthy();
    expect((from as HTMLInputElement).value).toBe('not-an-address');
    await user.clear(from);
    await user.type(from, 'news@ujuzi.ac.ke');
    await user.click(within(form).getByRole('switch', { name: /Campaigns need a second admin's approval/ }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Newsletter settings saved', undefined, LOADED)).toBeTruthy();
    const stored = getMockDatabase().newsletter.settings.all()[0];
    expect(stored?.from_name).toBe('Ujuzi School of Technology');
    expect(stored?.from_email).toBe('news@ujuzi.ac.ke');
    expect(stored?.require_approval).toBe(true);
  }, 30_000);
});
