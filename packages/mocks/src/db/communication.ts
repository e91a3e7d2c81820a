/**
 * The communication domain: per-user notifications (every priority, read and unread), messages
 * (each user keeps their own copy in a folder: inbox, sent, drafts, archived, trash), announcements
 * with per-user read marks, e-mail logs (the mock backend's outbox), e-mail templates and contact-us
 * submissions.
 */
import type {
  Announcement,
  ContactSubmission,
  EmailLog,
  EmailTemplate,
  Message,
  Notification,
  NotificationPreference,
  UserType,
} from '@ujuzi/api';
import { userSummaryById } from './accounts';
import type { MockDatabase } from './database';
import { Table } from './table';

/** One user's copy of a message. Both copies of a sent message share `key`; a reply names its parent's `key`. */
export type MessageRow = Omit<Message, 'sender' | 'recipient' | 'reply_count' | 'parent'> & {
  owner: number;
  sender: number;
  recipient: number;
  key: string;
  parentKey: string | null;
};

export type AnnouncementRow = Omit<Announcement, 'author' | 'is_read' | 'read_count'> & { author: number };

export interface AnnouncementReadRow {
  id: number;
  announcement: number;
  user: number;
  read_at: string;
}

export interface NotificationPreferenceRow {
  id: number;
  user: number;
  preferences: NotificationPreference[];
  updated_at: string;
}

export const communicationTables = () => ({
  notifications: new Table<Notification>(),
  messages: new Table<MessageRow>(),
  announcements: new Table<AnnouncementRow>(),
  announcementReads: new Table<AnnouncementReadRow>(),
  emailLogs: new Table<EmailLog>(),
  emailTemplates: new Table<EmailTemplate>(),
  contactSubmissions: new Table<ContactSubmission>(),
  /** A person's changed notification preferences; one without a row has the defaults. */
  notificationPreferences: new Table<NotificationPreferenceRow>(),
});

export type CommunicationTables = ReturnType<typeof communicationTables>;

// ---------------------------------------------------------------------------------------------
// Presenters and rules.

/** The user types an announcement audience reaches. */
const AUDIENCES: Record<Announcement['audience'], readonly UserType[] | 'all'> = {
  all: 'all',
  students: ['student'],
  teachers: ['teacher'],
  parents: ['parent'],
  staff: ['super_admin', 'admin', 'teacher', 'accountant', 'staff'],
  admins: ['super_admin', 'admin'],
};

export const reaches = (audience: Announcement['audience'], userType: UserType): boolean => {
  const types = AUDIENCES[audience];
  return types === 'all' || types.includes(userType);
};

export const isLive = (row: AnnouncementRow, now = Date.now()): boolean =>
  row.is_published &&
  (!row.published_at || new Date(row.published_at).getTime() <= now) &&
  (!row.expires_at || new Date(row.expires_at).getTime() > now);

export function presentAnnouncement(db: MockDatabase, row: AnnouncementRow, viewer: number): Announcement {
  const reads = db.communication.announcementReads.filter((read) => read.announcement === row.id);
  return {
    ...row,
    author: userSummaryById(db, row.author),
    is_read: reads.some((read) => read.user === viewer),
    read_count: reads.length,
  };
}

export function presentMessage(db: MockDatabase, row: MessageRow): Message {
  const { owner, key, parentKey, ...message } = row;
  const replies = new Set(
    db.communication.messages.filter((other) => other.parentKey === key && !other.is_draft).map((other) => other.key),
  );
  const parent = parentKey
    ? (db.communication.messages.find((other) => other.key === parentKey && other.owner === owner) ??
      db.communication.messages.find((other) => other.key === parentKey))
    : undefined;
  return {
    ...message,
    sender: userSummaryById(db, row.sender),
    recipient: userSummaryById(db, row.recipient),
    parent: parent?.id ?? null,
    reply_count: replies.size,
  };
}

let keySequence = 0;

/** A key for a new message (shared by its copies). */
export const newMessageKey = (): string => `m${Date.now().toString(36)}${(++keySequence).toString(36)}`;
