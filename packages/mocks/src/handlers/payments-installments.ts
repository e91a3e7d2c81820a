/** Installments: lists by urgency, paying one or several, marking paid, offline payments and summaries. */
import type {
  Installment,
  InstallmentMarkPaidRequest,
  InstallmentPaymentRequest,
  PaymentInitiationResponse,
  InstallmentRequest,
  InstallmentSummary,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { paysFor, paymentProblem, initiationAnswer } from './payments-enrollment-actions';
import { integerError, originOf, settled } from './courses-shared';
import { type PublicContext, type AuthedContext, route } from '../kit/route';
import { fieldErrors, notFound, detail, json, noContent, created } from '../kit/respond';
import { listPage, applyOrdering, type Filter } from '../kit/list';
import { type InstallmentRow, type EnrollmentRow, amount, money, reference, compact, type PaymentRow } from '../db/payments';
import { processingPayment, PAYMENT_PROCESSING_MESSAGE, startPayment, completePayment } from '../db/payment-flow';
import { isFinance, installmentsOf, canSeeEnrollment, presentInstallment, presentPayment } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import { isoDate, addDays, nowIso, todayIso, schoolDay } from '../db/time';
import { FINANCE } from '../kit/crud';
import { withRow } from '../kit/row-lookup';

// ---------------------------------------------------------------------------------------------
// Installments.
export const INSTALLMENT_FILTERS: Record<string, Filter<Installment, PublicContext>> = {
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
export async function payMultiple(
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

export const courseTitle = (db: MockDatabase, enrollment: EnrollmentRow): string =>
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

export function installmentHandlers(): HttpHandler[] {
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
          due_date: todayIso(),
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
        const today = todayIso();
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
        const today = todayIso();
        const until = schoolDay(addDays(new Date(), days));
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
