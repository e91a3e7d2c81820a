/** Names and tones of the e-mail templates' kinds and the e-mail logs' delivery states, and template placeholders. */
import type { EmailLogStatus, EmailTemplateType } from '@ujuzi/api';
import type { BadgeTone } from '@ujuzi/ui';

export const TEMPLATE_TYPE_LABELS: Record<EmailTemplateType, string> = {
  welcome: 'Welcome',
  password_reset: 'Password reset',
  email_verification: 'E-mail verification',
  fee_reminder: 'Fee reminder',
  payment_receipt: 'Payment receipt',
  enrollment_confirmation: 'Enrollment confirmation',
  announcement: 'Announcement',
  exam_results: 'Exam results',
  general: 'General',
};

export const EMAIL_STATUS_LABELS: Record<EmailLogStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  delivered: 'Delivered',
  opened: 'Opened',
  bounced: 'Bounced',
  failed: 'Failed',
};
export const EMAIL_STATUS_TONES: Record<EmailLogStatus, BadgeTone> = {
  pending: 'neutral',
  sent: 'info',
  delivered: 'success',
  opened: 'brand',
  bounced: 'warning',
  failed: 'danger',
};

/** The `{{placeholders}}` a template's text uses, each once, in order of first use. */
export const placeholdersOf = (...texts: readonly string[]): string[] => [
  ...new Set([...texts.join(' ').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '')),
];

/** Sample values a preview fills the placeholders with; an unknown one shows as its own name. */
const SAMPLE: Record<string, string> = {
  first_name: 'Achieng',
  last_name: 'Odhiambo',
  full_name: 'Achieng Odhiambo',
  email: 'achieng.odhiambo@gmail.com',
  term: 'Term 2',
  balance: '12,500.00',
  amount: '12,500.00',
  due_date: '15 June 2026',
  course: 'Full-Stack Web Development',
  course_name: 'Full-Stack Web Development',
  school_name: 'Ujuzi',
  reference: 'RCT-2026-00412',
};

/** The text with each placeholder replaced by its sample value (or `[name]`). */
export const fillSample = (text: string): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => SAMPLE[name] ?? `[${name}]`);
