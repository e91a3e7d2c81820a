/** Where the exam, results and report card screens live, and the screens they lead to. */
import { href } from '@ujuzi/domain';

export const EXAMS_HREF = '/dashboard/assessments/exams';
export const RESULTS_HREF = '/dashboard/assessments/results';
export const REPORT_CARDS_HREF = '/dashboard/assessments/report-cards';

export const examHref = (slug: string): string => href('/dashboard/assessments/exams/:slug', { slug });
export const reportCardHref = (slug: string): string => href('/dashboard/assessments/report-cards/:slug', { slug });
export const studentHref = (id: number): string => href('/dashboard/students/:id', { id });
export const subjectHref = (slug: string): string => href('/dashboard/academics/subjects/:slug', { slug });
export const CLASSES_HREF = '/dashboard/academics/classes';
