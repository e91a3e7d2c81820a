/**
 * The communication group: notifications (mark one or all read, unread counts, stats, bulk send),
 * messages (folders, send, reply, trash, drafts), announcements (for me, read marks, read status),
 * e-mail logs and templates, contact-us submissions, the dashboard, stats and recent activity.
 */
import type {
  ActionAcknowledgement,
  Announcement,
  AnnouncementReadStatus,
  CommunicationActivity,
  CommunicationDashboard,
  CommunicationStats,
  ContactSubmission,
  ContactSubmissionAssignRequest,
  ContactSubmissionResolveRequest,
  ContactSubmissionStats,
  EmailLog,
  EmailTemplate,
  Message,
  MessageReplyRequest,
  MessageRequest,
  MessageStats,
  Notification,
  NotificationBulkSendRequest,
  NotificationBulkSendResult,
  NotificationRequest,
  NotificationStats,
  NotificationsMarkedRead,
  UserType,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { userSummaryById, type UserRecord } from '../db/accounts';
import {
  isLive,
  newMessageKey,
  presentAnnouncement,
  presentMessage,
  reaches,
  type AnnouncementRow,
  type MessageRow,
} from '../db/communication';
import type { MockDatabase } from '../db/database';
import { nowIso } from '../db/time';
import { crudHandlers, definedErrors, MANAGEMENT, STAFF, type FieldErrorMap } from '../kit/crud';
import { listPage } from '../kit/list';
import { created, fieldErrors, json, noContent, notFound } from '../kit/respond';
import { route, type AuthedContext } from '../kit/route';
import { withRow } from '../kit/row-lookup';

const FOLDERS: readonly Message['folder'][] = ['inbox', 'sent', 'drafts', 'archived', 'trash'];
const PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;
const isManagement = (user: UserRecord): boolean => user.user_type === 'super_admin' || user.user_type === 'admin';
const isStaff = (user: UserRecord): boolean => STAFF.includes(user.user_type);

function notify(
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

// ---------------------------------------------------------------------------------------------
// Notifications.

function notificationHandlers(): HttpHandler[] {
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
        if (ids.size === 0 && types.size === 0) return fieldErrors({ non_field_errors: 'Choose recipients or user types.' });
        const recipients = db.accounts.users.filter((user) => user.is_active && (ids.has(user.id) || types.has(user.user_type)));
        const missing = [...ids].filter((id) => !db.accounts.users.get(id)).length;
        for (const user of recipients)
          notify(db, user.id, {
            title: body.title,
            message: body.message,
            notification_type: body.notification_type,
            priority: body.priority,
            action_url: body.action_url ?? null,
          });
        return created<NotificationBulkSendResult>({
          success: true,
          message: `Notification sent to ${recipients.length} users.`,
          sent_count: recipients.length,
          failed_count: missing,
        });
      },
      { roles: STAFF },
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Messages: each user has their own copy.

function messageHandlers(): HttpHandler[] {
  const findOwn = (context: AuthedContext): MessageRow | undefined => {
    const row = context.db.communication.messages.get(context.id());
    return row && row.owner === context.user.id ? row : undefined;
  };
  /** Sends: the sender's copy goes to `sent`, the recipient's to `inbox`, and the recipient is notified. */
  const deliver = (db: MockDatabase, sender: UserRecord, draft: MessageRow): MessageRow => {
    const now = nowIso();
    const sent =
      db.communication.messages.update(draft.id, {
        folder: 'sent',
        is_draft: false,
        is_read: true,
        sent_at: now,
        updated_at: now,
      }) ?? draft;
    db.communication.messages.insert({
      ...sent,
      id: undefined,
      owner: sent.recipient,
      folder: 'inbox',
      is_read: false,
      read_at: null,
      is_starred: false,
    });
    notify(db, sent.recipient, {
      title: `New message from ${userSummaryById(db, sender.id).get_full_name || sender.username}`,
      message: sent.subject,
      notification_type: 'message',
      action_url: '/dashboard/communications/messages/inbox',
    });
    return sent;
  };
  const compose = (
    db: MockDatabase,
    sender: UserRecord,
    fields: {
      recipient: number;
      subject: string;
      body: string;
      parentKey: string | null;
      is_draft: boolean;
      is_starred: boolean;
    },
  ): MessageRow => {
    const now = nowIso();
    const draft = db.communication.messages.insert({
      owner: sender.id,
      sender: sender.id,
      recipient: fields.recipient,
      key: newMessageKey(),
      parentKey: fields.parentKey,
      subject: fields.subject,
      body: fields.body,
      is_draft: true,
      is_read: true,
      read_at: null,
      is_starred: fields.is_starred,
      folder: 'drafts',
      sent_at: null,
      created_at: now,
      updated_at: now,
    });
    return fields.is_draft ? draft : deliver(db, sender, draft);
  };
  const recipientErrors = (db: MockDatabase, sender: UserRecord, recipient: number | undefined): FieldErrorMap => {
    if (recipient === undefined) return {};
    const user = db.accounts.users.get(recipient);
    if (!user) return { recipient: `Invalid pk "${recipient}" - object does not exist.` };
    if (user.id === sender.id) return { recipient: 'You cannot send a message to yourself.' };
    return user.is_active ? {} : { recipient: 'This user’s account is deactivated.' };
  };
  const update = async (context: AuthedContext): Promise<Response> => {
    const row = findOwn(context);
    if (!row) return notFound();
    const body = await context.body<Partial<MessageRequest> & { is_read?: boolean; folder?: Message['folder'] }>();
    if (body instanceof Response) return body;
    const { db, user } = context;
    const editsContent = body.recipient !== undefined || body.subject !== undefined || body.body !== undefined;
    if (editsContent && !row.is_draft) return context.deny();
    const errors = recipientErrors(db, user, body.recipient);
    if (body.folder !== undefined) {
      const allowed: readonly Message['folder'][] = row.is_draft ? ['drafts', 'trash'] : ['inbox', 'archived', 'trash', 'sent'];
      const own: Message['folder'] = row.owner === row.sender ? 'sent' : 'inbox';
      if (!allowed.includes(body.folder) || (body.folder !== own && (body.folder === 'inbox' || body.folder === 'sent')))
        errors.folder = `This message cannot be moved to ${body.folder}.`;
    }
    if (Object.keys(definedErrors(errors)).length > 0) return fieldErrors(definedErrors(errors));
    const now = nowIso();
    let updated =
      db.communication.messages.update(row.id, {
        ...(body.recipient !== undefined ? { recipient: body.recipient } : {}),
        ...(body.subject !== undefined ? { subject: body.subject } : {}),
        ...(body.body !== undefined ? { body: body.body } : {}),
        ...(body.is_starred !== undefined ? { is_starred: body.is_starred } : {}),
        ...(body.is_read !== undefined ? { is_read: body.is_read, read_at: body.is_read ? (row.read_at ?? now) : null } : {}),
        ...(body.folder !== undefined ? { folder: body.folder } : {}),
        updated_at: now,
      }) ?? row;
    if (row.is_draft && body.is_draft === false) updated = deliver(db, user, updated);
    return json<Message>(presentMessage(db, updated));
  };
  return [
    route('listMessages', (context) => {
      const folder = context.query.get('folder');
      if (folder !== null && !FOLDERS.includes(folder as Message['folder']))
        return fieldErrors({ folder: `Select a valid choice. ${folder} is not one of the available choices.` });
      const rows = context.db.communication.messages
        .filter((row) => row.owner === context.user.id && (folder ? row.folder === folder : row.folder !== 'trash'))
        .map((row) => presentMessage(context.db, row));
      return json(
        listPage(context, rows, {
          ordering: '-created_at',
          search: ['subject', 'body', 'sender.get_full_name', 'recipient.get_full_name'],
          ignore: ['folder'],
        }),
      );
    }),
    route('createMessage', async (context) => {
      const body = await context.body<MessageRequest>();
      if (body instanceof Response) return body;
      const { db, user } = context;
      const errors = recipientErrors(db, user, body.recipient);
      const parent = body.parent ? db.communication.messages.get(body.parent) : undefined;
      if (body.parent && (!parent || parent.owner !== user.id))
        errors.parent = `Invalid pk "${body.parent}" - object does not exist.`;
      if (Object.keys(definedErrors(errors)).length > 0) return fieldErrors(definedErrors(errors));
      const row = compose(db, user, {
        recipient: body.recipient,
        subject: body.subject,
        body: body.body,
        parentKey: parent?.key ?? null,
        is_draft: body.is_draft ?? false,
        is_starred: body.is_starred ?? false,
      });
      return created<Message>(presentMessage(db, row));
    }),
    route('getMessage', ({ db, user, id }) => {
      const row = db.communication.messages.get(id());
      if (!row || row.owner !== user.id) return notFound();
      // Opening a received message marks it read.
      const read =
        !row.is_read && row.recipient === user.id
          ? (db.communication.messages.update(row.id, { is_read: true, read_at: nowIso() }) ?? row)
          : row;
      return json<Message>(presentMessage(db, read));
    }),
    route('updateMessage', update),
    route('partialUpdateMessage', update),
    route('deleteMessage', (context) => {
      const row = findOwn(context);
      if (!row) return notFound();
      context.db.communication.messages.remove(row.id);
      return noContent();
    }),
    route('trashMessage', (context) => {
      const row = findOwn(context);
      if (!row) return notFound();
      // From trash it leaves this user's mailbox for good; the other party's copy stays.
      if (row.folder === 'trash') {
        context.db.communication.messages.remove(row.id);
        return json<ActionAcknowledgement>({ success: true, message: 'Message deleted.' });
      }
      context.db.communication.messages.update(row.id, { folder: 'trash', updated_at: nowIso() });
      return json<ActionAcknowledgement>({ success: true, message: 'Message moved to trash.' });
    }),
    route('replyToMessage', async (context) => {
      const row = findOwn(context);
      if (!row) return notFound();
      const body = await context.body<MessageReplyRequest>();
      if (body instanceof Response) return body;
      const { db, user } = context;
      const other = row.sender === user.id ? row.recipient : row.sender;
      const errors = recipientErrors(db, user, other);
      if (row.is_draft) errors.non_field_errors = 'A draft cannot be replied to.';
      if (Object.keys(definedErrors(errors)).length > 0) return fieldErrors(definedErrors(errors));
      const subject = body.subject ?? (row.subject.startsWith('Re: ') ? row.subject : `Re: ${row.subject}`);
      const reply = compose(db, user, {
        recipient: other,
        subject,
        body: body.body,
        parentKey: row.key,
        is_draft: false,
        is_starred: false,
      });
      return created<Message>(presentMessage(db, reply));
    }),
    route('getMessageStats', ({ db, user }) => {
      const rows = db.communication.messages.filter((row) => row.owner === user.id);
      const inFolder = (folder: Message['folder']) => rows.filter((row) => row.folder === folder).length;
      return json<MessageStats>({
        total: rows.length,
        unread: rows.filter((row) => row.folder === 'inbox' && !row.is_read).length,
        inbox: inFolder('inbox'),
        sent: inFolder('sent'),
        drafts: inFolder('drafts'),
        archived: inFolder('archived'),
        trash: inFolder('trash'),
        starred: rows.filter((row) => row.is_starred).length,
      });
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Announcements.

function announcementHandlers(): HttpHandler[] {
  const seenBy = (row: AnnouncementRow, user: UserRecord): boolean =>
    isManagement(user) || row.author === user.id || (isLive(row) && reaches(row.audience, user.user_type));
  const present = (db: MockDatabase, user: UserRecord) => (row: AnnouncementRow) => presentAnnouncement(db, row, user.id);
  const ordering = '-is_pinned,-published_at';
  const find = (context: AuthedContext): AnnouncementRow | undefined => {
    const row = context.db.communication.announcements.get(context.id());
    return row && seenBy(row, context.user) ? row : undefined;
  };
  const write = async (context: AuthedContext, existing?: AnnouncementRow): Promise<Response> => {
    const body = await context.body<Partial<Announcement>>();
    if (body instanceof Response) return body;
    const { db, user } = context;
    if (body.published_at && body.expires_at && body.expires_at <= body.published_at)
      return fieldErrors({ expires_at: 'The announcement must expire after it is published.' });
    const now = nowIso();
    const published = body.is_published ?? existing?.is_published ?? true;
    const fields: Omit<AnnouncementRow, 'id'> = {
      title: body.title ?? existing?.title ?? '',
      body: body.body ?? existing?.body ?? '',
      audience: body.audience ?? existing?.audience ?? 'all',
      priority: body.priority ?? existing?.priority ?? 'normal',
      author: existing?.author ?? user.id,
      is_published: published,
      is_pinned: body.is_pinned ?? existing?.is_pinned ?? false,
      published_at: body.published_at !== undefined ? body.published_at : (existing?.published_at ?? (published ? now : null)),
      expires_at: body.expires_at !== undefined ? body.expires_at : (existing?.expires_at ?? null),
      created_at: existing?.created_at ?? now,
      updated_at: now,
    };
    if (published && !fields.published_at) fields.published_at = now;
    const row = existing
      ? (db.communication.announcements.update(existing.id, fields) ?? existing)
      : db.communication.announcements.insert(fields);
    return existing ? json<Announcement>(present(db, user)(row)) : created<Announcement>(present(db, user)(row));
  };
  const mayEdit = (row: AnnouncementRow, user: UserRecord): boolean => isManagement(user) || row.author === user.id;
  return [
    route('listAnnouncements', (context) => {
      const rows = context.db.communication.announcements
        .filter((row) => seenBy(row, context.user))
        .map(present(context.db, context.user));
      return json(listPage(context, rows, { ordering, search: ['title', 'body'] }));
    }),
    route('listAnnouncementsForMe', (context) => {
      const rows = context.db.communication.announcements
        .filter((row) => isLive(row) && reaches(row.audience, context.user.user_type))
        .map(present(context.db, context.user));
      return json(listPage(context, rows, { ordering }));
    }),
    route('createAnnouncement', (context) => write(context), { roles: STAFF }),
    route('getAnnouncement', (context) => {
      const row = find(context);
      return row ? json<Announcement>(present(context.db, context.user)(row)) : notFound();
    }),
    ...['updateAnnouncement', 'partialUpdateAnnouncement'].map((operationId) =>
      route(
        operationId,
        (context) => {
          const row = find(context);
          if (!row) return notFound();
          return mayEdit(row, context.user) ? write(context, row) : context.deny();
        },
        { roles: STAFF },
      ),
    ),
    route(
      'deleteAnnouncement',
      (context) => {
        const row = find(context);
        if (!row) return notFound();
        if (!mayEdit(row, context.user)) return context.deny();
        context.db.communication.announcements.remove(row.id);
        context.db.communication.announcementReads.removeWhere((read) => read.announcement === row.id);
        return noContent();
      },
      { roles: STAFF },
    ),
    route('markAnnouncementAsRead', (context) => {
      const row = find(context);
      if (!row) return notFound();
      const { db, user } = context;
      if (!db.communication.announcementReads.some((read) => read.announcement === row.id && read.user === user.id)) {
        db.communication.announcementReads.insert({ announcement: row.id, user: user.id, read_at: nowIso() });
      }
      return json<ActionAcknowledgement>({ success: true, message: 'Announcement marked as read.' });
    }),
    route('getAnnouncementReadStatus', (context) => {
      const row = find(context);
      if (!row) return notFound();
      if (!mayEdit(row, context.user)) return context.deny();
      const { db } = context;
      const recipients = db.accounts.users.count((user) => user.is_active && reaches(row.audience, user.user_type));
      const reads = db.communication.announcementReads
        .filter((read) => read.announcement === row.id)
        .sort((a, b) => b.read_at.localeCompare(a.read_at));
      const readCount = Math.min(reads.length, Math.max(recipients, reads.length));
      const total = Math.max(recipients, readCount);
      return json<AnnouncementReadStatus>({
        announcement_id: row.id,
        total_recipients: total,
        read_count: readCount,
        unread_count: total - readCount,
        read_percentage: total > 0 ? Math.round((readCount / total) * 10_000) / 100 : 0,
        readers: reads.map((read) => ({ user: userSummaryById(db, read.user), read_at: read.read_at })),
      });
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Contact-us submissions, e-mail logs and templates.

function contactHandlers(): HttpHandler[] {
  const stats = (db: MockDatabase): ContactSubmissionStats => {
    const rows = db.communication.contactSubmissions.all();
    const resolved = rows.filter((row) => row.resolved_at);
    const hours = resolved.map((row) => (Date.parse(row.resolved_at ?? row.created_at) - Date.parse(row.created_at)) / 3_600_000);
    const month = nowIso().slice(0, 7);
    return {
      total: rows.length,
      new: rows.filter((row) => row.status === 'new').length,
      in_progress: rows.filter((row) => row.status === 'in_progress').length,
      resolved: rows.filter((row) => row.status === 'resolved').length,
      closed: rows.filter((row) => row.status === 'closed').length,
      unassigned: rows.filter((row) => !row.assigned_to).length,
      this_month: rows.filter((row) => row.created_at.startsWith(month)).length,
      average_resolution_hours:
        hours.length > 0 ? Math.round((hours.reduce((sum, value) => sum + value, 0) / hours.length) * 10) / 10 : null,
    };
  };
  const act = (operationId: string, apply: (context: AuthedContext, row: ContactSubmission) => Promise<Response>): HttpHandler =>
    route(
      operationId,
      (context) => {
        const row = context.db.communication.contactSubmissions.get(context.id());
        return row ? apply(context, row) : notFound();
      },
      { roles: STAFF },
    );
  return [
    ...crudHandlers<ContactSubmission>({
      table: (db) => db.communication.contactSubmissions,
      schema: 'ContactSubmission',
      operations: {
        list: 'listContactSubmissions',
        get: 'getContactSubmission',
        update: 'updateContactSubmission',
        partialUpdate: 'partialUpdateContactSubmission',
        delete: 'deleteContactSubmission',
      },
      readRoles: STAFF,
      writeRoles: STAFF,
      search: ['name', 'email', 'subject', 'message'],
      ordering: '-created_at',
      filters: { assigned_to: (row, value) => String(row.assigned_to?.id ?? '') === value },
    }),
    ...crudHandlers<ContactSubmission>({
      table: (db) => db.communication.contactSubmissions,
      schema: 'ContactSubmission',
      operations: { create: 'createContactSubmission' },
      writeRoles: [],
      onCreate: () => ({ status: 'new', assigned_to: null, resolution_notes: null, resolved_at: null }),
    }),
    act('resolveContactSubmission', async (context, row) => {
      const body = await context.body<ContactSubmissionResolveRequest>();
      if (body instanceof Response) return body;
      const now = nowIso();
      const updated = context.db.communication.contactSubmissions.update(row.id, {
        status: 'resolved',
        resolution_notes: body.resolution_notes ?? row.resolution_notes ?? null,
        resolved_at: now,
        assigned_to: row.assigned_to ?? userSummaryById(context.db, context.user.id),
        updated_at: now,
      });
      return json<ContactSubmission>(updated ?? row);
    }),
    act('assignContactSubmission', async (context, row) => {
      const body = await context.body<ContactSubmissionAssignRequest>();
      if (body instanceof Response) return body;
      const assignee = context.db.accounts.users.get(body.assigned_to);
      if (!assignee) return fieldErrors({ assigned_to: `Invalid pk "${body.assigned_to}" - object does not exist.` });
      if (!isStaff(assignee)) return fieldErrors({ assigned_to: 'Submissions can only be assigned to staff.' });
      const updated = context.db.communication.contactSubmissions.update(row.id, {
        assigned_to: userSummaryById(context.db, assignee.id),
        status: row.status === 'new' ? 'in_progress' : row.status,
        updated_at: nowIso(),
      });
      notify(context.db, assignee.id, {
        title: 'Contact submission assigned to you',
        message: row.subject,
        priority: 'high',
        action_url: '/dashboard/contact/inquiries',
      });
      return json<ContactSubmission>(updated ?? row);
    }),
    route('getContactSubmissionStats', ({ db }) => json<ContactSubmissionStats>(stats(db)), { roles: STAFF }),
    ...crudHandlers<EmailLog>({
      table: (db) => db.communication.emailLogs,
      schema: 'EmailLog',
      operations: {
        list: 'listEmailLogs',
        create: 'createEmailLog',
        get: 'getEmailLog',
        update: 'updateEmailLog',
        partialUpdate: 'partialUpdateEmailLog',
        delete: 'deleteEmailLog',
      },
      readRoles: MANAGEMENT,
      relations: { recipient: null },
      search: ['recipient_email', 'subject'],
      ordering: '-created_at',
    }),
    ...crudHandlers<EmailTemplate>({
      table: (db) => db.communication.emailTemplates,
      schema: 'EmailTemplate',
      operations: {
        list: 'listEmailTemplates',
        create: 'createEmailTemplate',
        get: 'getEmailTemplate',
        update: 'updateEmailTemplate',
        partialUpdate: 'partialUpdateEmailTemplate',
        delete: 'deleteEmailTemplate',
      },
      readRoles: MANAGEMENT,
      relations: { created_by: null },
      search: ['name', 'subject'],
      ordering: 'name',
      onCreate: ({ user }) => ({ created_by: user.id }),
      derive: (row) => ({
        ...row,
        variables: [
          ...new Set([...`${row.subject} ${row.body_html}`.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '')),
        ],
      }),
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// The dashboard, stats and recent activity.

function activities(db: MockDatabase, user: UserRecord, limit: number): CommunicationActivity[] {
  const all = isManagement(user);
  const events: CommunicationActivity[] = [];
  for (const row of db.communication.announcements.filter(
    (announcement) => all || (isLive(announcement) && reaches(announcement.audience, user.user_type)),
  )) {
    events.push({
      id: `announcement-${row.id}`,
      activity_type: 'announcement',
      title: row.title,
      description: row.body.slice(0, 140),
      actor: userSummaryById(db, row.author),
      object_id: row.id,
      url: `/dashboard/communications/announcements/${row.id}`,
      created_at: row.published_at ?? row.created_at,
    });
  }
  for (const row of db.communication.notifications.filter((notification) => notification.recipient === user.id)) {
    events.push({
      id: `notification-${row.id}`,
      activity_type: 'notification',
      title: row.title,
      description: row.message,
      actor: null,
      object_id: row.id,
      url: row.action_url ?? null,
      created_at: row.created_at,
    });
  }
  for (const row of db.communication.messages.filter((message) => message.owner === user.id && !message.is_draft)) {
    events.push({
      id: `message-${row.id}`,
      activity_type: 'message',
      title: row.subject,
      description: row.body.slice(0, 140),
      actor: userSummaryById(db, row.sender),
      object_id: row.id,
      url: `/dashboard/communications/messages/${row.folder}`,
      created_at: row.sent_at ?? row.created_at,
    });
  }
  if (all) {
    for (const row of db.communication.emailLogs.all()) {
      events.push({
        id: `email-${row.id}`,
        activity_type: 'email',
        title: row.subject,
        description: `${row.status}: ${row.recipient_email}`,
        actor: null,
        object_id: row.id,
        url: null,
        created_at: row.created_at,
      });
    }
  }
  if (isStaff(user)) {
    for (const row of db.communication.contactSubmissions.all()) {
      events.push({
        id: `contact-${row.id}`,
        activity_type: 'contact_submission',
        title: row.subject,
        description: `${row.name} <${row.email}>`,
        actor: null,
        object_id: row.id,
        url: '/dashboard/contact/inquiries',
        created_at: row.created_at,
      });
    }
  }
  return events.sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, limit);
}

function overviewHandlers(): HttpHandler[] {
  return [
    route('getCommunicationDashboard', ({ db, user }) => {
      const announcements = db.communication.announcements
        .filter((row) => isLive(row) && reaches(row.audience, user.user_type))
        .map((row) => presentAnnouncement(db, row, user.id))
        .sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''));
      const notifications = db.communication.notifications
        .filter((row) => row.recipient === user.id)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      const messages = db.communication.messages.filter((row) => row.owner === user.id);
      return json<CommunicationDashboard>({
        unread_notifications: notifications.filter((row) => !row.is_read).length,
        unread_messages: messages.filter((row) => row.folder === 'inbox' && !row.is_read).length,
        new_announcements: announcements.filter((row) => !row.is_read).length,
        drafts: messages.filter((row) => row.folder === 'drafts').length,
        open_contact_submissions: isStaff(user)
          ? db.communication.contactSubmissions.count((row) => row.status === 'new' || row.status === 'in_progress')
          : 0,
        recent_announcements: announcements.slice(0, 5),
        recent_notifications: notifications.slice(0, 5),
        recent_activities: activities(db, user, 10),
      });
    }),
    route(
      'getCommunicationStats',
      ({ db }) => {
        const emails = db.communication.emailLogs.all();
        const sent = emails.filter((row) => row.status !== 'pending' && row.status !== 'failed');
        const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
        const announcements = db.communication.announcements.all();
        return json<CommunicationStats>({
          total_announcements: announcements.length,
          published_announcements: announcements.filter((row) => row.is_published).length,
          total_notifications: db.communication.notifications.size,
          unread_notifications: db.communication.notifications.count((row) => !row.is_read),
          total_messages: new Set(db.communication.messages.filter((row) => !row.is_draft).map((row) => row.key)).size,
          messages_this_week: new Set(
            db.communication.messages.filter((row) => !row.is_draft && (row.sent_at ?? '') >= weekAgo).map((row) => row.key),
          ).size,
          total_emails_sent: sent.length,
          failed_emails: emails.filter((row) => row.status === 'failed' || row.status === 'bounced').length,
          email_delivery_rate:
            emails.length > 0
              ? Math.round(
                  (emails.filter((row) => ['delivered', 'opened'].includes(row.status)).length / emails.length) * 10_000,
                ) / 100
              : 0,
          active_email_templates: db.communication.emailTemplates.count((row) => row.is_active),
          open_contact_submissions: db.communication.contactSubmissions.count(
            (row) => row.status === 'new' || row.status === 'in_progress',
          ),
        });
      },
      { roles: MANAGEMENT },
    ),
    route('listRecentCommunicationActivities', ({ db, user, query }) => {
      const raw = query.get('limit');
      const limit = raw === null ? 20 : Number(raw);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100)
        return fieldErrors({ limit: 'Ensure this value is between 1 and 100.' });
      return json<CommunicationActivity[]>(activities(db, user, limit));
    }),
  ];
}

export function communicationHandlers(): HttpHandler[] {
  return [
    ...notificationHandlers(),
    ...messageHandlers(),
    ...announcementHandlers(),
    ...contactHandlers(),
    ...overviewHandlers(),
  ];
}
