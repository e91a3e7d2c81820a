/** Where the student screens live, and the screens they lead to. */
import { href } from '@ujuzi/domain';

export const STUDENTS_HREF = '/dashboard/students';
export const NEW_STUDENT_HREF = '/dashboard/students/new';

export const studentHref = (id: number): string => href('/dashboard/students/:id', { id });
export const editStudentHref = (id: number): string => href('/dashboard/students/edit/:id', { id });
export const courseHref = (slug: string): string => href('/dashboard/courses/:slug', { slug });
export const certificateHref = (id: number): string => href('/dashboard/certificates/:certificateId', { certificateId: id });
/** The finance invoices searched for a learner's name (the list has no learner filter). */
export const studentInvoicesHref = (name: string): string =>
  `/dashboard/finance/invoices?${new URLSearchParams({ search: name }).toString()}`;
