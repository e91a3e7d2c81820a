import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, setMockFaults } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { NotificationPreferencesPage } from './notification-preferences-page';

startMockBackend();
const LOADED = { timeout: 15_000 };
const PATH = '/dashboard/communications/notification-preferences';
const stored = () => getMockDatabase().communication.notificationPreferences.all()[0]?.preferences;

describe('notification preferences', () => {
  it('saves only the kinds changed and says so', async () => {
    const { user } = renderInApp(<NotificationPreferencesPage />, { path: PATH, session: signedInSession('student') });
    expect(
      await screen.findByText('These are the school’s defaults; you have not changed them yet.', undefined, LOADED),
    ).toBeTruthy();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Announcements: E-mail' }, LOADED), 'Weekly digest');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Messages: SMS' }), 'Daily digest');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Notification preferences saved', undefined, LOADED)).toBeTruthy();
    expect(screen.getByText('2 kinds of notice changed.')).toBeTruthy();
    await waitFor(() => expect(stored()?.find((row) => row.kind === 'announcement')).toMatchObject({ email: 'weekly' }));
    expect(stored()?.find((row) => row.kind === 'fee')).toMatchObject({ sms: 'immediately' });
    expect(await screen.findByText(/^Last changed /, undefined, LOADED)).toBeTruthy();
  }, 30_000);

  it('refuses turning system notices off in the app on the field, keeping every choice', async () => {
    const { user } = renderInApp(<NotificationPreferencesPage />, { path: PATH, session: signedInSession('parent') });
    const fees = await screen.findByRole('combobox', { name: 'Fees: E-mail' }, LOADED);
    await user.selectOptions(fees, 'Daily digest');
    const system = screen.getByRole('combobox', { name: 'System and account: In the app' });
    await user.selectOptions(system, 'Never');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    const group = system.closest('fieldset') as HTMLElement;
    expect(await within(group).findByText('System notices cannot be turned off in the app.')).toBeTruthy();
    expect(fees).toHaveProperty('value', 'daily');
    expect(stored()).toBeUndefined();
  }, 30_000);

  it('offers to try again when they cannot load', async () => {
    setMockFaults({ statuses: { getNotificationPreferences: 500 } });
    renderInApp(<NotificationPreferencesPage />, { path: PATH, session: signedInSession('teacher') });
    expect(await screen.findByRole('heading', { name: 'Could not load notification preferences' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
