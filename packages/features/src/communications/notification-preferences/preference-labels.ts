/** The kinds of notice and the frequencies as the preferences screen names them (NotificationType, NotificationFrequency). */
import type { NotificationFrequency, NotificationPreference, NotificationType } from '@ujuzi/api';

export type Channel = Exclude<keyof NotificationPreference, 'kind'>;

export const CHANNELS: readonly { channel: Channel; label: string }[] = [
  { channel: 'in_app', label: 'In the app' },
  { channel: 'email', label: 'E-mail' },
  { channel: 'sms', label: 'SMS' },
];

export const FREQUENCY_OPTIONS: readonly { value: NotificationFrequency; label: string }[] = [
  { value: 'immediately', label: 'Immediately' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'weekly', label: 'Weekly digest' },
  { value: 'never', label: 'Never' },
];

export const KIND_LABELS: Record<NotificationType, { label: string; about: string }> = {
  info: { label: 'General information', about: 'News from the school that needs no action.' },
  success: { label: 'Confirmations', about: 'Something you did went through: a form sent, a payment received.' },
  warning: { label: 'Warnings', about: 'Something that needs your attention soon.' },
  error: { label: 'Problems', about: 'Something that failed and may need you to act.' },
  announcement: { label: 'Announcements', about: 'Announcements to your role, class or course.' },
  message: { label: 'Messages', about: 'A new message in your inbox.' },
  assignment: { label: 'Assignments', about: 'New work, due dates and marked submissions.' },
  exam: { label: 'Exams and results', about: 'Exam timetables and published results.' },
  fee: { label: 'Fees', about: 'Fee statements, balances and reminders.' },
  payment: { label: 'Payments', about: 'Payments made, due or refunded.' },
  attendance: { label: 'Attendance', about: 'Absences and lateness.' },
  course: { label: 'Courses', about: 'Enrolments, new lessons and certificates.' },
  system: { label: 'System and account', about: 'Sign-ins, password changes and security.' },
};

/** The service's own rule (partialUpdateNotificationPreferences), said before sending. */
export const SYSTEM_IN_APP_RULE = 'System notices cannot be turned off in the app.';
