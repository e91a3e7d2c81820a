/** After a budget or an expense changes: every budget and expense query (lists and pages), whose figures follow each other. */
import type { QueryClient } from '@tanstack/react-query';

const FOLLOWING = ['/finance/budgets/', '/finance/expenses/'];

export const refreshBudgets = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' && FOLLOWING.some((path) => String(queryKey[0]).startsWith(path)),
  });
