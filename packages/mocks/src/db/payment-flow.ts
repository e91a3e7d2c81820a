/**
 * Payments through the gateways, simulated.
 *
 * - M-Pesa: an STK push answers `processing` at once and settles STK_SETTLE_MS (4 s) later. There is
 *   no timer: the outcome is applied lazily by the next read (`settleDuePayments`), so it works the
 *   same in the browser's service worker, in Node and under fake timers. Test numbers:
 *     +254700000001 → cancelled by the payer (ResultCode 1032 'Request cancelled by user.')
 *     +254700000002 → failed (ResultCode 2001 'The initiator information is invalid.', a wrong PIN)
 *     +254700000003 → failed (ResultCode 1037 'DS timeout user cannot be reached.')
 *     +254700000004 → failed (ResultCode 1 'The balance is insufficient for the transaction.')
 *     +254700000005 → failed (ResultCode 1019 'Transaction has expired.', the payer never answered)
 *     any other Safaricom number → completed with an M-Pesa receipt number.
 * - Card and wallet gateways (stripe, paypal, flutterwave, paystack) answer a `checkout_url` that
 *   leads straight back to the app's /payment/success page (or the caller's `return_url`) with the
 *   payment's id, reference and session id, as the provider would after a successful checkout; the
 *   payment completes when that page forwards them (process-callback), or by a provider webhook.
 * - Bank transfers stay `pending` with payment instructions until staff mark them completed.
 *
 * A completed payment activates a pending, processing, trial or expired enrollment.
 */
import type { PaymentGateway, PaymentStatus } from '@ujuzi/api';
import type { MockDatabase } from './database';
import { enrollmentMoney, recordAudit, setEnrollmentStatus } from './enrollments';
import { amount, money, reference, type EnrollmentRow, type MpesaOutcome, type PaymentRow } from './payments';
import { isoDateTime, nowIso } from './time';

/** How long after the STK push the simulated payer answers on the phone. */
export const STK_SETTLE_MS = 4_000;

export const MPESA_TEST_NUMBERS: Readonly<Record<string, MpesaOutcome>> = {
  '+254700000001': 'cancelled',
  '+254700000002': 'failed',
  '+254700000003': 'unreachable',
  '+254700000004': 'insufficient_funds',
  '+254700000005': 'expired',
};

export const MPESA_RESULTS: Readonly<Record<MpesaOutcome, { code: number; description: string; status: PaymentStatus }>> = {
  success: { code: 0, description: 'The service request is processed successfully.', status: 'completed' },
  cancelled: { code: 1032, description: 'Request cancelled by user.', status: 'cancelled' },
  failed: { code: 2001, description: 'The initiator information is invalid.', status: 'failed' },
  unreachable: { code: 1037, description: 'DS timeout user cannot be reached.', status: 'failed' },
  insufficient_funds: { code: 1, description: 'The balance is insufficient for the transaction.', status: 'failed' },
  expired: { code: 1019, description: 'Transaction has expired.', status: 'failed' },
};

export const GATEWAY_NAMES: Readonly<Record<PaymentGateway, string>> = {
  mpesa: 'M-Pesa',
  stripe: 'Stripe',
  paypal: 'PayPal',
  flutterwave: 'Flutterwave',
  paystack: 'Paystack',
  bank_transfer: 'Bank transfer',
};

/** `0712345678`, `712345678`, `254712345678` and `+254712345678` all become `+254712345678`. */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  if (digits.startsWith('254')) return `+${digits}`;
  if (digits.startsWith('0')) return `+254${digits.slice(1)}`;
  return `+254${digits}`;
}

export const isSafaricomNumber = (phone: string): boolean => /^\+254(7\d{8}|1[01]\d{7})$/.test(normalisePhone(phone));

let sequence = 0;
const token = (length: number): string => {
  sequence = (sequence + 1) % 1_000_000;
  let text = (Date.now().toString(36) + sequence.toString(36) + Math.random().toString(36).slice(2))
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  while (text.length < length) text += Math.random().toString(36).slice(2).toUpperCase();
  return text.slice(-length);
};

export const newMpesaReceipt = (): string => `T${token(9)}`;

export interface PaymentStart {
  enrollment: EnrollmentRow;
  gateway: PaymentGateway;
  amount: number;
  installment: number | null;
  phone?: string | null;
  /** Where a card checkout returns to (the app's /payment/success page by default). */
  returnUrl?: string | null;
  origin: string;
  description?: string;
}

export interface StartedPayment {
  payment: PaymentRow;
  message: string;
  checkoutUrl: string | null;
}

/** Another payment of this enrollment still waiting for its gateway. */
export const processingPayment = (db: MockDatabase, enrollmentId: number): PaymentRow | undefined =>
  db.payments.payments.find((payment) => payment.enrollment === enrollmentId && payment.status === 'processing');

export const PAYMENT_PROCESSING_MESSAGE = 'A payment for this course is still processing. Please wait for M-Pesa confirmation.';

export function startPayment(db: MockDatabase, start: PaymentStart): StartedPayment {
  const now = new Date();
  const stamp = isoDateTime(now);
  const id = db.payments.payments.nextId();
  const ref = reference('PAY', id, now);
  const course = db.courses.courses.get(start.enrollment.course);
  const installment = start.installment ? db.payments.installments.get(start.installment) : undefined;
  const mpesa = start.gateway === 'mpesa';
  const bank = start.gateway === 'bank_transfer';
  const phone = mpesa && start.phone ? normalisePhone(start.phone) : null;
  const outcome: MpesaOutcome | null = mpesa ? (MPESA_TEST_NUMBERS[phone ?? ''] ?? 'success') : null;
  const sessionId = mpesa || bank ? null : `cs_mock_${token(20).toLowerCase()}`;
  const base = start.returnUrl || `${start.origin}/payment/success`;
  const checkoutUrl = sessionId
    ? `${base}${base.includes('?') ? '&' : '?'}${new URLSearchParams({ gateway: start.gateway, payment_id: String(id), reference: ref, session_id: sessionId, enrollment_id: String(start.enrollment.id) }).toString()}`
    : null;
  const payment = db.payments.payments.insert({
    reference: ref,
    enrollment: start.enrollment.id,
    installment: start.installment,
    user: start.enrollment.user,
    course: start.enrollment.course,
    amount: money(start.amount),
    currency: start.enrollment.currency,
    gateway: start.gateway,
    status: bank ? 'pending' : 'processing',
    description:
      start.description ??
      (installment
        ? `Installment ${installment.number}: ${course?.title ?? 'course fee'}`
        : `Course fee: ${course?.title ?? ''}`),
    phone_number: phone,
    mpesa_receipt_number: null,
    merchant_request_id: mpesa ? `${29115 + (id % 1000)}-${34620561 + id}-1` : null,
    checkout_request_id: mpesa ? `ws_CO_${stamp.replace(/\D/g, '').slice(0, 14)}${String(id).padStart(6, '0')}` : null,
    gateway_transaction_id: sessionId,
    checkout_url: checkoutUrl,
    failure_reason: null,
    created_at: stamp,
    updated_at: stamp,
    completed_at: null,
    admin_notes: null,
    refunded_amount: '0.00',
    gateway_response_code: mpesa ? '0' : null,
    gateway_response_message: mpesa ? 'Success. Request accepted for processing' : null,
    verified_by: null,
    ip_address: '127.0.0.1',
    result_code: null,
    settle_at: mpesa ? now.getTime() + STK_SETTLE_MS : null,
    outcome,
  });
  logGateway(
    db,
    payment,
    'outbound',
    mpesa ? 'stk_push' : bank ? 'bank_instructions' : 'checkout.session.created',
    true,
    mpesa ? JSON.stringify({ ResponseCode: '0', CustomerMessage: 'Success. Request accepted for processing' }) : null,
  );
  if (!bank && (start.enrollment.status === 'payment_pending' || start.enrollment.status === 'expired')) {
    setEnrollmentStatus(
      db,
      start.enrollment,
      'payment_processing',
      start.enrollment.user,
      `${GATEWAY_NAMES[start.gateway]} payment ${ref} started.`,
      'payment_started',
    );
  }
  const message = mpesa
    ? 'STK push sent. Enter your M-Pesa PIN.'
    : bank
      ? `Pay KES ${money(start.amount)} to KCB Bank, Kipande House branch, A/C 1234567890 (Ujuzi School of Technology), reference ${ref}. The payment is confirmed within one working day.`
      : `Continue to ${GATEWAY_NAMES[start.gateway]} to complete the payment.`;
  return { payment, message, checkoutUrl };
}

function logGateway(
  db: MockDatabase,
  payment: PaymentRow,
  direction: 'inbound' | 'outbound',
  event: string,
  success: boolean,
  body: string | null,
): void {
  db.payments.gatewayLogs.insert({
    gateway: payment.gateway,
    direction,
    event_type: event,
    payment: payment.id,
    reference: payment.reference,
    endpoint:
      direction === 'inbound'
        ? `/api/payments/webhooks/${payment.gateway}/`
        : payment.gateway === 'mpesa'
          ? 'https://sandbox.safaricom.co.ke/mpesa/stkpush/v1/processrequest'
          : `https://api.${payment.gateway}.com/v1/checkout`,
    http_status: 200,
    is_success: success,
    signature_valid: payment.gateway === 'mpesa' ? null : true,
    request_body: null,
    response_body: body,
    error_message: success ? null : (payment.failure_reason ?? null),
    ip_address: direction === 'inbound' ? '196.201.214.200' : '127.0.0.1',
    duration_ms: 300 + (payment.id % 900),
    created_at: nowIso(),
  });
}

function notify(
  db: MockDatabase,
  payment: PaymentRow,
  type: 'payment_received' | 'payment_failed',
  title: string,
  message: string,
): void {
  const stamp = nowIso();
  db.payments.notifications.insert({
    user: payment.user,
    enrollment: payment.enrollment,
    payment: payment.id,
    installment: payment.installment ?? null,
    notification_type: type,
    channel: 'in_app',
    title,
    message,
    action_url: type === 'payment_received' ? `/dashboard/payments/receipts/${payment.id}` : `/payment/verify/${payment.id}`,
    is_opened: false,
    opened_at: null,
    is_clicked: false,
    clicked_at: null,
    sent_at: stamp,
    created_at: stamp,
  });
}

export interface CompletionDetails {
  receipt?: string | null;
  transactionId?: string | null;
  completedAt?: string | null;
  verifiedBy?: number | null;
  note?: string | null;
}

/** The other shares of a payment that covers several installments (they follow it). */
const sharesOf = (db: MockDatabase, payment: PaymentRow): PaymentRow[] =>
  payment.batch ? db.payments.payments.filter((row) => row.batch === payment.batch && row.id !== payment.id) : [];

/** Marks a payment completed and moves its enrollment on (activation; completion is by lessons). */
export function completePayment(db: MockDatabase, payment: PaymentRow, details: CompletionDetails = {}): PaymentRow {
  // Re-read: a share may have been completed with its batch since the caller read it.
  const current = db.payments.payments.get(payment.id) ?? payment;
  if (current.status === 'completed') return current;
  const completed = completeOne(db, current, details);
  // One gateway payment for several installments: every share is paid with it.
  for (const share of sharesOf(db, payment))
    if (share.status === 'processing' || share.status === 'pending') completeOne(db, share, details);
  return completed;
}

function completeOne(db: MockDatabase, payment: PaymentRow, details: CompletionDetails): PaymentRow {
  const stamp = details.completedAt ?? nowIso();
  const updated =
    db.payments.payments.update(payment.id, {
      status: 'completed',
      completed_at: stamp,
      updated_at: nowIso(),
      mpesa_receipt_number:
        payment.gateway === 'mpesa'
          ? (details.receipt ?? payment.mpesa_receipt_number ?? newMpesaReceipt())
          : payment.mpesa_receipt_number,
      gateway_transaction_id: details.transactionId ?? payment.gateway_transaction_id,
      result_code: payment.gateway === 'mpesa' ? 0 : payment.result_code,
      gateway_response_code: payment.gateway === 'mpesa' ? '0' : payment.gateway_response_code,
      gateway_response_message: payment.gateway === 'mpesa' ? MPESA_RESULTS.success.description : 'Payment captured.',
      failure_reason: null,
      settle_at: null,
      verified_by: details.verifiedBy ?? payment.verified_by,
      admin_notes: details.note ?? payment.admin_notes,
    }) ?? payment;
  logGateway(
    db,
    updated,
    'inbound',
    payment.gateway === 'mpesa' ? 'stk_callback' : 'payment.completed',
    true,
    payment.gateway === 'mpesa' ? JSON.stringify({ ResultCode: 0, ResultDesc: MPESA_RESULTS.success.description }) : null,
  );
  const enrollment = db.payments.enrollments.get(payment.enrollment);
  if (enrollment) {
    const course = db.courses.courses.get(enrollment.course);
    if (['payment_pending', 'payment_processing', 'trial', 'expired', 'pending'].includes(enrollment.status)) {
      setEnrollmentStatus(
        db,
        enrollment,
        'active',
        null,
        `Payment ${payment.reference} received (${GATEWAY_NAMES[payment.gateway]}).`,
        'payment_received',
      );
    } else {
      recordAudit(
        db,
        enrollment.id,
        'payment_received',
        null,
        enrollment.status,
        enrollment.status,
        `Payment ${payment.reference} received (${GATEWAY_NAMES[payment.gateway]}).`,
      );
    }
    const balance = enrollmentMoney(db, db.payments.enrollments.get(enrollment.id) ?? enrollment).balance;
    notify(
      db,
      updated,
      'payment_received',
      'Payment received',
      `We received KES ${updated.amount} for ${course?.title ?? 'your course'}. ${balance > 0 ? `Balance: KES ${money(balance)}.` : 'Your course is fully paid. Asante!'}`,
    );
    db.payments.invoices
      .filter((invoice) => invoice.enrollment === enrollment.id && invoice.status !== 'paid' && invoice.status !== 'cancelled')
      .forEach((invoice) =>
        db.payments.invoices.update(invoice.id, {
          status: balance > 0 ? 'partially_paid' : 'paid',
          paid_at: balance > 0 ? invoice.paid_at : stamp,
          updated_at: nowIso(),
        }),
      );
  }
  return updated;
}

/** Marks a payment failed or cancelled; a processing enrollment goes back to waiting for payment. */
export function failPayment(
  db: MockDatabase,
  payment: PaymentRow,
  status: 'failed' | 'cancelled',
  reason: string,
  resultCode: number | null = null,
): PaymentRow {
  const current = db.payments.payments.get(payment.id) ?? payment;
  if (current.status === 'failed' || current.status === 'cancelled') return current;
  const failed = failOne(db, current, status, reason, resultCode);
  for (const share of sharesOf(db, payment))
    if (share.status === 'processing' || share.status === 'pending') failOne(db, share, status, reason, resultCode);
  return failed;
}

function failOne(
  db: MockDatabase,
  payment: PaymentRow,
  status: 'failed' | 'cancelled',
  reason: string,
  resultCode: number | null,
): PaymentRow {
  const updated =
    db.payments.payments.update(payment.id, {
      status,
      failure_reason: reason,
      result_code: resultCode,
      gateway_response_code: resultCode === null ? payment.gateway_response_code : String(resultCode),
      gateway_response_message: reason,
      settle_at: null,
      updated_at: nowIso(),
    }) ?? payment;
  logGateway(
    db,
    updated,
    'inbound',
    payment.gateway === 'mpesa' ? 'stk_callback' : `payment.${status}`,
    false,
    resultCode === null ? null : JSON.stringify({ ResultCode: resultCode, ResultDesc: reason }),
  );
  const enrollment = db.payments.enrollments.get(payment.enrollment);
  if (
    enrollment?.status === 'payment_processing' &&
    !db.payments.payments.some((other) => other.enrollment === enrollment.id && other.status === 'processing')
  ) {
    setEnrollmentStatus(
      db,
      enrollment,
      'payment_pending',
      null,
      `Payment ${payment.reference} ${status}: ${reason}`,
      `payment_${status}`,
    );
  }
  notify(
    db,
    updated,
    'payment_failed',
    status === 'cancelled' ? 'Payment cancelled' : 'Payment failed',
    `${GATEWAY_NAMES[payment.gateway]} payment ${payment.reference} ${status === 'cancelled' ? 'was cancelled' : 'failed'}: ${reason} You can try again.`,
  );
  return updated;
}

/** Applies the outcome of every STK push whose time has come (called before payments are read). */
export function settleDuePayments(db: MockDatabase, now = Date.now()): void {
  for (const payment of db.payments.payments.filter(
    (row) => row.status === 'processing' && row.settle_at !== null && row.settle_at !== undefined && row.settle_at <= now,
  )) {
    const result = MPESA_RESULTS[payment.outcome ?? 'success'];
    if (result.status === 'completed')
      completePayment(db, payment, { completedAt: isoDateTime(new Date(payment.settle_at ?? now)) });
    else failPayment(db, payment, result.status === 'cancelled' ? 'cancelled' : 'failed', result.description, result.code);
  }
}

/** The amount a new payment of an enrollment defaults to: the next unpaid installment, else the balance. */
export function nextAmountDue(db: MockDatabase, enrollment: EnrollmentRow): { amount: number; installment: number | null } {
  const balance = enrollmentMoney(db, enrollment).balance;
  const next = db.payments.installments
    .filter((installment) => installment.enrollment === enrollment.id)
    .sort((a, b) => a.number - b.number)
    .map((installment) => ({
      installment,
      paid: db.payments.payments
        .filter((payment) => payment.installment === installment.id && payment.status === 'completed')
        .reduce((sum, payment) => sum + amount(payment.amount), 0),
    }))
    .find(({ installment, paid }) => paid < amount(installment.amount));
  if (next) return { amount: Math.min(balance, amount(next.installment.amount) - next.paid), installment: next.installment.id };
  return { amount: balance, installment: null };
}
