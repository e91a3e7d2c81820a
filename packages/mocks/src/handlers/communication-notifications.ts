/** Notifications: CRUD, unread lists, marking read and statistics. */
import type {
  Notification,
  NotificationBulkSendRequest,
  NotificationBulkSendResult,
  NotificationRequest,
  NotificationStats,
  NotificationsMarkedRead,
  UserType,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { isManagement, isStaff, notify, notifyIfWanted } from './communication-shared';
import { withRow } from '../kit/row-lookup';
import { type AuthedContext, route } from '../kit/route';
import { fieldErrors, json, created, notFound, noContent } from '../kit/respond';
import { listPage } from '../kit/list';
import { STAFF } from '../kit/crud';
import { nowIso } from '../db/time';
import type { MockDatabase } from '../db/database';

const PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;

/** The active students of the request's class section and course (null when it names neither). */
function studentsOf(db: MockDatabase, body: NotificationBulkSendRequest): Set<number> | null {
  if (!body.class_section && !body.course) return null;
  const ids = new Set<number>();
  if (body.class_section)
    for (const row of db.academics.classEnrollments.filter(
      (enrolment) => enrolment.class_section === body.class_section && enrolment.status === 'active',
    ))
      ids.add(row.student.id);
  if (body.course)
    for (const row of db.payments.enrollments.filter(
      (enrolment) => enrolment.course === body.course && enrolment.status === 'active',
    ))
      ids.add(row.user);
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Notifications.
export function notificationHandlers(): HttpHandler[] {
  const own = (context: AuthedContext): Notification[] =>
    context.db.communication.notifications.filter((row) => row.recipient === context.user.id);
  const find = (context: AuthedContext): Notification | undefined => {
    const row = context.db.communication.notifications.get(context.id());
    return row && (row.recipient === context.user.id || isManagement(context.user)) ? row : undefined;
  };
  const write = async (context: AuthedContext, existing?: Notification): Promise<Response> => {
    const body = await context.body<Partial<NotificationRequest>>();
    if (body instanceof Response) return body;
    const { db } = context;
    if (body.recipient !== undefined && !db.accounts.users.get(body.recipient))
      return fieldErrors({ recipient: `Invalid pk "${body.recipient}" - object does not exist.` });
    // A recipient may only mark their own notification read or unread.
    if (existing && !isStaff(context.user) && Object.keys(body).some((key) => key !== 'is_read')) return context.deny();
    const readChange =
      body.is_read === undefined ? {} : { is_read: body.is_read, read_at: body.is_read ? (existing?.read_at ?? nowIso()) : null };
    if (existing)
      return json<Notification>(db.communication.notifications.update(existing.id, { ...body, ...readChange }) ?? existing);
    const row = notify(db, body.recipient ?? context.user.id, {
      title: body.title ?? '',
      message: body.message ?? '',
      notification_type: body.notification_type,
      priority: body.priority,
      action_url: body.action_url ?? null,
    });
    return created<Notification>(db.communication.notifications.update(row.id, readChange) ?? row);
  };
  const markRead = (db: MockDatabase, row: Notification): Notification =>
    row.is_read ? row : (db.communication.notifications.update(row.id, { is_read: true, read_at: nowIso() }) ?? row);
  return [
    route('listNotifications', (context) =>
      json(listPage(context, own(context), { ordering: '-created_at', search: ['title', 'message'] })),
    ),
    route('listUnreadNotifications', (context) =>
      json(
        listPage(
          context,
          own(context).filter((row) => !row.is_read),
          { ordering: '-created_at' },
        ),
      ),
    ),
    route('createNotification', (context) => write(context), { roles: STAFF }),
    route('getNotification', (context) => {
      const row = find(context);
      return row ? json<Notification>(row) : notFound();
    }),
    ...['updateNotification', 'partialUpdateNotification'].map((operationId) => route(operationId, withRow(find, write))),
    route('deleteNotification', (context) => {
      const row = find(context);
      if (!row) return notFound();
      context.db.communication.notifications.remove(row.id);
      return noContent();
    }),
    route('markNotificationAsRead', (context) => {
      const row = context.db.communication.notifications.get(context.id());
      return row && row.recipient === context.user.id ? json<Notification>(markRead(context.db, row)) : notFound();
    }),
    route('markAllNotificationsAsRead', (context) => {
      const unread = own(context).filter((row) => !row.is_read);
      for (const row of unread) markRead(context.db, row);
      return json<NotificationsMarkedRead>({
        success: true,
        message: 'All notifications marked as read',
        updated_count: unread.length,
      });
    }),
    route('getNotificationStats', (context) => {
      const rows = own(context);
      const unread = rows.filter((row) => !row.is_read);
      const byType: Record<string, number> = {};
      for (const row of rows) byType[row.notification_type] = (byType[row.notification_type] ?? 0) + 1;
      return json<NotificationStats>({
        total: rows.length,
        unread: unread.length,
        read: rows.length - unread.length,
        by_priority: Object.fromEntries(
          PRIORITIES.map((priority) => [priority, unread.filter((row) => row.priority === priority).length]),
        ),
        by_type: byType,
      });
    }),
    route(
      'bulkSendNotifications',
      async (context) => {
        const body = await context.body<NotificationBulkSendRequest>();
        if (body instanceof Response) return body;
        const { db } = context;
        const ids = new Set(body.recipient_ids ?? []);
        const types = new Set<UserType>(body.user_types ?? []);
        const students = studentsOf(db, body);
        if (ids.size === 0 && types.size === 0 && !students)
          return fieldErrors({ non_field_errors: 'Choose recipients or user types.' });
        const grouped = new Set(
          !students
            ? []
            : body.to_parents
              ? db.accounts.relations.filter((link) => students.has(link.student)).map((link) => link.parent)
              : [...students],
        );
        const recipients = db.accounts.users.filter(
          (user) => user.is_active && (ids.has(user.id) || types.has(user.user_type) || grouped.has(user.id)),
        );
        const missing = [...ids].filter((id) => !db.accounts.users.get(id)).length;
        if (body.dry_run)
          return created<NotificationBulkSendResult>({
            success: true,
            message: `This notification would reach ${recipients.length} users.`,
            sent_count: 0,
            failed_count: missing,
            recipient_count: recipients.length,
            dry_run: true,
          });
        // Whoever set this kind of notice to never in the app is left out (their preferences).
        const sent = recipients.filter((user) =>
          notifyIfWanted(db, user.id, {
            title: body.title,
            message: body.message,
            notification_type: body.notification_type,
            priority: body.priority,
            action_url: body.action_url ?? null,
          }),
        ).length;
        const muted = recipients.length - sent;
        return created<NotificationBulkSendResult>({
          success: true,
          message: `Notification sent to ${sent} users.${muted > 0 ? ` ${muted} turned this kind of notice off.` : ''}`,
          sent_count: sent,
          failed_count: missing,
          recipient_count: recipients.length,
        });
      },
      { roles: STAFF },
    ),
  ];
}
