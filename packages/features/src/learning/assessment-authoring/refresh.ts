/** After a write, every read of assessments and their questions is fetched again. */
import type { QueryClient } from '@tanstack/react-query';

export const refreshAssessments = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && /^\/learning\/(assessments|questions)/.test(query.queryKey[0]),
  });
