/**
 * Enrollments of the payments group (service spec §4–§5): the list, creation by course_slug or
 * course_id, get, update and delete, and what the other payments-enrollment-* modules share
 * (visibility, who acts on an enrollment, rescheduling). Students act on their own enrollments;
 * staff (finance) on all; the admin/enrollments paths are for admins only.
 */
import type { Course, Enrollment, EnrollmentActionResponse, EnrollmentCreateResponse, EnrollmentRequest } from '@ujuzi/api';
import { courseNotFoundMessage, ENROLLMENT_MESSAGES } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import { childrenOf, type UserRecord } from '../db/accounts';
import { findCourseBySlug } from '../db/courses';
import type { MockDatabase } from '../db/database';
import {
  canSeeEnrollment,
  enrollmentMoney,
  installmentsOf,
  isFinance,
  presentEnrollment,
  presentInstallment,
  setEnrollmentStatus,
} from '../db/enrollments';
import { enrollUser, evaluateDiscount } from '../db/enrolling';
import { PAYMENT_PROCESSING_MESSAGE } from '../db/payment-flow';
import { amount, money, type EnrollmentRow } from '../db/payments';
import { addDays, nowIso, schoolDay } from '../db/time';
import { FINANCE } from '../kit/crud';
import { listPage, type Filter } from '../kit/list';
import { detail, errorBody, fieldErrors, json, noContent, notFound } from '../kit/respond';
import { route, type AuthedContext, type PublicContext } from '../kit/route';
import { ALREADY_ENROLLED, settled } from './courses-shared';
import { withRow } from '../kit/row-lookup';

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

export const ENROLLMENT_SEARCH = ['reference', 'course.title', 'user.get_full_name', 'user.username', 'user.email'];

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

export const CHILD_REQUIRED = 'Choose which of your children this enrollment is for.';
export const OWN_CHILDREN_ONLY = 'You can enroll only your own children.';

/**
 * The learner an enrollment (or its validation) is for: the caller, or the one `user_id` names — any
 * user for finance staff, one of a parent's linked children for a parent; anyone else is a 403.
 */
export function learnerNamed(context: AuthedContext, userId: number | null | undefined): UserRecord | Response {
  if (userId === undefined || userId === null || userId === context.user.id) return context.user;
  const parentOf = context.user.user_type === 'parent' && childrenOf(context.db, context.user.id).includes(userId);
  if (!isFinance(context.user) && !parentOf) return detail(403, OWN_CHILDREN_ONLY);
  return context.db.accounts.users.get(userId) ?? fieldErrors({ user_id: `Invalid pk "${userId}" - object does not exist.` });
}

export const action = (db: MockDatabase, row: EnrollmentRow, message: string): EnrollmentActionResponse => ({
  success: true,
  message,
  enrollment: presentEnrollment(db, db.payments.enrollments.get(row.id) ?? row),
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

/** Reschedules the unpaid installments of an enrollment to its current total (after a discount or plan change). */
export function reschedule(db: MockDatabase, row: EnrollmentRow): void {
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
      due_date: schoolDay(addDays(new Date(), index * 30)),
      amount: money(index === remaining - 1 ? figures.balance - part * (remaining - 1) : part),
      late_fee: '0.00',
      currency: row.currency,
      created_at: stamp,
      updated_at: stamp,
    });
  }
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

// ---------------------------------------------------------------------------------------------
// Actions on one enrollment.

/** Runs an action on a visible enrollment the caller may act on (owner or finance staff). */
export const actingOn = (handler: (context: AuthedContext, row: EnrollmentRow) => Response | Promise<Response>) =>
  settled<AuthedContext>(
    withRow(visibleEnrollment, (context, row) => {
      return actsOn(context, row) ? handler(context, row) : context.deny();
    }),
  );

export function deleteRefusal(db: MockDatabase, row: EnrollmentRow): string | undefined {
  return db.payments.payments.some((payment) => payment.enrollment === row.id && payment.status === 'completed')
    ? 'Enrollments with completed payments cannot be deleted; cancel them instead.'
    : undefined;
}

export function removeEnrollment(db: MockDatabase, row: EnrollmentRow): void {
  db.payments.installments.removeWhere((installment) => installment.enrollment === row.id);
  db.payments.payments.removeWhere((payment) => payment.enrollment === row.id);
  db.payments.notes.removeWhere((note) => note.enrollment === row.id);
  db.payments.enrollments.remove(row.id);
}

/** The enrollments the caller may see: all for finance staff, else their own and their children's. */
export const seenEnrollments = (context: AuthedContext): EnrollmentRow[] =>
  context.db.payments.enrollments.filter((row) =>
    isFinance(context.user) ? true : canSeeEnrollment(context.db, context.user, row),
  );

export function enrollmentListHandlers(): HttpHandler[] {
  return [
    route(
      'listEnrollments',
      settled<AuthedContext>((context) => {
        const rows = seenEnrollments(context).map((row) => presentEnrollment(context.db, row));
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
  ];
}
