/**
 * What the audience screens (subscribers, categories, templates, settings) share: where they live, how
 * subscriber states read on screen, and their page head (breadcrumbs Dashboard / Newsletter / …, the
 * <h1>, and the newsletter sections the viewer may open).
 */
import type { NewsletterFrequency, NewsletterSubscriberStatus } from '@ujuzi/api';
import { canOpen, href } from '@ujuzi/domain';
import type { BadgeTone } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../../kit/shared/page-header';
import { useSession } from '../../session/session-context';

export const NEWSLETTER_HREF = '/dashboard/newsletter';
export const SUBSCRIBERS_HREF = '/dashboard/newsletter/subscribers';
export const IMPORT_HREF = '/dashboard/newsletter/subscribers/import';
export const CATEGORIES_HREF = '/dashboard/newsletter/categories';
export const TEMPLATES_HREF = '/dashboard/newsletter/templates';
export const NEW_TEMPLATE_HREF = '/dashboard/newsletter/templates/new';
export const SETTINGS_HREF = '/dashboard/newsletter/settings';

export const subscriberHref = (id: number): string => href('/dashboard/newsletter/subscribers/:id', { id });
export const editSubscriberHref = (id: number): string => href('/dashboard/newsletter/subscribers/edit/:id', { id });
export const editTemplateHref = (id: number): string => href('/dashboard/newsletter/templates/edit/:id', { id });
export const userHref = (id: number): string => href('/dashboard/students/:id', { id });
/** The subscribers list filtered to one category. */
export const categorySubscribersHref = (id: number): string => `${SUBSCRIBERS_HREF}?category=${id}`;

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

export const SUBSCRIBERS_CRUMB: Crumb = { label: 'Subscribers', href: SUBSCRIBERS_HREF };
export const TEMPLATES_CRUMB: Crumb = { label: 'Templates', href: TEMPLATES_HREF };

const SECTIONS: readonly Crumb[] = [
  { label: 'Overview', href: NEWSLETTER_HREF },
  { label: 'Newsletters', href: '/dashboard/newsletter/newsletters' },
  { label: 'Subscribers', href: SUBSCRIBERS_HREF },
  { label: 'Categories', href: CATEGORIES_HREF },
  { label: 'Templates', href: TEMPLATES_HREF },
  { label: 'Settings', href: SETTINGS_HREF },
];

export interface AudienceHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Pages between Newsletter and this one. */
  trail?: readonly Crumb[];
  /** The section this page belongs to. */
  current: string;
}

export function AudienceHeader({ title, description, actions, trail = [], current }: AudienceHeaderProps) {
  const { user } = useSession();
  const links = SECTIONS.filter((section) => canOpen(section.href, user));
  return (
    <PageHeader
      title={title}
      description={description}
      actions={actions}
      crumbs={[{ label: 'Dashboard', href: '/dashboard' }, { label: 'Newsletter', href: NEWSLETTER_HREF }, ...trail]}
      sections={links.length > 1 ? { label: 'Newsletter management', links, current } : undefined}
    />
  );
}
