/**
 * The head of every exams screen: breadcrumbs (Dashboard / … / this page), the <h1>, and the sections
 * the viewer may open (exams and grading systems are for staff; results and report cards for everyone).
 */
import type { ReactNode } from 'react';
import { AreaHeader, type Area } from '../../infra/kit/shared/area-header';
import type { Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

const EXAMS_AND_RESULTS: Area = {
  label: 'Exams and results',
  sections: [
    { label: 'Exams', href: links.exams() },
    { label: 'Results', href: links.results() },
    { label: 'Report cards', href: links.reportCards() },
    { label: 'Grading systems', href: links.gradingSystems() },
  ],
};

export const EXAMS_CRUMB: Crumb = { label: 'Exams', href: links.exams() };
export const GRADING_SYSTEMS_CRUMB: Crumb = { label: 'Grading systems', href: links.gradingSystems() };
export const REPORT_CARDS_CRUMB: Crumb = { label: 'Report cards', href: links.reportCards() };

export interface AssessmentsHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Pages between the dashboard and this one (none for the sections themselves). */
  trail?: readonly Crumb[];
  /** The section this page belongs to. */
  current: string;
}

export function AssessmentsHeader(props: AssessmentsHeaderProps) {
  return <AreaHeader area={EXAMS_AND_RESULTS} {...props} />;
}
