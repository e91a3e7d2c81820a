/** After a like, a bookmark or a comment: the community's queries and the public article's are stale. */
import type { QueryClient } from '@tanstack/react-query';

const stale = (key: readonly unknown[]): boolean =>
  (typeof key[0] === 'string' && key[0].startsWith('/community/')) || (key[0] === 'public' && key[1] === 'article');

export function refreshArticleQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => stale(query.queryKey) });
}
