/** After an expense changes: the list and the totals by category (both are listExpenses queries). */
import type { QueryClient } from '@tanstack/react-query';
import { getListExpensesQueryKey } from '@ujuzi/api/hooks';

export const refreshExpenses = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: getListExpensesQueryKey() });
