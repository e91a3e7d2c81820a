/**
 * One staff member by their slug (username): the user list filtered by exact username and staff types,
 * shaped like a get query so DetailPage shows loading, not found (404) and error with Retry.
 */
import type { User } from '@ujuzi/api';
import { useListUsers } from '@ujuzi/api/hooks';
import type { DetailQuery } from '../../infra/kit';

export class NotFoundError extends Error {
  readonly status = 404;
}

export function useStaffMember(slug: string): DetailQuery<User> & { data?: User } {
  const query = useListUsers({ username: slug, staff: true, page_size: 1 });
  const member = query.data?.results.find((user) => user.username === slug);
  const missing = query.isSuccess && !member;
  return {
    data: member,
    isPending: query.isPending,
    isError: query.isError || missing,
    error: missing ? new NotFoundError('Not found.') : query.error,
    refetch: () => query.refetch(),
  };
}
