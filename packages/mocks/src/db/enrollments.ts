/**
 * Enrollment rules (service spec §4) in one place: balances from payments, the access verdict
 * (`access_info`), the client's flow (`flow_info`), lazy trial expiry, progress from lesson
 * completions, and the two views of one enrollment row (the payments app's Enrollment and the
 * course app's StudentEnrollment), plus payments and installments as answers show them.
 */
import type {
  AdminPayment,
  Course,
  Enrollment,
  EnrollmentAccessInfo,
  EnrollmentFlowInfo,
  EnrollmentStatus,
  Installment,
  Payment,
  PaymentPlan,
  PaymentPlanSummary,
  StudentEnrollment,
  StudentEnrollmentStatus,
} from '@ujuzi/api';
import { optionalSummary, STAFF_USER_TYPES, userSummaryById, type UserRecord } from './accounts';
import { courseSummaryById, lessonsOfCourse } from './courses';
import type { MockDatabase } from './database';
import { amount, installmentPaid, money, type EnrollmentRow, type InstallmentRow, type PaymentRow } from './payments';
import { createPendingCertificate } from './progress';
import { omit } from './rows';
import { addDays, isoDate, isoDateTime, nowIso } from './time';

const DAY_MS = 86_400_000;

export const planSummary = (plan: PaymentPlan): PaymentPlanSummary => ({
  id: plan.id,
  name: plan.name,
  plan_type: plan.plan_type,
  number_of_installments: plan.number_of_installments,
  interval: plan.interval ?? null,
});

export const isStaff = (user: UserRecord | undefined): boolean =>
  !!user && STAFF_USER_TYPES.includes(user.user_type) && user.user_type !== 'accountant';
export const isManagement = (user: UserRecord | undefined): boolean =>
  !!user && (user.user_type === 'admin' || user.user_type === 'super_admin');
export const isFinance = (user: UserRecord | undefined): boolean =>
  !!user && (isManagement(user) || user.user_type === 'accountant');

// ---------------------------------------------------------------------------------------------
// Money.

export const completedPayments = (db: MockDatabase, enrollmentId: number): PaymentRow[] =>
  db.payments.payments.filter((payment) => payment.enrollment === enrollmentId && payment.status === 'completed');

export function installmentsOf(db: MockDatabase, enrollmentId: number): InstallmentRow[] {
  return db.payments.installments
    .filter((installment) => installment.enrollment === enrollmentId)
    .sort((a, b) => a.number - b.number);
}

export interface EnrollmentMoney {
  total: number;
  paid: number;
  balance: number;
  /** What must be paid before the course opens (or stays open): overdue installments past the grace period, or the balance. */
  dueNow: number;
}

export function enrollmentMoney(db: MockDatabase, row: EnrollmentRow, now = new Date()): EnrollmentMoney {
  const total = amount(row.total_amount);
  const paid = completedPayments(db, row.id).reduce(
    (sum, payment) => sum + amount(payment.amount) - amount(payment.refunded_amount),
    0,
  );
  const balance = Math.max(0, Math.round((total - paid) * 100) / 100);
  const plan = row.payment_plan ? db.payments.plans.get(row.payment_plan) : undefined;
  let dueNow = balance;
  if (row.is_free || row.status === 'trial' || row.status === 'pending') dueNow = 0;
  else if (
    row.status !== 'payment_pending' &&
    row.status !== 'payment_processing' &&
    row.status !== 'expired' &&
    plan?.plan_type === 'installments'
  ) {
    const grace = plan.grace_period_days ?? 0;
    const today = isoDate(addDays(now, -grace));
    dueNow = installmentsOf(db, row.id)
      .filter((installment) => installment.due_date < today)
      .reduce((sum, installment) => sum + Math.max(0, amount(installment.amount) - installmentPaid(db, installment.id)), 0);
  }
  return { total, paid, balance, dueNow: Math.round(dueNow * 100) / 100 };
}

// ---------------------------------------------------------------------------------------------
// Access and flow.

/** A trial past its end expires (evaluated when the enrollment is read). */
export function refreshEnrollment(db: MockDatabase, row: EnrollmentRow, now = new Date()): EnrollmentRow {
  if (row.status === 'trial' && row.trial_ends_at && row.trial_ends_at <= isoDateTime(now)) {
    const updated = db.payments.enrollments.update(row.id, { status: 'expired', updated_at: isoDateTime(now) }) ?? row;
    recordAudit(db, row.id, 'trial_expired', null, 'trial', 'expired', 'The trial period ended without payment.');
    return updated;
  }
  return row;
}

export function accessInfo(db: MockDatabase, row: EnrollmentRow, figures = enrollmentMoney(db, row)): EnrollmentAccessInfo {
  const due = figures.dueNow;
  switch (row.status) {
    case 'trial':
      return { can_access_course: true, needs_payment: !row.is_free, payment_required: false, balance_due: '0.00' };
    case 'active':
    case 'completed':
      return { can_access_course: due <= 0, needs_payment: due > 0, payment_required: due > 0, balance_due: money(due) };
    case 'payment_pending':
    case 'payment_processing':
    case 'expired':
      return { can_access_course: false, needs_payment: true, payment_required: true, balance_due: money(figures.balance) };
    case 'suspended':
      return { can_access_course: false, needs_payment: due > 0, payment_required: due > 0, balance_due: money(due) };
    default:
      return { can_access_course: false, needs_payment: false, payment_required: false, balance_due: '0.00' };
  }
}

export function flowInfo(row: EnrollmentRow, access: EnrollmentAccessInfo): EnrollmentFlowInfo {
  const flow = (
    flow_type: EnrollmentFlowInfo['flow_type'],
    requires_payment_form: boolean,
    requires_payment: boolean,
  ): EnrollmentFlowInfo => ({
    flow_type,
    requires_payment_form,
    can_access_course: access.can_access_course,
    requires_payment,
  });
  switch (row.status) {
    case 'trial':
    case 'completed':
      return flow('active_enrollment', false, false);
    case 'active':
      return access.payment_required ? flow('payment_required', true, true) : flow('active_enrollment', false, false);
    case 'payment_pending':
      return flow('payment_required', true, true);
    case 'payment_processing':
      return flow('payment_processing', false, true);
    case 'expired':
      return flow('upgrade_trial', true, true);
    case 'pending':
      return flow('enrollment_pending', false, false);
    default:
      return flow('existing_enrollment', false, access.payment_required);
  }
}

/** The course app's reading of a payments status. */
export function studentStatus(status: EnrollmentStatus): StudentEnrollmentStatus {
  return status === 'payment_pending' || status === 'payment_processing' ? 'pending' : status;
}

// ---------------------------------------------------------------------------------------------
// Progress.

export interface CourseProgress {
  progress: number;
  completed: number;
  total: number;
  timeSpent: number;
  lastCompletedAt: string | null;
}

export function courseProgress(db: MockDatabase, studentId: number, courseId: number): CourseProgress {
  const lessons = new Set(lessonsOfCourse(db, courseId, { publishedOnly: true }).map((lesson) => lesson.id));
  const completions = db.progress.lessonCompletions.filter(
    (completion) => completion.student === studentId && completion.course === courseId && lessons.has(completion.lesson),
  );
  const total = lessons.size;
  const completed = completions.length;
  return {
    progress: total > 0 ? Math.round((completed / total) * 10_000) / 100 : 0,
    completed,
    total,
    timeSpent: completions.reduce((sum, completion) => sum + completion.time_spent_seconds, 0),
    lastCompletedAt:
      completions
        .map((completion) => completion.completed_at)
        .sort()
        .at(-1) ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Finding enrollments and access to courses.

const LIVE: readonly EnrollmentStatus[] = [
  'pending',
  'trial',
  'active',
  'payment_pending',
  'payment_processing',
  'suspended',
  'completed',
  'expired',
];

/** The user's current enrollment in a course (cancelled ones do not count). */
export function enrollmentFor(db: MockDatabase, userId: number, courseId: number): EnrollmentRow | undefined {
  const row = db.payments.enrollments.find(
    (enrollment) => enrollment.user === userId && enrollment.course === courseId && LIVE.includes(enrollment.status),
  );
  return row ? refreshEnrollment(db, row) : undefined;
}

/** Whether a user may open a course's content: staff always, students with an enrollment that grants access. */
export function canOpenCourse(db: MockDatabase, user: UserRecord | undefined, course: Course): boolean {
  if (!user) return false;
  if (isStaff(user)) return true;
  const enrollment = enrollmentFor(db, user.id, course.id);
  return !!enrollment && accessInfo(db, enrollment).can_access_course;
}

/** Whether a user may see an enrollment: its student, that student's parents, and staff and finance. */
export function canSeeEnrollment(db: MockDatabase, user: UserRecord, row: EnrollmentRow): boolean {
  if (row.user === user.id || isStaff(user) || isFinance(user)) return true;
  return (
    user.user_type === 'parent' &&
    db.accounts.relations.some((relation) => relation.parent === user.id && relation.student === row.user)
  );
}

// ---------------------------------------------------------------------------------------------
// Answers.

export function presentEnrollment(db: MockDatabase, stored: EnrollmentRow): Enrollment {
  const row = refreshEnrollment(db, stored);
  const figures = enrollmentMoney(db, row);
  const access = accessInfo(db, row, figures);
  const course = courseSummaryById(db, row.course);
  const offering = row.course_offering ? db.courses.offerings.get(row.course_offering) : undefined;
  const plan = row.payment_plan ? db.payments.plans.get(row.payment_plan) : undefined;
  return {
    id: row.id,
    reference: row.reference,
    user: userSummaryById(db, row.user),
    course,
    course_slug: course.slug,
    course_offering: offering
      ? {
          id: offering.id,
          name: offering.title,
          start_date: offering.start_date,
          course: { id: offering.course.id, slug: offering.course.slug },
        }
      : null,
    status: row.status,
    payment_plan: plan ? planSummary(plan) : null,
    total_amount: row.total_amount,
    discount_code: row.discount_code,
    discount_amount: row.discount_amount,
    total_amount_paid: money(figures.paid),
    balance_due: money(figures.balance),
    currency: row.currency,
    is_free: row.is_free,
    trial_ends_at: row.trial_ends_at,
    enrolled_at: row.enrolled_at,
    activated_at: row.activated_at,
    completed_at: row.completed_at,
    cancelled_at: row.cancelled_at,
    access_info: access,
    flow_info: flowInfo(row, access),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentStudentEnrollment(db: MockDatabase, stored: EnrollmentRow): StudentEnrollment {
  const row = refreshEnrollment(db, stored);
  const progress = courseProgress(db, row.user, row.course);
  const certificate = db.progress.certificates.find(
    (candidate) => candidate.enrollment === row.id && candidate.status !== 'revoked',
  );
  return {
    id: row.id,
    student: userSummaryById(db, row.user),
    course: courseSummaryById(db, row.course),
    course_offering: row.course_offering,
    status: studentStatus(row.status),
    progress: progress.progress,
    completed_lessons: progress.completed,
    total_lessons: progress.total,
    last_lesson: row.last_lesson,
    last_accessed_at: row.last_accessed_at ?? progress.lastCompletedAt,
    trial_ends_at: row.trial_ends_at,
    access_info: accessInfo(db, row),
    certificate_id: certificate?.id ?? null,
    notes: row.notes,
    enrolled_at: row.enrolled_at,
    completed_at: row.completed_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentInstallment(db: MockDatabase, row: InstallmentRow, now = new Date()): Installment {
  const enrollment = db.payments.enrollments.get(row.enrollment);
  const paid = installmentPaid(db, row.id);
  const balance = Math.max(0, amount(row.amount) - paid);
  const today = isoDate(now);
  const overdue = balance > 0 && row.due_date < today;
  const lastPayment = db.payments.payments
    .filter((payment) => payment.installment === row.id && payment.status === 'completed')
    .map((payment) => payment.completed_at ?? payment.created_at)
    .sort()
    .at(-1);
  const plan = enrollment?.payment_plan ? db.payments.plans.get(enrollment.payment_plan) : undefined;
  return {
    id: row.id,
    enrollment: row.enrollment,
    course: enrollment ? courseSummaryById(db, enrollment.course) : null,
    user: enrollment ? userSummaryById(db, enrollment.user) : null,
    number: row.number,
    total_installments: db.payments.installments.count((other) => other.enrollment === row.enrollment),
    due_date: row.due_date,
    amount: row.amount,
    amount_paid: money(paid),
    balance: money(balance),
    late_fee: overdue && plan?.late_fee ? plan.late_fee : row.late_fee,
    currency: row.currency,
    status: balance <= 0 ? 'paid' : overdue ? 'overdue' : paid > 0 ? 'partially_paid' : 'pending',
    days_overdue: overdue
      ? Math.floor((new Date(`${today}T00:00:00Z`).getTime() - new Date(`${row.due_date}T00:00:00Z`).getTime()) / DAY_MS)
      : 0,
    paid_at: balance <= 0 ? (lastPayment ?? null) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentAdminPayment(db: MockDatabase, row: PaymentRow): AdminPayment {
  const { user, course, verified_by, ...rest } = omit(row, 'result_code', 'settle_at', 'outcome', 'batch');
  return {
    ...rest,
    installment: rest.installment ?? null,
    description: rest.description ?? '',
    phone_number: rest.phone_number ?? null,
    mpesa_receipt_number: rest.mpesa_receipt_number ?? null,
    merchant_request_id: rest.merchant_request_id ?? null,
    checkout_request_id: rest.checkout_request_id ?? null,
    gateway_transaction_id: rest.gateway_transaction_id ?? null,
    checkout_url: rest.checkout_url ?? null,
    failure_reason: rest.failure_reason ?? null,
    completed_at: rest.completed_at ?? null,
    admin_notes: rest.admin_notes ?? null,
    refunded_amount: rest.refunded_amount ?? '0.00',
    gateway_response_code: rest.gateway_response_code ?? null,
    gateway_response_message: rest.gateway_response_message ?? null,
    ip_address: rest.ip_address ?? null,
    user: userSummaryById(db, user),
    course: course ? courseSummaryById(db, course) : null,
    verified_by: optionalSummary(db, verified_by),
  };
}

export function presentPayment(db: MockDatabase, row: PaymentRow): Payment {
  return omit(
    presentAdminPayment(db, row),
    'admin_notes',
    'gateway_response_code',
    'gateway_response_message',
    'verified_by',
    'ip_address',
  );
}

// ---------------------------------------------------------------------------------------------
// Writing.

export function recordAudit(
  db: MockDatabase,
  enrollment: number,
  action: string,
  actor: number | null,
  from: EnrollmentStatus | null,
  to: EnrollmentStatus | null,
  note: string | null,
): void {
  db.payments.audit.insert({
    enrollment,
    action,
    actor,
    from_status: from,
    to_status: to,
    changes: from !== to ? [{ field: 'status', old_value: from, new_value: to }] : [],
    note,
    ip_address: '127.0.0.1',
    created_at: nowIso(),
  });
}

/** Moves an enrollment to a status, with the dates and the audit entry that go with it. */
export function setEnrollmentStatus(
  db: MockDatabase,
  row: EnrollmentRow,
  status: EnrollmentStatus,
  actor: number | null,
  note: string | null,
  action = `status_${status}`,
): EnrollmentRow {
  if (row.status === status) return row;
  const now = nowIso();
  const updated =
    db.payments.enrollments.update(row.id, {
      status,
      updated_at: now,
      activated_at: status === 'active' ? (row.activated_at ?? now) : row.activated_at,
      completed_at: status === 'completed' ? now : row.completed_at,
      cancelled_at: status === 'cancelled' ? now : row.cancelled_at,
    }) ?? row;
  recordAudit(db, row.id, action, actor, row.status, status, note);
  // The completion rule: however an enrollment completes, a pending certificate follows.
  if (status === 'completed') createPendingCertificate(db, updated);
  return updated;
}

/**
 * The one way a course completes through learning: once every published lesson of the course is
 * done (one lesson marked, lessons or modules in bulk, by the learner or staff for them), the
 * enrollment becomes completed, and with it comes a pending certificate. Answers whether it did.
 */
export function completeCourseIfFinished(db: MockDatabase, studentId: number, courseId: number, actor: number): boolean {
  const enrollment = enrollmentFor(db, studentId, courseId);
  const progress = courseProgress(db, studentId, courseId);
  const finished = progress.total > 0 && progress.completed >= progress.total;
  if (!enrollment || !finished || enrollment.status === 'completed') return false;
  setEnrollmentStatus(db, enrollment, 'completed', actor, 'All lessons completed.', 'completed');
  return true;
}
