/** One student by id (read from the route by useRouteParams): the user, answered as not found (404) when not a student. */
import type { User } from '@ujuzi/api';
import { useGetUser } from '@ujuzi/api/hooks';
import type { DetailQuery } from '../../infra/kit';

export function useStudent(id: number): DetailQuery<User> & { id: number; data?: User } {
  const query = useGetUser(id);
  const missing = query.isSuccess && query.data.user_type !== 'student';
  return {
    id,
    data: missing ? undefined : query.data,
    isPending: query.isPending,
    isError: query.isError || missing,
    error: missing ? { status: 404 } : query.error,
    refetch: () => query.refetch(),
  };
}
