import type { PaymentStatus } from '@ujuzi/api';

/** Payment statuses in the payer's words. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Awaiting confirmation',
  processing: 'Processing',
  completed: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
