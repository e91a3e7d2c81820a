/**
 * Enrollments of the payments group (service spec §4–§5): creation by course_slug or course_id,
 * the status check and validation that answer access_info and flow_info from the same rules, and
 * the enrollment actions (pay, discount, trial, suspend, reactivate, cancel, transfer, plan change,
 * notes, reminders, receipts, exports, statistics). Students act on their own enrollments; staff
 * (finance) on all; the admin/enrollments paths are for admins only.
 */
import type {
  AdminEnrollmentRequest,
  Course,
  Enrollment,
  EnrollmentActionResponse,
  EnrollmentAnalytics,
  EnrollmentAuditTrail,
  EnrollmentBulkCancelRequest,
  EnrollmentBulkEnrollRequest,
  EnrollmentBulkResult,
  EnrollmentCancellationRequest,
  EnrollmentCourseSummary,
  EnrollmentCreateResponse,
  EnrollmentDashboard,
  EnrollmentDiscountRequest,
  EnrollmentDiscountResult,
  EnrollmentFlowInfo,
  EnrollmentNote,
  EnrollmentNoteRequest,
  EnrollmentPaymentPlanChangeRequest,
  EnrollmentPaymentStatus,
  EnrollmentReasonRequest,
  EnrollmentRequest,
  EnrollmentStatistics,
  EnrollmentStatus,
  EnrollmentStatusCheck,
  EnrollmentTransferRequest,
  EnrollmentTrends,
  EnrollmentTrialConversionRequest,
  EnrollmentTrialExtensionRequest,
  EnrollmentValidationRequest,
  EnrollmentValidationResult,
  ActionAcknowledgement,
  PaymentInitiationRequest,
  PaymentReminderRequest,
} from '@ujuzi/api';
import { courseNotFoundMessage, ENROLLMENT_MESSAGES } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import { childrenOf, fullName, userSummaryById, type UserRecord } from '../db/accounts';
import { courseSummary, findCourseBySlug } from '../db/courses';
import type { MockDatabase } from '../db/database';
import {
  accessInfo,
  canSeeEnrollment,
  enrollmentFor,
  enrollmentMoney,
  enrollUser,
  evaluateDiscount,
  installmentsOf,
  isFinance,
  kes,
  planSummary,
  presentEnrollment,
  presentInstallment,
  presentPayment,
  recordAudit,
  setEnrollmentStatus,
} from '../db/enrollments';
import { failPayment, nextAmountDue, processingPayment, PAYMENT_PROCESSING_MESSAGE, startPayment } from '../db/payment-flow';
import { amount, money, reference, scheduleInstallments, type EnrollmentRow } from '../db/payments';
import { omit } from '../db/rows';
import { addDays, isoDate, isoDateTime, nowIso } from '../db/time';
import { FINANCE, MANAGEMENT } from '../kit/crud';
import { applyOrdering, listPage, type Filter } from '../kit/list';
import { detail, errorBody, fieldErrors, file, json, noContent, notFound } from '../kit/respond';
import { route, type AuthedContext, type PublicContext } from '../kit/route';
import { ALREADY_ENROLLED } from './courses-shared';
import { monthBuckets } from './courses-shared';
import { originOf, percent, round2, settled } from './courses-shared';
import { binary, simplePdf } from './files';
import { rowById, withRow } from '../kit/row-lookup';

const enrollmentById = rowById((db) => db.payments.enrollments);

// ---------------------------------------------------------------------------------------------
// Shared pieces.

export const ENROLLMENT_FILTERS: Record<string, Filter<Enrollment, PublicContext>> = {
  course_id: (row, value) => String(row.course.id) === value,
  user_id: (row, value) => String(row.user.id) === value,
  payment_plan: (row, value) => String(row.payment_plan?.id) === value,
  has_balance: (row, value) => amount(row.balance_due) > 0 === (value === 'true' || value === '1'),
  start_date: (row, value) => row.enrolled_at.slice(0, 10) >= value,
  end_date: (row, value) => row.enrolled_at.slice(0, 10) <= value,
};

const ENROLLMENT_SEARCH = ['reference', 'course.title', 'user.get_full_name', 'user.username', 'user.email'];

/** A course named by id or slug (either may be given; both must agree). */
export function courseByIdentifier(
  db: MockDatabase,
  id: number | string | null | undefined,
  slug: string | null | undefined,
): { course?: Course; identifier: string } {
  const identifier = slug ? String(slug) : String(id ?? '');
  if (id !== null && id !== undefined && id !== '') {
    const course = db.courses.courses.get(Number(id));
    if (course && slug && course.slug !== slug) return { identifier };
    return { course, identifier };
  }
  return { course: slug ? findCourseBySlug(db, slug) : undefined, identifier };
}

/** The enrollment of the path, when the caller may see it (its student, their parents, staff). */
export function visibleEnrollment(context: AuthedContext, name = 'id'): EnrollmentRow | undefined {
  const row = context.db.payments.enrollments.get(context.id(name));
  return row && canSeeEnrollment(context.db, context.user, row) ? row : undefined;
}

/** Owner or finance staff (parents may read and pay, not change an enrollment). */
const actsOn = (context: AuthedContext, row: EnrollmentRow): boolean => row.user === context.user.id || isFinance(context.user);

/** Who may pay for an enrollment: whoever acts on it, and a parent of its learner. */
export const paysFor = (context: AuthedContext, studentId: number): boolean =>
  studentId === context.user.id ||
  isFinance(context.user) ||
  (context.user.user_type === 'parent' && childrenOf(context.db, context.user.id).includes(studentId));

export const CHILD_REQUIRED = 'Choose which of your children this enrollment is for.';
export const OWN_CHILDREN_ONLY = 'You can enroll only your own children.';

/**
 * The learner an enrollment (or its validation) is for: the caller, or the one `user_id` names — any
 * user for finance staff, one of a parent's linked children for a parent; anyone else is a 403.
 */
function learnerNamed(context: AuthedContext, userId: number | null | undefined): UserRecord | Response {
  if (userId === undefined || userId === null || userId === context.user.id) return context.user;
  const parentOf = context.user.user_type === 'parent' && childrenOf(context.db, context.user.id).includes(userId);
  if (!isFinance(context.user) && !parentOf) return detail(403, OWN_CHILDREN_ONLY);
  return context.db.accounts.users.get(userId) ?? fieldErrors({ user_id: `Invalid pk "${userId}" - object does not exist.` });
}

const action = (db: MockDatabase, row: EnrollmentRow, message: string): EnrollmentActionResponse => ({
  success: true,
  message,
  enrollment: presentEnrollment(db, db.payments.enrollments.get(row.id) ?? row),
});

const NEW_FLOW = (course: Course): EnrollmentFlowInfo => ({
  flow_type: 'new',
  requires_payment_form: course.pricing_type !== 'free',
  can_access_course: false,
  requires_payment: course.pricing_type !== 'free',
});

/** The 400 of a validation problem, as clients read it (`error_type` validation_error is not retried). */
const validationError = (errors: Record<string, string>): Response => {
  const first = Object.values(errors)[0] ?? 'Invalid input.';
  return errorBody(400, {
    ...Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
    error: first,
    error_type: 'validation_error',
  });
};

function createdMessage(row: EnrollmentRow, course: Course): string {
  if (row.status === 'active') return `Enrollment successful. You can start ${course.title} now.`;
  if (row.status === 'trial')
    return `Your free trial of ${course.title} has started. It ends on ${(row.trial_ends_at ?? '').slice(0, 10)}.`;
  return 'Enrollment created. Complete payment to access the course.';
}

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

/** Reschedules the unpaid installments of an enrollment to its current total (after a discount or plan change). */
function reschedule(db: MockDatabase, row: EnrollmentRow): void {
  const plan = row.payment_plan ? db.payments.plans.get(row.payment_plan) : undefined;
  const existing = installmentsOf(db, row.id);
  const paidIds = new Set(
    existing
      .filter((installment) => amount(presentInstallment(db, installment).amount_paid) > 0)
      .map((installment) => installment.id),
  );
  db.payments.installments.removeWhere((installment) => installment.enrollment === row.id && !paidIds.has(installment.id));
  if (plan?.plan_type !== 'installments') return;
  const figures = enrollmentMoney(db, row);
  const remaining = Math.max(1, plan.number_of_installments - paidIds.size);
  if (figures.balance <= 0) return;
  const part = Math.floor((figures.balance / remaining) * 100) / 100;
  const stamp = nowIso();
  for (let index = 0; index < remaining; index++) {
    db.payments.installments.insert({
      enrollment: row.id,
      number: paidIds.size + index + 1,
      due_date: isoDate(addDays(new Date(), index * 30)),
      amount: money(index === remaining - 1 ? figures.balance - part * (remaining - 1) : part),
      late_fee: '0.00',
      currency: row.currency,
      created_at: stamp,
      updated_at: stamp,
    });
  }
}

function counts(rows: EnrollmentRow[]): { status: EnrollmentStatus; count: number }[] {
  const map = new Map<EnrollmentStatus, number>();
  for (const row of rows) map.set(row.status, (map.get(row.status) ?? 0) + 1);
  return [...map.entries()].map(([status, count]) => ({ status, count }));
}

function revenue(db: MockDatabase, rows: EnrollmentRow[]): number {
  const ids = new Set(rows.map((row) => row.id));
  return db.payments.payments
    .filter((payment) => ids.has(payment.enrollment) && payment.status === 'completed')
    .reduce((sum, payment) => sum + amount(payment.amount) - amount(payment.refunded_amount), 0);
}

// ---------------------------------------------------------------------------------------------
// Creation, status and validation.

/** Whether a JSON body names a course (checked before the schema, whose anyOf would answer a generic field error). */
async function namesCourse(request: Request): Promise<boolean> {
  try {
    const raw: unknown = JSON.parse((await request.clone().text()) || '{}');
    if (!raw || typeof raw !== 'object') return false;
    const { course_slug: slug, course_id: id } = raw as { course_slug?: unknown; course_id?: unknown };
    return (typeof slug === 'string' && slug.trim() !== '') || (id !== undefined && id !== null && id !== '');
  } catch {
    return true;
  }
}

async function createEnrollment(context: AuthedContext): Promise<Response> {
  if (!(await namesCourse(context.request)))
    return errorBody(400, {
      error: ENROLLMENT_MESSAGES.courseRequired,
      error_type: 'validation_error',
      non_field_errors: [ENROLLMENT_MESSAGES.courseRequired],
    });
  const input = await context.body<EnrollmentRequest>();
  if (input instanceof Response) return input;
  // A parent enrolls a child, never themselves.
  if (context.user.user_type === 'parent' && !input.user_id) return fieldErrors({ user_id: CHILD_REQUIRED });
  const learner = learnerNamed(context, input.user_id);
  if (learner instanceof Response) return learner;
  const { course, identifier } = courseByIdentifier(context.db, input.course_id, input.course_slug);
  if (!course || (course.status !== 'published' && !isFinance(context.user))) return notFound(courseNotFoundMessage(identifier));
  const staff = isFinance(context.user);
  const outcome = enrollUser(context.db, learner, course, {
    planId: input.payment_plan_id,
    discountCode: input.discount_code,
    status: staff ? input.status : undefined,
    trialEndsAt: staff ? input.trial_ends_at : undefined,
  });
  if (outcome.kind === 'already') return detail(400, ALREADY_ENROLLED);
  if (outcome.kind === 'processing') return detail(400, PAYMENT_PROCESSING_MESSAGE);
  if (outcome.kind === 'invalid') return validationError(outcome.errors);
  const enrollment = presentEnrollment(context.db, outcome.row);
  return json<EnrollmentCreateResponse>(
    {
      success: true,
      error: null,
      error_type: null,
      enrollment,
      flow_info: enrollment.flow_info,
      message: createdMessage(outcome.row, course),
    },
    201,
  );
}

function statusCheck(context: AuthedContext): Response {
  const id = context.query.get('course_id');
  const slug = context.query.get('course_slug');
  if (!id && !slug) return fieldErrors({ course_id: 'Either course_id or course_slug is required.' });
  if (id && !/^\d+$/.test(id)) return fieldErrors({ course_id: 'A valid integer is required.' });
  const { course } = courseByIdentifier(context.db, id, slug);
  const row = course ? enrollmentFor(context.db, context.user.id, course.id) : undefined;
  if (!course || !row) return notFound('You are not enrolled in this course.');
  const enrollment = presentEnrollment(context.db, row);
  const messages: Partial<Record<EnrollmentStatus, string>> = {
    active: 'You are enrolled in this course.',
    completed: 'You have completed this course.',
    trial: `Your trial ends on ${(row.trial_ends_at ?? '').slice(0, 10)}.`,
    payment_pending: 'Complete your payment to access the course.',
    payment_processing: 'Your payment is being processed.',
    expired: 'Your trial has ended. Upgrade to continue.',
    suspended: 'Your enrollment is suspended. Contact the accounts office.',
    pending: 'Your enrollment is awaiting approval.',
  };
  return json<EnrollmentStatusCheck>({
    is_enrolled: true,
    enrollment,
    access_info: enrollment.access_info,
    flow_info: enrollment.flow_info,
    message: messages[row.status] ?? 'Enrollment found.',
  });
}

function validation(context: AuthedContext, input: EnrollmentValidationRequest): Response {
  const user = learnerNamed(context, input.user_id);
  if (user instanceof Response) return user;
  const course = context.db.courses.courses.get(input.course_id);
  if (!course) return notFound(courseNotFoundMessage(String(input.course_id)));
  const existing = enrollmentFor(context.db, user.id, course.id);
  const reasons: string[] = [];
  if (existing) reasons.push(ALREADY_ENROLLED);
  if (course.status !== 'published') reasons.push('This course is not open for enrollment.');
  if (user.user_type !== 'student') reasons.push('Only students can enroll in courses.');
  if (!user.is_active) reasons.push('This account is inactive.');
  const flow = existing ? presentEnrollment(context.db, existing).flow_info : NEW_FLOW(course);
  return json<EnrollmentValidationResult>({
    can_enroll: reasons.length === 0,
    course_id: course.id,
    user_id: user.id,
    is_already_enrolled: !!existing,
    existing_enrollment_id: existing?.id ?? null,
    existing_enrollment_status: existing?.status ?? null,
    is_free: course.pricing_type === 'free',
    price: course.price,
    currency: course.currency,
    flow_info: flow,
    reasons,
    message:
      reasons.length === 0
        ? course.pricing_type === 'free'
          ? 'You can enroll for free.'
          : 'You can enroll; payment is required.'
        : (reasons[0] ?? ''),
  });
}

function courseSummaryAnswer(context: AuthedContext): Response {
  const id = context.query.get('course_id');
  const slug = context.query.get('course_slug');
  if (!id && !slug) return fieldErrors({ course_id: 'Either course_id or course_slug is required.' });
  const { course, identifier } = courseByIdentifier(context.db, id, slug);
  if (!course || (course.status !== 'published' && !isFinance(context.user))) return notFound(courseNotFoundMessage(identifier));
  const plans = context.db.payments.plans.filter(
    (plan) =>
      plan.is_active &&
      course.pricing_type !== 'free' &&
      (course.pricing_type === 'subscription') === (plan.plan_type === 'subscription'),
  );
  const trial = plans.find((plan) => (plan.trial_days ?? 0) > 0);
  const existing = enrollmentFor(context.db, context.user.id, course.id);
  return json<EnrollmentCourseSummary>({
    course: courseSummary(course),
    is_free: course.pricing_type === 'free',
    price: course.pricing_type === 'free' ? '0.00' : course.price,
    currency: course.currency,
    has_trial: !!trial,
    trial_days: trial?.trial_days ?? 0,
    payment_plans: plans.map(planSummary),
    enrolled_count: context.db.payments.enrollments.count((row) => row.course === course.id && row.status !== 'cancelled'),
    user_enrollment_id: existing?.id ?? null,
    user_enrollment_status: existing?.status ?? null,
    flow_info: existing ? presentEnrollment(context.db, existing).flow_info : NEW_FLOW(course),
  });
}

// ---------------------------------------------------------------------------------------------
// Actions on one enrollment.

function actionHandlers(): HttpHandler[] {
  /** Runs an action on a visible enrollment the caller may act on (owner or finance staff). */
  const on = (handler: (context: AuthedContext, row: EnrollmentRow) => Response | Promise<Response>) =>
    settled<AuthedContext>(
      withRow(visibleEnrollment, (context, row) => {
        return actsOn(context, row) ? handler(context, row) : context.deny();
      }),
    );
  /** Runs a payment on a visible enrollment the caller may pay for (owner, their parent, finance staff). */
  const paying = (handler: (context: AuthedContext, row: EnrollmentRow) => Response | Promise<Response>) =>
    settled<AuthedContext>(
      withRow(visibleEnrollment, (context, row) => (paysFor(context, row.user) ? handler(context, row) : context.deny())),
    );
  return [
    route(
      'initiateEnrollmentPayment',
      paying(async (context, row) => {
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
      on((context, row) => {
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
      on(async (context, row) => {
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
      on(async (context, row) => {
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
    route(
      'reactivateEnrollment',
      settled<AuthedContext>(
        withRow(visibleEnrollment, async (context, row) => {
          const input = await context.body<EnrollmentReasonRequest>();
          if (input instanceof Response) return input;
          if (row.status !== 'suspended') return detail(400, 'Only suspended enrollments can be reactivated.');
          const figures = enrollmentMoney(context.db, row);
          const status = !row.is_free && figures.paid <= 0 && figures.balance > 0 ? 'payment_pending' : 'active';
          setEnrollmentStatus(context.db, row, status, context.user.id, input.reason || 'Reactivated by staff.', 'reactivated');
          return json<EnrollmentActionResponse>(
            action(
              context.db,
              row,
              status === 'active' ? 'Enrollment reactivated.' : 'Enrollment reactivated; payment is required before access.',
            ),
          );
        }),
      ),
      { roles: FINANCE },
    ),
    route(
      'cancelEnrollment',
      on(async (context, row) => {
        const input = await context.body<EnrollmentCancellationRequest>();
        if (input instanceof Response) return input;
        if (row.status === 'cancelled' || row.status === 'completed')
          return detail(400, `A ${row.status} enrollment cannot be cancelled.`);
        for (const payment of context.db.payments.payments.filter(
          (candidate) => candidate.enrollment === row.id && (candidate.status === 'pending' || candidate.status === 'processing'),
        )) {
          failPayment(context.db, payment, 'cancelled', 'Enrollment cancelled.');
        }
        const current = context.db.payments.enrollments.get(row.id) ?? row;
        setEnrollmentStatus(context.db, current, 'cancelled', context.user.id, input.reason || 'Cancelled.', 'cancelled');
        let message = 'Enrollment cancelled.';
        const paid = enrollmentMoney(context.db, current).paid;
        if (input.request_refund && paid > 0) {
          const payment = applyOrdering(
            context.db.payments.payments.filter(
              (candidate) => candidate.enrollment === row.id && candidate.status === 'completed',
            ),
            '-completed_at',
          )[0];
          if (payment) {
            const stamp = nowIso();
            context.db.payments.refunds.insert({
              reference: reference('RFD', context.db.payments.refunds.nextId()),
              payment: payment.id,
              payment_reference: payment.reference,
              enrollment: row.id,
              user: row.user,
              amount: money(Math.min(paid, amount(payment.amount))),
              currency: payment.currency,
              gateway: payment.gateway,
              reason: input.reason || 'Enrollment cancelled.',
              status: 'pending',
              gateway_refund_id: null,
              requested_by: context.user.id,
              reviewed_by: null,
              reviewed_at: null,
              rejection_reason: null,
              admin_notes: null,
              processed_at: null,
              created_at: stamp,
              updated_at: stamp,
            });
            message = 'Enrollment cancelled. Your refund request was sent to the accounts office.';
          }
        }
        return json<EnrollmentActionResponse>(action(context.db, row, message));
      }),
    ),
    route(
      'transferEnrollment',
      settled<AuthedContext>(
        withRow(visibleEnrollment, async (context, row) => {
          const input = await context.body<EnrollmentTransferRequest>();
          if (input instanceof Response) return input;
          if (!input.target_course_id && !input.target_user_id)
            return fieldErrors({ non_field_errors: 'Give target_course_id or target_user_id.' });
          if (row.status === 'cancelled') return detail(400, 'A cancelled enrollment cannot be transferred.');
          const course = context.db.courses.courses.get(input.target_course_id ?? row.course);
          const user = context.db.accounts.users.get(input.target_user_id ?? row.user);
          if (!course)
            return fieldErrors({ target_course_id: `Invalid pk "${input.target_course_id}" - object does not exist.` });
          if (!user || user.user_type !== 'student') return fieldErrors({ target_user_id: 'The target user must be a student.' });
          if (course.id === row.course && user.id === row.user)
            return fieldErrors({ non_field_errors: 'The target is the same as the enrollment.' });
          if (enrollmentFor(context.db, user.id, course.id))
            return detail(400, 'The target student is already enrolled in that course.');
          const outcome = enrollUser(context.db, user, course, {
            planId: row.payment_plan,
            actor: context.user.id,
            status: course.pricing_type === 'free' ? 'active' : 'payment_pending',
          });
          if (outcome.kind !== 'created') return detail(400, 'The enrollment could not be transferred.');
          if (input.carry_over_payments !== false) {
            for (const payment of context.db.payments.payments.filter(
              (candidate) => candidate.enrollment === row.id && candidate.status === 'completed',
            )) {
              context.db.payments.payments.update(payment.id, {
                enrollment: outcome.row.id,
                user: user.id,
                course: course.id,
                installment: null,
              });
            }
            const target = context.db.payments.enrollments.get(outcome.row.id) ?? outcome.row;
            if (enrollmentMoney(context.db, target).paid > 0 && target.status === 'payment_pending')
              setEnrollmentStatus(
                context.db,
                target,
                'active',
                context.user.id,
                'Payments carried over from a transfer.',
                'payment_received',
              );
            reschedule(context.db, context.db.payments.enrollments.get(outcome.row.id) ?? target);
          }
          setEnrollmentStatus(
            context.db,
            context.db.payments.enrollments.get(row.id) ?? row,
            'cancelled',
            context.user.id,
            input.reason || `Transferred to ${reference('ENR', outcome.row.id)}.`,
            'transferred',
          );
          recordAudit(
            context.db,
            outcome.row.id,
            'transferred_in',
            context.user.id,
            null,
            context.db.payments.enrollments.get(outcome.row.id)?.status ?? null,
            `Transferred from ${row.reference}.`,
          );
          return json<EnrollmentActionResponse>(
            action(context.db, outcome.row, `Enrollment transferred to ${fullName(user)} in ${course.title}.`),
          );
        }),
      ),
      { roles: FINANCE },
    ),
    route(
      'updateEnrollmentPaymentPlan',
      on(async (context, row) => {
        const input = await context.body<EnrollmentPaymentPlanChangeRequest>();
        if (input instanceof Response) return input;
        const plan = context.db.payments.plans.get(input.payment_plan_id);
        const course = context.db.courses.courses.get(row.course);
        if (!plan || !plan.is_active || !course)
          return fieldErrors({ payment_plan_id: `Invalid pk "${input.payment_plan_id}" - object does not exist.` });
        if (course.pricing_type === 'free' || (course.pricing_type === 'subscription') !== (plan.plan_type === 'subscription'))
          return detail(400, 'This plan does not apply to the course.');
        const figures = enrollmentMoney(context.db, row);
        if (figures.balance <= 0) return detail(400, 'This enrollment is fully paid.');
        const total = Math.max(
          figures.paid,
          amount(course.price) * (1 - amount(plan.discount_percentage) / 100) - amount(row.discount_amount),
        );
        context.db.payments.enrollments.update(row.id, {
          payment_plan: plan.id,
          total_amount: money(total),
          updated_at: nowIso(),
        });
        reschedule(context.db, context.db.payments.enrollments.get(row.id) ?? row);
        recordAudit(
          context.db,
          row.id,
          'plan_changed',
          context.user.id,
          row.status,
          row.status,
          input.reason || `Plan changed to ${plan.name}.`,
        );
        return json<EnrollmentActionResponse>(action(context.db, row, `Payment plan changed to ${plan.name}.`));
      }),
    ),
    route(
      'addEnrollmentNote',
      withRow(visibleEnrollment, async (context, row) => {
        const input = await context.body<EnrollmentNoteRequest>();
        if (input instanceof Response) return input;
        if (!input.note.trim()) return fieldErrors({ note: 'This field may not be blank.' });
        const stored = context.db.payments.notes.insert({
          enrollment: row.id,
          author: context.user.id,
          note: input.note.trim(),
          is_internal: input.is_internal ?? true,
          created_at: nowIso(),
        });
        recordAudit(context.db, row.id, 'note_added', context.user.id, row.status, row.status, input.note.trim());
        return json<EnrollmentNote>({ ...stored, author: userSummaryById(context.db, stored.author) }, 201);
      }),
      { roles: FINANCE },
    ),
    route(
      'getEnrollmentAuditTrail',
      withRow(visibleEnrollment, (context, row) => {
        const stored = context.db.payments.audit.filter((entry) => entry.enrollment === row.id);
        const entries = stored.map((entry) => ({
          ...omit(entry, 'enrollment'),
          actor: entry.actor === null ? null : userSummaryById(context.db, entry.actor),
        }));
        if (!stored.some((entry) => entry.action === 'enrolled')) {
          entries.push({
            id: 0,
            action: 'enrolled',
            actor: userSummaryById(context.db, row.user),
            from_status: null,
            to_status: row.is_free ? 'active' : row.trial_ends_at ? 'trial' : 'payment_pending',
            changes: [],
            note: 'Enrollment created.',
            ip_address: '41.90.64.12',
            created_at: row.enrolled_at,
          });
        }
        return json<EnrollmentAuditTrail>({ enrollment_id: row.id, entries: applyOrdering(entries, '-created_at,-id') });
      }),
      { roles: FINANCE },
    ),
    route(
      'sendEnrollmentPaymentReminder',
      withRow(visibleEnrollment, async (context, row) => {
        const input = await context.body<PaymentReminderRequest>();
        if (input instanceof Response) return input;
        const figures = enrollmentMoney(context.db, row);
        if (figures.balance <= 0) return detail(400, 'Nothing is owed on this enrollment.');
        const course = context.db.courses.courses.get(row.course);
        const channels = input.channels?.length ? input.channels : ['email' as const, 'sms' as const];
        const stamp = nowIso();
        for (const channel of channels) {
          context.db.payments.notifications.insert({
            user: row.user,
            enrollment: row.id,
            payment: null,
            installment: null,
            notification_type: 'payment_reminder',
            channel,
            title: 'Payment reminder',
            message:
              input.message ||
              `You owe ${kes(figures.balance)} for ${course?.title ?? 'your course'}. Pay by M-Pesa (Paybill 522533, account ${row.reference}).`,
            action_url: `/dashboard/payments/enroll/${row.course}`,
            is_opened: false,
            opened_at: null,
            is_clicked: false,
            clicked_at: null,
            sent_at: stamp,
            created_at: stamp,
          });
        }
        recordAudit(
          context.db,
          row.id,
          'reminder_sent',
          context.user.id,
          row.status,
          row.status,
          `Reminder sent by ${channels.join(' and ')}.`,
        );
        return json<ActionAcknowledgement>({ success: true, message: `Reminder sent by ${channels.join(' and ')}.` });
      }),
      { roles: FINANCE },
    ),
    route(
      'sendEnrollmentConfirmation',
      withRow(visibleEnrollment, (context, row) => {
        if (row.status !== 'active' && row.status !== 'trial')
          return detail(400, 'Only active or trial enrollments have a confirmation to send.');
        const user = context.db.accounts.users.get(row.user);
        return json<ActionAcknowledgement>({ success: true, message: `Confirmation sent to ${user?.email ?? 'the student'}.` });
      }),
      { roles: FINANCE },
    ),
    route(
      'getEnrollmentPaymentStatus',
      settled<AuthedContext>(
        withRow(visibleEnrollment, (context, row) => {
          const figures = enrollmentMoney(context.db, row);
          const payments = applyOrdering(
            context.db.payments.payments.filter((payment) => payment.enrollment === row.id),
            '-created_at',
          );
          const next = installmentsOf(context.db, row.id)
            .map((installment) => presentInstallment(context.db, installment))
            .find((installment) => installment.status !== 'paid');
          const last = payments[0];
          return json<EnrollmentPaymentStatus>({
            enrollment_id: row.id,
            status: (context.db.payments.enrollments.get(row.id) ?? row).status,
            latest_payment_status: last?.status ?? null,
            total_amount: row.total_amount,
            total_amount_paid: money(figures.paid),
            balance_due: money(figures.balance),
            currency: row.currency,
            is_fully_paid: figures.balance <= 0,
            next_installment: next ?? null,
            last_payment: last ? presentPayment(context.db, last) : null,
            access_info: accessInfo(context.db, context.db.payments.enrollments.get(row.id) ?? row),
          });
        }),
      ),
    ),
    route(
      'listEnrollmentPaymentHistory',
      settled<AuthedContext>(
        withRow(visibleEnrollment, (context, row) => {
          const payments = context.db.payments.payments
            .filter((payment) => payment.enrollment === row.id)
            .map((payment) => presentPayment(context.db, payment));
          return json(listPage(context, payments, { ordering: '-created_at' }));
        }),
      ),
    ),
    route(
      'downloadEnrollmentReceipt',
      settled<AuthedContext>(
        withRow(visibleEnrollment, (context, row) => {
          const wanted = context.query.get('payment_id');
          const payments = applyOrdering(
            context.db.payments.payments.filter(
              (payment) =>
                payment.enrollment === row.id && payment.status === 'completed' && (!wanted || String(payment.id) === wanted),
            ),
            '-completed_at',
          );
          const payment = payments[0];
          if (!payment) return notFound('No payment has been made on this enrollment.');
          return binary(receiptPdf(context.db, payment.id), 'application/pdf', `receipt-${payment.reference}.pdf`);
        }),
      ),
    ),
  ];
}

/** The receipt of a completed payment as a PDF. */
export function receiptPdf(db: MockDatabase, paymentId: number): Uint8Array<ArrayBuffer> {
  const payment = db.payments.payments.get(paymentId);
  const enrollment = payment ? db.payments.enrollments.get(payment.enrollment) : undefined;
  const user = payment ? db.accounts.users.get(payment.user) : undefined;
  const course = enrollment ? db.courses.courses.get(enrollment.course) : undefined;
  const balance = enrollment ? enrollmentMoney(db, enrollment).balance : 0;
  return simplePdf('Payment Receipt', [
    `Receipt number: RCP-${payment?.reference.slice(4) ?? ''}`,
    `Received from: ${user ? fullName(user) : ''} (${user?.email ?? ''})`,
    `For: ${course?.title ?? 'Course fee'} - ${payment?.description ?? ''}`,
    `Amount: ${payment?.currency ?? 'KES'} ${payment?.amount ?? '0.00'}`,
    `Paid by: ${payment?.gateway ?? ''}${payment?.mpesa_receipt_number ? ` (M-Pesa ${payment.mpesa_receipt_number})` : ''}`,
    `Date: ${(payment?.completed_at ?? payment?.created_at ?? '').slice(0, 10)}`,
    `Balance after this payment: KES ${money(balance)}`,
    'Ujuzi School of Technology - Bishop Magua Centre, Ngong Road, Nairobi',
  ]);
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

async function adminWrite(context: AuthedContext, existing?: EnrollmentRow): Promise<Response> {
  const input = await context.body<Partial<AdminEnrollmentRequest>>();
  if (input instanceof Response) return input;
  const user = context.db.accounts.users.get(input.user_id ?? existing?.user ?? 0);
  const course = context.db.courses.courses.get(input.course_id ?? existing?.course ?? 0);
  const errors: Record<string, string> = {};
  if (!user) errors.user_id = `Invalid pk "${input.user_id}" - object does not exist.`;
  if (!course) errors.course_id = `Invalid pk "${input.course_id}" - object does not exist.`;
  const plan = input.payment_plan_id ? context.db.payments.plans.get(input.payment_plan_id) : undefined;
  if (input.payment_plan_id && !plan) errors.payment_plan_id = `Invalid pk "${input.payment_plan_id}" - object does not exist.`;
  if (input.course_offering_id && context.db.courses.offerings.get(input.course_offering_id)?.course.id !== course?.id)
    errors.course_offering_id = 'This offering does not belong to the course.';
  if (Object.keys(errors).length > 0 || !user || !course) return fieldErrors(errors);
  if (!existing) {
    if (enrollmentFor(context.db, user.id, course.id)) return detail(400, 'This user is already enrolled in this course.');
    const outcome = enrollUser(context.db, user, course, {
      planId: plan?.id,
      offeringId: input.course_offering_id,
      discountCode: input.discount_code,
      status: input.status,
      trialEndsAt: input.trial_ends_at,
      actor: context.user.id,
    });
    if (outcome.kind === 'invalid') return fieldErrors(outcome.errors);
    if (outcome.kind !== 'created') return detail(400, 'This user is already enrolled in this course.');
    const patch: Partial<EnrollmentRow> = { notes: input.notes ?? '' };
    if (input.total_amount !== undefined) patch.total_amount = input.total_amount;
    if (input.currency) patch.currency = input.currency;
    context.db.payments.enrollments.update(outcome.row.id, patch);
    if (input.total_amount !== undefined)
      reschedule(context.db, context.db.payments.enrollments.get(outcome.row.id) ?? outcome.row);
    return json<Enrollment>(
      presentEnrollment(context.db, context.db.payments.enrollments.get(outcome.row.id) ?? outcome.row),
      201,
    );
  }
  const patch: Partial<EnrollmentRow> = { updated_at: nowIso() };
  if (input.user_id !== undefined) patch.user = user.id;
  if (input.course_id !== undefined) patch.course = course.id;
  if (input.payment_plan_id !== undefined) patch.payment_plan = input.payment_plan_id;
  if (input.course_offering_id !== undefined) patch.course_offering = input.course_offering_id;
  if (input.total_amount !== undefined) patch.total_amount = input.total_amount;
  if (input.currency !== undefined) patch.currency = input.currency;
  if (input.discount_code !== undefined) patch.discount_code = input.discount_code;
  if (input.trial_ends_at !== undefined) patch.trial_ends_at = input.trial_ends_at;
  if (input.notes !== undefined) patch.notes = input.notes ?? '';
  const updated = context.db.payments.enrollments.update(existing.id, patch) ?? existing;
  if (input.total_amount !== undefined || input.payment_plan_id !== undefined) reschedule(context.db, updated);
  if (input.status && input.status !== existing.status)
    setEnrollmentStatus(context.db, updated, input.status, context.user.id, 'Status changed by an admin.');
  return json<Enrollment>(presentEnrollment(context.db, context.db.payments.enrollments.get(existing.id) ?? updated));
}

function deleteRefusal(db: MockDatabase, row: EnrollmentRow): string | undefined {
  return db.payments.payments.some((payment) => payment.enrollment === row.id && payment.status === 'completed')
    ? 'Enrollments with completed payments cannot be deleted; cancel them instead.'
    : undefined;
}

function removeEnrollment(db: MockDatabase, row: EnrollmentRow): void {
  db.payments.installments.removeWhere((installment) => installment.enrollment === row.id);
  db.payments.payments.removeWhere((payment) => payment.enrollment === row.id);
  db.payments.notes.removeWhere((note) => note.enrollment === row.id);
  db.payments.enrollments.remove(row.id);
}

async function bulkEnroll(context: AuthedContext): Promise<Response> {
  const input = await context.body<EnrollmentBulkEnrollRequest>();
  if (input instanceof Response) return input;
  const { course, identifier } = courseByIdentifier(context.db, input.course_id, input.course_slug);
  if (!input.course_id && !input.course_slug)
    return errorBody(400, {
      error: ENROLLMENT_MESSAGES.courseRequired,
      error_type: 'validation_error',
      non_field_errors: [ENROLLMENT_MESSAGES.courseRequired],
    });
  if (!course) return fieldErrors({ course_id: courseNotFoundMessage(identifier) });
  const result: EnrollmentBulkResult = {
    success: true,
    processed_count: 0,
    skipped_count: 0,
    failed_count: 0,
    enrollment_ids: [],
    errors: [],
    message: '',
  };
  for (const userId of input.user_ids) {
    const user = context.db.accounts.users.get(userId);
    if (!user || user.user_type !== 'student') {
      result.failed_count++;
      result.errors?.push({ id: userId, error: user ? 'The user is not a student.' : 'Not found.' });
      continue;
    }
    const outcome = enrollUser(context.db, user, course, {
      planId: input.payment_plan_id,
      status: input.status ?? (course.pricing_type === 'free' ? 'active' : 'payment_pending'),
      actor: context.user.id,
    });
    if (outcome.kind === 'created') {
      result.processed_count++;
      result.enrollment_ids?.push(outcome.row.id);
    } else if (outcome.kind === 'invalid') {
      result.failed_count++;
      result.errors?.push({ id: userId, error: Object.values(outcome.errors).join(' ') });
    } else result.skipped_count = (result.skipped_count ?? 0) + 1;
  }
  result.success = result.failed_count === 0;
  result.message = `${result.processed_count} enrolled, ${result.skipped_count ?? 0} already enrolled, ${result.failed_count} failed.`;
  return json<EnrollmentBulkResult>(result);
}

function trends(db: MockDatabase, rows: EnrollmentRow[], months: number): EnrollmentTrends['series'] {
  return monthBuckets(months).map(([start]) => {
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const within = (stamp: string | null | undefined) => !!stamp && stamp >= isoDateTime(start) && stamp < isoDateTime(end);
    return {
      period_start: isoDate(start),
      enrollments: rows.filter((row) => within(row.enrolled_at)).length,
      activations: rows.filter((row) => within(row.activated_at)).length,
      trials_started: rows.filter((row) => row.trial_ends_at && within(row.enrolled_at)).length,
      cancellations: rows.filter((row) => within(row.cancelled_at)).length,
      revenue: money(
        db.payments.payments
          .filter(
            (payment) =>
              payment.status === 'completed' && within(payment.completed_at) && rows.some((row) => row.id === payment.enrollment),
          )
          .reduce((sum, payment) => sum + amount(payment.amount), 0),
      ),
    };
  });
}

function statistics(db: MockDatabase, rows: EnrollmentRow[]): EnrollmentStatistics {
  const monthStart = isoDateTime(new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1)));
  const trials = rows.filter(
    (row) =>
      row.trial_ends_at !== null ||
      db.payments.audit.some((entry) => entry.enrollment === row.id && entry.action === 'trial_converted'),
  );
  const converted = trials.filter((row) => row.status === 'active' || row.status === 'completed');
  const live = rows.filter((row) => row.status !== 'cancelled');
  return {
    total_enrollments: rows.length,
    by_status: counts(rows),
    new_this_month: rows.filter((row) => row.enrolled_at >= monthStart).length,
    trial_conversion_rate: percent(converted.length, trials.length),
    completion_rate: percent(rows.filter((row) => row.status === 'completed').length, live.length),
    total_revenue: money(revenue(db, rows)),
    outstanding_balance: money(live.reduce((sum, row) => sum + enrollmentMoney(db, row).balance, 0)),
    currency: 'KES',
  };
}

function listHandlers(): HttpHandler[] {
  const mine = (context: AuthedContext): EnrollmentRow[] =>
    context.db.payments.enrollments.filter((row) =>
      isFinance(context.user) ? true : canSeeEnrollment(context.db, context.user, row),
    );
  return [
    route(
      'listEnrollments',
      settled<AuthedContext>((context) => {
        const rows = mine(context).map((row) => presentEnrollment(context.db, row));
        return json(
          listPage(context, rows, { search: ENROLLMENT_SEARCH, ordering: '-enrolled_at', filters: ENROLLMENT_FILTERS }),
        );
      }),
    ),
    route('createEnrollment', settled<AuthedContext>(createEnrollment)),
    route(
      'getEnrollment',
      settled<AuthedContext>(withRow(visibleEnrollment, (context, row) => json<Enrollment>(presentEnrollment(context.db, row)))),
    ),
    ...(['updateEnrollment', 'partialUpdateEnrollment'] as const).map((operationId) =>
      route(
        operationId,
        settled<AuthedContext>(
          withRow(visibleEnrollment, async (context, row) => {
            const staff = isFinance(context.user);
            if (!actsOn(context, row) || (operationId === 'updateEnrollment' && !staff)) return context.deny();
            const input = await context.body<Partial<EnrollmentRequest>>();
            if (input instanceof Response) return input;
            if (!staff && (input.status !== undefined || input.trial_ends_at !== undefined)) return context.deny();
            if (input.payment_plan_id !== undefined && input.payment_plan_id !== row.payment_plan) {
              const plan = input.payment_plan_id === null ? undefined : context.db.payments.plans.get(input.payment_plan_id);
              if (input.payment_plan_id !== null && !plan)
                return fieldErrors({ payment_plan_id: `Invalid pk "${input.payment_plan_id}" - object does not exist.` });
              context.db.payments.enrollments.update(row.id, { payment_plan: plan?.id ?? null });
              reschedule(context.db, context.db.payments.enrollments.get(row.id) ?? row);
            }
            if (input.discount_code && input.discount_code !== row.discount_code) {
              const course = context.db.courses.courses.get(row.course);
              const outcome = course
                ? evaluateDiscount(
                    context.db,
                    input.discount_code,
                    course,
                    row.payment_plan ? context.db.payments.plans.get(row.payment_plan) : undefined,
                    row.user,
                  )
                : undefined;
              if (!outcome?.valid || !outcome.row)
                return fieldErrors({ discount_code: outcome?.message ?? 'Invalid discount code.' });
              const discount = Math.min(outcome.discount ?? 0, enrollmentMoney(context.db, row).balance);
              context.db.payments.enrollments.update(row.id, {
                discount_code: outcome.code,
                discount_amount: money(amount(row.discount_amount) + discount),
                total_amount: money(amount(row.total_amount) - discount),
              });
              reschedule(context.db, context.db.payments.enrollments.get(row.id) ?? row);
            }
            if (input.trial_ends_at !== undefined)
              context.db.payments.enrollments.update(row.id, { trial_ends_at: input.trial_ends_at });
            const current = context.db.payments.enrollments.get(row.id) ?? row;
            if (input.status && input.status !== current.status)
              setEnrollmentStatus(context.db, current, input.status, context.user.id, 'Status changed by staff.');
            context.db.payments.enrollments.update(row.id, { updated_at: nowIso() });
            return json<Enrollment>(presentEnrollment(context.db, context.db.payments.enrollments.get(row.id) ?? current));
          }),
        ),
      ),
    ),
    route(
      'deleteEnrollment',
      withRow(visibleEnrollment, (context, row) => {
        const refusal = deleteRefusal(context.db, row);
        if (refusal) return detail(400, refusal);
        removeEnrollment(context.db, row);
        return noContent();
      }),
      { roles: FINANCE },
    ),
    route(
      'getEnrollmentDashboard',
      settled<AuthedContext>((context) => {
        const rows = context.db.payments.enrollments.filter((row) => row.user === context.user.id);
        const figures = rows.map((row) => enrollmentMoney(context.db, row));
        const installments = rows.flatMap((row) =>
          installmentsOf(context.db, row.id).map((installment) => presentInstallment(context.db, installment)),
        );
        const unpaid = applyOrdering(
          installments.filter((installment) => installment.status !== 'paid'),
          'due_date',
        );
        return json<EnrollmentDashboard>({
          total_enrollments: rows.length,
          active_enrollments: rows.filter((row) => row.status === 'active').length,
          trial_enrollments: rows.filter((row) => row.status === 'trial').length,
          pending_payment_enrollments: rows.filter(
            (row) => row.status === 'payment_pending' || row.status === 'payment_processing',
          ).length,
          completed_enrollments: rows.filter((row) => row.status === 'completed').length,
          total_paid: money(figures.reduce((sum, figure) => sum + figure.paid, 0)),
          total_balance_due: money(
            rows.reduce((sum, row, index) => sum + (row.status === 'cancelled' ? 0 : (figures[index]?.balance ?? 0)), 0),
          ),
          currency: 'KES',
          overdue_installments_count: installments.filter((installment) => installment.status === 'overdue').length,
          recent_enrollments: applyOrdering(rows, '-enrolled_at')
            .slice(0, 5)
            .map((row) => presentEnrollment(context.db, row)),
          next_installment: unpaid[0] ?? null,
        });
      }),
    ),
    route(
      'getEnrollmentByCourse',
      settled<AuthedContext>((context) => {
        const course = findCourseBySlug(context.db, context.params.slug ?? '');
        const row = course ? enrollmentFor(context.db, context.user.id, course.id) : undefined;
        return row
          ? json<Enrollment>(presentEnrollment(context.db, row))
          : notFound(course ? 'You are not enrolled in this course.' : courseNotFoundMessage(context.params.slug ?? ''));
      }),
    ),
    route('checkEnrollmentStatus', settled<AuthedContext>(statusCheck)),
    route(
      'validateEnrollment',
      settled<AuthedContext>(async (context) => {
        const input = await context.body<EnrollmentValidationRequest>();
        return input instanceof Response ? input : validation(context, input);
      }),
    ),
    route('getEnrollmentCourseSummary', settled<AuthedContext>(courseSummaryAnswer)),
    route(
      'listMyEnrollmentCourses',
      settled<AuthedContext>((context) => {
        const inactive = context.query.get('include_inactive') === 'true';
        const rows = context.db.payments.enrollments
          .filter((row) => row.user === context.user.id)
          .map((row) => presentEnrollment(context.db, row))
          .filter((row) => inactive || (row.status !== 'cancelled' && row.status !== 'expired'));
        return json(
          listPage(context, rows, { search: ENROLLMENT_SEARCH, ordering: '-enrolled_at', ignore: ['include_inactive'] }),
        );
      }),
    ),
    route(
      'getEnrollmentStatistics',
      settled<AuthedContext>((context) => {
        const courseId = context.query.get('course_id');
        const from = context.query.get('start_date');
        const to = context.query.get('end_date');
        const rows = mine(context).filter(
          (row) =>
            (!courseId || String(row.course) === courseId) &&
            (!from || row.enrolled_at.slice(0, 10) >= from) &&
            (!to || row.enrolled_at.slice(0, 10) <= to),
        );
        return json<EnrollmentStatistics>(statistics(context.db, rows));
      }),
    ),
    route(
      'exportEnrollments',
      (context) => {
        const format = context.query.get('format') ?? 'csv';
        if (!['csv', 'xlsx', 'excel'].includes(format))
          return fieldErrors({ format: `Select a valid choice. ${format} is not one of the available choices.` });
        const rows = listPage(
          context,
          context.db.payments.enrollments.all().map((row) => presentEnrollment(context.db, row)),
          { filters: ENROLLMENT_FILTERS, ordering: '-enrolled_at', ignore: ['format'], defaultPageSize: 100 },
        ).results;
        if (format !== 'csv')
          return new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]), {
            headers: {
              'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'Content-Disposition': 'attachment; filename="enrollments.xlsx"',
            },
          });
        const lines = [
          'reference,student,email,course,status,plan,total_amount,paid,balance,enrolled_at',
          ...rows.map((row) =>
            [
              row.reference,
              row.user.get_full_name,
              context.db.accounts.users.get(row.user.id)?.email ?? '',
              row.course.title,
              row.status,
              row.payment_plan?.name ?? '',
              row.total_amount,
              row.total_amount_paid,
              row.balance_due,
              row.enrolled_at,
            ]
              .map((cell) => `"${String(cell ?? '').replace(/"/g, '""')}"`)
              .join(','),
          ),
        ];
        return file(`${lines.join('\n')}\n`, 'text/csv', 'enrollments.csv');
      },
      { roles: FINANCE },
    ),
    route(
      'getPaymentEnrollmentTrends',
      (context) => {
        const period = context.query.get('period') ?? 'month';
        if (!['day', 'week', 'month', 'quarter', 'year'].includes(period))
          return fieldErrors({ period: `Select a valid choice. ${period} is not one of the available choices.` });
        const courseId = context.query.get('course_id');
        const rows = context.db.payments.enrollments.filter((row) => !courseId || String(row.course) === courseId);
        const series = trends(context.db, rows, 12);
        const last = series.at(-1)?.enrollments ?? 0;
        const before = series.at(-2)?.enrollments ?? 0;
        return json<EnrollmentTrends>({
          period: 'month',
          start_date: series[0]?.period_start ?? isoDate(new Date()),
          end_date: isoDate(new Date()),
          currency: 'KES',
          series,
          total_enrollments: series.reduce((sum, point) => sum + point.enrollments, 0),
          growth_percentage: before > 0 ? round2(((last - before) / before) * 100) : 0,
        });
      },
      { roles: FINANCE },
    ),
    route('bulkCreateEnrollments', settled<AuthedContext>(bulkEnroll), { roles: FINANCE }),
    route(
      'bulkCancelEnrollments',
      async (context) => {
        const input = await context.body<EnrollmentBulkCancelRequest>();
        if (input instanceof Response) return input;
        const result: EnrollmentBulkResult = {
          success: true,
          processed_count: 0,
          failed_count: 0,
          enrollment_ids: [],
          errors: [],
          message: '',
        };
        for (const id of input.enrollment_ids) {
          const row = context.db.payments.enrollments.get(id);
          if (!row || row.status === 'cancelled' || row.status === 'completed') {
            result.failed_count++;
            result.errors?.push({ id, error: row ? `The enrollment is already ${row.status}.` : 'Not found.' });
            continue;
          }
          setEnrollmentStatus(context.db, row, 'cancelled', context.user.id, input.reason || 'Cancelled in bulk.', 'cancelled');
          result.processed_count++;
          result.enrollment_ids?.push(id);
        }
        result.success = result.failed_count === 0;
        result.message = `${result.processed_count} enrollments cancelled.`;
        return json<EnrollmentBulkResult>(result);
      },
      { roles: FINANCE },
    ),
    // Admin enrollments.
    route(
      'listAdminEnrollments',
      settled<AuthedContext>((context) => {
        const rows = context.db.payments.enrollments.all().map((row) => presentEnrollment(context.db, row));
        return json(
          listPage(context, rows, { search: ENROLLMENT_SEARCH, ordering: '-enrolled_at', filters: ENROLLMENT_FILTERS }),
        );
      }),
      { roles: MANAGEMENT },
    ),
    route(
      'createAdminEnrollment',
      settled<AuthedContext>((context) => adminWrite(context)),
      { roles: MANAGEMENT },
    ),
    route(
      'getAdminEnrollment',
      settled<AuthedContext>(withRow(enrollmentById, (context, row) => json<Enrollment>(presentEnrollment(context.db, row)))),
      { roles: MANAGEMENT },
    ),
    ...(['updateAdminEnrollment', 'partialUpdateAdminEnrollment'] as const).map((operationId) =>
      route(operationId, settled<AuthedContext>(withRow(enrollmentById, adminWrite)), {
        roles: MANAGEMENT,
      }),
    ),
    route(
      'deleteAdminEnrollment',
      withRow(enrollmentById, (context, row) => {
        const refusal = deleteRefusal(context.db, row);
        if (refusal) return detail(400, refusal);
        removeEnrollment(context.db, row);
        return noContent();
      }),
      { roles: MANAGEMENT },
    ),
    route(
      'getAdminEnrollmentAnalytics',
      settled<AuthedContext>((context) => {
        const rows = context.db.payments.enrollments.all();
        const stats = statistics(context.db, rows);
        const byCourse = new Map<number, EnrollmentRow[]>();
        for (const row of rows) byCourse.set(row.course, [...(byCourse.get(row.course) ?? []), row]);
        const paying = rows.filter((row) => enrollmentMoney(context.db, row).paid > 0);
        return json<EnrollmentAnalytics>({
          total_enrollments: rows.length,
          by_status: stats.by_status,
          trial_conversion_rate: stats.trial_conversion_rate ?? 0,
          completion_rate: stats.completion_rate ?? 0,
          average_revenue_per_enrollment: money(paying.length > 0 ? revenue(context.db, rows) / paying.length : 0),
          currency: 'KES',
          trends: trends(context.db, rows, 12),
          top_courses: [...byCourse.entries()]
            .sort((a, b) => b[1].length - a[1].length)
            .slice(0, 5)
            .map(([courseId, list]) => ({
              course: courseSummary(context.db.courses.courses.get(courseId) as Course),
              enrollments: list.length,
              revenue: money(revenue(context.db, list)),
            })),
        });
      }),
      { roles: MANAGEMENT },
    ),
    route('bulkCreateAdminEnrollments', settled<AuthedContext>(bulkEnroll), { roles: MANAGEMENT }),
  ];
}

export function enrollmentHandlers(): HttpHandler[] {
  return [...listHandlers(), ...actionHandlers()];
}
