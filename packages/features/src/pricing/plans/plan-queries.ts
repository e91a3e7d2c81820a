/** The lists a change to a payment plan refreshes: the plans and the featured ones. */
import type { QueryKey } from '@tanstack/react-query';
import { getListFeaturedPaymentPlansQueryKey, getListPaymentPlansQueryKey } from '@ujuzi/api/hooks';

export const PLAN_QUERIES: readonly QueryKey[] = [getListPaymentPlansQueryKey(), getListFeaturedPaymentPlansQueryKey()];
