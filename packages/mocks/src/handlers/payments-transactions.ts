/**
 * Payments of the payments group (with their polling status, verification, gateway returns,
 * retries and cancellations) and the earlier-style M-Pesa and Stripe initiation; installments and
 * the management side live in payments-installments.ts and payments-admin.ts. M-Pesa pushes
 * settle lazily (see db/payment-flow.ts).
 */
import type {
  MpesaPaymentInitiationRequest,
  Payment,
  PaymentActionResponse,
  PaymentCallbackRequest,
  PaymentCancellationRequest,
  PaymentGatewayBreakdown,
  PaymentReceipt,
  PaymentRequest,
  PaymentRetryRequest,
  PaymentStatus,
  PaymentStatusDetail,
  PaymentSummary,
  PaymentVerificationRequest,
  PaymentVerificationResult,
  StripePaymentInitiationRequest,
} from '@ujuzi/api';
import { bankSlipProblem } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import { fullName } from '../db/accounts';
import type { MockDatabase } from '../db/database';
import { canSeeEnrollment, enrollmentMoney, isFinance, presentPayment } from '../db/enrollments';
import { completePayment, failPayment, GATEWAY_NAMES, startPayment } from '../db/payment-flow';
import { amount, compact, GATEWAYS, money, reference, type EnrollmentRow, type PaymentRow } from '../db/payments';
import { nowIso } from '../db/time';
import { FINANCE } from '../kit/crud';
import { listPage, type Filter } from '../kit/list';
import { created, detail, fieldErrors, json, noContent, notFound } from '../kit/respond';
import { allows, route, type AuthedContext, type PublicContext } from '../kit/route';
import { originOf, percent, settled } from './courses-shared';
import { initiationAnswer, paymentProblem, paysFor } from './payments-enrollment-actions';
import { withRow } from '../kit/row-lookup';

export const FINAL: readonly PaymentStatus[] = ['completed', 'failed', 'cancelled', 'refunded'];

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

export const PAYMENT_SEARCH = [
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

export function breakdown(rows: PaymentRow[]): PaymentGatewayBreakdown[] {
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
export const inWindow = (context: PublicContext, rows: PaymentRow[]): PaymentRow[] => {
  const from = context.query.get('date_from') ?? context.query.get('start_date');
  const to = context.query.get('date_to') ?? context.query.get('end_date');
  return rows.filter((row) => (!from || row.created_at.slice(0, 10) >= from) && (!to || row.created_at.slice(0, 10) <= to));
};

// ---------------------------------------------------------------------------------------------
// Payments.

export function paymentHandlers(): HttpHandler[] {
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
