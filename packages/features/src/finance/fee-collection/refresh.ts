/** After a payment: the fees (figures, chart and balances are all listStudentFees queries). */
import type { QueryClient } from '@tanstack/react-query';
import { getListStudentFeesQueryKey } from '@ujuzi/api/hooks';

export const refreshFees = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: getListStudentFeesQueryKey() });
