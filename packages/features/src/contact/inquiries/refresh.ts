import type { QueryClient } from '@tanstack/react-query';

/** Refreshes every contact query (lists, details, dashboard, stats): a change to one inquiry can move any of their figures. */
export const refreshContactQueries = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/contact/'),
  });
