/**
 * The communication group, gathered: notifications, messages, announcements and contact
 * submissions with e-mail templates and logs each live in a communication-*.ts module beside this
 * one, which adds the dashboard, stats and recent activity.
 */
import type { CommunicationActivity, CommunicationDashboard, CommunicationStats } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { userSummaryById, type UserRecord } from '../db/accounts';
import { isLive, presentAnnouncement, reaches } from '../db/communication';
import type { MockDatabase } from '../db/database';
import { MANAGEMENT } from '../kit/crud';
import { fieldErrors, json } from '../kit/respond';
import { route } from '../kit/route';
import { isManagement, isStaff } from './communication-shared';
import { notificationHandlers } from './communication-notifications';
import { messageHandlers } from './communication-messages';
import { announcementHandlers } from './communication-announcements';
import { contactHandlers } from './communication-contacts';
import { preferenceHandlers } from './communication-preferences';

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
    ...preferenceHandlers(),
    ...overviewHandlers(),
  ];
}
