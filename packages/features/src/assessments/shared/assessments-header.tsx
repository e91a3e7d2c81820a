/**
 * The head of every exams screen: breadcrumbs (Dashboard / … / this page), the <h1>, and the sections
 * the viewer may open (exams are for staff; results and report cards for everyone).
 */
import type { ReactNode } from 'react';
import { AreaHeader, type Area } from '../../kit/shared/area-header';
import type { Crumb } from '../../kit/shared/page-header';
import { EXAMS_HREF, REPORT_CARDS_HREF, RESULTS_HREF } from './routes';

const EXAMS_AND_RESULTS: Area = {
  label: 'Exams and results',
  sections: [
    { label: 'Exams', href: EXAMS_HREF },
    { label: 'Results', href: RESULTS_HREF },
    { label: 'Report cards', href: REPORT_CARDS_HREF },
  ],
};

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

export function AssessmentsHeader(props: AssessmentsHeaderProps) {
  return <AreaHeader area={EXAMS_AND_RESULTS} {...props} />;
}
