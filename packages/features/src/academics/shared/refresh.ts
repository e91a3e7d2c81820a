/** After a class, subject or timetable slot changes: the lists that show it. */
import type { QueryClient } from '@tanstack/react-query';
import { getListClassSectionsQueryKey, getListSubjectsQueryKey, getListTimetablesQueryKey } from '@ujuzi/api/hooks';

export const refreshClasses = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: getListClassSectionsQueryKey() });
export const refreshSubjects = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: getListSubjectsQueryKey() });
export const refreshTimetable = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: getListTimetablesQueryKey() });
