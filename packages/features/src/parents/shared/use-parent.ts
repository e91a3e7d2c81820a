/** One parent by id: the user, answered as not found (404) when the account is not a parent's. */
import type { User } from '@ujuzi/api';
import { useGetUser } from '@ujuzi/api/hooks';
import type { DetailQuery } from '../../infra/kit';

export function useParent(id: number): DetailQuery<User> & { data?: User } {
  const query = useGetUser(id);
  const missing = query.isSuccess && query.data.user_type !== 'parent';
  return {
    data: missing ? undefined : query.data,
    isPending: query.isPending,
    isError: query.isError || missing,
    error: missing ? { status: 404 } : query.error,
    refetch: () => query.refetch(),
  };
}
