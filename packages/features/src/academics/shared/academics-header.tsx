/**
 * The head of every academics screen: breadcrumbs, the <h1>, and the academics sections the viewer may
 * open (a learner or parent has only the timetable, so sees none).
 */
import { canOpen } from '@ujuzi/domain';
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../../kit/shared/page-header';
import { useSession } from '../../session/session-context';
import { CLASSES_HREF, SUBJECTS_HREF, TIMETABLE_HREF } from './routes';

const SECTIONS: readonly Crumb[] = [
  { label: 'Classes', href: CLASSES_HREF },
  { label: 'Subjects', href: SUBJECTS_HREF },
  { label: 'Timetable', href: TIMETABLE_HREF },
];

export const SUBJECTS_CRUMB: Crumb = { label: 'Subjects', href: SUBJECTS_HREF };

export interface AcademicsHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  trail?: readonly Crumb[];
  current: string;
}

export function AcademicsHeader({ title, description, actions, trail = [], current }: AcademicsHeaderProps) {
  const { user } = useSession();
  const links = SECTIONS.filter((section) => canOpen(section.href, user));
  return (
    <PageHeader
      title={title}
      description={description}
      actions={actions}
      crumbs={[{ label: 'Dashboard', href: '/dashboard' }, ...trail]}
      sections={links.length > 1 ? { label: 'Academics', links, current } : undefined}
    />
  );
}
