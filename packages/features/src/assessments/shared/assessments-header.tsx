/**
 * The head of every exams screen: breadcrumbs (Dashboard / … / this page), the <h1>, and the sections
 * the viewer may open (exams are for staff; results and report cards for everyone).
 */
import { canOpen } from '@ujuzi/domain';
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../../kit/shared/page-header';
import { useSession } from '../../session/session-context';
import { EXAMS_HREF, REPORT_CARDS_HREF, RESULTS_HREF } from './routes';

const SECTIONS: readonly Crumb[] = [
  { label: 'Exams', href: EXAMS_HREF },
  { label: 'Results', href: RESULTS_HREF },
  { label: 'Report cards', href: REPORT_CARDS_HREF },
];

export const EXAMS_CRUMB: Crumb = { label: 'Exams', href: EXAMS_HREF };
export const REPORT_CARDS_CRUMB: Crumb = { label: 'Report cards', href: REPORT_CARDS_HREF };

export interface AssessmentsHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Pages between the dashboard and this one (none for the sections themselves). */
  trail?: readonly Crumb[];
  /** The section this page belongs to. */
  current: string;
}

export function AssessmentsHeader({ title, description, actions, trail = [], current }: AssessmentsHeaderProps) {
  const { user } = useSession();
  const links = SECTIONS.filter((section) => canOpen(section.href, user));
  return (
    <PageHeader
      title={title}
      description={description}
      actions={actions}
      crumbs={[{ label: 'Dashboard', href: '/dashboard' }, ...trail]}
      sections={links.length > 1 ? { label: 'Exams and results', links, current } : undefined}
    />
  );
}
