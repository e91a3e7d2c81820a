/** Paying for one enrollment: initiating and retrying payment setup, discounts, trials and their conversion. */
import type {
  EnrollmentActionResponse,
  EnrollmentDiscountRequest,
  EnrollmentDiscountResult,
  EnrollmentReasonRequest,
  EnrollmentTrialConversionRequest,
  EnrollmentTrialExtensionRequest,
  PaymentInitiationRequest,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { route, type AuthedContext } from '../kit/route';
import {
  enrollmentMoney,
  isFinance,
  presentInstallment,
  setEnrollmentStatus,
  recordAudit,
  presentEnrollment,
  installmentsOf,
  presentPayment,
} from '../db/enrollments';
import { kes, evaluateDiscount } from '../db/enrolling';
import { childrenOf } from '../db/accounts';
import type { MockDatabase } from '../db/database';
import { processingPayment, PAYMENT_PROCESSING_MESSAGE, nextAmountDue, startPayment, failPayment } from '../db/payment-flow';
import { type EnrollmentRow, amount, scheduleInstallments, money } from '../db/payments';
import { detail, fieldErrors, notFound, json } from '../kit/respond';
import { nowIso, isoDateTime, addDays } from '../db/time';
import { FINANCE } from '../kit/crud';
import { withRow } from '../kit/row-lookup';
import { settled, originOf } from './courses-shared';
import { visibleEnrollment, actingOn, action, reschedule } from './payments-enrollments';

/** Who may pay for an enrollment: whoever acts on it, and a parent of its learner. */
export const paysFor = (context: AuthedContext, studentId: number): boolean =>
  studentId === context.user.id ||
  isFinance(context.user) ||
  (context.user.user_type === 'parent' && childrenOf(context.db, context.user.id).includes(studentId));

/** Validation for a payment about to start on an enrollment; the amount and installment when it may. */
export function paymentProblem(
  db: MockDatabase,
  row: EnrollmentRow,
  input: {
    payment_gateway: PaymentInitiationRequest['payment_gateway'];
    phone_number?: string | null;
    amount?: string | null;
    installment_id?: number | null;
  },
): Response | { value: number; installment: number | null } {
  if (row.status === 'cancelled') return detail(400, 'This enrollment is cancelled.');
  if (processingPayment(db, row.id) || row.status === 'payment_processing') return detail(400, PAYMENT_PROCESSING_MESSAGE);
  const figures = enrollmentMoney(db, row);
  if (figures.balance <= 0) return detail(400, 'This enrollment is fully paid.');
  if (input.payment_gateway === 'mpesa') {
    if (!input.phone_number) return fieldErrors({ phone_number: 'A Safaricom phone number is required for M-Pesa.' });
    if (!/^\+?254(7\d{8}|1[01]\d{7})$/.test(input.phone_number.replace(/\s+/g, '')))
      return fieldErrors({ phone_number: 'Enter a Safaricom number in the form +2547XXXXXXXX.' });
  }
  let installment: number | null;
  let value: number;
  if (input.installment_id !== undefined && input.installment_id !== null) {
    const target = db.payments.installments.get(input.installment_id);
    if (!target || target.enrollment !== row.id)
      return fieldErrors({ installment_id: 'This installment does not belong to the enrollment.' });
    const balance = amount(presentInstallment(db, target).balance);
    if (balance <= 0) return detail(400, 'This installment is already paid.');
    installment = target.id;
    value = balance;
  } else {
    const next = nextAmountDue(db, row);
    installment = next.installment;
    value = next.amount;
  }
  if (input.amount !== undefined && input.amount !== null) {
    value = amount(input.amount);
    if (value <= 0) return fieldErrors({ amount: 'Ensure this value is greater than 0.' });
    if (value > figures.balance) return fieldErrors({ amount: `The amount exceeds the balance due (${kes(figures.balance)}).` });
  }
  if (input.payment_gateway === 'mpesa') value = Math.ceil(value);
  return { value: Math.min(value, figures.balance), installment };
}

/** Runs a payment on a visible enrollment the caller may pay for (owner, their parent, finance staff). */
const payingOn = (handler: (context: AuthedContext, row: EnrollmentRow) => Response | Promise<Response>) =>
  settled<AuthedContext>(
    withRow(visibleEnrollment, (context, row) => (paysFor(context, row.user) ? handler(context, row) : context.deny())),
  );

export function enrollmentActionHandlers(): HttpHandler[] {
  return [
    route(
      'initiateEnrollmentPayment',
      payingOn(async (context, row) => {
        const input = await context.body<PaymentInitiationRequest>();
        if (input instanceof Response) return input;
        const checked = paymentProblem(context.db, row, input);
        if (checked instanceof Response) return checked;
        const started = startPayment(context.db, {
          enrollment: row,
          gateway: input.payment_gateway,
          amount: checked.value,
          installment: checked.installment,
          phone: input.phone_number,
          returnUrl: input.return_url,
          origin: originOf(context),
        });
        return initiationAnswer(context.db, started);
      }),
    ),
    route(
      'retryEnrollmentPaymentSetup',
      actingOn((context, row) => {
        const figures = enrollmentMoney(context.db, row);
        if (row.status === 'active' && figures.balance <= 0) return detail(400, 'This enrollment is active and fully paid.');
        if (row.status === 'cancelled') return detail(400, 'This enrollment is cancelled.');
        const plan = row.payment_plan ? context.db.payments.plans.get(row.payment_plan) : undefined;
        if (plan?.plan_type === 'installments' && installmentsOf(context.db, row.id).length === 0)
          scheduleInstallments(context.db.payments, row, plan, new Date(), nowIso());
        for (const payment of context.db.payments.payments.filter(
          (candidate) =>
            candidate.enrollment === row.id && candidate.status === 'processing' && candidate.settle_at === undefined,
        ))
          failPayment(context.db, payment, 'cancelled', 'Payment setup restarted.');
        const current = context.db.payments.enrollments.get(row.id) ?? row;
        if (current.status === 'payment_processing' || current.status === 'pending')
          setEnrollmentStatus(
            context.db,
            current,
            'payment_pending',
            context.user.id,
            'Payment setup restarted.',
            'payment_setup_retried',
          );
        return json<EnrollmentActionResponse>(action(context.db, row, 'Payment setup restarted. Choose how to pay.'));
      }),
    ),
    route(
      'applyEnrollmentDiscount',
      actingOn(async (context, row) => {
        const input = await context.body<EnrollmentDiscountRequest>();
        if (input instanceof Response) return input;
        if (row.discount_code) return detail(400, 'A discount code has already been applied to this enrollment.');
        const figures = enrollmentMoney(context.db, row);
        if (figures.balance <= 0) return detail(400, 'This enrollment is fully paid.');
        const course = context.db.courses.courses.get(row.course);
        const plan = row.payment_plan ? context.db.payments.plans.get(row.payment_plan) : undefined;
        if (!course) return notFound();
        const outcome = evaluateDiscount(context.db, input.discount_code, course, plan, row.user);
        if (!outcome.valid || !outcome.row) return fieldErrors({ discount_code: outcome.message });
        const discount = Math.min(outcome.discount ?? 0, figures.balance);
        context.db.payments.discounts.update(outcome.row.id, { used_count: outcome.row.used_count + 1 });
        context.db.payments.enrollments.update(row.id, {
          total_amount: money(amount(row.total_amount) - discount),
          discount_amount: money(amount(row.discount_amount) + discount),
          discount_code: outcome.code,
          updated_at: nowIso(),
        });
        const updated = context.db.payments.enrollments.get(row.id) ?? row;
        reschedule(context.db, updated);
        recordAudit(
          context.db,
          row.id,
          'discount_applied',
          context.user.id,
          row.status,
          row.status,
          `${outcome.code}: ${kes(discount)} off.`,
        );
        return json<EnrollmentDiscountResult>({
          success: true,
          discount_amount: money(discount),
          final_amount: updated.total_amount,
          currency: updated.currency,
          enrollment: presentEnrollment(context.db, updated),
          message: `Code applied. You save ${kes(discount)}.`,
        });
      }),
    ),
    route(
      'extendEnrollmentTrial',
      settled<AuthedContext>(
        withRow(visibleEnrollment, async (context, row) => {
          const input = await context.body<EnrollmentTrialExtensionRequest>();
          if (input instanceof Response) return input;
          if (row.status !== 'trial') return detail(400, 'Only trial enrollments can be extended.');
          const days = input.days ?? 7;
          if (days < 1 || days > 90) return fieldErrors({ days: 'Ensure this value is between 1 and 90.' });
          const ends = isoDateTime(addDays(new Date(row.trial_ends_at ?? nowIso()), days));
          context.db.payments.enrollments.update(row.id, { trial_ends_at: ends, updated_at: nowIso() });
          recordAudit(
            context.db,
            row.id,
            'trial_extended',
            context.user.id,
            'trial',
            'trial',
            input.reason || `Trial extended by ${days} days.`,
          );
          return json<EnrollmentActionResponse>(
            action(context.db, row, `Trial extended by ${days} days, to ${ends.slice(0, 10)}.`),
          );
        }),
      ),
      { roles: FINANCE },
    ),
    route(
      'convertEnrollmentTrial',
      actingOn(async (context, row) => {
        const input = await context.body<EnrollmentTrialConversionRequest>();
        if (input instanceof Response) return input;
        if (row.status !== 'trial' && row.status !== 'expired') return detail(400, 'Only trial enrollments can be converted.');
        if (input.payment_plan_id !== undefined && input.payment_plan_id !== null) {
          const plan = context.db.payments.plans.get(input.payment_plan_id);
          const course = context.db.courses.courses.get(row.course);
          if (!plan || !plan.is_active || !course)
            return fieldErrors({ payment_plan_id: `Invalid pk "${input.payment_plan_id}" - object does not exist.` });
          const price = amount(course.price) * (1 - amount(plan.discount_percentage) / 100) - amount(row.discount_amount);
          context.db.payments.enrollments.update(row.id, { payment_plan: plan.id, total_amount: money(Math.max(0, price)) });
          reschedule(context.db, context.db.payments.enrollments.get(row.id) ?? row);
        }
        const current = context.db.payments.enrollments.get(row.id) ?? row;
        const owed = enrollmentMoney(context.db, current).balance > 0;
        const converted = setEnrollmentStatus(
          context.db,
          current,
          owed ? 'payment_pending' : 'active',
          context.user.id,
          'Trial converted to a paid enrollment.',
          'trial_converted',
        );
        context.db.payments.enrollments.update(converted.id, { trial_ends_at: null });
        if (input.payment_gateway && owed) {
          const latest = context.db.payments.enrollments.get(row.id) ?? converted;
          const checked = paymentProblem(context.db, latest, {
            payment_gateway: input.payment_gateway,
            phone_number: input.phone_number,
          });
          if (checked instanceof Response) return checked;
          const started = startPayment(context.db, {
            enrollment: latest,
            gateway: input.payment_gateway,
            amount: checked.value,
            installment: checked.installment,
            phone: input.phone_number,
            origin: originOf(context),
          });
          return json<EnrollmentActionResponse>(action(context.db, row, `Trial converted. ${started.message}`));
        }
        return json<EnrollmentActionResponse>(
          action(
            context.db,
            row,
            owed ? 'Trial converted. Complete payment to keep your access.' : 'Trial converted; your enrollment is active.',
          ),
        );
      }),
    ),
    route(
      'suspendEnrollment',
      settled<AuthedContext>(
        withRow(visibleEnrollment, async (context, row) => {
          const input = await context.body<EnrollmentReasonRequest>();
          if (input instanceof Response) return input;
          if (['suspended', 'cancelled', 'expired'].includes(row.status))
            return detail(400, `The enrollment is already ${row.status}.`);
          setEnrollmentStatus(context.db, row, 'suspended', context.user.id, input.reason || 'Suspended by staff.', 'suspended');
          return json<EnrollmentActionResponse>(action(context.db, row, 'Enrollment suspended; course access is closed.'));
        }),
      ),
      { roles: FINANCE },
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Lists, CRUD, dashboards and admin enrollments.

export function initiationAnswer(db: MockDatabase, started: ReturnType<typeof startPayment>): Response {
  const { payment } = started;
  return json(
    {
      success: true,
      payment: presentPayment(db, payment),
      status: payment.status,
      checkout_url: started.checkoutUrl,
      gateway_reference: payment.checkout_request_id ?? payment.gateway_transaction_id ?? payment.reference,
      merchant_request_id: payment.merchant_request_id ?? null,
      checkout_request_id: payment.checkout_request_id ?? null,
      message: started.message,
    },
    201,
  );
}
