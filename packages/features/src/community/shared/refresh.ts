/** After a community change: every community query (lists, the topic, replies, the queue) is stale. */
import type { QueryClient } from '@tanstack/react-query';

export const isCommunityQuery = (key: readonly unknown[]): boolean =>
  typeof key[0] === 'string' && key[0].startsWith('/community/');

export function refreshCommunityQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isCommunityQuery(query.queryKey) });
}
