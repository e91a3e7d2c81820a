/**
 * The head of a screen in a dashboard area with sections (Finance, Academics, Newsletter…): the kit's
 * PageHeader with the area's section links, each shown only where the viewer's role may open it (the
 * rule that guards the routes), and only when there is more than one to move between.
 *
 *   const FINANCE: Area = { label: 'Finance', sections: [{ label: 'Invoices', href: INVOICES_HREF }, …] };
 *   <AreaHeader area={FINANCE} title="Expenses" current={EXPENSES_HREF} actions={<Button>…</Button>} />
 */
import { canOpen } from '@ujuzi/domain';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { PageHeader, type Crumb, type PageHeaderProps } from './page-header';
import { links } from '../links';

export interface Area {
  /** The section navigation's name, e.g. 'Finance'. */
  label: string;
  /** Every section of the area, in the order the links show them. */
  sections: readonly Crumb[];
}

export const DASHBOARD_CRUMB: Crumb = { label: 'Dashboard', href: links.dashboard() };

/** The area's sections this viewer may open. */
export function useAreaSections(area: Area): Crumb[] {
  const { user } = useSession();
  return area.sections.filter((section) => canOpen(section.href, user));
}

/** The section a pathname belongs to: the longest section path it is, or starts with. */
export function sectionOf(sections: readonly Crumb[], pathname: string): string | undefined {
  return sections
    .map((section) => section.href)
    .filter((href) => pathname === href || pathname.startsWith(`${href}/`))
    .sort((a, b) => b.length - a.length)[0];
}

export interface AreaHeaderProps extends Omit<PageHeaderProps, 'crumbs' | 'sections'> {
  area: Area;
  /** Pages between the dashboard and this one. */
  trail?: readonly Crumb[];
  /** The section this page belongs to; by default the one its address lies under. */
  current?: string;
}

export function AreaHeader({ area, trail = [], current, ...header }: AreaHeaderProps) {
  const sectionLinks = useAreaSections(area);
  const { pathname } = useLocation();
  return (
    <PageHeader
      {...header}
      crumbs={[DASHBOARD_CRUMB, ...trail]}
      sections={
        sectionLinks.length > 1
          ? { label: area.label, links: sectionLinks, current: current ?? sectionOf(sectionLinks, pathname) }
          : undefined
      }
    />
  );
}
