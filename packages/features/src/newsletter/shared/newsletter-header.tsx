/**
 * The head of every newsletter screen: breadcrumbs (Dashboard / Newsletter / … / this page), the <h1>, and the
 * newsletter sections the viewer may open (a teacher sees Overview, Newsletters and Subscribers only).
 */
import { canOpen } from '@ujuzi/domain';
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../../kit/shared/page-header';
import { useSession } from '../../session/session-context';
import { CATEGORIES_HREF, NEWSLETTERS_HREF, NEWSLETTER_HREF, SETTINGS_HREF, SUBSCRIBERS_HREF, TEMPLATES_HREF } from './routes';

export const NEWSLETTER_SECTIONS: readonly Crumb[] = [
  { label: 'Overview', href: NEWSLETTER_HREF },
  { label: 'Newsletters', href: NEWSLETTERS_HREF },
  { label: 'Subscribers', href: SUBSCRIBERS_HREF },
  { label: 'Categories', href: CATEGORIES_HREF },
  { label: 'Templates', href: TEMPLATES_HREF },
  { label: 'Settings', href: SETTINGS_HREF },
];

export const NEWSLETTER_CRUMB: Crumb = { label: 'Newsletter', href: NEWSLETTER_HREF };
export const NEWSLETTERS_CRUMB: Crumb = { label: 'Newsletters', href: NEWSLETTERS_HREF };
export const SUBSCRIBERS_CRUMB: Crumb = { label: 'Subscribers', href: SUBSCRIBERS_HREF };
export const TEMPLATES_CRUMB: Crumb = { label: 'Templates', href: TEMPLATES_HREF };

/** The sections this viewer may open. */
export function useNewsletterSections(): Crumb[] {
  const { user } = useSession();
  return NEWSLETTER_SECTIONS.filter((section) => canOpen(section.href, user));
}

export interface NewsletterHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Pages between Newsletter and this one (none for the sections themselves). */
  trail?: readonly Crumb[];
  /** The href of the section this page belongs to (NEWSLETTER_HREF, NEWSLETTERS_HREF, SUBSCRIBERS_HREF, …). */
  current: string;
}

export function NewsletterHeader({ title, description, actions, trail = [], current }: NewsletterHeaderProps) {
  const links = useNewsletterSections();
  // The overview itself is the Newsletter crumb's page: it shows Dashboard / Newsletter only.
  const crumbs = current === NEWSLETTER_HREF && trail.length === 0 ? [] : [NEWSLETTER_CRUMB, ...trail];
  return (
    <PageHeader
      title={title}
      description={description}
      actions={actions}
      crumbs={[{ label: 'Dashboard', href: '/dashboard' }, ...crumbs]}
      sections={links.length > 1 ? { label: 'Newsletter management', links, current } : undefined}
    />
  );
}
