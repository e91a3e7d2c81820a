/** A refund's status and payout method in the admin's words, and what a confirmation says about it. */
import type { PaymentRefund, PaymentRefundMethod, PaymentRefundStatus } from '@ujuzi/api';
import { displayName, formatMoney } from '@ujuzi/domain';
import type { BadgeTone } from '@ujuzi/ui';

export const REFUND_STATUS_LABELS: Readonly<Record<PaymentRefundStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  processing: 'Processing',
  completed: 'Refunded',
  rejected: 'Rejected',
  failed: 'Failed',
};

export const REFUND_STATUS_TONES: Readonly<Record<PaymentRefundStatus, BadgeTone>> = {
  pending: 'warning',
  approved: 'info',
  processing: 'info',
  completed: 'success',
  rejected: 'neutral',
  failed: 'danger',
};

export const REFUND_METHOD_LABELS: Readonly<Record<PaymentRefundMethod, string>> = {
  gateway: 'Card gateway refund',
  mpesa_reversal: 'M-Pesa reversal',
  mpesa_b2c: 'M-Pesa to the learner’s number',
  bank_transfer: 'Bank transfer',
};

/** 'Amina Wanjiru · Python for Data Science · KES 6,000.00': whom, for what and how much. */
export function refundSubject(refund: Pick<PaymentRefund, 'user' | 'course' | 'currency'>, amount: string): string {
  return [displayName(refund.user), refund.course?.title, formatMoney(amount, refund.currency)].filter(Boolean).join(' · ');
}
