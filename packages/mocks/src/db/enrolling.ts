/** Enrolling a user in a course: the enrollment row, discount codes, plan totals and enrollUser(). */
import type { Course, EnrollmentStatus, PaymentPlan } from '@ujuzi/api';
import { isoDateTime, addDays } from './time';
import {
  type EnrollmentRow,
  amount,
  reference,
  money,
  scheduleInstallments,
  type DiscountRow,
  planTotal,
  currentPrice,
} from './payments';
import { recordAudit, enrollmentFor } from './enrollments';
import type { MockDatabase } from './database';
import type { UserRecord } from './accounts';

export interface NewEnrollment {
  user: UserRecord;
  course: Course;
  plan?: PaymentPlan;
  offering?: number | null;
  discount?: { code: string; amount: number };
  /** Forces a status (staff); otherwise free → active, a plan with a trial → trial, else payment_pending. */
  status?: EnrollmentStatus;
  trialEndsAt?: string | null;
  price: number;
  actor?: number | null;
}

export function createEnrollmentRow(db: MockDatabase, input: NewEnrollment): EnrollmentRow {
  const now = new Date();
  const stamp = isoDateTime(now);
  const isFree = input.course.pricing_type === 'free' || input.price <= 0;
  const trialDays = input.plan?.trial_days ?? 0;
  const status: EnrollmentStatus = input.status ?? (isFree ? 'active' : trialDays > 0 ? 'trial' : 'payment_pending');
  const gross = isFree ? 0 : input.price * (1 - amount(input.plan?.discount_percentage) / 100);
  const discount = Math.min(gross, input.discount?.amount ?? 0);
  const id = db.payments.enrollments.nextId();
  const row = db.payments.enrollments.insert({
    reference: reference('ENR', id, now),
    user: input.user.id,
    course: input.course.id,
    course_offering: input.offering ?? null,
    status,
    payment_plan: input.plan?.id ?? null,
    total_amount: money(gross - discount),
    discount_code: input.discount?.code ?? null,
    discount_amount: money(discount),
    currency: 'KES',
    is_free: isFree,
    trial_ends_at: input.trialEndsAt ?? (status === 'trial' ? isoDateTime(addDays(now, trialDays || 7)) : null),
    enrolled_at: stamp,
    activated_at: status === 'active' ? stamp : null,
    completed_at: null,
    cancelled_at: null,
    created_at: stamp,
    updated_at: stamp,
    last_lesson: null,
    last_accessed_at: null,
    notes: '',
  });
  if (!isFree && input.plan?.plan_type === 'installments') scheduleInstallments(db.payments, row, input.plan, now, stamp);
  recordAudit(db, row.id, 'enrolled', input.actor ?? input.user.id, null, status, 'Enrollment created.');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Discount codes and enrolling.
const KES = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `KES 2,500.00`. */
export const kes = (value: number): string => `KES ${KES.format(value)}`;

export interface DiscountOutcome {
  valid: boolean;
  message: string;
  code: string;
  row?: DiscountRow;
  original?: number;
  discount?: number;
}

/** Checks a code against a course, a plan and a user: active, dates, uses, restrictions, minimum amount. */
export function evaluateDiscount(
  db: MockDatabase,
  rawCode: string,
  course: Course,
  plan: PaymentPlan | undefined,
  userId: number | undefined,
  now = new Date(),
): DiscountOutcome {
  const code = rawCode.trim().toUpperCase();
  const row = db.payments.discounts.find((candidate) => candidate.code.toUpperCase() === code);
  const refuse = (message: string): DiscountOutcome => ({ valid: false, message, code, row });
  if (!row) return refuse('Invalid discount code.');
  const stamp = isoDateTime(now);
  if (!row.is_active) return refuse('This discount code is not active.');
  if (row.valid_from && row.valid_from > stamp) return refuse('This discount code is not active yet.');
  if (row.valid_until && row.valid_until < stamp) return refuse('This discount code has expired.');
  if (row.max_uses !== null && row.max_uses !== undefined && row.used_count >= row.max_uses)
    return refuse('This discount code has reached its usage limit.');
  if (row.applicable_courses.length > 0 && !row.applicable_courses.includes(course.id))
    return refuse('This discount code does not apply to this course.');
  if ((row.applicable_payment_plans ?? []).length > 0 && (!plan || !(row.applicable_payment_plans ?? []).includes(plan.id)))
    return refuse('This discount code does not apply to the selected payment plan.');
  if (course.pricing_type === 'free') return refuse('Discount codes do not apply to free courses.');
  if (
    userId !== undefined &&
    db.payments.enrollments.count(
      (enrollment) => enrollment.user === userId && enrollment.discount_code?.toUpperCase() === code,
    ) >= (row.max_uses_per_user ?? 1)
  ) {
    return refuse('You have already used this discount code.');
  }
  const original = Math.round(planTotalFor(db, course, plan) * 100) / 100;
  if (row.minimum_amount && original < amount(row.minimum_amount))
    return refuse(`This code needs a minimum amount of ${kes(amount(row.minimum_amount))}.`);
  let discount = row.discount_type === 'percentage' ? (original * amount(row.value)) / 100 : amount(row.value);
  if (row.max_discount_amount) discount = Math.min(discount, amount(row.max_discount_amount));
  discount = Math.round(Math.min(discount, original) * 100) / 100;
  return { valid: true, message: `Code applied. You save ${kes(discount)}.`, code, row, original, discount };
}

/** The price of a course on a plan now (limited-time offers and the plan's own discount included). */
export function planTotalFor(db: MockDatabase, course: Course, plan: PaymentPlan | undefined): number {
  return course.pricing_type === 'free' ? 0 : planTotal(currentPrice(db, course).price, plan);
}

export type EnrollOutcome =
  | { kind: 'created'; row: EnrollmentRow }
  | { kind: 'already'; row: EnrollmentRow }
  | { kind: 'processing'; row: EnrollmentRow }
  | { kind: 'invalid'; errors: Record<string, string> };

export interface EnrollOptions {
  planId?: number | null;
  discountCode?: string | null;
  offeringId?: number | null;
  startTrial?: boolean;
  status?: EnrollmentStatus;
  trialEndsAt?: string | null;
  actor?: number | null;
}

/** Enrolls a user (service spec §4): an existing enrollment is answered, not duplicated. */
export function enrollUser(db: MockDatabase, user: UserRecord, course: Course, options: EnrollOptions = {}): EnrollOutcome {
  const existing = enrollmentFor(db, user.id, course.id);
  if (existing) {
    const processing =
      existing.status === 'payment_processing' ||
      db.payments.payments.some((payment) => payment.enrollment === existing.id && payment.status === 'processing');
    return { kind: processing ? 'processing' : 'already', row: existing };
  }
  let plan = options.planId ? db.payments.plans.get(options.planId) : undefined;
  if (options.planId && (!plan || !plan.is_active))
    return { kind: 'invalid', errors: { payment_plan_id: `Invalid pk "${options.planId}" - object does not exist.` } };
  if (!plan && options.startTrial && course.pricing_type !== 'free')
    plan = db.payments.plans.find(
      (candidate) => candidate.is_active && (candidate.trial_days ?? 0) > 0 && candidate.plan_type !== 'subscription',
    );
  if (!plan && course.pricing_type === 'subscription')
    plan = db.payments.plans.find((candidate) => candidate.plan_type === 'subscription' && candidate.is_active);
  if (options.offeringId !== undefined && options.offeringId !== null) {
    const offering = db.courses.offerings.get(options.offeringId);
    if (!offering || offering.course.id !== course.id)
      return { kind: 'invalid', errors: { course_offering: 'This offering does not belong to the course.' } };
    if (
      offering.capacity &&
      db.payments.enrollments.count((row) => row.course_offering === offering.id && row.status !== 'cancelled') >=
        offering.capacity
    ) {
      return { kind: 'invalid', errors: { course_offering: 'This offering is full.' } };
    }
  }
  let discount: { code: string; amount: number } | undefined;
  if (options.discountCode) {
    const outcome = evaluateDiscount(db, options.discountCode, course, plan, user.id);
    if (!outcome.valid || !outcome.row) return { kind: 'invalid', errors: { discount_code: outcome.message } };
    discount = { code: outcome.code, amount: outcome.discount ?? 0 };
    db.payments.discounts.update(outcome.row.id, { used_count: outcome.row.used_count + 1 });
  }
  const row = createEnrollmentRow(db, {
    user,
    course,
    plan,
    offering: options.offeringId ?? null,
    discount,
    status: options.status,
    trialEndsAt: options.trialEndsAt,
    price: currentPrice(db, course).price,
    actor: options.actor,
  });
  return { kind: 'created', row };
}
