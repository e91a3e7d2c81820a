/**
 * The head of every newsletter screen: breadcrumbs (Dashboard / Newsletter / … / this page), the <h1>, and the
 * newsletter sections the viewer may open (a teacher sees Overview, Newsletters and Subscribers only).
 */
import type { ReactNode } from 'react';
import { AreaHeader, useAreaSections, type Area } from '../../infra/kit/shared/area-header';
import type { Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

export const NEWSLETTER_SECTIONS: readonly Crumb[] = [
  { label: 'Overview', href: links.newsletter() },
  { label: 'Newsletters', href: links.newsletters() },
  { label: 'Subscribers', href: links.subscribers() },
  { label: 'Categories', href: links.newsletterCategories() },
  { label: 'Templates', href: links.templates() },
  { label: 'Settings', href: links.newsletterSettings() },
];

export const NEWSLETTER_CRUMB: Crumb = { label: 'Newsletter', href: links.newsletter() };
export const NEWSLETTERS_CRUMB: Crumb = { label: 'Newsletters', href: links.newsletters() };
export const SUBSCRIBERS_CRUMB: Crumb = { label: 'Subscribers', href: links.subscribers() };
export const TEMPLATES_CRUMB: Crumb = { label: 'Templates', href: links.templates() };

const NEWSLETTER_AREA: Area = { label: 'Newsletter management', sections: NEWSLETTER_SECTIONS };

/** The sections this viewer may open. */
export const useNewsletterSections = (): Crumb[] => useAreaSections(NEWSLETTER_AREA);

export interface NewsletterHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Pages between Newsletter and this one (none for the sections themselves). */
  trail?: readonly Crumb[];
  /** The href of the section this page belongs to (NEWSLETTER_HREF, NEWSLETTERS_HREF, SUBSCRIBERS_HREF, …). */
  current: string;
}

export function NewsletterHeader({ trail = [], current, ...header }: NewsletterHeaderProps) {
  // The overview itself is the Newsletter crumb's page: it shows Dashboard / Newsletter only.
  const crumbs = current === links.newsletter() && trail.length === 0 ? [] : [NEWSLETTER_CRUMB, ...trail];
  return <AreaHeader area={NEWSLETTER_AREA} trail={crumbs} current={current} {...header} />;
}
