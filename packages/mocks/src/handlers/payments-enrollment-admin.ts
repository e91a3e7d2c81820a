/** Enrollments for staff: dashboard, statistics, export, trends, bulk enrol and cancel, admin CRUD, status checks, validation and analytics. */
import type {
  AdminEnrollmentRequest,
  Course,
  Enrollment,
  EnrollmentAnalytics,
  EnrollmentBulkCancelRequest,
  EnrollmentBulkEnrollRequest,
  EnrollmentBulkResult,
  EnrollmentCourseSummary,
  EnrollmentDashboard,
  EnrollmentFlowInfo,
  EnrollmentStatistics,
  EnrollmentStatus,
  EnrollmentStatusCheck,
  EnrollmentTrends,
  EnrollmentValidationRequest,
  EnrollmentValidationResult,
} from '@ujuzi/api';
import { courseNotFoundMessage, ENROLLMENT_MESSAGES } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import { rowById, withRow } from '../kit/row-lookup';
import type { MockDatabase } from '../db/database';
import { type EnrollmentRow, amount, money } from '../db/payments';
import { courseSummary, findCourseBySlug } from '../db/courses';
import {
  enrollmentFor,
  presentEnrollment,
  isFinance,
  planSummary,
  setEnrollmentStatus,
  enrollmentMoney,
  presentInstallment,
  installmentsOf,
} from '../db/enrollments';
import { enrollUser } from '../db/enrolling';
import { fieldErrors, notFound, json, detail, errorBody, noContent, file } from '../kit/respond';
import { route, type AuthedContext } from '../kit/route';
import { ALREADY_ENROLLED, percent, settled, round2 } from './courses-shared';
import {
  courseByIdentifier,
  ENROLLMENT_SEARCH,
  ENROLLMENT_FILTERS,
  deleteRefusal,
  learnerNamed,
  removeEnrollment,
  reschedule,
  seenEnrollments,
} from './payments-enrollments';
import { isoDateTime, isoDate, nowIso, schoolDay, todayIso } from '../db/time';
import { FINANCE, MANAGEMENT } from '../kit/crud';
import { applyOrdering, listPage } from '../kit/list';

export const enrollmentById = rowById((db) => db.payments.enrollments);
export const NEW_FLOW = (course: Course): EnrollmentFlowInfo => ({
  flow_type: 'new',
  requires_payment_form: course.pricing_type !== 'free',
  can_access_course: false,
  requires_payment: course.pricing_type !== 'free',
});

export function counts(rows: EnrollmentRow[]): { status: EnrollmentStatus; count: number }[] {
  const map = new Map<EnrollmentStatus, number>();
  for (const row of rows) map.set(row.status, (map.get(row.status) ?? 0) + 1);
  return [...map.entries()].map(([status, count]) => ({ status, count }));
}

export function revenue(db: MockDatabase, rows: EnrollmentRow[]): number {
  const ids = new Set(rows.map((row) => row.id));
  return db.payments.payments
    .filter((payment) => ids.has(payment.enrollment) && payment.status === 'completed')
    .reduce((sum, payment) => sum + amount(payment.amount) - amount(payment.refunded_amount), 0);
}

export function statusCheck(context: AuthedContext): Response {
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

export function validation(context: AuthedContext, input: EnrollmentValidationRequest): Response {
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

export function courseSummaryAnswer(context: AuthedContext): Response {
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

export async function adminWrite(context: AuthedContext, existing?: EnrollmentRow): Promise<Response> {
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

export async function bulkEnroll(context: AuthedContext): Promise<Response> {
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

/** A report's window in Nairobi days: start_date and end_date from the query, the last 12 months when omitted. */
export interface ReportDays {
  from: string;
  to: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const monthsBack = (today: string, back: number) => {
  const [year = 1970, month = 1] = today.split('-').map(Number);
  return isoDate(new Date(Date.UTC(year, month - 1 - back, 1)));
};

/** The window asked for, or a 400 naming the field that is not a date or ends before the start. */
export function reportDays(query: URLSearchParams, months = 12): ReportDays | Response {
  const today = todayIso();
  const from = query.get('start_date') || monthsBack(today, months - 1);
  const to = query.get('end_date') || today;
  if (!ISO_DAY.test(from))
    return fieldErrors({ start_date: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.' });
  if (!ISO_DAY.test(to)) return fieldErrors({ end_date: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.' });
  if (to < from) return fieldErrors({ end_date: 'The end date must be on or after the start date.' });
  return { from, to };
}

/** True when a moment falls on a Nairobi day inside the window. */
export const withinDays = (stamp: string | null | undefined, days: ReportDays): boolean => {
  if (!stamp) return false;
  const day = schoolDay(new Date(stamp));
  return day >= days.from && day <= days.to;
};

/** Month by month over the window (the first bucket starts on the window's first month). */
export function trends(db: MockDatabase, rows: EnrollmentRow[], days: ReportDays): EnrollmentTrends['series'] {
  const series: EnrollmentTrends['series'] = [];
  for (let month = `${days.from.slice(0, 7)}-01`; month <= days.to; month = monthsBack(month, -1)) {
    const key = month.slice(0, 7);
    const within = (stamp: string | null | undefined) =>
      withinDays(stamp, days) && schoolDay(new Date(stamp as string)).startsWith(key);
    series.push({
      period_start: month,
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
    });
  }
  return series;
}

export function statistics(db: MockDatabase, rows: EnrollmentRow[]): EnrollmentStatistics {
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

/** Enrollment reports and bulk work for staff: dashboard, statistics, export, trends, bulk cancel, analytics. */
export function enrollmentReportHandlers(): HttpHandler[] {
  return [
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
        const rows = seenEnrollments(context).filter(
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
        const days = reportDays(context.query);
        if (days instanceof Response) return days;
        const courseId = context.query.get('course_id');
        const rows = context.db.payments.enrollments.filter((row) => !courseId || String(row.course) === courseId);
        const series = trends(context.db, rows, days);
        const last = series.at(-1)?.enrollments ?? 0;
        const before = series.at(-2)?.enrollments ?? 0;
        return json<EnrollmentTrends>({
          period: 'month',
          start_date: days.from,
          end_date: days.to,
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
        const days = reportDays(context.query);
        if (days instanceof Response) return days;
        const windowed = context.query.has('start_date') || context.query.has('end_date');
        const rows = context.db.payments.enrollments.filter((row) => !windowed || withinDays(row.enrolled_at, days));
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
          trends: trends(context.db, rows, days),
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
