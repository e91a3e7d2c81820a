/** Public pricing: payment plans (also under the earlier-style /plans/), course prices, the pricing catalogue and checkout pricing by slug. */
import type {
  Course,
  CoursePrice,
  CoursePricingOverview,
  CourseWithPricing,
  CourseWithPricingDetail,
  PaymentPlan,
} from '@ujuzi/api';
import { courseNotFoundMessage } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import { courseSummaryById, presentCourse, courseSummary, isPublished, findCourseBySlug } from '../db/courses';
import type { MockDatabase } from '../db/database';
import { isFinance, planSummary, isStaff } from '../db/enrollments';
import { type CoursePriceRow, amount, money, currentPrice, GATEWAYS } from '../db/payments';
import { nowIso, isoDateTime } from '../db/time';
import { MANAGEMENT, slugify, tableRoutes, type CrudOperations } from '../kit/crud';
import { applyOrdering, listPage, type Filter } from '../kit/list';
import { fieldErrors, json, created, notFound, detail } from '../kit/respond';
import { type AuthedContext, type PublicContext, publicRoute, type BodyRecord } from '../kit/route';
import { choiceError, searchCourses } from './courses-shared';

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

/** The plan CRUD, answered under both /payment-plans/ and the earlier-style /plans/; inactive plans are for finance only. */
function planCrud(
  operations: Required<Pick<CrudOperations, 'list' | 'create' | 'get' | 'update' | 'partialUpdate' | 'delete'>>,
): HttpHandler[] {
  return tableRoutes<PaymentPlan, PublicContext>({
    table: (db) => db.payments.plans,
    operations,
    publicReads: true,
    writeRoles: MANAGEMENT,
    visible: (plan, context) => plan.is_active || isFinance(context.user),
    checkList: (context) => choiceError(context, 'plan_type', PLAN_TYPES),
    list: { search: ['name', 'description'], ordering: 'display_order' },
    write: writePlan,
    beforeDelete: (plan, context) =>
      context.db.payments.enrollments.some((row) => row.payment_plan === plan.id)
        ? detail(400, 'This plan is used by enrollments; deactivate it instead.')
        : undefined,
  });
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

export function pricingHandlers(): HttpHandler[] {
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
      partialUpdate: 'partialUpdatePaymentPlan',
      delete: 'deletePaymentPlan',
    }),
    ...planCrud({
      list: 'listLegacyPaymentPlans',
      create: 'createLegacyPaymentPlan',
      get: 'getLegacyPaymentPlan',
      update: 'updateLegacyPaymentPlan',
      partialUpdate: 'partialUpdateLegacyPaymentPlan',
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
    ...tableRoutes<CoursePriceRow, PublicContext, CoursePrice>({
      table: (db) => db.payments.coursePrices,
      operations: {
        list: 'listCoursePrices',
        create: 'createCoursePrice',
        get: 'getCoursePrice',
        update: 'updateCoursePrice',
        partialUpdate: 'partialUpdateCoursePrice',
        delete: 'deleteCoursePrice',
      },
      publicReads: true,
      writeRoles: MANAGEMENT,
      // Inactive prices are for finance only (management, who write them, always see them).
      visible: (row, context) => row.is_active || isFinance(context.user),
      present: (row, context) => presentPrice(context.db, row),
      listPresented: {
        search: ['course.title'],
        ordering: 'course.title,amount',
        filters: { course_id: (row, value) => String(row.course.id) === value },
      },
      write: writePrice,
    }),
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
