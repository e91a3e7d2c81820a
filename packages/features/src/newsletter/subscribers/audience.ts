/**
 * What the audience screens (subscribers, categories, templates, settings) share: how subscriber states
 * read on screen, and — from the area's shared module — where they live and their page head.
 */
import type { NewsletterFrequency, NewsletterSubscriberStatus } from '@ujuzi/api';
import type { BadgeTone } from '@ujuzi/ui';

export { SUBSCRIBERS_CRUMB, TEMPLATES_CRUMB } from '../shared';

export const SUBSCRIBER_STATUS_LABELS: Readonly<Record<NewsletterSubscriberStatus, string>> = {
  pending: 'Pending Confirmation',
  active: 'Active',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};

export const SUBSCRIBER_STATUS_TONES: Readonly<Record<NewsletterSubscriberStatus, BadgeTone>> = {
  pending: 'warning',
  active: 'success',
  unsubscribed: 'neutral',
  bounced: 'danger',
};

export const FREQUENCY_LABELS: Readonly<Record<NewsletterFrequency, string>> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

export const keysOf = <K extends string>(record: Readonly<Record<K, unknown>>): K[] => Object.keys(record) as K[];

export const isManager = (userType: string | undefined): boolean => userType === 'super_admin' || userType === 'admin';

/** The newsletter area's head (the shared section nav), under the name these screens use. */
export { NewsletterHeader as AudienceHeader, type NewsletterHeaderProps as AudienceHeaderProps } from '../shared';
