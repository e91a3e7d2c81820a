/**
 * The payments group: public pricing (plans, course prices, the pricing catalogue and checkout
 * pricing by slug), discount codes (public validation), saved payment methods, payment
 * notifications, invoices, dashboards and statistics; enrollments and money movements live in
 * payments-enrollments.ts and payments-transactions.ts, gathered by paymentsHandlers().
 */
import type {
  AdminPaymentOverview,
  Course,
  CoursePrice,
  CoursePricingOverview,
  CourseWithPricing,
  CourseWithPricingDetail,
  DiscountCode,
  DiscountCodeRequest,
  DiscountValidationRequest,
  DiscountValidationResult,
  HealthStatus,
  PaymentInvoice,
  PaymentInvoiceGenerateRequest,
  PaymentInvoiceLineItem,
  PaymentInvoiceRequest,
  PaymentNotification,
  PaymentPlan,
  PaymentServiceStatus,
  PaymentsDashboard,
  PaymentStats,
  RevenueAnalytics,
  SavedPaymentMethod,
  SavedPaymentMethodRequest,
  StudentPaymentOverview,
} from '@ujuzi/api';
import { courseNotFoundMessage } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import { childrenOf, fullName, userSummaryById, type UserRecord } from '../db/accounts';
import { courseSummary, courseSummaryById, findCourseBySlug, isPublished, presentCourse } from '../db/courses';
import type { MockDatabase } from '../db/database';
import {
  canSeeEnrollment,
  completedPayments,
  enrollmentMoney,
  evaluateDiscount,
  installmentsOf,
  isFinance,
  isStaff,
  planSummary,
  presentEnrollment,
  presentInstallment,
  presentPayment,
} from '../db/enrollments';
import { normalisePhone } from '../db/payment-flow';
import {
  amount,
  currentPrice,
  GATEWAYS,
  installmentPaid,
  money,
  reference,
  type CoursePriceRow,
  type DiscountRow,
  type InvoiceRow,
  type PaymentRow,
} from '../db/payments';
import { addDays, isoDate, isoDateTime, nowIso } from '../db/time';
import { FINANCE, MANAGEMENT, slugify } from '../kit/crud';
import { applyOrdering, listPage, type Filter } from '../kit/list';
import { created, detail, fieldErrors, json, noContent, notFound } from '../kit/respond';
import { publicRoute, route, type AuthedContext, type BodyRecord, type PublicContext } from '../kit/route';
import { searchCourses } from './courses-shared';
import { choiceError, round2, settled } from './courses-shared';
import { binary, simplePdf } from './files';
import { enrollmentHandlers } from './payments-enrollments';
import { overdue, paymentStats, seesPayment, transactionHandlers } from './payments-transactions';
import { rowById, withRow } from '../kit/row-lookup';

const priceById = rowById((db) => db.payments.coursePrices);
const discountById = rowById((db) => db.payments.discounts);

const PLAN_TYPES = ['full', 'installments', 'subscription'] as const;

// ---------------------------------------------------------------------------------------------
// Plans and prices.

const plansFor = (db: MockDatabase, course: Course): PaymentPlan[] =>
  course.pricing_type === 'free'
    ? []
    : applyOrdering(
        db.payments.plans.filter(
          (plan) => plan.is_active && (course.pricing_type === 'subscription') === (plan.plan_type === 'subscription'),
        ),
        'display_order',
      );

async function writePlan(context: AuthedContext, existing?: PaymentPlan): Promise<Response> {
  const input = await context.body<Partial<PaymentPlan>>();
  if (input instanceof Response) return input;
  const type = input.plan_type ?? existing?.plan_type ?? 'full';
  const count = input.number_of_installments ?? existing?.number_of_installments ?? 1;
  if (type === 'installments' && count < 2)
    return fieldErrors({ number_of_installments: 'An installment plan needs at least 2 installments.' });
  if (type === 'installments' && !(input.interval ?? existing?.interval))
    return fieldErrors({ interval: 'An installment plan needs an interval.' });
  const name = input.name ?? existing?.name ?? 'Plan';
  if (context.db.payments.plans.some((plan) => plan.name.toLowerCase() === name.toLowerCase() && plan.id !== existing?.id))
    return fieldErrors({ name: 'payment plan with this name already exists.' });
  const stamp = nowIso();
  const fields: Omit<PaymentPlan, 'id' | 'created_at'> = {
    name,
    slug: existing && input.name === undefined ? existing.slug : slugify(name),
    description: input.description ?? existing?.description ?? '',
    plan_type: type,
    number_of_installments: type === 'installments' ? count : 1,
    interval: input.interval !== undefined ? input.interval : (existing?.interval ?? null),
    down_payment_percentage: input.down_payment_percentage ?? existing?.down_payment_percentage ?? '0.00',
    discount_percentage: input.discount_percentage ?? existing?.discount_percentage ?? '0.00',
    late_fee: input.late_fee !== undefined ? input.late_fee : (existing?.late_fee ?? null),
    grace_period_days: input.grace_period_days ?? existing?.grace_period_days ?? 0,
    trial_days: input.trial_days ?? existing?.trial_days ?? 0,
    is_featured: input.is_featured ?? existing?.is_featured ?? false,
    is_active: input.is_active ?? existing?.is_active ?? true,
    display_order: input.display_order ?? existing?.display_order ?? context.db.payments.plans.size + 1,
    updated_at: stamp,
  };
  const stored = existing
    ? (context.db.payments.plans.update(existing.id, fields) ?? existing)
    : context.db.payments.plans.insert({ ...fields, created_at: stamp });
  return existing ? json<PaymentPlan>(stored) : created<PaymentPlan>(stored);
}

/** The plan CRUD, answered under both /payment-plans/ and the earlier-style /plans/. */
function planCrud(operations: {
  list: string;
  create: string;
  get: string;
  update: string;
  partial: string;
  delete: string;
}): HttpHandler[] {
  const find = (context: PublicContext): PaymentPlan | undefined => {
    const plan = context.db.payments.plans.get(context.id());
    return plan && (plan.is_active || isFinance(context.user)) ? plan : undefined;
  };
  return [
    publicRoute(operations.list, (context) => {
      const problem = choiceError(context, 'plan_type', PLAN_TYPES);
      if (problem) return problem;
      const rows = context.db.payments.plans.filter((plan) => plan.is_active || isFinance(context.user));
      return json(listPage(context, rows, { search: ['name', 'description'], ordering: 'display_order' }));
    }),
    publicRoute(operations.get, (context) => {
      const plan = find(context);
      return plan ? json<PaymentPlan>(plan) : notFound();
    }),
    route(operations.create, (context) => writePlan(context), { roles: MANAGEMENT }),
    ...[operations.update, operations.partial].map((operationId) =>
      route(
        operationId,
        (context) => {
          const plan = context.db.payments.plans.get(context.id());
          return plan ? writePlan(context, plan) : notFound();
        },
        { roles: MANAGEMENT },
      ),
    ),
    route(
      operations.delete,
      (context) => {
        const plan = context.db.payments.plans.get(context.id());
        if (!plan) return notFound();
        if (context.db.payments.enrollments.some((row) => row.payment_plan === plan.id))
          return detail(400, 'This plan is used by enrollments; deactivate it instead.');
        context.db.payments.plans.remove(plan.id);
        return noContent();
      },
      { roles: MANAGEMENT },
    ),
  ];
}

function presentPrice(db: MockDatabase, row: CoursePriceRow): CoursePrice {
  const plan = row.payment_plan ? db.payments.plans.get(row.payment_plan) : undefined;
  return { ...row, course: courseSummaryById(db, row.course), payment_plan: plan ? planSummary(plan) : null };
}

const runningNow = (row: CoursePriceRow, stamp = isoDateTime(new Date())): boolean =>
  (!row.valid_from || row.valid_from <= stamp) && (!row.valid_until || row.valid_until >= stamp);

async function writePrice(context: AuthedContext, existing?: CoursePriceRow): Promise<Response> {
  const input = await context.body<
    BodyRecord & { course_id?: number; payment_plan_id?: number | null; amount?: string; original_amount?: string | null }
  >();
  if (input instanceof Response) return input;
  const course = context.db.courses.courses.get(input.course_id ?? existing?.course ?? 0);
  if (!course) return fieldErrors({ course_id: `Invalid pk "${String(input.course_id)}" - object does not exist.` });
  if (input.payment_plan_id && !context.db.payments.plans.get(input.payment_plan_id))
    return fieldErrors({ payment_plan_id: `Invalid pk "${input.payment_plan_id}" - object does not exist.` });
  const value = input.amount !== undefined ? amount(input.amount) : amount(existing?.amount);
  if (value < 0) return fieldErrors({ amount: 'Ensure this value is greater than or equal to 0.' });
  const original = input.original_amount !== undefined ? input.original_amount : (existing?.original_amount ?? null);
  if (original && amount(original) < value)
    return fieldErrors({ original_amount: 'The original amount must not be below the amount.' });
  const from =
    (input.valid_from as string | null | undefined) !== undefined
      ? (input.valid_from as string | null)
      : (existing?.valid_from ?? null);
  const until =
    (input.valid_until as string | null | undefined) !== undefined
      ? (input.valid_until as string | null)
      : (existing?.valid_until ?? null);
  if (from && until && until < from) return fieldErrors({ valid_until: 'End date must be after start date.' });
  const stamp = nowIso();
  const fields: Omit<CoursePriceRow, 'id' | 'created_at'> = {
    course: course.id,
    payment_plan: input.payment_plan_id !== undefined ? input.payment_plan_id : (existing?.payment_plan ?? null),
    amount: money(value),
    original_amount: original ? money(amount(original)) : null,
    currency: (input.currency as CoursePrice['currency'] | undefined) ?? existing?.currency ?? 'KES',
    discount_percentage: original && amount(original) > 0 ? money(((amount(original) - value) / amount(original)) * 100) : '0.00',
    is_featured: (input.is_featured as boolean | undefined) ?? existing?.is_featured ?? false,
    is_limited_time: (input.is_limited_time as boolean | undefined) ?? existing?.is_limited_time ?? false,
    valid_from: from,
    valid_until: until,
    is_active: (input.is_active as boolean | undefined) ?? existing?.is_active ?? true,
    updated_at: stamp,
  };
  const stored = existing
    ? (context.db.payments.coursePrices.update(existing.id, fields) ?? existing)
    : context.db.payments.coursePrices.insert({ ...fields, created_at: stamp });
  return existing ? json<CoursePrice>(presentPrice(context.db, stored)) : created<CoursePrice>(presentPrice(context.db, stored));
}

function withPricing(db: MockDatabase, course: Course): CourseWithPricing {
  const { price, original } = currentPrice(db, course);
  const plans = plansFor(db, course);
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    short_description: course.subtitle ?? '',
    image: presentCourse(db, course).image ?? null,
    level: course.level,
    instructor: course.instructor ?? null,
    pricing_type: course.pricing_type === 'free' ? 'free' : 'premium',
    is_free: course.pricing_type === 'free',
    price: course.pricing_type === 'free' ? '0.00' : money(price),
    original_price: price < original ? money(original) : null,
    currency: course.currency,
    has_trial: plans.some((plan) => (plan.trial_days ?? 0) > 0),
    trial_days: plans.find((plan) => (plan.trial_days ?? 0) > 0)?.trial_days ?? 0,
    has_installments: plans.some((plan) => plan.plan_type === 'installments'),
    is_featured: course.is_featured,
    enrolled_count: db.payments.enrollments.count((row) => row.course === course.id && row.status !== 'cancelled'),
    duration_weeks: course.duration_hours ? Math.max(1, Math.ceil(course.duration_hours / 6)) : null,
  };
}

function pricingOverview(db: MockDatabase, course: Course): CoursePricingOverview {
  const { price, original, promotionEndsAt } = currentPrice(db, course);
  const plans = plansFor(db, course);
  const free = course.pricing_type === 'free';
  return {
    course: courseSummary(course),
    pricing_type: free ? 'free' : 'premium',
    is_free: free,
    currency: course.currency,
    base_price: free ? '0.00' : money(original),
    current_price: free ? '0.00' : money(price),
    has_active_promotion: price < original,
    promotion_ends_at: price < original ? promotionEndsAt : null,
    has_trial: plans.some((plan) => (plan.trial_days ?? 0) > 0),
    trial_days: plans.find((plan) => (plan.trial_days ?? 0) > 0)?.trial_days ?? 0,
    prices: db.payments.coursePrices
      .filter((row) => row.course === course.id && row.is_active && runningNow(row))
      .map((row) => presentPrice(db, row)),
    payment_plans: plans,
    accepted_gateways: free ? [] : [...GATEWAYS],
  };
}

function pricingHandlers(): HttpHandler[] {
  const published = (db: MockDatabase): Course[] => db.courses.courses.filter(isPublished);
  const catalogue = (context: PublicContext, courses: Course[]): Response => {
    const problem =
      choiceError(context, 'pricing_type', ['free', 'premium']) ??
      choiceError(context, 'level', ['beginner', 'intermediate', 'advanced', 'expert']);
    if (problem) return problem;
    const rows = searchCourses(courses, context.query.get('search') ?? context.query.get('q')).map((course) =>
      withPricing(context.db, course),
    );
    const filters: Record<string, Filter<CourseWithPricing, PublicContext>> = {
      min_price: (row, value) => amount(row.price) >= Number(value),
      max_price: (row, value) => amount(row.price) <= Number(value),
    };
    return json(listPage(context, rows, { ordering: 'title', filters, ignore: ['search', 'q'] }));
  };
  return [
    ...planCrud({
      list: 'listPaymentPlans',
      create: 'createPaymentPlan',
      get: 'getPaymentPlan',
      update: 'updatePaymentPlan',
      partial: 'partialUpdatePaymentPlan',
      delete: 'deletePaymentPlan',
    }),
    ...planCrud({
      list: 'listLegacyPaymentPlans',
      create: 'createLegacyPaymentPlan',
      get: 'getLegacyPaymentPlan',
      update: 'updateLegacyPaymentPlan',
      partial: 'partialUpdateLegacyPaymentPlan',
      delete: 'deleteLegacyPaymentPlan',
    }),
    publicRoute('listFeaturedPaymentPlans', ({ db }) =>
      json<PaymentPlan[]>(
        applyOrdering(
          db.payments.plans.filter((plan) => plan.is_active && plan.is_featured === true),
          'display_order',
        ),
      ),
    ),
    publicRoute('listPaymentPlansByType', (context) => {
      const type = context.query.get('plan_type');
      if (!type) return fieldErrors({ plan_type: 'This field is required.' });
      return (
        choiceError(context, 'plan_type', PLAN_TYPES) ??
        json<PaymentPlan[]>(
          applyOrdering(
            context.db.payments.plans.filter((plan) => plan.is_active && plan.plan_type === type),
            'display_order',
          ),
        )
      );
    }),
    publicRoute('listCoursePrices', (context) => {
      const rows = context.db.payments.coursePrices
        .filter((row) => row.is_active || isFinance(context.user))
        .map((row) => presentPrice(context.db, row));
      return json(
        listPage(context, rows, {
          search: ['course.title'],
          ordering: 'course.title,amount',
          filters: { course_id: (row, value) => String(row.course.id) === value },
        }),
      );
    }),
    route('createCoursePrice', (context) => writePrice(context), { roles: MANAGEMENT }),
    publicRoute('getCoursePrice', (context) => {
      const row = context.db.payments.coursePrices.get(context.id());
      return row && (row.is_active || isFinance(context.user)) ? json<CoursePrice>(presentPrice(context.db, row)) : notFound();
    }),
    ...(['updateCoursePrice', 'partialUpdateCoursePrice'] as const).map((operationId) =>
      route(operationId, withRow(priceById, writePrice), { roles: MANAGEMENT }),
    ),
    route(
      'deleteCoursePrice',
      withRow(priceById, (context, row) => {
        context.db.payments.coursePrices.remove(row.id);
        return noContent();
      }),
      { roles: MANAGEMENT },
    ),
    publicRoute('listCoursePricesByCourse', (context) => {
      const id = context.query.get('course_id');
      if (!id) return fieldErrors({ course_id: 'This field is required.' });
      if (!/^\d+$/.test(id)) return fieldErrors({ course_id: 'A valid integer is required.' });
      return json<CoursePrice[]>(
        context.db.payments.coursePrices
          .filter((row) => String(row.course) === id && row.is_active)
          .map((row) => presentPrice(context.db, row)),
      );
    }),
    publicRoute('listFeaturedCoursePrices', ({ db }) =>
      json<CoursePrice[]>(
        db.payments.coursePrices
          .filter((row) => row.is_active && row.is_featured === true && runningNow(row))
          .map((row) => presentPrice(db, row)),
      ),
    ),
    publicRoute('listLimitedTimeCoursePrices', ({ db }) =>
      json<CoursePrice[]>(
        applyOrdering(
          db.payments.coursePrices.filter((row) => row.is_active && row.is_limited_time === true && runningNow(row)),
          'valid_until',
        ).map((row) => presentPrice(db, row)),
      ),
    ),
    publicRoute('listCoursePricesByCurrency', (context) => {
      const problem = choiceError(context, 'currency', ['KES', 'USD', 'EUR', 'GBP', 'UGX', 'TZS', 'NGN']);
      if (problem) return problem;
      const currency = context.query.get('currency') || 'KES';
      return json<CoursePrice[]>(
        context.db.payments.coursePrices
          .filter((row) => row.is_active && row.currency === currency)
          .map((row) => presentPrice(context.db, row)),
      );
    }),
    publicRoute('getCoursePricingBySlug', (context) => {
      const slug = context.params.slug ?? '';
      const course = findCourseBySlug(context.db, slug);
      if (!course || (!isPublished(course) && !isStaff(context.user))) return notFound(courseNotFoundMessage(slug));
      return json<CoursePricingOverview>(pricingOverview(context.db, course));
    }),
    publicRoute('listCoursesWithPricing', (context) => catalogue(context, published(context.db))),
    publicRoute('listFreeCoursesWithPricing', (context) =>
      catalogue(
        context,
        published(context.db).filter((course) => course.pricing_type === 'free'),
      ),
    ),
    publicRoute('listPremiumCoursesWithPricing', (context) =>
      catalogue(
        context,
        published(context.db).filter((course) => course.pricing_type !== 'free'),
      ),
    ),
    publicRoute('getCourseWithPricing', (context) => {
      const course = context.db.courses.courses.get(context.id());
      if (!course || (!isPublished(course) && !isStaff(context.user)))
        return notFound(courseNotFoundMessage(context.params.id ?? ''));
      const overview = pricingOverview(context.db, course);
      return json<CourseWithPricingDetail>({
        ...withPricing(context.db, course),
        description: course.description ?? '',
        prices: overview.prices,
        payment_plans: overview.payment_plans,
      });
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Discount codes.

function presentDiscount(db: MockDatabase, row: DiscountRow): DiscountCode {
  return {
    ...row,
    applicable_courses: row.applicable_courses.map((id) => courseSummaryById(db, id)),
    created_by: row.created_by === null ? null : userSummaryById(db, row.created_by),
  };
}

async function writeDiscount(context: AuthedContext, existing?: DiscountRow): Promise<Response> {
  const input = await context.body<Partial<DiscountCodeRequest>>();
  if (input instanceof Response) return input;
  const code = (input.code ?? existing?.code ?? '').trim().toUpperCase();
  const errors: Record<string, string> = {};
  if (!code) errors.code = 'This field may not be blank.';
  if (context.db.payments.discounts.some((row) => row.code === code && row.id !== existing?.id))
    errors.code = 'discount code with this code already exists.';
  const type = input.discount_type ?? existing?.discount_type ?? 'percentage';
  const value = input.value !== undefined ? amount(input.value) : amount(existing?.value);
  if (type === 'percentage' && (value <= 0 || value > 100)) errors.value = 'A percentage must be between 0 and 100.';
  if (type === 'fixed' && value <= 0) errors.value = 'Ensure this value is greater than 0.';
  for (const id of input.applicable_course_ids ?? [])
    if (!context.db.courses.courses.get(id)) errors.applicable_course_ids = `Invalid pk "${id}" - object does not exist.`;
  for (const id of input.applicable_payment_plan_ids ?? [])
    if (!context.db.payments.plans.get(id)) errors.applicable_payment_plan_ids = `Invalid pk "${id}" - object does not exist.`;
  const from = input.valid_from !== undefined ? input.valid_from : (existing?.valid_from ?? null);
  const until = input.valid_until !== undefined ? input.valid_until : (existing?.valid_until ?? null);
  if (from && until && until < from) errors.valid_until = 'End date must be after start date.';
  if (Object.keys(errors).length > 0) return fieldErrors(errors);
  const stamp = nowIso();
  const fields: Omit<DiscountRow, 'id' | 'created_at' | 'used_count' | 'created_by'> = {
    code,
    description: input.description ?? existing?.description ?? '',
    discount_type: type,
    value: money(value),
    currency: input.currency ?? existing?.currency ?? 'KES',
    max_discount_amount:
      input.max_discount_amount !== undefined ? input.max_discount_amount : (existing?.max_discount_amount ?? null),
    minimum_amount: input.minimum_amount !== undefined ? input.minimum_amount : (existing?.minimum_amount ?? null),
    valid_from: from,
    valid_until: until,
    max_uses: input.max_uses !== undefined ? input.max_uses : (existing?.max_uses ?? null),
    max_uses_per_user: input.max_uses_per_user ?? existing?.max_uses_per_user ?? 1,
    applicable_courses: input.applicable_course_ids ?? existing?.applicable_courses ?? [],
    applicable_payment_plans: input.applicable_payment_plan_ids ?? existing?.applicable_payment_plans ?? [],
    is_active: input.is_active ?? existing?.is_active ?? true,
    updated_at: stamp,
  };
  const stored = existing
    ? (context.db.payments.discounts.update(existing.id, fields) ?? existing)
    : context.db.payments.discounts.insert({ ...fields, used_count: 0, created_by: context.user.id, created_at: stamp });
  return existing
    ? json<DiscountCode>(presentDiscount(context.db, stored))
    : created<DiscountCode>(presentDiscount(context.db, stored));
}

function discountHandlers(): HttpHandler[] {
  return [
    route(
      'listDiscountCodes',
      (context) =>
        json(
          listPage(
            context,
            context.db.payments.discounts.all().map((row) => presentDiscount(context.db, row)),
            {
              search: ['code', 'description'],
              ordering: '-created_at',
              filters: {
                course_id: (row, value) => (row.applicable_courses ?? []).some((course) => String(course.id) === value),
              },
            },
          ),
        ),
      { roles: MANAGEMENT },
    ),
    route('createDiscountCode', (context) => writeDiscount(context), { roles: MANAGEMENT }),
    route(
      'getDiscountCode',
      withRow(discountById, (context, row) => json<DiscountCode>(presentDiscount(context.db, row))),
      { roles: MANAGEMENT },
    ),
    ...(['updateDiscountCode', 'partialUpdateDiscountCode'] as const).map((operationId) =>
      route(operationId, withRow(discountById, writeDiscount), { roles: MANAGEMENT }),
    ),
    route(
      'deleteDiscountCode',
      withRow(discountById, (context, row) => {
        if (row.used_count > 0 || context.db.payments.enrollments.some((enrollment) => enrollment.discount_code === row.code))
          context.db.payments.discounts.update(row.id, { is_active: false, updated_at: nowIso() });
        else context.db.payments.discounts.remove(row.id);
        return noContent();
      }),
      { roles: MANAGEMENT },
    ),
    publicRoute('validateDiscountCode', async (context) => {
      const input = await context.body<DiscountValidationRequest>();
      if (input instanceof Response) return input;
      const course = context.db.courses.courses.get(input.course_id);
      if (!course || !isPublished(course))
        return fieldErrors({ course_id: `Invalid pk "${input.course_id}" - object does not exist.` });
      const plan = input.payment_plan_id ? context.db.payments.plans.get(input.payment_plan_id) : undefined;
      if (input.payment_plan_id && !plan)
        return fieldErrors({ payment_plan_id: `Invalid pk "${input.payment_plan_id}" - object does not exist.` });
      const outcome = evaluateDiscount(context.db, input.code, course, plan, context.user?.id);
      const answer: DiscountValidationResult = outcome.valid
        ? {
            valid: true,
            code: outcome.code,
            discount_type: outcome.row?.discount_type ?? null,
            original_amount: money(outcome.original ?? 0),
            discount_amount: money(outcome.discount ?? 0),
            final_amount: money((outcome.original ?? 0) - (outcome.discount ?? 0)),
            currency: 'KES',
            message: outcome.message,
          }
        : {
            valid: false,
            code: outcome.code,
            discount_type: null,
            original_amount: null,
            discount_amount: null,
            final_amount: null,
            currency: 'KES',
            message: outcome.message,
          };
      return json<DiscountValidationResult>(answer);
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Saved payment methods and notifications.

function methodHandlers(operations: {
  list: string;
  create: string;
  get: string;
  update: string;
  partial: string;
  delete: string;
  setDefault?: string;
}): HttpHandler[] {
  const find = (context: AuthedContext): SavedPaymentMethod | undefined => {
    const row = context.db.payments.methods.get(context.id());
    return row && row.user === context.user.id ? row : undefined;
  };
  const makeDefault = (db: MockDatabase, row: SavedPaymentMethod): void => {
    for (const other of db.payments.methods.filter(
      (candidate) => candidate.user === row.user && candidate.id !== row.id && candidate.is_default,
    ))
      db.payments.methods.update(other.id, { is_default: false });
    db.payments.methods.update(row.id, { is_default: true });
  };
  const write = async (context: AuthedContext, existing?: SavedPaymentMethod): Promise<Response> => {
    const input = await context.body<
      Partial<SavedPaymentMethodRequest> & { gateway_token?: string | null; account_number?: string | null }
    >();
    if (input instanceof Response) return input;
    const gateway = input.gateway ?? existing?.gateway ?? 'mpesa';
    const phone = input.phone_number !== undefined ? input.phone_number : existing?.phone_number;
    if (gateway === 'mpesa' && !phone) return fieldErrors({ phone_number: 'A phone number is required for M-Pesa.' });
    if (gateway === 'paypal' && !(input.paypal_email ?? existing?.paypal_email))
      return fieldErrors({ paypal_email: 'A PayPal e-mail is required.' });
    const stamp = nowIso();
    const card = ['stripe', 'flutterwave', 'paystack'].includes(gateway) && input.gateway_token;
    const token = input.gateway_token ?? '';
    const mine = context.db.payments.methods.filter((row) => row.user === context.user.id);
    const fields: Omit<SavedPaymentMethod, 'id' | 'created_at'> = {
      user: context.user.id,
      gateway,
      label:
        input.label ??
        existing?.label ??
        (gateway === 'mpesa'
          ? 'M-Pesa'
          : gateway === 'paypal'
            ? 'PayPal'
            : gateway === 'bank_transfer'
              ? 'Bank account'
              : 'Card'),
      phone_number: gateway === 'mpesa' && phone ? normalisePhone(phone) : null,
      card_brand: card ? (token.includes('master') ? 'mastercard' : 'visa') : (existing?.card_brand ?? null),
      card_last4: card ? token.replace(/\D/g, '').slice(-4).padStart(4, '4') || '4242' : (existing?.card_last4 ?? null),
      card_exp_month: card ? 12 : (existing?.card_exp_month ?? null),
      card_exp_year: card ? new Date().getUTCFullYear() + 3 : (existing?.card_exp_year ?? null),
      paypal_email: input.paypal_email !== undefined ? input.paypal_email : (existing?.paypal_email ?? null),
      bank_name: input.bank_name !== undefined ? input.bank_name : (existing?.bank_name ?? null),
      account_number_last4: input.account_number ? input.account_number.slice(-4) : (existing?.account_number_last4 ?? null),
      is_default: input.is_default ?? existing?.is_default ?? mine.length === 0,
      is_verified: gateway !== 'bank_transfer',
      updated_at: stamp,
    };
    const stored = existing
      ? (context.db.payments.methods.update(existing.id, fields) ?? existing)
      : context.db.payments.methods.insert({ ...fields, created_at: stamp });
    if (stored.is_default) makeDefault(context.db, stored);
    const answer = context.db.payments.methods.get(stored.id) ?? stored;
    return existing ? json<SavedPaymentMethod>(answer) : created<SavedPaymentMethod>(answer);
  };
  const handlers: HttpHandler[] = [
    route(operations.list, (context) =>
      json(
        listPage(
          context,
          applyOrdering(
            context.db.payments.methods.filter((row) => row.user === context.user.id),
            '-is_default,-created_at',
          ),
          { search: ['label', 'phone_number', 'card_last4'] },
        ),
      ),
    ),
    route(operations.create, (context) => write(context)),
    route(
      operations.get,
      withRow(find, (_context, row) => json<SavedPaymentMethod>(row)),
    ),
    ...[operations.update, operations.partial].map((operationId) => route(operationId, withRow(find, write))),
    route(
      operations.delete,
      withRow(find, (context, row) => {
        context.db.payments.methods.remove(row.id);
        if (row.is_default) {
          const next = applyOrdering(
            context.db.payments.methods.filter((candidate) => candidate.user === row.user),
            '-created_at',
          )[0];
          if (next) makeDefault(context.db, next);
        }
        return noContent();
      }),
    ),
  ];
  if (operations.setDefault) {
    handlers.push(
      route(
        operations.setDefault,
        withRow(find, (context, row) => {
          makeDefault(context.db, row);
          return json<SavedPaymentMethod>(context.db.payments.methods.get(row.id) ?? row);
        }),
      ),
    );
  }
  return handlers;
}

function notificationHandlers(): HttpHandler[] {
  const find = (context: AuthedContext): PaymentNotification | undefined => {
    const row = context.db.payments.notifications.get(context.id());
    return row && (row.user === context.user.id || isFinance(context.user)) ? row : undefined;
  };
  const mark = (operationId: string, field: 'opened' | 'clicked') =>
    route(
      operationId,
      withRow(find, (context, row) => {
        if (row.user !== context.user.id) return detail(400, 'Only the recipient can mark a notification.');
        const stamp = nowIso();
        const patch: Partial<PaymentNotification> = { is_opened: true, opened_at: row.opened_at ?? stamp };
        if (field === 'clicked') Object.assign(patch, { is_clicked: true, clicked_at: row.clicked_at ?? stamp });
        return json<PaymentNotification>(context.db.payments.notifications.update(row.id, patch) ?? row);
      }),
    );
  return [
    route('listPaymentNotifications', (context) =>
      json(
        listPage(
          context,
          context.db.payments.notifications.filter((row) => row.user === context.user.id || isFinance(context.user)),
          { search: ['title', 'message'], ordering: '-created_at' },
        ),
      ),
    ),
    route(
      'getPaymentNotification',
      withRow(find, (_context, row) => json<PaymentNotification>(row)),
    ),
    mark('markPaymentNotificationOpened', 'opened'),
    mark('markPaymentNotificationClicked', 'clicked'),
  ];
}

// ---------------------------------------------------------------------------------------------
// Invoices.

/**
 * What has been paid against an invoice: an installment's invoice follows that installment; an
 * enrollment's invoice follows the enrollment's completed payments beyond what was already paid when it
 * was raised (a balance invoice starts at nothing paid; a full-price one counts every payment).
 */
function invoicePaid(db: MockDatabase, row: InvoiceRow, total: number): number {
  if (row.status === 'paid') return total;
  if (row.installment) return Math.min(total, installmentPaid(db, row.installment));
  const enrollment = row.enrollment ? db.payments.enrollments.get(row.enrollment) : undefined;
  if (!enrollment) return 0;
  const figures = enrollmentMoney(db, enrollment);
  return Math.max(0, Math.min(total, figures.paid - (figures.total - total)));
}

/** Issued invoices follow their payments: partly paid, paid, overdue after the due date. */
function invoiceStatus(row: InvoiceRow, total: number, paid: number, today: string): PaymentInvoice['status'] {
  if (row.status === 'draft' || row.status === 'cancelled') return row.status;
  if (total > 0 && paid >= total) return 'paid';
  if (row.due_date < today) return 'overdue';
  return paid > 0 ? 'partially_paid' : 'issued';
}

function presentInvoice(db: MockDatabase, row: InvoiceRow): PaymentInvoice {
  const subtotal = row.line_items.reduce((sum, item) => sum + amount(item.amount), 0);
  const total = Math.max(0, subtotal - amount(row.discount_amount) + amount(row.tax_amount));
  const paid = invoicePaid(db, row, total);
  const status = invoiceStatus(row, total, paid, isoDate(new Date()));
  const lastPayment = row.enrollment
    ? completedPayments(db, row.enrollment)
        .map((payment) => payment.completed_at ?? payment.updated_at)
        .sort()
        .at(-1)
    : undefined;
  return {
    ...row,
    status,
    paid_at: status === 'paid' ? (row.paid_at ?? lastPayment ?? row.updated_at) : null,
    user: userSummaryById(db, row.user),
    course: row.course ? courseSummaryById(db, row.course) : null,
    subtotal: money(subtotal),
    total_amount: money(total),
    amount_paid: money(paid),
    balance_due: money(total - paid),
  };
}

/** The learner's own invoices, a parent's children's, and every invoice for finance staff. */
const seesInvoice = (db: MockDatabase, user: UserRecord, row: InvoiceRow): boolean =>
  row.user === user.id || isFinance(user) || (user.user_type === 'parent' && childrenOf(db, user.id).includes(row.user));

const lineItems = (items: PaymentInvoiceLineItem[]): PaymentInvoiceLineItem[] =>
  items.map((item) => ({ ...item, amount: money(item.quantity * amount(item.unit_price)) }));

function invoiceHandlers(): HttpHandler[] {
  const find = (context: AuthedContext): InvoiceRow | undefined => {
    const row = context.db.payments.invoices.get(context.id());
    return row && seesInvoice(context.db, context.user, row) ? row : undefined;
  };
  const write = async (context: AuthedContext, existing?: InvoiceRow): Promise<Response> => {
    const input = await context.body<Partial<PaymentInvoiceRequest>>();
    if (input instanceof Response) return input;
    if (existing && (existing.status === 'paid' || existing.status === 'cancelled'))
      return detail(400, `A ${existing.status} invoice cannot be changed.`);
    const user = context.db.accounts.users.get(input.user_id ?? existing?.user ?? 0);
    if (!user) return fieldErrors({ user_id: `Invalid pk "${String(input.user_id)}" - object does not exist.` });
    const enrollmentId = input.enrollment_id !== undefined ? input.enrollment_id : (existing?.enrollment ?? null);
    const enrollment = enrollmentId ? context.db.payments.enrollments.get(enrollmentId) : undefined;
    if (enrollmentId && !enrollment)
      return fieldErrors({ enrollment_id: `Invalid pk "${enrollmentId}" - object does not exist.` });
    const stamp = nowIso();
    const fields: Omit<InvoiceRow, 'id' | 'created_at' | 'invoice_number'> = {
      user: user.id,
      enrollment: enrollment?.id ?? null,
      installment: input.installment_id !== undefined ? input.installment_id : (existing?.installment ?? null),
      course: enrollment?.course ?? existing?.course ?? null,
      line_items: input.line_items ? lineItems(input.line_items) : (existing?.line_items ?? []),
      discount_amount: input.discount_amount ?? existing?.discount_amount ?? '0.00',
      tax_amount: input.tax_amount ?? existing?.tax_amount ?? '0.00',
      currency: input.currency ?? existing?.currency ?? 'KES',
      status: input.status ?? existing?.status ?? 'draft',
      issue_date: input.issue_date ?? existing?.issue_date ?? isoDate(new Date()),
      due_date: input.due_date ?? existing?.due_date ?? isoDate(addDays(new Date(), 14)),
      paid_at: existing?.paid_at ?? null,
      billing_address: input.billing_address !== undefined ? input.billing_address : (existing?.billing_address ?? null),
      notes: input.notes !== undefined ? input.notes : (existing?.notes ?? null),
      updated_at: stamp,
    };
    if (fields.line_items.length === 0) return fieldErrors({ line_items: 'An invoice needs at least one line.' });
    const stored = existing
      ? (context.db.payments.invoices.update(existing.id, fields) ?? existing)
      : context.db.payments.invoices.insert({
          ...fields,
          invoice_number: reference('INV', context.db.payments.invoices.nextId()),
          created_at: stamp,
        });
    return existing
      ? json<PaymentInvoice>(presentInvoice(context.db, stored))
      : created<PaymentInvoice>(presentInvoice(context.db, stored));
  };
  return [
    route('listPaymentInvoices', (context) => {
      const rows = context.db.payments.invoices
        .filter((row) => seesInvoice(context.db, context.user, row))
        .map((row) => presentInvoice(context.db, row));
      return json(
        listPage(context, rows, {
          search: ['invoice_number', 'user.get_full_name', 'course.title'],
          ordering: '-issue_date,-id',
          filters: {
            enrollment_id: (row, value) => String(row.enrollment) === value,
            date_from: (row, value) => row.issue_date >= value,
            date_to: (row, value) => row.issue_date <= value,
          },
        }),
      );
    }),
    route('createPaymentInvoice', (context) => write(context), { roles: FINANCE }),
    route(
      'getPaymentInvoice',
      withRow(find, (context, row) => json<PaymentInvoice>(presentInvoice(context.db, row))),
    ),
    ...(['updatePaymentInvoice', 'partialUpdatePaymentInvoice'] as const).map((operationId) =>
      route(operationId, withRow(find, write), { roles: FINANCE }),
    ),
    route(
      'deletePaymentInvoice',
      withRow(find, (context, row) => {
        if (row.status !== 'draft') return detail(400, 'Only draft invoices can be deleted; cancel issued ones.');
        context.db.payments.invoices.remove(row.id);
        return noContent();
      }),
      { roles: FINANCE },
    ),
    route(
      'generatePaymentInvoice',
      settled<AuthedContext>(async (context) => {
        const input = await context.body<PaymentInvoiceGenerateRequest>();
        if (input instanceof Response) return input;
        const enrollment = context.db.payments.enrollments.get(input.enrollment_id);
        if (!enrollment || !canSeeEnrollment(context.db, context.user, enrollment)) return notFound();
        if (enrollment.user !== context.user.id && !isFinance(context.user)) return context.deny();
        const course = context.db.courses.courses.get(enrollment.course);
        let value = enrollmentMoney(context.db, enrollment).balance;
        let description = `${course?.title ?? 'Course fee'}: balance`;
        if (input.installment_id) {
          const installment = context.db.payments.installments.get(input.installment_id);
          if (!installment || installment.enrollment !== enrollment.id)
            return fieldErrors({ installment_id: 'This installment does not belong to the enrollment.' });
          value = amount(presentInstallment(context.db, installment).balance);
          description = `${course?.title ?? 'Course fee'}: installment ${installment.number}`;
        }
        if (value <= 0) return detail(400, 'Nothing is owed on this enrollment.');
        const stamp = nowIso();
        const row = context.db.payments.invoices.insert({
          invoice_number: reference('INV', context.db.payments.invoices.nextId()),
          user: enrollment.user,
          enrollment: enrollment.id,
          installment: input.installment_id ?? null,
          course: enrollment.course,
          line_items: [{ description, quantity: 1, unit_price: money(value), amount: money(value) }],
          discount_amount: '0.00',
          tax_amount: '0.00',
          currency: enrollment.currency,
          status: 'issued',
          issue_date: isoDate(new Date()),
          due_date: input.due_date ?? isoDate(addDays(new Date(), 14)),
          paid_at: null,
          billing_address: 'Nairobi, Kenya',
          notes: 'Pay by M-Pesa (Paybill 522533, account = invoice number) or card.',
          created_at: stamp,
          updated_at: stamp,
        });
        // The invoice shows what is still owed, not the enrollment's past payments.
        return created<PaymentInvoice>({ ...presentInvoice(context.db, row), amount_paid: '0.00', balance_due: money(value) });
      }),
    ),
    route(
      'downloadPaymentInvoice',
      withRow(find, (context, row) => {
        const invoice = presentInvoice(context.db, row);
        const user = context.db.accounts.users.get(row.user);
        const pdf = simplePdf(`Invoice ${invoice.invoice_number}`, [
          `Billed to: ${user ? fullName(user) : ''} (${user?.email ?? ''})`,
          `Issued ${invoice.issue_date}, due ${invoice.due_date}`,
          ...invoice.line_items.map((item) => `${item.description} x${item.quantity}: ${invoice.currency} ${item.amount}`),
          `Total: ${invoice.currency} ${invoice.total_amount}   Paid: ${invoice.amount_paid}   Balance: ${invoice.balance_due}`,
          'Pay by M-Pesa: Paybill 522533, account = invoice number',
          'Ujuzi School of Technology - Bishop Magua Centre, Ngong Road, Nairobi',
        ]);
        return binary(pdf, 'application/pdf', `${invoice.invoice_number}.pdf`);
      }),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Dashboards and statistics.

function dashboardHandlers(): HttpHandler[] {
  const myPayments = (context: AuthedContext): PaymentRow[] =>
    context.db.payments.payments.filter((row) => row.user === context.user.id);
  const myUpcoming = (context: AuthedContext) =>
    applyOrdering(
      context.db.payments.enrollments
        .filter((row) => row.user === context.user.id && row.status !== 'cancelled')
        .flatMap((row) => installmentsOf(context.db, row.id).map((installment) => presentInstallment(context.db, installment)))
        .filter((installment) => installment.status !== 'paid'),
      'due_date',
    );
  return [
    route(
      'getPaymentsDashboard',
      settled<AuthedContext>((context) => {
        const enrollments = context.db.payments.enrollments.filter((row) => row.user === context.user.id);
        const figures = enrollments.filter((row) => row.status !== 'cancelled').map((row) => enrollmentMoney(context.db, row));
        const upcoming = myUpcoming(context);
        return json<PaymentsDashboard>({
          total_paid: money(figures.reduce((sum, figure) => sum + figure.paid, 0)),
          total_balance_due: money(figures.reduce((sum, figure) => sum + figure.balance, 0)),
          currency: 'KES',
          active_enrollments: enrollments.filter((row) => row.status === 'active').length,
          pending_payments: myPayments(context).filter((row) => row.status === 'pending' || row.status === 'processing').length,
          overdue_installments: upcoming.filter((installment) => installment.status === 'overdue').length,
          recent_payments: applyOrdering(myPayments(context), '-created_at')
            .slice(0, 5)
            .map((row) => presentPayment(context.db, row)),
          upcoming_installments: upcoming.slice(0, 5),
        });
      }),
    ),
    route(
      'getPaymentStats',
      settled<AuthedContext>((context) => {
        const rows = context.db.payments.payments.filter((row) => seesPayment(context, row));
        const from = context.query.get('date_from');
        const to = context.query.get('date_to');
        return json<PaymentStats>(
          paymentStats(
            rows.filter((row) => (!from || row.created_at.slice(0, 10) >= from) && (!to || row.created_at.slice(0, 10) <= to)),
          ),
        );
      }),
    ),
    route(
      'getStudentPaymentOverview',
      settled<AuthedContext>((context) => {
        const enrollments = context.db.payments.enrollments.filter((row) => row.user === context.user.id);
        const figures = enrollments.filter((row) => row.status !== 'cancelled').map((row) => enrollmentMoney(context.db, row));
        const upcoming = myUpcoming(context);
        return json<StudentPaymentOverview>({
          total_enrollments: enrollments.length,
          active_enrollments: enrollments.filter((row) => row.status === 'active').length,
          trial_enrollments: enrollments.filter((row) => row.status === 'trial').length,
          total_paid: money(figures.reduce((sum, figure) => sum + figure.paid, 0)),
          total_balance_due: money(figures.reduce((sum, figure) => sum + figure.balance, 0)),
          currency: 'KES',
          enrollments: applyOrdering(enrollments, '-enrolled_at').map((row) => presentEnrollment(context.db, row)),
          recent_payments: applyOrdering(myPayments(context), '-created_at')
            .slice(0, 5)
            .map((row) => presentPayment(context.db, row)),
          upcoming_installments: upcoming.filter((installment) => installment.status !== 'overdue').slice(0, 5),
          overdue_installments_count: upcoming.filter((installment) => installment.status === 'overdue').length,
          unread_notifications_count: context.db.payments.notifications.count(
            (row) => row.user === context.user.id && !row.is_opened,
          ),
        });
      }),
    ),
    route(
      'getAdminPaymentOverview',
      settled<AuthedContext>(({ db }) => {
        const payments = db.payments.payments.all();
        const stats = paymentStats(payments);
        const enrollments = db.payments.enrollments.all();
        const last = amount(stats.revenue_last_month);
        const current = amount(stats.revenue_this_month);
        return json<AdminPaymentOverview>({
          total_revenue: stats.total_revenue,
          revenue_this_month: stats.revenue_this_month ?? '0.00',
          revenue_growth_percentage: last > 0 ? round2(((current - last) / last) * 100) : 0,
          total_enrollments: enrollments.length,
          active_enrollments: enrollments.filter((row) => row.status === 'active').length,
          trial_enrollments: enrollments.filter((row) => row.status === 'trial').length,
          pending_payments_count: stats.pending_payments,
          failed_payments_count: stats.failed_payments,
          pending_refunds_count: db.payments.refunds.count((row) => row.status === 'pending'),
          overdue_installments_count: db.payments.installments
            .all()
            .filter((row) => overdue(db, row, presentInstallment(db, row), isoDate(new Date()))).length,
          outstanding_balance: money(
            enrollments
              .filter((row) => row.status !== 'cancelled')
              .reduce((sum, row) => sum + enrollmentMoney(db, row).balance, 0),
          ),
          currency: 'KES',
          recent_payments: applyOrdering(payments, '-created_at')
            .slice(0, 10)
            .map((row) => presentPayment(db, row)),
          by_gateway: stats.by_gateway ?? [],
        });
      }),
      { roles: MANAGEMENT },
    ),
    route(
      'getRevenueAnalytics',
      (context) => {
        const problem =
          choiceError(context, 'period', ['day', 'week', 'month', 'quarter', 'year']) ??
          choiceError(context, 'currency', ['KES', 'USD', 'EUR', 'GBP', 'UGX', 'TZS', 'NGN']);
        if (problem) return problem;
        const currency = (context.query.get('currency') || 'KES') as RevenueAnalytics['currency'];
        const courseId = context.query.get('course_id');
        const from = context.query.get('start_date');
        const to = context.query.get('end_date');
        const rows = context.db.payments.payments.filter(
          (row) =>
            (row.status === 'completed' || row.status === 'refunded') &&
            row.currency === currency &&
            (!courseId || String(row.course) === courseId) &&
            (!from || (row.completed_at ?? row.created_at).slice(0, 10) >= from) &&
            (!to || (row.completed_at ?? row.created_at).slice(0, 10) <= to),
        );
        const months = new Map<string, PaymentRow[]>();
        for (const row of rows) {
          const key = `${(row.completed_at ?? row.created_at).slice(0, 7)}-01`;
          months.set(key, [...(months.get(key) ?? []), row]);
        }
        const series = [...months.entries()]
          .sort((a, b) => a[0].localeCompare(b[0]))
          .map(([period_start, list]) => {
            const gross = list.reduce((sum, row) => sum + amount(row.amount), 0);
            const refunds = list.reduce((sum, row) => sum + amount(row.refunded_amount), 0);
            return {
              period_start,
              revenue: money(gross),
              refunds: money(refunds),
              net_revenue: money(gross - refunds),
              payments_count: list.length,
              new_enrollments: new Set(list.map((row) => row.enrollment)).size,
            };
          });
        const total = rows.reduce((sum, row) => sum + amount(row.amount), 0);
        const refunds = rows.reduce((sum, row) => sum + amount(row.refunded_amount), 0);
        const byCourse = new Map<number, PaymentRow[]>();
        for (const row of rows) if (row.course) byCourse.set(row.course, [...(byCourse.get(row.course) ?? []), row]);
        const byPlan = new Map<string, PaymentRow[]>();
        for (const row of rows) {
          const plan = context.db.payments.enrollments.get(row.enrollment)?.payment_plan;
          const type = plan ? (context.db.payments.plans.get(plan)?.plan_type ?? 'full') : 'full';
          byPlan.set(type, [...(byPlan.get(type) ?? []), row]);
        }
        const last = amount(series.at(-1)?.net_revenue);
        const before = amount(series.at(-2)?.net_revenue);
        return json<RevenueAnalytics>({
          period: 'month',
          start_date: from ?? series[0]?.period_start ?? isoDate(new Date()),
          end_date: to ?? isoDate(new Date()),
          currency,
          total_revenue: money(total),
          total_refunds: money(refunds),
          net_revenue: money(total - refunds),
          growth_percentage: before > 0 ? round2(((last - before) / before) * 100) : 0,
          series,
          by_gateway: paymentStats(rows).by_gateway ?? [],
          by_course: [...byCourse.entries()]
            .map(([course, list]) => ({
              course: courseSummaryById(context.db, course),
              revenue: money(list.reduce((sum, row) => sum + amount(row.amount) - amount(row.refunded_amount), 0)),
              enrollments: new Set(list.map((row) => row.enrollment)).size,
            }))
            .sort((a, b) => amount(b.revenue) - amount(a.revenue))
            .slice(0, 10),
          by_plan_type: [...byPlan.entries()].map(([plan_type, list]) => ({
            plan_type: plan_type as PaymentPlan['plan_type'],
            revenue: money(list.reduce((sum, row) => sum + amount(row.amount), 0)),
            count: list.length,
          })),
        });
      },
      { roles: MANAGEMENT },
    ),
    publicRoute('getPaymentsHealth', () =>
      json<HealthStatus>({
        status: 'healthy',
        timestamp: nowIso(),
        version: '2026.11.0',
        checks: { database: 'ok', cache: 'ok', task_queue: 'ok' },
      }),
    ),
    route('getPaymentsServiceStatus', () =>
      json<PaymentServiceStatus>({
        status: 'operational',
        default_currency: 'KES',
        gateways: GATEWAYS.map((gateway) => ({
          gateway,
          enabled: true,
          available: true,
          mode: 'sandbox',
          currencies: gateway === 'mpesa' ? ['KES'] : gateway === 'bank_transfer' ? ['KES', 'USD'] : ['KES', 'USD', 'EUR', 'GBP'],
        })),
        timestamp: nowIso(),
      }),
    ),
  ];
}

export function paymentsHandlers(): HttpHandler[] {
  return [
    ...pricingHandlers(),
    ...discountHandlers(),
    ...methodHandlers({
      list: 'listPaymentMethods',
      create: 'createPaymentMethod',
      get: 'getPaymentMethod',
      update: 'updatePaymentMethod',
      partial: 'partialUpdatePaymentMethod',
      delete: 'deletePaymentMethod',
      setDefault: 'setDefaultPaymentMethod',
    }),
    ...methodHandlers({
      list: 'listLegacyPaymentMethods',
      create: 'createLegacyPaymentMethod',
      get: 'getLegacyPaymentMethod',
      update: 'updateLegacyPaymentMethod',
      partial: 'partialUpdateLegacyPaymentMethod',
      delete: 'deleteLegacyPaymentMethod',
    }),
    ...notificationHandlers(),
    ...invoiceHandlers(),
    ...dashboardHandlers(),
    ...enrollmentHandlers(),
    ...transactionHandlers(),
  ];
}
