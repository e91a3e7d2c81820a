/**
 * The head of every contact-management screen: breadcrumbs, the page's <h1>, and the area's section
 * links (Dashboard, Inquiries, FAQs, Categories), each shown only where the viewer's role may open it.
 *
 * Usage (every screen under /dashboard/contact renders it first):
 *
 *   <ContactHeader title="Inquiries" description="Questions sent through the contact form." actions={<Button>…</Button>} />
 *   // a detail screen adds the list it belongs to between the area and the current page:
 *   <ContactHeader title={inquiry.subject} trail={[{ label: 'Inquiries', href: links.inquiries() }]} />
 *
 * Links to the inquiries list with a filter: links.inquiries({ status: 'new' }) (kit) → '/dashboard/contact/inquiries?status=new'
 * (the query names are listInquiries' own parameter names, as the lists kit reads them from the URL).
 * Status and priority words and badge tones: ./inquiry-labels.ts.
 *
 * Chunks: each contact screen can be its own entry, src/contact/<screen>/index.ts, loaded in apps/web's
 * screens.tsx as import('@ujuzi/features/contact/<screen>') (package.json's "./contact/*"): the
 * dashboard does, so its route does not carry the list's table and date picker (bench:bundles, 60 KB gz).
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { sectionOf, useAreaSections } from '../../infra/kit/shared/area-header';
import { PageHeader, type Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

export type ContactCrumb = Crumb;

/** The sections of the contact area, in the order the section links show them. */
export const CONTACT_SECTIONS: readonly Crumb[] = [
  { label: 'Dashboard', href: links.contact() },
  { label: 'Inquiries', href: links.inquiries() },
  { label: 'FAQs', href: links.faqs() },
  { label: 'Categories', href: links.contactCategories() },
];

const AREA_HOME: ContactCrumb = { label: 'Contact management', href: links.contact() };

/** The sections the signed-in user may open: the route table's rule, the same one that guards the routes. */
export const useContactSections = (): readonly Crumb[] =>
  useAreaSections({ label: 'Contact management', sections: CONTACT_SECTIONS });

/** The section a pathname belongs to: the longest section path it starts with. */
export const currentSection = (pathname: string): string | undefined => sectionOf(CONTACT_SECTIONS, pathname);

export interface ContactHeaderProps {
  /** The page's heading (its <h1>) and last breadcrumb. */
  title: string;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** Pages between the area's home and this page (a detail screen's list). */
  trail?: readonly ContactCrumb[];
  /** Buttons or links beside the heading (e.g. 'New FAQ'). */
  actions?: ReactNode;
}

export function ContactHeader({ title, description, trail = [], actions }: ContactHeaderProps) {
  const { pathname } = useLocation();
  const sections = useContactSections();
  const active = currentSection(pathname);
  const crumbs: ContactCrumb[] = [
    { label: 'Dashboard', href: links.dashboard() },
    ...(pathname === AREA_HOME.href ? [] : [AREA_HOME]),
    ...trail,
  ];
  return (
    <PageHeader
      title={title}
      description={description}
      crumbs={crumbs}
      actions={actions}
      sections={{ label: 'Contact management', links: sections, current: active }}
    />
  );
}
