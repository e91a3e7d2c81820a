/**
 * The head of every academics screen: breadcrumbs, the <h1>, and the academics sections the viewer may
 * open (a learner or parent has only the timetable, so sees none).
 */
import type { ReactNode } from 'react';
import { AreaHeader, type Area } from '../../kit/shared/area-header';
import type { Crumb } from '../../kit/shared/page-header';
import { CLASSES_HREF, SUBJECTS_HREF, TIMETABLE_HREF } from './routes';

const ACADEMICS: Area = {
  label: 'Academics',
  sections: [
    { label: 'Classes', href: CLASSES_HREF },
    { label: 'Subjects', href: SUBJECTS_HREF },
    { label: 'Timetable', href: TIMETABLE_HREF },
  ],
};

export const SUBJECTS_CRUMB: Crumb = { label: 'Subjects', href: SUBJECTS_HREF };

export interface AcademicsHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Pages between the dashboard and this one (none for the sections themselves). */
  trail?: readonly Crumb[];
  /** The section this page belongs to. */
  current: string;
}

export function AcademicsHeader(props: AcademicsHeaderProps) {
  return <AreaHeader area={ACADEMICS} {...props} />;
}
