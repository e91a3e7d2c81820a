/** After a change to students: every student list and user query (counts, pages) fetched afresh. */
import type { QueryClient } from '@tanstack/react-query';
import { getListStudentUsersQueryKey, getListUsersQueryKey } from '@ujuzi/api/hooks';

export const refreshStudents = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getListStudentUsersQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getListUsersQueryKey() }),
  ]);
