/** Payments' rules: the gateways (service spec: mpesa, stripe, paypal, flutterwave, paystack, bank_transfer) as payers know them, refund amounts and discount codes. */
import { formatMoney } from './format';

/** The order gateways are offered in: M-Pesa first, most learners pay from the phone. */
export const GATEWAY_ORDER = ['mpesa', 'stripe', 'paypal', 'flutterwave', 'paystack', 'bank_transfer'] as const;
export type GatewayName = (typeof GATEWAY_ORDER)[number];

/** Each gateway as the payer knows it. */
export const GATEWAY_LABELS: Readonly<Record<GatewayName, string>> = {
  mpesa: 'M-Pesa',
  stripe: 'Card (Visa, Mastercard)',
  paypal: 'PayPal',
  flutterwave: 'Flutterwave',
  paystack: 'Paystack',
  bank_transfer: 'Bank transfer',
};

const shillings = (value: string | number | null | undefined): number =>
  typeof value === 'number' ? value : Number.parseFloat(value ?? '');

/**
 * The payments contract's refund limit: an amount above zero and at most what may still be refunded
 * (the refund's own amount when approving it, what is left of the payment when starting one).
 */
export function refundAmountProblem(value: string | null | undefined, most: string | number): string | null {
  const amount = shillings(value);
  if (!Number.isFinite(amount) || amount <= 0) return `Enter an amount above ${formatMoney(0)}.`;
  if (amount > shillings(most) + 0.001) return `At most ${formatMoney(most)} can be refunded.`;
  return null;
}

/** A payment partly refunded: paid, with some (not all) of it given back. */
export function isPartlyRefunded(payment: { status: string; refunded_amount?: string | null }): boolean {
  return payment.status === 'completed' && shillings(payment.refunded_amount ?? '0') > 0;
}

/** The discount codes contract's rules beyond its schema: a percentage is at most 100, the end after the start. */
export function discountCodeProblems(values: {
  discount_type?: string | null;
  value?: string | null;
  valid_from?: string | null;
  valid_until?: string | null;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  const value = shillings(values.value);
  if (values.value && values.discount_type === 'percentage' && (value <= 0 || value > 100))
    problems.value = 'A percentage must be between 0 and 100.';
  if (values.value && values.discount_type === 'fixed' && value <= 0) problems.value = 'Ensure this value is greater than 0.';
  if (values.valid_from && values.valid_until && values.valid_until < values.valid_from)
    problems.valid_until = 'End date must be after start date.';
  return problems;
}

/**
 * A payment plan's rules beyond its schema: a `full` plan is one charge with no interval, an
 * `installments` plan at least two charges one interval apart, a `subscription` charges every interval;
 * percentages are at most 100.
 */
export function paymentPlanProblems(values: {
  plan_type?: string | null;
  number_of_installments?: number | null;
  interval?: string | null;
  down_payment_percentage?: string | null;
  discount_percentage?: string | null;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  const count = values.number_of_installments ?? 1;
  if (values.plan_type === 'full' && count !== 1) problems.number_of_installments = 'A plan paid in full has one installment.';
  if (values.plan_type === 'installments' && count < 2)
    problems.number_of_installments = 'An installment plan has at least 2 installments.';
  if ((values.plan_type === 'installments' || values.plan_type === 'subscription') && !values.interval)
    problems.interval = 'Choose how often the learner pays.';
  for (const field of ['down_payment_percentage', 'discount_percentage'] as const) {
    const value = values[field];
    if (value && (Number(value) < 0 || Number(value) > 100)) problems[field] = 'A percentage must be between 0 and 100.';
  }
  return problems;
}

/** An M-Pesa number as a list shows it, hiding the middle digits: '254712345678' → '0712 ••• 678'. */
export function maskMpesaPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  const local = digits.startsWith('254') ? `0${digits.slice(3)}` : digits;
  return local.length >= 10 ? `${local.slice(0, 4)} ••• ${local.slice(-3)}` : '•••';
}

/**
 * A course price's rules beyond its schema: the price before the discount is not below the price, a
 * window ends after it starts, and a limited-time price says when it ends.
 */
export function coursePriceProblems(values: {
  amount?: string | null;
  original_amount?: string | null;
  is_limited_time?: boolean | null;
  valid_from?: string | null;
  valid_until?: string | null;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.original_amount && values.amount && shillings(values.original_amount) < shillings(values.amount))
    problems.original_amount = 'The original amount must not be below the amount.';
  if (values.valid_from && values.valid_until && values.valid_until < values.valid_from)
    problems.valid_until = 'End date must be after start date.';
  if (values.is_limited_time && !values.valid_until) problems.valid_until = 'A limited-time price needs an end date.';
  return problems;
}

/** A course enrollment's states (the contract's EnrollmentStatus). */
export type EnrollmentStatusName =
  'pending' | 'trial' | 'active' | 'payment_pending' | 'payment_processing' | 'suspended' | 'cancelled' | 'completed' | 'expired';

/** Enrollment statuses in the learner's words. */
export const ENROLLMENT_STATUS_LABELS: Readonly<Record<EnrollmentStatusName, string>> = {
  pending: 'Waiting for the school',
  trial: 'Free trial',
  active: 'Active',
  payment_pending: 'Payment due',
  payment_processing: 'Payment processing',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
  completed: 'Completed',
  expired: 'Expired',
};
