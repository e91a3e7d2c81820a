/**
 * Notification preferences (issue 27's marked extension): how often each person hears of each kind
 * of notice in the app, by e-mail and by SMS. A person without a stored row has the defaults; the
 * handlers that notify ask `wantsInApp` first.
 */
import type {
  NotificationFrequency,
  NotificationPreference,
  NotificationPreferences,
  NotificationType,
  PatchedNotificationPreferencesRequest,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import type { MockDatabase } from '../db/database';
import { nowIso } from '../db/time';
import { fieldErrors, json } from '../kit/respond';
import { route } from '../kit/route';

/** Every kind of notice, in the contract's order (NotificationType). */
export const NOTICE_KINDS: readonly NotificationType[] = [
  'info',
  'success',
  'warning',
  'error',
  'announcement',
  'message',
  'assignment',
  'exam',
  'fee',
  'payment',
  'attendance',
  'course',
  'system',
];
const FREQUENCIES: readonly NotificationFrequency[] = ['immediately', 'daily', 'weekly', 'never'];
/** Kinds that reach a phone by SMS unless turned off. */
const SMS_BY_DEFAULT = new Set<NotificationType>(['fee', 'payment', 'attendance', 'exam']);

export const defaultPreference = (kind: NotificationType): NotificationPreference => ({
  kind,
  in_app: 'immediately',
  email: 'immediately',
  sms: SMS_BY_DEFAULT.has(kind) ? 'immediately' : 'never',
});

export function preferencesOf(db: MockDatabase, user: number): NotificationPreferences {
  const row = db.communication.notificationPreferences.find((candidate) => candidate.user === user);
  return {
    preferences: NOTICE_KINDS.map(
      (kind) => row?.preferences.find((preference) => preference.kind === kind) ?? defaultPreference(kind),
    ),
    updated_at: row?.updated_at ?? null,
  };
}

/** False when the person set this kind to `never` in the app: no notification of it is created for them. */
export const wantsInApp = (db: MockDatabase, user: number, kind: NotificationType): boolean =>
  preferencesOf(db, user).preferences.find((preference) => preference.kind === kind)?.in_app !== 'never';

function changeErrors(input: PatchedNotificationPreferencesRequest): string | null {
  const kinds = (input.preferences ?? []).map((change) => change.kind);
  if (kinds.some((kind) => !NOTICE_KINDS.includes(kind))) return 'Unknown kind of notice.';
  if (new Set(kinds).size !== kinds.length) return 'Each kind of notice may appear once.';
  const channels = (input.preferences ?? []).flatMap((change) => [change.in_app, change.email, change.sms]);
  if (channels.some((value) => value !== undefined && !FREQUENCIES.includes(value)))
    return 'Choose immediately, daily, weekly or never.';
  if (input.preferences?.some((change) => change.kind === 'system' && change.in_app === 'never'))
    return 'System notices cannot be turned off in the app.';
  return null;
}

export function preferenceHandlers(): HttpHandler[] {
  return [
    route('getNotificationPreferences', ({ db, user }) => json<NotificationPreferences>(preferencesOf(db, user.id))),
    route('partialUpdateNotificationPreferences', async (context) => {
      const input = await context.body<PatchedNotificationPreferencesRequest>();
      if (input instanceof Response) return input;
      const error = changeErrors(input);
      if (error) return fieldErrors({ preferences: error });
      const { db, user } = context;
      const current = preferencesOf(db, user.id).preferences;
      const preferences = current.map((preference) => {
        const change = input.preferences?.find((candidate) => candidate.kind === preference.kind);
        return change
          ? {
              kind: preference.kind,
              in_app: change.in_app ?? preference.in_app,
              email: change.email ?? preference.email,
              sms: change.sms ?? preference.sms,
            }
          : preference;
      });
      const stamp = nowIso();
      const row = db.communication.notificationPreferences.find((candidate) => candidate.user === user.id);
      if (row) db.communication.notificationPreferences.update(row.id, { preferences, updated_at: stamp });
      else db.communication.notificationPreferences.insert({ user: user.id, preferences, updated_at: stamp });
      return json<NotificationPreferences>(preferencesOf(db, user.id));
    }),
  ];
}
