/** Names, tones and links the communication screens share: audiences, priorities, folders, people. */
import type { Announcement, Message } from '@ujuzi/api';
import { displayName, isStaff } from '@ujuzi/domain';
import type { BadgeProps } from '@ujuzi/ui';

/** The user types as the recipient search names them. */
export const ROLE_LABELS: Record<string, string> = {
  super_admin: 'Super admin',
  admin: 'Admin',
  teacher: 'Teacher',
  student: 'Student',
  parent: 'Parent',
  accountant: 'Accountant',
  staff: 'Staff',
};

export type AnnouncementAudience = Announcement['audience'];
export type AnnouncementPriority = Announcement['priority'];
export type MessageFolder = Message['folder'];

/** The contract's audiences (AnnouncementAudience), in the order forms and filters offer them. */
export const AUDIENCES: readonly AnnouncementAudience[] = ['all', 'students', 'teachers', 'parents', 'staff', 'admins'];
export const AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  all: 'Everyone',
  students: 'Students',
  teachers: 'Teachers',
  parents: 'Parents',
  staff: 'All staff',
  admins: 'Administrators',
};

export const PRIORITIES: readonly AnnouncementPriority[] = ['urgent', 'high', 'normal', 'low'];
export const PRIORITY_LABELS: Record<AnnouncementPriority, string> = {
  urgent: 'Urgent',
  high: 'High',
  normal: 'Normal',
  low: 'Low',
};
export const PRIORITY_TONES: Record<AnnouncementPriority, NonNullable<BadgeProps['tone']>> = {
  urgent: 'danger',
  high: 'warning',
  normal: 'neutral',
  low: 'info',
};

/** The contract's folders (MessageFolder), in mailbox order. */
export const FOLDERS: readonly MessageFolder[] = ['inbox', 'sent', 'drafts', 'archived', 'trash'];
export const FOLDER_LABELS: Record<MessageFolder, string> = {
  inbox: 'Inbox',
  sent: 'Sent',
  drafts: 'Drafts',
  archived: 'Archive',
  trash: 'Trash',
};
export const isFolder = (value: string | undefined): value is MessageFolder => FOLDERS.includes(value as MessageFolder);

/** A person's name as the screens show it. */
export const personName = (person: Parameters<typeof displayName>[0]): string => displayName(person);

/** Staff (super_admin, admin, teacher) post announcements (createAnnouncement). */
export const maySeeAllAnnouncements = (user: { user_type?: string | null } | null | undefined): boolean =>
  isStaff(user?.user_type);

/** Its author or management may edit, publish and delete an announcement (updateAnnouncement). */
export function mayEditAnnouncement(
  user: { id?: number; user_type?: string | null } | null | undefined,
  announcement: Pick<Announcement, 'author'>,
): boolean {
  if (!user || !isStaff(user.user_type)) return false;
  return user.user_type === 'super_admin' || user.user_type === 'admin' || announcement.author.id === user.id;
}
