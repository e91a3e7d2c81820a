/** Where the academics screens live, and the people's screens they lead to. */
import type { UserSummary } from '@ujuzi/api';
import { href } from '@ujuzi/domain';

export const CLASSES_HREF = '/dashboard/academics/classes';
export const SUBJECTS_HREF = '/dashboard/academics/subjects';
export const TIMETABLE_HREF = '/dashboard/academics/timetable';

export const subjectHref = (slug: string): string => href('/dashboard/academics/subjects/:slug', { slug });
export const staffHref = (person: Pick<UserSummary, 'username'>): string =>
  href('/dashboard/staff/:slug', { slug: person.username });
export const studentHref = (id: number): string => href('/dashboard/students/:id', { id });
export const courseHref = (slug: string): string => href('/dashboard/courses/:slug', { slug });
export const timetableHref = (classSection: number): string => `${TIMETABLE_HREF}?class_section=${classSection}`;

/** The display name of a person: full name, else first and last, else the username. */
export const personName = (person: Pick<UserSummary, 'username' | 'get_full_name' | 'first_name' | 'last_name'>): string =>
  person.get_full_name || [person.first_name, person.last_name].filter(Boolean).join(' ') || person.username;
