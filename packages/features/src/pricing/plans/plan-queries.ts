/** The lists a change to a payment plan refreshes: the plans and the featured ones. */
import { getListFeaturedPaymentPlansQueryKey, getListPaymentPlansQueryKey } from '@ujuzi/api/hooks';

export const PLAN_QUERIES = [getListPaymentPlansQueryKey(), getListFeaturedPaymentPlansQueryKey()];
