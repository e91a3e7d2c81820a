/** After a write, every read of study resources (lists, by type, details) is fetched again. */
import type { QueryClient } from '@tanstack/react-query';

export const refreshMaterials = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/learning/study-resources'),
  });
