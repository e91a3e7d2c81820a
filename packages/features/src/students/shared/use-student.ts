/** One student by id: the user, answered as not found (404) when the id is not a number or not a student's. */
import type { User } from '@ujuzi/api';
import { useGetUser } from '@ujuzi/api/hooks';
import type { DetailQuery } from '../../kit';

export function useStudent(param: string | undefined): DetailQuery<User> & { id: number; data?: User } {
  const id = Number(param);
  const valid = Number.isInteger(id) && id > 0;
  const query = useGetUser(id, { query: { enabled: valid } });
  const notStudent = query.isSuccess && query.data.user_type !== 'student';
  const missing = !valid || notStudent;
  return {
    id,
    data: missing ? undefined : query.data,
    isPending: valid && query.isPending,
    isError: query.isError || missing,
    error: missing ? { status: 404 } : query.error,
    refetch: () => query.refetch(),
  };
}
