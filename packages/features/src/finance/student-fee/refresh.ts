/** After a fee or one of its payments changed: every finance query (fees, payments, receipts, invoices). */
import type { QueryClient } from '@tanstack/react-query';

export const refreshFinance = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      return typeof key === 'string' && key.startsWith('/finance/');
    },
  });
