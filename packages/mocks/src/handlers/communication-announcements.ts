/** Announcements: CRUD, the caller's own, read marks and read status. */
import type { ActionAcknowledgement, Announcement, AnnouncementReadStatus } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { isManagement } from './communication-shared';
import { type AuthedContext, route } from '../kit/route';
import { fieldErrors, json, created, notFound, noContent } from '../kit/respond';
import { listPage } from '../kit/list';
import { STAFF } from '../kit/crud';
import { nowIso } from '../db/time';
import type { MockDatabase } from '../db/database';
import { type AnnouncementRow, isLive, reaches, presentAnnouncement } from '../db/communication';
import { type UserRecord, userSummaryById } from '../db/accounts';

// ---------------------------------------------------------------------------------------------
// Announcements.
export function announcementHandlers(): HttpHandler[] {
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
        read_percentage: total > 0 ? Math.round((readCount / total) * 10000) / 100 : 0,
        readers: reads.map((read) => ({ user: userSummaryById(db, read.user), read_at: read.read_at })),
      });
    }),
  ];
}
