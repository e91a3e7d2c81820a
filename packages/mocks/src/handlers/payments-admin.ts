/** Payments for management: admin CRUD, completion, statistics, bulk status, refunds, gateway logs and the payment report. */
import type {
  AdminPayment,
  AdminPaymentCompletionRequest,
  AdminPaymentRequest,
  PaymentBulkStatusUpdateRequest,
  PaymentBulkUpdateResult,
  PaymentGateway,
  PaymentGatewayLog,
  PaymentRefund,
  PaymentRefundApprovalRequest,
  PaymentRefundInitiationRequest,
  PaymentRefundMethod,
  PaymentRefundRejectionRequest,
  PaymentRefundRequest,
  PaymentStats,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { rowById, withRow } from '../kit/row-lookup';
import { type PaymentRow, type RefundRow, amount, compact, money, reference } from '../db/payments';
import { isoDate, nowIso } from '../db/time';
import { percent, settled } from './courses-shared';
import { FINAL, PAYMENT_SEARCH, PAYMENT_FILTERS, breakdown, inWindow } from './payments-transactions';
import { userSummaryById, optionalSummary } from '../db/accounts';
import { courseSummaryById } from '../db/courses';
import type { MockDatabase } from '../db/database';
import { recordAudit, presentAdminPayment, presentInstallment } from '../db/enrollments';
import { GATEWAY_NAMES, completePayment, failPayment } from '../db/payment-flow';
import { FINANCE, MANAGEMENT } from '../kit/crud';
import { listPage, applyOrdering, type Filter } from '../kit/list';
import { detail, fieldErrors, json, created, noContent, file } from '../kit/respond';
import { type AuthedContext, route, type PublicContext } from '../kit/route';

export const paymentById = rowById((db) => db.payments.payments);
export const gatewayLogById = rowById((db) => db.payments.gatewayLogs);

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

// ---------------------------------------------------------------------------------------------
// Admin payments, refunds, gateway logs, reports.
function presentRefund(db: MockDatabase, row: RefundRow): PaymentRefund {
  const payment = db.payments.payments.get(row.payment);
  const whole = amount(payment?.amount);
  return {
    ...row,
    course: payment?.course ? courseSummaryById(db, payment.course) : null,
    payment_amount: money(whole),
    refundable_amount: money(Math.max(0, whole - refundedSoFar(db, row.payment, row.id))),
    method: row.method ?? null,
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
function completeRefund(
  context: AuthedContext,
  row: RefundRow,
  value: number,
  method: PaymentRefundMethod | null = null,
  given: string | null = null,
): RefundRow {
  const stamp = nowIso();
  const payment = context.db.payments.payments.get(row.payment);
  const chosen = method ?? (row.gateway === 'mpesa' ? 'mpesa_reversal' : 'gateway');
  const updated =
    context.db.payments.refunds.update(row.id, {
      amount: money(value),
      status: 'completed',
      method: chosen,
      reviewed_by: context.user.id,
      reviewed_at: stamp,
      processed_at: stamp,
      gateway_refund_id: given?.trim() || `${row.gateway?.toUpperCase() ?? 'RF'}-RF-${Date.now().toString(36).toUpperCase()}`,
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

export function adminPaymentHandlers(): HttpHandler[] {
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
            filters: {
              user_id: (row, value) => String(row.user.id) === value,
              payment_id: (row, value) => String(row.payment) === value,
              date_from: (row, value) => row.created_at.slice(0, 10) >= value,
              date_to: (row, value) => row.created_at.slice(0, 10) <= value,
            },
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
        if (input.method === 'bank_transfer' && !input.reference?.trim())
          return fieldErrors({ reference: 'Give the bank transfer’s reference.' });
        if (input.note) context.db.payments.refunds.update(row.id, { admin_notes: input.note });
        const current = context.db.payments.refunds.get(row.id) ?? row;
        return json<PaymentRefund>(
          presentRefund(context.db, completeRefund(context, current, value, input.method ?? null, input.reference ?? null)),
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
        context.db.payments.notifications.insert({
          user: row.user,
          enrollment: row.enrollment ?? null,
          payment: row.payment,
          installment: null,
          notification_type: 'refund_rejected',
          channel: 'in_app',
          title: 'Refund not approved',
          message: `Your refund request ${row.reference} of KES ${row.amount} was not approved: ${input.reason.trim()}`,
          action_url: `/dashboard/payments/history`,
          is_opened: false,
          opened_at: null,
          is_clicked: false,
          clicked_at: null,
          sent_at: stamp,
          created_at: stamp,
        });
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
