/** Where the staff screens live, and the screens they lead to. A member's slug is their username. */
import { href } from '@ujuzi/domain';

export const STAFF_HREF = '/dashboard/staff';
export const NEW_STAFF_HREF = '/dashboard/staff/new';

export const staffMemberHref = (username: string): string => href('/dashboard/staff/:slug', { slug: username });
export const editStaffHref = (username: string): string => href('/dashboard/staff/edit/:slug', { slug: username });
export const courseHref = (slug: string): string => href('/dashboard/courses/:slug', { slug });
