/**
 * Who may change alumni data (the alumni contract): admins create and delete records and events; an
 * alumnus's own user may also edit their record; an event's organizer is an admin.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Alumnus } from '@ujuzi/api';
import { getListAlumniEventsQueryKey, getListAlumniQueryKey } from '@ujuzi/api/hooks';
import { can, type Actor } from '@ujuzi/domain';

export const mayManageAlumni = (user: Actor): boolean => can(user, 'alumni.manage');

export const mayEditAlumnus = (user: (Actor & { id?: number }) | null, alumnus: Alumnus): boolean =>
  mayManageAlumni(user) || (alumnus.user !== null && alumnus.user !== undefined && alumnus.user === user?.id);

/** After a change: the directory and the events lists read again. */
export const refreshAlumni = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getListAlumniQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getListAlumniEventsQueryKey() }),
  ]);
