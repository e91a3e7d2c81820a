import type { NotificationBulkSendResult, NotificationPreferences, PaginatedNotificationList } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();
const PATH = '/communication/notification-preferences/';

describe('notification preferences', () => {
  it('start as the defaults for every kind and change only the channels sent', async () => {
    const start = await call<NotificationPreferences>('GET', PATH, { as: 'parent' });
    expect(start.body.updated_at).toBeNull();
    expect(start.body.preferences).toHaveLength(13);
    expect(start.body.preferences.find((row) => row.kind === 'fee')).toEqual({
      kind: 'fee',
      in_app: 'immediately',
      email: 'immediately',
      sms: 'immediately',
    });
    const changed = await call<NotificationPreferences>('PATCH', PATH, {
      as: 'parent',
      body: { preferences: [{ kind: 'fee', email: 'weekly' }] },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.preferences.find((row) => row.kind === 'fee')).toMatchObject({ in_app: 'immediately', email: 'weekly' });
    expect(changed.body.updated_at).toEqual(expect.any(String));
    // Another person's are untouched.
    expect((await call<NotificationPreferences>('GET', PATH, { as: 'teacher' })).body.updated_at).toBeNull();
  });

  it('refuse turning system notices off in the app, with the reason on the field', async () => {
    const refused = await call('PATCH', PATH, {
      as: 'student',
      body: { preferences: [{ kind: 'system', in_app: 'never' }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ preferences: ['System notices cannot be turned off in the app.'] });
  });

  it('are honoured when notifying: a kind set to never in the app creates no notice of it for that person', async () => {
    await call('PATCH', PATH, { as: 'parent', body: { preferences: [{ kind: 'announcement', in_app: 'never' }] } });
    const sent = await call<NotificationBulkSendResult>('POST', '/communication/notifications/bulk-send/', {
      as: 'admin',
      body: {
        title: 'Sports day on Friday',
        message: 'Bring the children by 8.',
        user_types: ['parent'],
        notification_type: 'announcement',
      },
    });
    expect(sent.body.sent_count).toBe(sent.body.recipient_count - 1);
    expect(sent.body.message).toMatch(/ 1 turned this kind of notice off\.$/);
    const parent = await call<PaginatedNotificationList>('GET', '/communication/notifications/', { as: 'parent' });
    expect(parent.body.results.some((row) => row.title === 'Sports day on Friday')).toBe(false);
  });
});
