/**
 * The head of every academics screen: breadcrumbs, the <h1>, and the academics sections the viewer may
 * open (a learner or parent sees the timetable, the calendar and the years and terms).
 */
import type { ReactNode } from 'react';
import { AreaHeader, type Area } from '../../infra/kit/shared/area-header';
import type { Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

const ACADEMICS: Area = {
  label: 'Academics',
  sections: [
    { label: 'Class levels', href: links.classLevels() },
    { label: 'Classes', href: links.classes() },
    { label: 'Subjects', href: links.subjects() },
    { label: 'Departments', href: links.departments() },
    { label: 'Timetable', href: links.timetable() },
    { label: 'Calendar', href: links.calendar() },
    { label: 'Years and terms', href: links.academicYears() },
  ],
};

export const SUBJECTS_CRUMB: Crumb = { label: 'Subjects', href: links.subjects() };

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
