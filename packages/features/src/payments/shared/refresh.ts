/**
 * What a payment or enrollment change affects beyond its own entity: the lists, the overview and the
 * sidebar's active-enrollments and overdue-installments counters (same query keys), refreshed at once.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  getGetStudentPaymentOverviewQueryKey,
  getListEnrollmentsQueryKey,
  getListInstallmentsQueryKey,
  getListOverdueInstallmentsQueryKey,
  getListPaymentsQueryKey,
} from '@ujuzi/api/hooks';

export const PAYMENT_DEPENDENT_QUERIES: readonly QueryKey[] = [
  getListEnrollmentsQueryKey(),
  getListOverdueInstallmentsQueryKey(),
  getListInstallmentsQueryKey(),
  getListPaymentsQueryKey(),
  getGetStudentPaymentOverviewQueryKey(),
];

export async function refreshPaymentQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all(PAYMENT_DEPENDENT_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
