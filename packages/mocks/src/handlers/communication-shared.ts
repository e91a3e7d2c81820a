/** What the communication handler modules share: who is staff or management, and notifying a user. */
import type { Notification } from '@ujuzi/api';
import { STAFF } from '../kit/crud';
import { nowIso } from '../db/time';
import type { MockDatabase } from '../db/database';
import type { UserRecord } from '../db/accounts';
import { wantsInApp } from './communication-preferences';

export const isManagement = (user: UserRecord): boolean => user.user_type === 'super_admin' || user.user_type === 'admin';
export const isStaff = (user: UserRecord): boolean => STAFF.includes(user.user_type);

export function notify(
  db: MockDatabase,
  recipient: number,
  fields: Pick<Notification, 'title' | 'message'> & Partial<Notification>,
): Notification {
  return db.communication.notifications.insert({
    notification_type: 'info',
    priority: 'normal',
    action_url: null,
    ...fields,
    recipient,
    is_read: false,
    read_at: null,
    created_at: nowIso(),
  });
}

/** Notifies unless the recipient set this kind of notice to `never` in the app (null then). */
export function notifyIfWanted(
  db: MockDatabase,
  recipient: number,
  fields: Pick<Notification, 'title' | 'message'> & Partial<Notification>,
): Notification | null {
  return wantsInApp(db, recipient, fields.notification_type ?? 'info') ? notify(db, recipient, fields) : null;
}
