/** How campaign states and numbers read on screen. */
import type { NewsletterStatus } from '@ujuzi/api';
import type { BadgeTone } from '@ujuzi/ui';

export const NEWSLETTER_STATUS_LABELS: Readonly<Record<NewsletterStatus, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const NEWSLETTER_STATUS_TONES: Readonly<Record<NewsletterStatus, BadgeTone>> = {
  draft: 'neutral',
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

/** A rate the service gives as a percentage (two decimals at most): `42.5%`. */
export const formatRate = (rate: number | null | undefined): string =>
  `${Number.isFinite(rate) ? Math.round((rate ?? 0) * 100) / 100 : 0}%`;

export const isNewsletterManager = (userType: string | null | undefined): boolean =>
  userType === 'super_admin' || userType === 'admin';

/**
 * Campaigns a manager can still change (the service refuses edits in other states). Here, not in the list
 * page, so the preview and editor don't pull the list's table into their chunks (80 KB gz before).
 */
export const EDITABLE_STATUSES: ReadonlySet<NewsletterStatus> = new Set(['draft', 'cancelled', 'failed']);
