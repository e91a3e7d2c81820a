/**
 * Money movements of the payments group: payments (with their polling status, verification,
 * gateway returns, retries and cancellations), the earlier-style M-Pesa and Stripe initiation,
 * installments (pay, mark paid, overdue, upcoming, summary), admin payments, refunds (approve,
 * reject), gateway logs and report exports. M-Pesa pushes settle lazily (see db/payment-flow.ts).
 */
import type {
  AdminPayment,
  AdminPaymentCompletionRequest,
  AdminPaymentRequest,
  Installment,
  InstallmentMarkPaidRequest,
  InstallmentPaymentRequest,
  PaymentInitiationResponse,
  InstallmentRequest,
  InstallmentSummary,
  MpesaPaymentInitiationRequest,
  Payment,
  PaymentActionResponse,
  PaymentBulkStatusUpdateRequest,
  PaymentBulkUpdateResult,
  PaymentCallbackRequest,
  PaymentCancellationRequest,
  PaymentGateway,
  PaymentGatewayBreakdown,
  PaymentGatewayLog,
  PaymentReceipt,
  PaymentRefund,
  PaymentRefundApprovalRequest,
  PaymentRefundInitiationRequest,
  PaymentRefundRejectionRequest,
  PaymentRefundRequest,
  PaymentRequest,
  PaymentRetryRequest,
  PaymentStats,
  PaymentStatus,
  PaymentStatusDetail,
  PaymentSummary,
  PaymentVerificationRequest,
  PaymentVerificationResult,
  StripePaymentInitiationRequest,
} from '@ujuzi/api';
import { bankSlipProblem } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import { fullName, optionalSummary, userSummaryById } from '../db/accounts';
import type { MockDatabase } from '../db/database';
import {
  canSeeEnrollment,
  enrollmentMoney,
  installmentsOf,
  isFinance,
  presentAdminPayment,
  presentInstallment,
  presentPayment,
  recordAudit,
} from '../db/enrollments';
import {
  completePayment,
  failPayment,
  GATEWAY_NAMES,
  PAYMENT_PROCESSING_MESSAGE,
  processingPayment,
  startPayment,
} from '../db/payment-flow';
import {
  amount,
  compact,
  GATEWAYS,
  money,
  reference,
  type EnrollmentRow,
  type InstallmentRow,
  type PaymentRow,
  type RefundRow,
} from '../db/payments';
import { addDays, isoDate, nowIso } from '../db/time';
import { FINANCE, MANAGEMENT } from '../kit/crud';
import { applyOrdering, listPage, type Filter } from '../kit/list';
import { created, detail, fieldErrors, file, json, noContent, notFound } from '../kit/respond';
import { allows, route, type AuthedContext, type PublicContext } from '../kit/route';
import { integerError, originOf, percent, settled } from './courses-shared';
import { initiationAnswer, paymentProblem, paysFor } from './payments-enrollments';
import { rowById, withRow } from '../kit/row-lookup';

const paymentById = rowById((db) => db.payments.payments);
const gatewayLogById = rowById((db) => db.payments.gatewayLogs);

const FINAL: readonly PaymentStatus[] = ['completed', 'failed', 'cancelled', 'refunded'];

/** Whether the caller may see a payment: the payer, their parents, finance staff. */
export function seesPayment(context: AuthedContext, row: PaymentRow): boolean {
  if (row.user === context.user.id || isFinance(context.user)) return true;
  return (
    context.user.user_type === 'parent' &&
    context.db.accounts.relations.some((relation) => relation.parent === context.user.id && relation.student === row.user)
  );
}

const visiblePayment = (context: AuthedContext): PaymentRow | undefined => {
  const row = context.db.payments.payments.get(context.id());
  return row && seesPayment(context, row) ? row : undefined;
};

export const PAYMENT_FILTERS: Record<string, Filter<Payment, PublicContext>> = {
  enrollment_id: (row, value) => String(row.enrollment) === value,
  user_id: (row, value) => String(row.user.id) === value,
  course_id: (row, value) => String(row.course?.id) === value,
  date_from: (row, value) => row.created_at.slice(0, 10) >= value,
  date_to: (row, value) => row.created_at.slice(0, 10) <= value,
  payment_id: (row, value) => String(row.id) === value,
};

const PAYMENT_SEARCH = [
  'reference',
  'mpesa_receipt_number',
  'description',
  'user.get_full_name',
  'user.username',
  'course.title',
  'phone_number',
];

function statusMessage(row: PaymentRow): string {
  switch (row.status) {
    case 'completed':
      return 'Payment received. Thank you!';
    case 'processing':
      return row.gateway === 'mpesa'
        ? 'Waiting for you to enter your M-Pesa PIN on your phone.'
        : `Waiting for ${GATEWAY_NAMES[row.gateway]} to confirm the payment.`;
    case 'pending':
      return row.gateway === 'bank_transfer'
        ? 'Awaiting confirmation of your bank transfer.'
        : 'The payment has not been sent to the gateway yet.';
    case 'refunded':
      return 'This payment was refunded.';
    case 'cancelled':
      return row.failure_reason ? `Payment cancelled: ${row.failure_reason}` : 'Payment cancelled.';
    default:
      return row.failure_reason ? `Payment failed: ${row.failure_reason}` : 'Payment failed.';
  }
}

export function statusDetail(db: MockDatabase, row: PaymentRow): PaymentStatusDetail {
  const enrollment = db.payments.enrollments.get(row.enrollment);
  return {
    payment_id: row.id,
    reference: row.reference,
    status: row.status,
    gateway: row.gateway,
    amount: row.amount,
    currency: row.currency,
    is_final: FINAL.includes(row.status),
    enrollment_id: row.enrollment,
    enrollment_status: enrollment?.status ?? null,
    mpesa_receipt_number: row.mpesa_receipt_number ?? null,
    result_code: row.result_code ?? null,
    message: statusMessage(row),
    completed_at: row.completed_at ?? null,
  };
}

function verificationResult(db: MockDatabase, row: PaymentRow): PaymentVerificationResult {
  const current = db.payments.payments.get(row.id) ?? row;
  const enrollment = db.payments.enrollments.get(current.enrollment);
  const gatewayStatus: Record<PaymentStatus, string> = {
    completed: 'paid',
    processing: current.gateway === 'mpesa' ? 'pending_pin' : 'open',
    pending: 'pending',
    failed: 'failed',
    cancelled: 'cancelled',
    refunded: 'refunded',
  };
  return {
    success: true,
    verified: current.status === 'completed',
    status: current.status,
    payment: presentPayment(db, current),
    enrollment_status: enrollment?.status ?? null,
    gateway_status: gatewayStatus[current.status],
    message: statusMessage(current),
  };
}

/** The outcome of a gateway return (the /payment/success or /payment/cancel page): the mock provider confirms unless the payer cancelled. */
function applyReturn(db: MockDatabase, row: PaymentRow, reported: string | null | undefined): PaymentRow {
  if (row.status !== 'processing' && row.status !== 'pending') return row;
  if (row.gateway === 'mpesa' || row.gateway === 'bank_transfer') return row;
  const text = (reported ?? 'success').toLowerCase();
  if (['cancel', 'cancelled', 'canceled'].includes(text))
    return failPayment(db, row, 'cancelled', 'Checkout cancelled by the payer.');
  if (['failed', 'failure', 'declined', 'error'].includes(text))
    return failPayment(db, row, 'failed', 'Card declined by the issuing bank.');
  return completePayment(db, row, { transactionId: row.gateway_transaction_id });
}

function breakdown(rows: PaymentRow[]): PaymentGatewayBreakdown[] {
  return GATEWAYS.map((gateway) => {
    const own = rows.filter((row) => row.gateway === gateway);
    const completed = own.filter((row) => row.status === 'completed');
    return {
      gateway,
      count: own.length,
      total_amount: money(completed.reduce((sum, row) => sum + amount(row.amount), 0)),
      success_rate: percent(completed.length, own.filter((row) => FINAL.includes(row.status)).length),
    };
  }).filter((item) => item.count > 0);
}

export function paymentStats(rows: PaymentRow[]): PaymentStats {
  const completed = rows.filter((row) => row.status === 'completed' || row.status === 'refunded');
  const now = new Date();
  const month = isoDate(now).slice(0, 7);
  const previous = isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))).slice(0, 7);
  const sum = (list: PaymentRow[]) => list.reduce((total, row) => total + amount(row.amount) - amount(row.refunded_amount), 0);
  const revenue = sum(completed);
  return {
    total_revenue: money(revenue),
    revenue_this_month: money(sum(completed.filter((row) => (row.completed_at ?? '').startsWith(month)))),
    revenue_last_month: money(sum(completed.filter((row) => (row.completed_at ?? '').startsWith(previous)))),
    total_payments: rows.length,
    successful_payments: rows.filter((row) => row.status === 'completed').length,
    failed_payments: rows.filter((row) => row.status === 'failed' || row.status === 'cancelled').length,
    pending_payments: rows.filter((row) => row.status === 'pending' || row.status === 'processing').length,
    refunded_amount: money(rows.reduce((total, row) => total + amount(row.refunded_amount), 0)),
    success_rate: percent(
      rows.filter((row) => row.status === 'completed').length,
      rows.filter((row) => FINAL.includes(row.status)).length,
    ),
    average_payment: money(completed.length > 0 ? revenue / completed.length : 0),
    currency: 'KES',
    by_gateway: breakdown(rows),
  };
}

export function paymentSummary(db: MockDatabase, rows: PaymentRow[], enrollments: EnrollmentRow[]): PaymentSummary {
  const sum = (list: PaymentRow[]) => money(list.reduce((total, row) => total + amount(row.amount), 0));
  return {
    total_paid: money(
      rows
        .filter((row) => row.status === 'completed')
        .reduce((total, row) => total + amount(row.amount) - amount(row.refunded_amount), 0),
    ),
    total_pending: sum(rows.filter((row) => row.status === 'pending' || row.status === 'processing')),
    total_refunded: money(rows.reduce((total, row) => total + amount(row.refunded_amount), 0)),
    total_balance_due: money(
      enrollments.filter((row) => row.status !== 'cancelled').reduce((total, row) => total + enrollmentMoney(db, row).balance, 0),
    ),
    currency: 'KES',
    payments_count: rows.length,
    completed_count: rows.filter((row) => row.status === 'completed').length,
    pending_count: rows.filter((row) => row.status === 'pending' || row.status === 'processing').length,
    failed_count: rows.filter((row) => row.status === 'failed' || row.status === 'cancelled').length,
    last_payment_at:
      rows
        .filter((row) => row.status === 'completed')
        .map((row) => row.completed_at ?? row.created_at)
        .sort()
        .at(-1) ?? null,
    by_gateway: breakdown(rows),
  };
}

/** Payments in a date window (`date_from`/`date_to` or `start_date`/`end_date`). */
const inWindow = (context: PublicContext, rows: PaymentRow[]): PaymentRow[] => {
  const from = context.query.get('date_from') ?? context.query.get('start_date');
  const to = context.query.get('date_to') ?? context.query.get('end_date');
  return rows.filter((row) => (!from || row.created_at.slice(0, 10) >= from) && (!to || row.created_at.slice(0, 10) <= to));
};

// ---------------------------------------------------------------------------------------------
// Payments.

function paymentHandlers(): HttpHandler[] {
  const own = (context: AuthedContext): PaymentRow[] => context.db.payments.payments.filter((row) => seesPayment(context, row));
  return [
    route(
      'listPayments',
      settled<AuthedContext>((context) => {
        const rows = own(context).map((row) => presentPayment(context.db, row));
        return json(listPage(context, rows, { search: PAYMENT_SEARCH, ordering: '-created_at', filters: PAYMENT_FILTERS }));
      }),
    ),
    route('createPayment', async (context) => {
      const input = await context.body<PaymentRequest>();
      if (input instanceof Response) return input;
      const enrollment = context.db.payments.enrollments.get(input.enrollment_id);
      if (
        !enrollment ||
        !canSeeEnrollment(context.db, context.user, enrollment) ||
        (enrollment.user !== context.user.id && !isFinance(context.user))
      )
        return fieldErrors({ enrollment_id: `Invalid pk "${input.enrollment_id}" - object does not exist.` });
      if (input.installment_id && context.db.payments.installments.get(input.installment_id)?.enrollment !== enrollment.id)
        return fieldErrors({ installment_id: 'This installment does not belong to the enrollment.' });
      if (amount(input.amount) <= 0) return fieldErrors({ amount: 'Ensure this value is greater than 0.' });
      const stamp = nowIso();
      const id = context.db.payments.payments.nextId();
      const row = context.db.payments.payments.insert(
        compact({
          reference: reference('PAY', id),
          enrollment: enrollment.id,
          installment: input.installment_id ?? null,
          user: enrollment.user,
          course: enrollment.course,
          amount: money(amount(input.amount)),
          currency: input.currency ?? enrollment.currency,
          gateway: input.gateway,
          status: 'pending' as const,
          description: input.description ?? `Course fee: ${context.db.courses.courses.get(enrollment.course)?.title ?? ''}`,
          phone_number: input.phone_number ?? null,
          created_at: stamp,
          updated_at: stamp,
          refunded_amount: '0.00',
        }),
      );
      return created<Payment>(presentPayment(context.db, row));
    }),
    route(
      'getPayment',
      settled<AuthedContext>(withRow(visiblePayment, (context, row) => json<Payment>(presentPayment(context.db, row)))),
    ),
    ...(['updatePayment', 'partialUpdatePayment'] as const).map((operationId) =>
      route(
        operationId,
        withRow(visiblePayment, async (context, row) => {
          // The slip of a bank transfer comes as multipart, from the payer too; the payment's fields as JSON, from finance staff.
          const contentType = context.request.headers.get('content-type') ?? '';
          if (operationId === 'partialUpdatePayment' && contentType.startsWith('multipart/form-data'))
            return settled<AuthedContext>(uploadSlip)(context);
          if (!allows(FINANCE, context.user.user_type)) return context.deny();
          const input = await context.body<Partial<PaymentRequest>>();
          if (input instanceof Response) return input;
          if (input.enrollment_id !== undefined && !context.db.payments.enrollments.get(input.enrollment_id))
            return fieldErrors({ enrollment_id: `Invalid pk "${input.enrollment_id}" - object does not exist.` });
          const updated =
            context.db.payments.payments.update(row.id, {
              ...(input.enrollment_id !== undefined ? { enrollment: input.enrollment_id } : {}),
              ...(input.installment_id !== undefined ? { installment: input.installment_id } : {}),
              ...(input.amount !== undefined ? { amount: money(amount(input.amount)) } : {}),
              ...(input.currency !== undefined ? { currency: input.currency } : {}),
              ...(input.gateway !== undefined ? { gateway: input.gateway } : {}),
              ...(input.phone_number !== undefined ? { phone_number: input.phone_number } : {}),
              ...(input.description !== undefined ? { description: input.description } : {}),
              updated_at: nowIso(),
            }) ?? row;
          return json<Payment>(presentPayment(context.db, updated));
        }),
      ),
    ),
    route(
      'deletePayment',
      withRow(visiblePayment, (context, row) => {
        if (!['pending', 'failed', 'cancelled'].includes(row.status))
          return detail(400, `A ${row.status} payment cannot be deleted.`);
        context.db.payments.payments.remove(row.id);
        return noContent();
      }),
      { roles: FINANCE },
    ),
    route(
      'getPaymentReceipt',
      settled<AuthedContext>((context) => {
        const row = visiblePayment(context);
        if (!row || row.status !== 'completed') return notFound('No receipt: the payment is not completed.');
        const user = context.db.accounts.users.get(row.user);
        const enrollment = context.db.payments.enrollments.get(row.enrollment);
        const course = row.course ? context.db.courses.courses.get(row.course) : undefined;
        const later = context.db.payments.payments
          .filter(
            (other) =>
              other.enrollment === row.enrollment &&
              other.status === 'completed' &&
              (other.completed_at ?? '') > (row.completed_at ?? ''),
          )
          .reduce((sum, other) => sum + amount(other.amount), 0);
        return json<PaymentReceipt>({
          receipt_number: `RCP-${row.reference.slice(4)}`,
          payment_id: row.id,
          payment_reference: row.reference,
          enrollment_id: row.enrollment,
          student_name: user ? fullName(user) : '',
          student_email: user?.email ?? 'student@ujuzi.ac.ke',
          course_title: course?.title ?? '',
          description: row.description ?? '',
          amount: row.amount,
          currency: row.currency,
          gateway: row.gateway,
          transaction_reference: row.mpesa_receipt_number ?? row.gateway_transaction_id ?? null,
          balance_after: money((enrollment ? enrollmentMoney(context.db, enrollment).balance : 0) + later),
          paid_at: row.completed_at ?? row.created_at,
          issued_at: row.completed_at ?? row.created_at,
          issuer_name: 'Ujuzi School of Technology',
          download_url: `${context.url.href.slice(0, context.url.href.indexOf('/payments/'))}/payments/enrollments/${row.enrollment}/download-receipt/?payment_id=${row.id}`,
        });
      }),
    ),
    route(
      'verifyPayment',
      settled<AuthedContext>(
        withRow(visiblePayment, (context, row) => json<PaymentVerificationResult>(verificationResult(context.db, row))),
      ),
    ),
    route(
      'getPaymentVerification',
      settled<AuthedContext>(
        withRow(visiblePayment, (context, row) => json<PaymentVerificationResult>(verificationResult(context.db, row))),
      ),
    ),
    route(
      'verifyPaymentByReference',
      settled<AuthedContext>(async (context) => {
        const input = await context.body<PaymentVerificationRequest>();
        if (input instanceof Response) return input;
        if (!input.payment_id && !input.reference && !input.checkout_request_id && !input.session_id)
          return fieldErrors({ non_field_errors: 'Give payment_id, reference, checkout_request_id or session_id.' });
        const row = context.db.payments.payments.find(
          (candidate) =>
            (input.payment_id !== undefined && candidate.id === input.payment_id) ||
            (!!input.reference && candidate.reference === input.reference) ||
            (!!input.checkout_request_id && candidate.checkout_request_id === input.checkout_request_id) ||
            (!!input.session_id && candidate.gateway_transaction_id === input.session_id),
        );
        if (!row || !seesPayment(context, row)) return notFound('No payment matches.');
        return json<PaymentVerificationResult>(verificationResult(context.db, row));
      }),
    ),
    route(
      'getPaymentStatus',
      settled<AuthedContext>((context) => {
        const row = visiblePayment(context);
        return row
          ? json<PaymentStatusDetail>(statusDetail(context.db, context.db.payments.payments.get(row.id) ?? row))
          : notFound();
      }),
    ),
    route(
      'processPaymentCallback',
      settled<AuthedContext>(async (context) => {
        const input = await context.body<PaymentCallbackRequest>();
        if (input instanceof Response) return input;
        if (!input.payment_id && !input.reference && !input.session_id)
          return fieldErrors({ non_field_errors: 'Give payment_id, reference or session_id.' });
        const row = context.db.payments.payments.find(
          (candidate) =>
            (input.payment_id !== undefined && input.payment_id !== null && candidate.id === input.payment_id) ||
            (!!input.reference && candidate.reference === input.reference) ||
            (!!input.session_id && candidate.gateway_transaction_id === input.session_id),
        );
        if (!row || !seesPayment(context, row)) return notFound('No payment matches.');
        if (row.gateway !== input.gateway)
          return fieldErrors({ gateway: `This payment was made through ${GATEWAY_NAMES[row.gateway]}.` });
        return json<PaymentVerificationResult>(verificationResult(context.db, applyReturn(context.db, row, input.status)));
      }),
    ),
    route(
      'retryPayment',
      settled<AuthedContext>(
        withRow(visiblePayment, async (context, row) => {
          if (row.user !== context.user.id && !isFinance(context.user)) return context.deny();
          const input = await context.body<PaymentRetryRequest>();
          if (input instanceof Response) return input;
          if (row.status !== 'failed' && row.status !== 'cancelled')
            return detail(400, 'Only failed or cancelled payments can be retried.');
          const enrollment = context.db.payments.enrollments.get(row.enrollment);
          if (!enrollment) return notFound();
          const gateway = input.payment_gateway ?? row.gateway;
          const phone = input.phone_number ?? row.phone_number ?? null;
          const checked = paymentProblem(context.db, enrollment, {
            payment_gateway: gateway,
            phone_number: phone,
            amount: row.amount,
            installment_id: row.installment ?? null,
          });
          if (checked instanceof Response) return checked;
          return initiationAnswer(
            context.db,
            startPayment(context.db, {
              enrollment,
              gateway,
              amount: checked.value,
              installment: checked.installment,
              phone,
              origin: originOf(context),
            }),
          );
        }),
      ),
    ),
    route(
      'cancelPayment',
      settled<AuthedContext>(
        withRow(visiblePayment, async (context, row) => {
          const input = await context.body<PaymentCancellationRequest>();
          if (input instanceof Response) return input;
          if (row.status !== 'pending' && row.status !== 'processing')
            return detail(400, `A ${row.status} payment cannot be cancelled.`);
          const updated = failPayment(context.db, row, 'cancelled', input.reason || 'Cancelled by the payer.');
          return json<PaymentActionResponse>({
            success: true,
            message: 'Payment cancelled.',
            payment: presentPayment(context.db, updated),
          });
        }),
      ),
    ),
    route(
      'getPaymentListSummary',
      settled<AuthedContext>((context) =>
        json<PaymentSummary>(
          paymentSummary(
            context.db,
            inWindow(context, own(context)),
            context.db.payments.enrollments.filter((row) => canSeeEnrollment(context.db, context.user, row)),
          ),
        ),
      ),
    ),
    route(
      'getPaymentSummary',
      settled<AuthedContext>((context) =>
        json<PaymentSummary>(
          paymentSummary(
            context.db,
            own(context),
            context.db.payments.enrollments.filter((row) => canSeeEnrollment(context.db, context.user, row)),
          ),
        ),
      ),
    ),
    route(
      'initiateMpesaPayment',
      settled<AuthedContext>(async (context) => {
        const input = await context.body<MpesaPaymentInitiationRequest>();
        if (input instanceof Response) return input;
        const enrollment = context.db.payments.enrollments.get(input.enrollment_id);
        if (!enrollment || !canSeeEnrollment(context.db, context.user, enrollment)) return notFound();
        if (enrollment.user !== context.user.id && !isFinance(context.user)) return context.deny();
        const checked = paymentProblem(context.db, enrollment, {
          payment_gateway: 'mpesa',
          phone_number: input.phone_number,
          amount: input.amount,
          installment_id: input.installment_id,
        });
        if (checked instanceof Response) return checked;
        return initiationAnswer(
          context.db,
          startPayment(context.db, {
            enrollment,
            gateway: 'mpesa',
            amount: checked.value,
            installment: checked.installment,
            phone: input.phone_number,
            origin: originOf(context),
          }),
        );
      }),
    ),
    route(
      'initiateStripePayment',
      settled<AuthedContext>(async (context) => {
        const input = await context.body<StripePaymentInitiationRequest>();
        if (input instanceof Response) return input;
        const enrollment = context.db.payments.enrollments.get(input.enrollment_id);
        if (!enrollment || !canSeeEnrollment(context.db, context.user, enrollment)) return notFound();
        if (enrollment.user !== context.user.id && !isFinance(context.user)) return context.deny();
        if (input.currency && !['KES', 'USD', 'EUR', 'GBP'].includes(input.currency))
          return fieldErrors({ currency: `Stripe does not support ${input.currency} for Ujuzi.` });
        const checked = paymentProblem(context.db, enrollment, {
          payment_gateway: 'stripe',
          amount: input.amount,
          installment_id: input.installment_id,
        });
        if (checked instanceof Response) return checked;
        return initiationAnswer(
          context.db,
          startPayment(context.db, {
            enrollment,
            gateway: 'stripe',
            amount: checked.value,
            installment: checked.installment,
            returnUrl: input.success_url,
            origin: originOf(context),
          }),
        );
      }),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Installments.

const INSTALLMENT_FILTERS: Record<string, Filter<Installment, PublicContext>> = {
  enrollment_id: (row, value) => String(row.enrollment) === value,
  due_date_from: (row, value) => row.due_date >= value,
  due_date_to: (row, value) => row.due_date <= value,
};

const URGENCY_RANK: Readonly<Record<Installment['status'], number>> = { overdue: 0, partially_paid: 1, pending: 1, paid: 2 };

/** `ordering=urgency` (the default): overdue first, most days late first; then unpaid by due date; paid last. */
export function byUrgency(a: Installment, b: Installment): number {
  const rank = URGENCY_RANK[a.status] - URGENCY_RANK[b.status];
  if (rank !== 0) return rank;
  const late = a.status === 'overdue' ? (b.days_overdue ?? 0) - (a.days_overdue ?? 0) : 0;
  return late || a.due_date.localeCompare(b.due_date) || a.number - b.number;
}

/**
 * Several installments in one gateway payment: every check first (nothing starts unless all may be
 * paid), then one share per installment, the first carrying the gateway's ids; the shares settle
 * together (payment-flow's `batch`), so each installment is paid when the payment completes.
 */
async function payMultiple(
  context: AuthedContext,
  input: Pick<InstallmentPaymentRequest, 'payment_gateway' | 'phone_number'> & { installment_ids: number[] },
): Promise<Response> {
  const ids = input.installment_ids;
  if (new Set(ids).size !== ids.length) return fieldErrors({ with_installments: 'Each installment can be paid once.' });
  const shares: { row: InstallmentRow; enrollment: EnrollmentRow; balance: number }[] = [];
  for (const id of ids) {
    const row = context.db.payments.installments.get(id);
    const enrollment = row ? context.db.payments.enrollments.get(row.enrollment) : undefined;
    if (!row || !enrollment || !paysFor(context, enrollment.user)) return notFound(`Installment ${id} not found.`);
    const balance = amount(presentInstallment(context.db, row).balance);
    if (balance <= 0)
      return fieldErrors({
        with_installments: `Installment ${row.number} of ${courseTitle(context.db, enrollment)} is already paid.`,
      });
    if (processingPayment(context.db, enrollment.id)) return detail(400, PAYMENT_PROCESSING_MESSAGE);
    const checked = paymentProblem(context.db, enrollment, {
      payment_gateway: input.payment_gateway,
      phone_number: input.phone_number,
      amount: money(balance),
      installment_id: row.id,
    });
    if (checked instanceof Response) return checked;
    shares.push({ row, enrollment, balance });
  }
  const total = shares.reduce((sum, share) => sum + share.balance, 0);
  const started = shares.map((share) =>
    startPayment(context.db, {
      enrollment: share.enrollment,
      gateway: input.payment_gateway,
      amount: share.balance,
      installment: share.row.id,
      phone: input.phone_number,
      origin: originOf(context),
    }),
  );
  const [lead] = started;
  if (!lead) return fieldErrors({ with_installments: 'Choose at least one installment.' });
  // Every share names the first: they complete or fail together (payment-flow's batch).
  if (started.length > 1)
    for (const share of started)
      share.payment = context.db.payments.payments.update(share.payment.id, { batch: lead.payment.id }) ?? share.payment;
  const bank = input.payment_gateway === 'bank_transfer';
  return json<PaymentInitiationResponse>(
    {
      success: true,
      payment: presentPayment(context.db, lead.payment),
      payments: started.map((share) => presentPayment(context.db, share.payment)),
      total_amount: money(total),
      status: lead.payment.status,
      checkout_url: lead.checkoutUrl,
      gateway_reference: lead.payment.checkout_request_id ?? lead.payment.gateway_transaction_id ?? lead.payment.reference,
      merchant_request_id: lead.payment.merchant_request_id ?? null,
      checkout_request_id: lead.payment.checkout_request_id ?? null,
      message: bank
        ? `${lead.message} Pay KES ${money(total)} in one transfer for the ${shares.length} installments.`
        : input.payment_gateway === 'mpesa'
          ? `STK push sent for KES ${money(total)}. Enter your M-Pesa PIN.`
          : lead.message,
    },
    201,
  );
}

/** A bank transfer's slip: the payer attaches it to the pending payment for finance staff to check. */
async function uploadSlip(context: AuthedContext): Promise<Response> {
  const row = context.db.payments.payments.get(context.id());
  if (!row || !paysFor(context, row.user)) return notFound();
  const input = await context.body<{ slip?: unknown; slip_reference?: string | null }>();
  if (input instanceof Response) return input;
  if (row.gateway !== 'bank_transfer' || row.status !== 'pending')
    return detail(400, 'Only a bank transfer waiting for verification takes a slip.');
  const slip = input.slip instanceof Blob ? input.slip : null;
  const problem = bankSlipProblem(slip);
  if (problem) return fieldErrors({ slip: problem });
  const name = (slip instanceof File ? slip.name : 'slip').replace(/[^A-Za-z0-9._-]+/g, '-');
  const fields = {
    transfer_slip: `/media/payments/slips/${row.reference}-${name}`,
    transfer_slip_reference: input.slip_reference?.trim() || null,
    updated_at: nowIso(),
  };
  // One transfer for several installments: every share shows the slip to finance staff.
  if (row.batch)
    context.db.payments.payments
      .filter((share) => share.batch === row.batch && share.id !== row.id)
      .forEach((share) => context.db.payments.payments.update(share.id, fields));
  const updated = context.db.payments.payments.update(row.id, fields) ?? row;
  return json<Payment>(presentPayment(context.db, updated));
}

const courseTitle = (db: MockDatabase, enrollment: EnrollmentRow): string =>
  db.courses.courses.get(enrollment.course)?.title ?? 'the course';

/** Unpaid installments past their due date plus the plan's grace period. */
export function overdue(db: MockDatabase, row: InstallmentRow, installment: Installment, today: string): boolean {
  if (installment.status !== 'overdue') return false;
  const enrollment = db.payments.enrollments.get(row.enrollment);
  // Installments of enrollments that never started (awaiting the first payment) are not overdue debts.
  if (!enrollment || !['active', 'suspended', 'completed'].includes(enrollment.status)) return false;
  const grace = enrollment.payment_plan ? (db.payments.plans.get(enrollment.payment_plan)?.grace_period_days ?? 0) : 0;
  return isoDate(addDays(new Date(`${row.due_date}T00:00:00Z`), grace)) < today;
}

function installmentHandlers(): HttpHandler[] {
  const mine = (context: AuthedContext): InstallmentRow[] =>
    context.db.payments.installments.filter((row) => {
      const enrollment = context.db.payments.enrollments.get(row.enrollment);
      return !!enrollment && (isFinance(context.user) ? true : canSeeEnrollment(context.db, context.user, enrollment));
    });
  const find = (context: AuthedContext): InstallmentRow | undefined => {
    const row = context.db.payments.installments.get(context.id());
    const enrollment = row ? context.db.payments.enrollments.get(row.enrollment) : undefined;
    return row && enrollment && canSeeEnrollment(context.db, context.user, enrollment) ? row : undefined;
  };
  const write = async (context: AuthedContext, existing?: InstallmentRow): Promise<Response> => {
    const input = await context.body<Partial<InstallmentRequest>>();
    if (input instanceof Response) return input;
    if (existing && presentInstallment(context.db, existing).status === 'paid')
      return detail(400, 'A paid installment cannot be changed.');
    const enrollmentId = input.enrollment_id ?? existing?.enrollment;
    const enrollment = enrollmentId ? context.db.payments.enrollments.get(enrollmentId) : undefined;
    if (!enrollment) return fieldErrors({ enrollment_id: `Invalid pk "${String(enrollmentId)}" - object does not exist.` });
    if (input.amount !== undefined && amount(input.amount) <= 0)
      return fieldErrors({ amount: 'Ensure this value is greater than 0.' });
    const stamp = nowIso();
    const fields = {
      enrollment: enrollment.id,
      ...(input.number !== undefined ? { number: input.number } : {}),
      ...(input.due_date !== undefined ? { due_date: input.due_date } : {}),
      ...(input.amount !== undefined ? { amount: money(amount(input.amount)) } : {}),
      updated_at: stamp,
    };
    const stored = existing
      ? (context.db.payments.installments.update(existing.id, fields) ?? existing)
      : context.db.payments.installments.insert({
          number: installmentsOf(context.db, enrollment.id).length + 1,
          due_date: isoDate(new Date()),
          amount: '0.00',
          late_fee: '0.00',
          currency: enrollment.currency,
          created_at: stamp,
          ...fields,
        });
    if (
      input.amount_paid !== undefined &&
      amount(input.amount_paid) > amount(presentInstallment(context.db, stored).amount_paid)
    ) {
      recordOfflinePayment(
        context,
        stored,
        amount(input.amount_paid) - amount(presentInstallment(context.db, stored).amount_paid),
        null,
        'Recorded with the installment.',
      );
    }
    return existing
      ? json<Installment>(presentInstallment(context.db, stored))
      : created<Installment>(presentInstallment(context.db, stored));
  };
  return [
    route(
      'listInstallments',
      settled<AuthedContext>((context) => {
        const rows = mine(context).map((row) => presentInstallment(context.db, row));
        const ordering = context.query.get('ordering');
        const urgent = !ordering || ordering === 'urgency';
        return json(
          listPage(context, urgent ? rows.sort(byUrgency) : rows, {
            search: ['course.title', 'user.get_full_name'],
            ...(urgent ? {} : { ordering: 'due_date,number' }),
            filters: INSTALLMENT_FILTERS,
          }),
        );
      }),
    ),
    route('createInstallment', (context) => write(context), { roles: FINANCE }),
    route(
      'getInstallment',
      settled<AuthedContext>(withRow(find, (context, row) => json<Installment>(presentInstallment(context.db, row)))),
    ),
    ...(['updateInstallment', 'partialUpdateInstallment'] as const).map((operationId) =>
      route(operationId, withRow(find, write), { roles: FINANCE }),
    ),
    route(
      'deleteInstallment',
      withRow(find, (context, row) => {
        if (
          context.db.payments.payments.some(
            (payment) => payment.installment === row.id && payment.status !== 'failed' && payment.status !== 'cancelled',
          )
        )
          return detail(400, 'Installments with payments cannot be deleted.');
        context.db.payments.installments.remove(row.id);
        return noContent();
      }),
      { roles: FINANCE },
    ),
    route(
      'listOverdueInstallments',
      settled<AuthedContext>((context) => {
        const today = isoDate(new Date());
        const rows = mine(context)
          .map((row) => ({ row, installment: presentInstallment(context.db, row) }))
          .filter(({ row, installment }) => overdue(context.db, row, installment, today))
          .map(({ installment }) => installment);
        return json<Installment[]>(applyOrdering(rows, 'due_date'));
      }),
    ),
    route(
      'listUpcomingInstallments',
      settled<AuthedContext>((context) => {
        const problem = integerError(context, 'days', 1, 365);
        if (problem) return problem;
        const days = Number(context.query.get('days')) || 30;
        const today = isoDate(new Date());
        const until = isoDate(addDays(new Date(), days));
        const rows = mine(context)
          .map((row) => presentInstallment(context.db, row))
          .filter(
            (installment) =>
              installment.status !== 'paid' &&
              installment.due_date >= today &&
              installment.due_date <= until &&
              context.db.payments.enrollments.get(installment.enrollment)?.status !== 'cancelled',
          );
        return json<Installment[]>(applyOrdering(rows, 'due_date'));
      }),
    ),
    route(
      'payInstallment',
      settled<AuthedContext>(
        withRow(find, async (context, row) => {
          const enrollment = context.db.payments.enrollments.get(row.enrollment);
          if (!enrollment) return notFound();
          if (!paysFor(context, enrollment.user)) return context.deny();
          const input = await context.body<InstallmentPaymentRequest>();
          if (input instanceof Response) return input;
          // Several together: one gateway payment for all of them, each paid in full.
          if (input.with_installments?.length) {
            if (input.amount !== undefined && input.amount !== null)
              return fieldErrors({ amount: 'Installments paid together are each paid in full: leave the amount out.' });
            return payMultiple(context, { ...input, installment_ids: [row.id, ...input.with_installments] });
          }
          const balance = amount(presentInstallment(context.db, row).balance);
          if (balance <= 0) return detail(400, 'This installment is already paid.');
          if (processingPayment(context.db, enrollment.id)) return detail(400, PAYMENT_PROCESSING_MESSAGE);
          if (input.amount !== undefined && input.amount !== null && amount(input.amount) > balance)
            return fieldErrors({ amount: `The amount exceeds the installment balance (KES ${money(balance)}).` });
          const checked = paymentProblem(context.db, enrollment, {
            payment_gateway: input.payment_gateway,
            phone_number: input.phone_number,
            amount: input.amount ?? money(balance),
            installment_id: row.id,
          });
          if (checked instanceof Response) return checked;
          return initiationAnswer(
            context.db,
            startPayment(context.db, {
              enrollment,
              gateway: input.payment_gateway,
              amount: checked.value,
              installment: row.id,
              phone: input.phone_number,
              origin: originOf(context),
            }),
          );
        }),
      ),
    ),
    route(
      'markInstallmentPaid',
      settled<AuthedContext>(
        withRow(find, async (context, row) => {
          const input = await context.body<InstallmentMarkPaidRequest>();
          if (input instanceof Response) return input;
          const balance = amount(presentInstallment(context.db, row).balance);
          if (balance <= 0) return detail(400, 'This installment is already paid.');
          const value = input.amount_paid !== undefined && input.amount_paid !== null ? amount(input.amount_paid) : balance;
          if (value <= 0 || value > balance)
            return fieldErrors({ amount_paid: `Enter an amount between 0.01 and ${money(balance)}.` });
          recordOfflinePayment(
            context,
            row,
            value,
            input.paid_at ?? null,
            input.note || (input.reference ? `Reference ${input.reference}` : 'Marked paid by staff.'),
            input.reference ?? null,
          );
          return json<Installment>(presentInstallment(context.db, row));
        }),
      ),
      { roles: FINANCE },
    ),
    route(
      'getInstallmentSummary',
      settled<AuthedContext>((context) => {
        const enrollmentId = context.query.get('enrollment_id');
        if (enrollmentId && !/^\d+$/.test(enrollmentId)) return fieldErrors({ enrollment_id: 'A valid integer is required.' });
        const rows = mine(context)
          .filter((row) => !enrollmentId || String(row.enrollment) === enrollmentId)
          .map((row) => presentInstallment(context.db, row));
        const sum = (list: Installment[], field: 'amount' | 'amount_paid' | 'balance') =>
          money(list.reduce((total, item) => total + amount(item[field]), 0));
        const overdueRows = rows.filter((row) => row.status === 'overdue');
        return json<InstallmentSummary>({
          total_installments: rows.length,
          paid_count: rows.filter((row) => row.status === 'paid').length,
          pending_count: rows.filter((row) => row.status === 'pending').length,
          overdue_count: overdueRows.length,
          partially_paid_count: rows.filter((row) => row.status === 'partially_paid').length,
          total_amount: sum(rows, 'amount'),
          total_paid: sum(rows, 'amount_paid'),
          total_outstanding: sum(rows, 'balance'),
          total_overdue: sum(overdueRows, 'balance'),
          currency: 'KES',
          next_due:
            applyOrdering(
              rows.filter((row) => row.status !== 'paid'),
              'due_date',
            )[0] ?? null,
        });
      }),
    ),
  ];
}

/** A payment made outside the gateways (bank transfer, cash) recorded by staff, completed at once. */
function recordOfflinePayment(
  context: AuthedContext,
  installment: InstallmentRow,
  value: number,
  paidAt: string | null,
  note: string,
  bankReference: string | null = null,
): PaymentRow {
  const enrollment = context.db.payments.enrollments.get(installment.enrollment);
  const stamp = nowIso();
  const id = context.db.payments.payments.nextId();
  const row = context.db.payments.payments.insert(
    compact({
      reference: reference('PAY', id),
      enrollment: installment.enrollment,
      installment: installment.id,
      user: enrollment?.user ?? context.user.id,
      course: enrollment?.course ?? null,
      amount: money(value),
      currency: installment.currency,
      gateway: 'bank_transfer' as const,
      status: 'pending' as const,
      description: `Installment ${installment.number}: recorded by staff`,
      gateway_transaction_id: bankReference,
      created_at: stamp,
      updated_at: stamp,
      refunded_amount: '0.00',
    }),
  );
  return completePayment(context.db, row, { completedAt: paidAt ?? stamp, verifiedBy: context.user.id, note });
}

// ---------------------------------------------------------------------------------------------
// Admin payments, refunds, gateway logs, reports.

function presentRefund(db: MockDatabase, row: RefundRow): PaymentRefund {
  return {
    ...row,
    user: userSummaryById(db, row.user),
    requested_by: optionalSummary(db, row.requested_by),
    reviewed_by: optionalSummary(db, row.reviewed_by),
  };
}

const refundedSoFar = (db: MockDatabase, paymentId: number, except?: number): number =>
  db.payments.refunds
    .filter((refund) => refund.payment === paymentId && refund.id !== except && !['rejected', 'failed'].includes(refund.status))
    .reduce((sum, refund) => sum + amount(refund.amount), 0);

/** Opens a refund of a completed payment; completes it at once when asked. */
function openRefund(
  context: AuthedContext,
  payment: PaymentRow,
  value: number,
  reason: string,
  processNow: boolean,
  notes: string | null = null,
): RefundRow | Response {
  if (payment.status !== 'completed') return detail(400, 'Only completed payments can be refunded.');
  const left = amount(payment.amount) - refundedSoFar(context.db, payment.id);
  if (value <= 0 || value > left + 0.001)
    return fieldErrors({ amount: `The amount exceeds what is left to refund (KES ${money(left)}).` });
  const stamp = nowIso();
  const row = context.db.payments.refunds.insert({
    reference: reference('RFD', context.db.payments.refunds.nextId()),
    payment: payment.id,
    payment_reference: payment.reference,
    enrollment: payment.enrollment,
    user: payment.user,
    amount: money(value),
    currency: payment.currency,
    gateway: payment.gateway,
    reason,
    status: 'pending',
    gateway_refund_id: null,
    requested_by: context.user.id,
    reviewed_by: null,
    reviewed_at: null,
    rejection_reason: null,
    admin_notes: notes,
    processed_at: null,
    created_at: stamp,
    updated_at: stamp,
  });
  return processNow ? completeRefund(context, row, value) : row;
}

/** Sends an approved refund to the gateway; the mock gateway completes it at once. */
function completeRefund(context: AuthedContext, row: RefundRow, value: number): RefundRow {
  const stamp = nowIso();
  const payment = context.db.payments.payments.get(row.payment);
  const updated =
    context.db.payments.refunds.update(row.id, {
      amount: money(value),
      status: 'completed',
      reviewed_by: context.user.id,
      reviewed_at: stamp,
      processed_at: stamp,
      gateway_refund_id: `${row.gateway?.toUpperCase() ?? 'RF'}-RF-${Date.now().toString(36).toUpperCase()}`,
      updated_at: stamp,
    }) ?? row;
  if (payment) {
    const refunded = amount(payment.refunded_amount) + value;
    context.db.payments.payments.update(payment.id, {
      refunded_amount: money(refunded),
      status: refunded >= amount(payment.amount) - 0.001 ? 'refunded' : payment.status,
      updated_at: stamp,
    });
    recordAudit(
      context.db,
      payment.enrollment,
      'refund_processed',
      context.user.id,
      null,
      null,
      `Refund ${row.reference}: KES ${money(value)}.`,
    );
    context.db.payments.notifications.insert({
      user: payment.user,
      enrollment: payment.enrollment,
      payment: payment.id,
      installment: null,
      notification_type: 'refund_processed',
      channel: 'in_app',
      title: 'Refund processed',
      message: `KES ${money(value)} was refunded to your ${GATEWAY_NAMES[payment.gateway]} account.`,
      action_url: `/dashboard/payments/history`,
      is_opened: false,
      opened_at: null,
      is_clicked: false,
      clicked_at: null,
      sent_at: stamp,
      created_at: stamp,
    });
  }
  return updated;
}

async function adminPaymentWrite(context: AuthedContext, existing?: PaymentRow): Promise<Response> {
  const input = await context.body<Partial<AdminPaymentRequest>>();
  if (input instanceof Response) return input;
  const enrollment = context.db.payments.enrollments.get(input.enrollment_id ?? existing?.enrollment ?? 0);
  if (!enrollment) return fieldErrors({ enrollment_id: `Invalid pk "${input.enrollment_id}" - object does not exist.` });
  if (input.installment_id && context.db.payments.installments.get(input.installment_id)?.enrollment !== enrollment.id)
    return fieldErrors({ installment_id: 'This installment does not belong to the enrollment.' });
  if (input.amount !== undefined && amount(input.amount) <= 0)
    return fieldErrors({ amount: 'Ensure this value is greater than 0.' });
  const stamp = nowIso();
  const wanted = input.status ?? existing?.status ?? 'pending';
  const fields = compact({
    enrollment: enrollment.id,
    installment: input.installment_id,
    user: enrollment.user,
    course: enrollment.course,
    amount: input.amount !== undefined ? money(amount(input.amount)) : undefined,
    currency: input.currency,
    gateway: input.gateway,
    phone_number: input.phone_number,
    mpesa_receipt_number: input.mpesa_receipt_number,
    gateway_transaction_id: input.gateway_transaction_id,
    description: input.description,
    admin_notes: input.admin_notes,
    updated_at: stamp,
  });
  let row: PaymentRow;
  if (existing) {
    row =
      context.db.payments.payments.update(existing.id, {
        ...fields,
        status: wanted === 'completed' && existing.status !== 'completed' ? existing.status : wanted,
      }) ?? existing;
  } else {
    const id = context.db.payments.payments.nextId();
    row = context.db.payments.payments.insert({
      ...fields,
      reference: reference('PAY', id),
      amount: fields.amount ?? '0.00',
      currency: fields.currency ?? enrollment.currency,
      gateway: fields.gateway ?? 'bank_transfer',
      description: fields.description ?? 'Recorded by an admin',
      created_at: stamp,
      refunded_amount: '0.00',
      status: wanted === 'completed' ? 'pending' : wanted,
    });
  }
  if (wanted === 'completed' && row.status !== 'completed')
    row = completePayment(context.db, row, {
      completedAt: input.completed_at ?? null,
      receipt: input.mpesa_receipt_number ?? null,
      verifiedBy: context.user.id,
    });
  const answer = presentAdminPayment(context.db, context.db.payments.payments.get(row.id) ?? row);
  return existing ? json<AdminPayment>(answer) : created<AdminPayment>(answer);
}

function adminHandlers(): HttpHandler[] {
  const findRefund = (context: AuthedContext): RefundRow | undefined => context.db.payments.refunds.get(context.id());
  return [
    route(
      'listAdminPayments',
      settled<AuthedContext>((context) => {
        const rows = context.db.payments.payments.all().map((row) => presentAdminPayment(context.db, row));
        return json(listPage(context, rows, { search: PAYMENT_SEARCH, ordering: '-created_at', filters: PAYMENT_FILTERS }));
      }),
      { roles: FINANCE },
    ),
    route('createAdminPayment', (context) => adminPaymentWrite(context), { roles: MANAGEMENT }),
    route(
      'getAdminPayment',
      settled<AuthedContext>(withRow(paymentById, (context, row) => json<AdminPayment>(presentAdminPayment(context.db, row)))),
      { roles: FINANCE },
    ),
    ...(['updateAdminPayment', 'partialUpdateAdminPayment'] as const).map((operationId) =>
      route(operationId, withRow(paymentById, adminPaymentWrite), { roles: MANAGEMENT }),
    ),
    route(
      'deleteAdminPayment',
      withRow(paymentById, (context, row) => {
        if (row.status === 'completed' || row.status === 'refunded')
          return detail(400, `A ${row.status} payment cannot be deleted.`);
        context.db.payments.payments.remove(row.id);
        return noContent();
      }),
      { roles: MANAGEMENT },
    ),
    route(
      'markAdminPaymentCompleted',
      settled<AuthedContext>(
        withRow(paymentById, async (context, row) => {
          const input = await context.body<AdminPaymentCompletionRequest>();
          if (input instanceof Response) return input;
          if (row.status !== 'pending' && row.status !== 'processing')
            return detail(400, `A ${row.status} payment cannot be marked completed.`);
          const updated = completePayment(context.db, row, {
            receipt: input.mpesa_receipt_number ?? null,
            transactionId: input.gateway_transaction_id ?? null,
            completedAt: input.completed_at ?? null,
            verifiedBy: context.user.id,
            note: input.note || 'Marked completed by an admin.',
          });
          return json<AdminPayment>(presentAdminPayment(context.db, updated));
        }),
      ),
      { roles: FINANCE },
    ),
    route(
      'initiateAdminPaymentRefund',
      withRow(paymentById, async (context, row) => {
        const input = await context.body<PaymentRefundInitiationRequest>();
        if (input instanceof Response) return input;
        const value =
          input.amount !== undefined && input.amount !== null
            ? amount(input.amount)
            : amount(row.amount) - refundedSoFar(context.db, row.id);
        const refund = openRefund(context, row, value, input.reason, input.process_immediately ?? false);
        return refund instanceof Response ? refund : created<PaymentRefund>(presentRefund(context.db, refund));
      }),
      { roles: MANAGEMENT },
    ),
    route(
      'getAdminPaymentStatistics',
      (context) => {
        const gateway = context.query.get('gateway');
        return json<PaymentStats>(
          paymentStats(
            inWindow(
              context,
              context.db.payments.payments.filter((row) => !gateway || row.gateway === gateway),
            ),
          ),
        );
      },
      { roles: MANAGEMENT },
    ),
    route(
      'bulkUpdateAdminPaymentStatus',
      settled<AuthedContext>(async (context) => {
        const input = await context.body<PaymentBulkStatusUpdateRequest>();
        if (input instanceof Response) return input;
        const result: PaymentBulkUpdateResult = { success: true, updated_count: 0, failed_count: 0, errors: [], message: '' };
        for (const id of input.payment_ids) {
          const row = context.db.payments.payments.get(id);
          const refusal = !row
            ? 'Not found.'
            : row.status === 'refunded'
              ? 'A refunded payment cannot change status.'
              : row.status === input.status
                ? `The payment is already ${input.status}.`
                : input.status === 'refunded'
                  ? 'Use a refund to refund a payment.'
                  : undefined;
          if (refusal || !row) {
            result.failed_count++;
            result.errors?.push({ id, error: refusal ?? 'Not found.' });
            continue;
          }
          if (input.status === 'completed')
            completePayment(context.db, row, { verifiedBy: context.user.id, note: input.note ?? null });
          else if (input.status === 'failed' || input.status === 'cancelled')
            failPayment(context.db, row, input.status, input.note || `Set to ${input.status} by an admin.`);
          else context.db.payments.payments.update(row.id, { status: input.status, updated_at: nowIso() });
          result.updated_count++;
        }
        result.success = result.failed_count === 0;
        result.message = `${result.updated_count} payments updated.`;
        return json<PaymentBulkUpdateResult>(result);
      }),
      { roles: FINANCE },
    ),
    route(
      'listPaymentRefunds',
      (context) => {
        const rows = applyOrdering(context.db.payments.refunds.all(), '-created_at')
          .sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'))
          .map((row) => presentRefund(context.db, row));
        return json(
          listPage(context, rows, {
            search: ['reference', 'payment_reference', 'reason', 'user.get_full_name'],
            filters: { user_id: (row, value) => String(row.user.id) === value },
          }),
        );
      },
      { roles: MANAGEMENT },
    ),
    route(
      'createPaymentRefund',
      async (context) => {
        const input = await context.body<PaymentRefundRequest>();
        if (input instanceof Response) return input;
        const payment = context.db.payments.payments.get(input.payment_id);
        if (!payment) return fieldErrors({ payment_id: `Invalid pk "${input.payment_id}" - object does not exist.` });
        const refund = openRefund(context, payment, amount(input.amount), input.reason, false, input.admin_notes ?? null);
        return refund instanceof Response ? refund : created<PaymentRefund>(presentRefund(context.db, refund));
      },
      { roles: MANAGEMENT },
    ),
    route(
      'getPaymentRefund',
      withRow(findRefund, (context, row) => json<PaymentRefund>(presentRefund(context.db, row))),
      { roles: MANAGEMENT },
    ),
    ...(['updatePaymentRefund', 'partialUpdatePaymentRefund'] as const).map((operationId) =>
      route(
        operationId,
        withRow(findRefund, async (context, row) => {
          const input = await context.body<Partial<PaymentRefundRequest>>();
          if (input instanceof Response) return input;
          if (row.status !== 'pending') return detail(400, 'Only pending refunds can be changed.');
          const payment = context.db.payments.payments.get(input.payment_id ?? row.payment);
          if (!payment) return fieldErrors({ payment_id: `Invalid pk "${input.payment_id}" - object does not exist.` });
          if (
            input.amount !== undefined &&
            amount(input.amount) > amount(payment.amount) - refundedSoFar(context.db, payment.id, row.id)
          )
            return fieldErrors({ amount: 'The amount exceeds what is left to refund.' });
          const updated =
            context.db.payments.refunds.update(row.id, {
              payment: payment.id,
              payment_reference: payment.reference,
              ...(input.amount !== undefined ? { amount: money(amount(input.amount)) } : {}),
              ...(input.reason !== undefined ? { reason: input.reason } : {}),
              ...(input.admin_notes !== undefined ? { admin_notes: input.admin_notes } : {}),
              updated_at: nowIso(),
            }) ?? row;
          return json<PaymentRefund>(presentRefund(context.db, updated));
        }),
        { roles: MANAGEMENT },
      ),
    ),
    route(
      'deletePaymentRefund',
      withRow(findRefund, (context, row) => {
        if (row.status !== 'pending' && row.status !== 'rejected')
          return detail(400, `A ${row.status} refund cannot be deleted.`);
        context.db.payments.refunds.remove(row.id);
        return noContent();
      }),
      { roles: MANAGEMENT },
    ),
    route(
      'approvePaymentRefund',
      withRow(findRefund, async (context, row) => {
        const input = await context.body<PaymentRefundApprovalRequest>();
        if (input instanceof Response) return input;
        if (row.status !== 'pending') return detail(400, 'Only pending refunds can be approved.');
        const value = input.amount !== undefined && input.amount !== null ? amount(input.amount) : amount(row.amount);
        if (value <= 0 || value > amount(row.amount)) return fieldErrors({ amount: `Approve between 0.01 and ${row.amount}.` });
        if (input.note) context.db.payments.refunds.update(row.id, { admin_notes: input.note });
        return json<PaymentRefund>(
          presentRefund(context.db, completeRefund(context, context.db.payments.refunds.get(row.id) ?? row, value)),
        );
      }),
      { roles: MANAGEMENT },
    ),
    route(
      'rejectPaymentRefund',
      withRow(findRefund, async (context, row) => {
        const input = await context.body<PaymentRefundRejectionRequest>();
        if (input instanceof Response) return input;
        if (!input.reason.trim()) return fieldErrors({ reason: 'This field may not be blank.' });
        if (row.status !== 'pending') return detail(400, 'Only pending refunds can be rejected.');
        const stamp = nowIso();
        const updated =
          context.db.payments.refunds.update(row.id, {
            status: 'rejected',
            rejection_reason: input.reason.trim(),
            reviewed_by: context.user.id,
            reviewed_at: stamp,
            updated_at: stamp,
          }) ?? row;
        return json<PaymentRefund>(presentRefund(context.db, updated));
      }),
      { roles: MANAGEMENT },
    ),
    route(
      'listPaymentGatewayLogs',
      (context) => {
        const filters: Record<string, Filter<PaymentGatewayLog, PublicContext>> = {
          payment_id: (row, value) => String(row.payment) === value,
          date_from: (row, value) => row.created_at.slice(0, 10) >= value,
          date_to: (row, value) => row.created_at.slice(0, 10) <= value,
        };
        return json(
          listPage(context, context.db.payments.gatewayLogs.all(), {
            search: ['reference', 'event_type', 'endpoint', 'error_message'],
            ordering: '-created_at',
            filters,
          }),
        );
      },
      { roles: MANAGEMENT },
    ),
    route(
      'getPaymentGatewayLog',
      withRow(gatewayLogById, (_context, row) => json<PaymentGatewayLog>(row)),
      { roles: MANAGEMENT },
    ),
    route(
      'exportPaymentReport',
      settled<AuthedContext>((context) => {
        const type = context.query.get('report_type') ?? 'payments';
        const format = context.query.get('format') ?? 'csv';
        if (!['payments', 'enrollments', 'refunds', 'revenue', 'installments'].includes(type))
          return fieldErrors({ report_type: `Select a valid choice. ${type} is not one of the available choices.` });
        if (!['csv', 'xlsx'].includes(format))
          return fieldErrors({ format: `Select a valid choice. ${format} is not one of the available choices.` });
        if (format === 'xlsx')
          return new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]), {
            headers: {
              'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'Content-Disposition': `attachment; filename="${type}-report.xlsx"`,
            },
          });
        const gateway = context.query.get('gateway') as PaymentGateway | null;
        const cell = (value: unknown) => `"${String(value ?? '').replace(/"/g, '""')}"`;
        const payments = inWindow(
          context,
          context.db.payments.payments.filter((row) => !gateway || row.gateway === gateway),
        );
        let lines: string[];
        if (type === 'refunds')
          lines = [
            'reference,payment,amount,status,reason,created_at',
            ...context.db.payments.refunds
              .all()
              .map((row) =>
                [row.reference, row.payment_reference, row.amount, row.status, row.reason, row.created_at].map(cell).join(','),
              ),
          ];
        else if (type === 'installments')
          lines = [
            'enrollment,number,due_date,amount,paid,status',
            ...context.db.payments.installments
              .all()
              .map((row) => presentInstallment(context.db, row))
              .map((row) =>
                [row.enrollment, row.number, row.due_date, row.amount, row.amount_paid, row.status].map(cell).join(','),
              ),
          ];
        else if (type === 'enrollments')
          lines = [
            'reference,user,course,status,total_amount',
            ...context.db.payments.enrollments
              .all()
              .map((row) => [row.reference, row.user, row.course, row.status, row.total_amount].map(cell).join(',')),
          ];
        else if (type === 'revenue') {
          const byDay = new Map<string, number>();
          for (const row of payments.filter((candidate) => candidate.status === 'completed'))
            byDay.set(
              (row.completed_at ?? row.created_at).slice(0, 10),
              (byDay.get((row.completed_at ?? row.created_at).slice(0, 10)) ?? 0) + amount(row.amount),
            );
          lines = ['date,revenue', ...[...byDay.entries()].sort().map(([day, total]) => `${day},${money(total)}`)];
        } else
          lines = [
            'reference,student,course,amount,currency,gateway,status,mpesa_receipt,created_at',
            ...payments.map((row) =>
              [
                row.reference,
                row.user,
                row.course,
                row.amount,
                row.currency,
                row.gateway,
                row.status,
                row.mpesa_receipt_number,
                row.created_at,
              ]
                .map(cell)
                .join(','),
            ),
          ];
        return file(`${lines.join('\n')}\n`, 'text/csv', `${type}-report.csv`);
      }),
      { roles: MANAGEMENT },
    ),
  ];
}

export function transactionHandlers(): HttpHandler[] {
  return [...paymentHandlers(), ...installmentHandlers(), ...adminHandlers()];
}
