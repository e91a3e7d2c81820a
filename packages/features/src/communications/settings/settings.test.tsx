import { screen, waitFor } from '@testing-library/react';
import { getMockDatabase, setMockFaults } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CommunicationSettingsPage } from './settings-page';

startMockBackend();
const LOADED = { timeout: 15_000 };

describe('the communication settings', () => {
  it('turns SMS notifications off and keeps every other school setting', async () => {
    const before = getMockDatabase().core.settings.all()[0];
    const { user } = renderInApp(<CommunicationSettingsPage />, {
      path: '/dashboard/communications/settings',
      session: signedInSession('admin'),
    });
    const sms = await screen.findByRole('switch', { name: /SMS notifications/ }, LOADED);
    expect(sms).toHaveProperty('checked', before?.sms_notifications_enabled ?? true);
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(getMockDatabase().core.settings.all()[0]).toMatchObject({
        sms_notifications_enabled: !(before?.sms_notifications_enabled ?? true),
        currency: before?.currency,
        pass_mark: before?.pass_mark,
      }),
    );
    expect(await screen.findByText('Communication settings saved', undefined, LOADED)).toBeTruthy();
  }, 30_000);

  it('offers to try again when the settings cannot load', async () => {
    setMockFaults({ statuses: { getSchoolSettings: 500 } });
    renderInApp(<CommunicationSettingsPage />, { path: '/dashboard/communications/settings', session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { name: 'Could not load the settings' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
