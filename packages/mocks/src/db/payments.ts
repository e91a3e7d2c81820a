/**
 * The payments domain, in KES: payment plans, course prices, enrollments (one table for the
 * payments app's Enrollment and the course app's StudentEnrollment), payments through six gateways,
 * installment schedules, discount codes, refunds, invoices, saved payment methods, payment
 * notifications, gateway logs, enrollment notes and the enrollment audit trail.
 *
 * Amounts paid are never stored: they are the completed payments of an enrollment (or installment),
 * so every answer agrees with the payments table. Enrollment rules (access, flow, balances) are in
 * enrollments.ts; starting and settling payments in payment-flow.ts.
 */
import type {
  AdminPayment,
  Course,
  CoursePrice,
  Currency,
  DiscountCode,
  EnrollmentAuditEntry,
  EnrollmentNote,
  EnrollmentStatus,
  Installment,
  PaymentGateway,
  PaymentGatewayLog,
  PaymentInvoice,
  PaymentNotification,
  PaymentPlan,
  PaymentRefund,
  PaymentStatus,
  SavedPaymentMethod,
} from '@ujuzi/api';
import type { Faker } from '@faker-js/faker';
import { usersOfType, type UserRecord } from './accounts';
import type { MockDatabase } from './database';
import { defineDomain, type SeedContext } from './domain';
import { kenyanPhone, mpesaReceipt } from './kenya';
import { Table } from './table';
import { addDays, daysAgo, isoDate, isoDateTime } from './time';
import { installmentSchedule } from '@ujuzi/domain';

// ---------------------------------------------------------------------------------------------
// Row types: relations by id, derived figures left out.

export interface EnrollmentRow {
  id: number;
  reference: string;
  user: number;
  course: number;
  course_offering: number | null;
  status: EnrollmentStatus;
  payment_plan: number | null;
  total_amount: string;
  discount_code: string | null;
  discount_amount: string;
  currency: Currency;
  is_free: boolean;
  trial_ends_at: string | null;
  enrolled_at: string;
  activated_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
  /** The course app's side: where the student was last. */
  last_lesson: number | null;
  last_accessed_at: string | null;
  notes: string;
}

/** How a simulated M-Pesa STK push ends (see payment-flow.ts). */
export type MpesaOutcome = 'success' | 'cancelled' | 'failed' | 'unreachable' | 'insufficient_funds' | 'expired';

/** A payment as stored; optional fields without a value are left out to keep the snapshot small. */
export type PaymentRow = Omit<AdminPayment, 'user' | 'course' | 'verified_by'> & {
  user: number;
  course?: number | null;
  verified_by?: number | null;
  /** The gateway's result code (M-Pesa ResultCode). */
  result_code?: number | null;
  /** Epoch milliseconds at which a processing STK push settles (read lazily); null otherwise. */
  settle_at?: number | null;
  outcome?: MpesaOutcome | null;
  /** Several installments paid in one gateway payment: the first share's id, on every share; they settle together. */
  batch?: number | null;
};

/** The object without its null and undefined values (stored rows omit empty optional fields). */
export function compact<T extends object>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null && value !== undefined)) as T;
}

/** An installment as stored: what was paid comes from its payments. */
export type InstallmentRow = Pick<
  Installment,
  'id' | 'enrollment' | 'number' | 'due_date' | 'amount' | 'currency' | 'created_at' | 'updated_at'
> & { late_fee: string };

export type CoursePriceRow = Omit<CoursePrice, 'course' | 'payment_plan'> & { course: number; payment_plan: number | null };
export type DiscountRow = Omit<DiscountCode, 'applicable_courses' | 'created_by'> & {
  applicable_courses: number[];
  created_by: number | null;
};
export type RefundRow = Omit<
  PaymentRefund,
  'user' | 'requested_by' | 'reviewed_by' | 'course' | 'payment_amount' | 'refundable_amount'
> & {
  user: number;
  requested_by: number | null;
  reviewed_by: number | null;
};
export type InvoiceRow = Omit<PaymentInvoice, 'user' | 'course' | 'subtotal' | 'total_amount' | 'amount_paid' | 'balance_due'> & {
  user: number;
  course: number | null;
};
export type EnrollmentNoteRow = Omit<EnrollmentNote, 'author'> & { author: number };
export type AuditRow = Omit<EnrollmentAuditEntry, 'actor'> & { enrollment: number; actor: number | null };

export const paymentsTables = () => ({
  plans: new Table<PaymentPlan>(),
  coursePrices: new Table<CoursePriceRow>(),
  enrollments: new Table<EnrollmentRow>(),
  installments: new Table<InstallmentRow>(),
  payments: new Table<PaymentRow>(),
  discounts: new Table<DiscountRow>(),
  refunds: new Table<RefundRow>(),
  invoices: new Table<InvoiceRow>(),
  methods: new Table<SavedPaymentMethod>(),
  notifications: new Table<PaymentNotification>(),
  gatewayLogs: new Table<PaymentGatewayLog>(),
  notes: new Table<EnrollmentNoteRow>(),
  audit: new Table<AuditRow>(),
});

export type PaymentsTables = ReturnType<typeof paymentsTables>;

// ---------------------------------------------------------------------------------------------
// Money and references.

/** Money as the spec writes it: a decimal string with two decimals. */
export const money = (amount: number): string => (Math.round(amount * 100) / 100).toFixed(2);
export const amount = (value: string | null | undefined): number => Number(value ?? 0) || 0;

/** `ENR-2026-000123`: a prefix, the year and the id. */
export const reference = (prefix: string, id: number, at: string | Date = new Date()): string =>
  `${prefix}-${(typeof at === 'string' ? at : isoDate(at)).slice(0, 4)}-${String(id).padStart(6, '0')}`;

export const GATEWAYS: readonly PaymentGateway[] = ['mpesa', 'stripe', 'paypal', 'flutterwave', 'paystack', 'bank_transfer'];
export const CARD_GATEWAYS: readonly PaymentGateway[] = ['stripe', 'paypal', 'flutterwave', 'paystack'];

/** The price a course is sold at now in KES: an active limited-time price, else the list price. */
export function currentPrice(
  db: MockDatabase,
  course: Course,
  at = new Date(),
): { price: number; original: number; promotionEndsAt: string | null } {
  const list = amount(course.price);
  const stamp = isoDateTime(at);
  const promotion = db.payments.coursePrices.find(
    (price) =>
      price.course === course.id &&
      price.is_active &&
      price.is_limited_time === true &&
      price.currency === 'KES' &&
      price.payment_plan === null &&
      (!price.valid_from || price.valid_from <= stamp) &&
      (!price.valid_until || price.valid_until >= stamp),
  );
  return promotion
    ? { price: amount(promotion.amount), original: list, promotionEndsAt: promotion.valid_until ?? null }
    : { price: list, original: list, promotionEndsAt: null };
}

/** What an enrollment on a plan costs: the price less the plan's discount. */
export const planTotal = (price: number, plan: PaymentPlan | undefined): number =>
  price * (1 - amount(plan?.discount_percentage) / 100);

/** The installment schedule of an enrollment: equal parts (the last takes the rounding), the first due at enrollment. */
export function scheduleInstallments(
  tables: Pick<PaymentsTables, 'installments'>,
  enrollment: EnrollmentRow,
  plan: PaymentPlan,
  start: Date,
  stamp: string,
): InstallmentRow[] {
  return installmentSchedule(amount(enrollment.total_amount), plan.number_of_installments, plan.interval, start).map((item) =>
    tables.installments.insert({
      enrollment: enrollment.id,
      number: item.number,
      due_date: isoDate(item.dueDate),
      amount: money(item.amount),
      late_fee: '0.00',
      currency: enrollment.currency,
      created_at: stamp,
      updated_at: stamp,
    }),
  );
}

/** What an installment's completed payments add up to. */
export const installmentPaid = (db: MockDatabase, installmentId: number): number =>
  db.payments.payments
    .filter((payment) => payment.installment === installmentId && payment.status === 'completed')
    .reduce((sum, payment) => sum + amount(payment.amount) - amount(payment.refunded_amount), 0);

// ---------------------------------------------------------------------------------------------
// Seed.

const PLANS: Omit<PaymentPlan, 'id' | 'created_at' | 'updated_at'>[] = [
  {
    name: 'Full Payment',
    slug: 'full-payment',
    description: 'Pay once and save 5%.',
    plan_type: 'full',
    number_of_installments: 1,
    interval: null,
    down_payment_percentage: '100.00',
    discount_percentage: '5.00',
    late_fee: null,
    grace_period_days: 0,
    trial_days: 0,
    is_featured: true,
    is_active: true,
    display_order: 1,
  },
  {
    name: '3 Monthly Installments',
    slug: '3-monthly-installments',
    description: 'Spread the fee over three months at no extra cost.',
    plan_type: 'installments',
    number_of_installments: 3,
    interval: 'monthly',
    down_payment_percentage: '33.34',
    discount_percentage: '0.00',
    late_fee: '500.00',
    grace_period_days: 7,
    trial_days: 0,
    is_featured: true,
    is_active: true,
    display_order: 2,
  },
  {
    name: '6 Monthly Installments',
    slug: '6-monthly-installments',
    description: 'Six monthly payments for the longer programmes.',
    plan_type: 'installments',
    number_of_installments: 6,
    interval: 'monthly',
    down_payment_percentage: '16.67',
    discount_percentage: '0.00',
    late_fee: '500.00',
    grace_period_days: 7,
    trial_days: 0,
    is_featured: false,
    is_active: true,
    display_order: 3,
  },
  {
    name: '14-Day Free Trial',
    slug: '14-day-free-trial',
    description: 'Study free for 14 days, then pay in full.',
    plan_type: 'full',
    number_of_installments: 1,
    interval: null,
    down_payment_percentage: '100.00',
    discount_percentage: '0.00',
    late_fee: null,
    grace_period_days: 0,
    trial_days: 14,
    is_featured: true,
    is_active: true,
    display_order: 4,
  },
  {
    name: 'Monthly Subscription',
    slug: 'monthly-subscription',
    description: 'KES 2,500 a month for subscription courses; cancel any time.',
    plan_type: 'subscription',
    number_of_installments: 1,
    interval: 'monthly',
    down_payment_percentage: '100.00',
    discount_percentage: '0.00',
    late_fee: null,
    grace_period_days: 3,
    trial_days: 7,
    is_featured: false,
    is_active: true,
    display_order: 5,
  },
  {
    name: 'Weekly Bootcamp Installments',
    slug: 'weekly-bootcamp-installments',
    description: 'Retired: weekly payments for the 2025 bootcamps.',
    plan_type: 'installments',
    number_of_installments: 8,
    interval: 'weekly',
    down_payment_percentage: '12.50',
    discount_percentage: '0.00',
    late_fee: '200.00',
    grace_period_days: 2,
    trial_days: 0,
    is_featured: false,
    is_active: false,
    display_order: 6,
  },
];

type Story = {
  slug: string;
  status: EnrollmentStatus;
  plan?: string;
  enrolledDaysAgo: number;
  /** Installments (or the full price, as 1) paid so far, with the gateway of each payment. */
  paid?: PaymentGateway[];
  trialEndsInDays?: number;
  discount?: string;
  /** Extra attempts that did not go through: [gateway, status, outcome]. */
  attempts?: [PaymentGateway, PaymentStatus, MpesaOutcome | null][];
};

/** The demo student's enrollments (Wanjiku Kamau): one of every state a dashboard shows. */
const DEMO_STUDENT_STORIES: Story[] = [
  { slug: 'introduction-to-programming-with-python', status: 'completed', enrolledDaysAgo: 200 },
  { slug: 'javascript-fundamentals', status: 'active', enrolledDaysAgo: 90 },
  { slug: 'sql-for-data-analysts', status: 'completed', enrolledDaysAgo: 60 },
  {
    slug: 'full-stack-web-development-with-django-and-react',
    status: 'active',
    plan: '6-monthly-installments',
    enrolledDaysAgo: 95,
    paid: ['mpesa', 'mpesa', 'stripe', 'mpesa'],
    discount: 'KARIBU10',
  },
  {
    slug: 'python-for-data-analysis',
    status: 'active',
    plan: '3-monthly-installments',
    enrolledDaysAgo: 35,
    paid: ['mpesa'],
    attempts: [['mpesa', 'failed', 'failed']],
  },
  {
    slug: 'modern-javascript-and-typescript',
    status: 'trial',
    plan: '14-day-free-trial',
    enrolledDaysAgo: 4,
    trialEndsInDays: 30,
  },
  {
    slug: 'building-payment-integrations-with-m-pesa-daraja-api',
    status: 'payment_pending',
    plan: 'full-payment',
    enrolledDaysAgo: 1,
    attempts: [['mpesa', 'cancelled', 'cancelled']],
  },
];

/** Her brother Baraka: the parent dashboard shows two children. */
const SIBLING_STORIES: Story[] = [
  { slug: 'introduction-to-programming-with-python', status: 'active', enrolledDaysAgo: 40 },
  { slug: 'linux-command-line-basics', status: 'completed', enrolledDaysAgo: 120 },
  {
    slug: 'android-development-with-kotlin',
    status: 'payment_processing',
    plan: 'full-payment',
    enrolledDaysAgo: 2,
    attempts: [['stripe', 'processing', null]],
  },
];

const STATUS_WEIGHTS: { weight: number; value: EnrollmentStatus }[] = [
  { weight: 44, value: 'active' },
  { weight: 22, value: 'completed' },
  { weight: 8, value: 'trial' },
  { weight: 8, value: 'payment_pending' },
  { weight: 3, value: 'pending' },
  { weight: 4, value: 'suspended' },
  { weight: 6, value: 'cancelled' },
  { weight: 5, value: 'expired' },
];

const GATEWAY_WEIGHTS: { weight: number; value: PaymentGateway }[] = [
  { weight: 58, value: 'mpesa' },
  { weight: 10, value: 'stripe' },
  { weight: 8, value: 'paypal' },
  { weight: 8, value: 'flutterwave' },
  { weight: 7, value: 'paystack' },
  { weight: 9, value: 'bank_transfer' },
];

const FAILURES: Record<MpesaOutcome, [number, string]> = {
  success: [0, 'The service request is processed successfully.'],
  cancelled: [1032, 'Request cancelled by user.'],
  failed: [2001, 'The initiator information is invalid.'],
  unreachable: [1037, 'DS timeout user cannot be reached.'],
  insufficient_funds: [1, 'The balance is insufficient for the transaction.'],
  expired: [1019, 'Transaction has expired.'],
};

function seedPayments(tables: PaymentsTables, { db, faker }: SeedContext): void {
  const created = isoDateTime(daysAgo(700));
  for (const plan of PLANS) tables.plans.insert({ ...plan, created_at: created, updated_at: created });
  const planBySlug = (slug: string | undefined): PaymentPlan | undefined =>
    slug ? tables.plans.find((plan) => plan.slug === slug) : undefined;
  const admin = usersOfType(db, 'admin')[0];
  const accountant = usersOfType(db, 'accountant')[0];

  const courses = db.courses.courses.all();
  const published = courses.filter((course) => course.status === 'published');
  const paidCourses = published.filter((course) => course.pricing_type !== 'free');

  // Course prices: the KES list price of every paid course, three limited-time offers, a few USD prices.
  for (const course of courses.filter((candidate) => candidate.pricing_type !== 'free')) {
    tables.coursePrices.insert({
      course: course.id,
      payment_plan: course.pricing_type === 'subscription' ? (planBySlug('monthly-subscription')?.id ?? null) : null,
      amount: course.price,
      original_amount: null,
      currency: 'KES',
      discount_percentage: '0.00',
      is_featured: course.is_featured,
      is_limited_time: false,
      valid_from: course.created_at,
      valid_until: null,
      is_active: course.status === 'published',
      created_at: course.created_at,
      updated_at: course.created_at,
    });
  }
  const offers: [string, number, number][] = [
    ['aws-cloud-practitioner-bootcamp', 20, 30],
    ['ui-ux-design-with-figma', 25, 45],
    ['machine-learning-with-scikit-learn', 15, 60],
  ];
  for (const [slug, percent, days] of offers) {
    const course = courses.find((candidate) => candidate.slug === slug);
    if (!course) continue;
    tables.coursePrices.insert({
      course: course.id,
      payment_plan: null,
      amount: money(amount(course.price) * (1 - percent / 100)),
      original_amount: course.price,
      currency: 'KES',
      discount_percentage: money(percent),
      is_featured: true,
      is_limited_time: true,
      valid_from: isoDateTime(daysAgo(10)),
      valid_until: isoDateTime(daysAgo(-days)),
      is_active: true,
      created_at: isoDateTime(daysAgo(10)),
      updated_at: isoDateTime(daysAgo(10)),
    });
  }
  for (const course of paidCourses.filter((candidate) => candidate.is_featured)) {
    tables.coursePrices.insert({
      course: course.id,
      payment_plan: null,
      amount: money(Math.round(amount(course.price) / 129)),
      original_amount: null,
      currency: 'USD',
      discount_percentage: '0.00',
      is_featured: false,
      is_limited_time: false,
      valid_from: course.created_at,
      valid_until: null,
      is_active: true,
      created_at: course.created_at,
      updated_at: course.created_at,
    });
  }

  // Discount codes.
  const bySlug = (slug: string): Course | undefined => courses.find((course) => course.slug === slug);
  const discount = (
    row: Omit<DiscountRow, 'id' | 'created_at' | 'updated_at' | 'created_by' | 'currency'>,
    createdDaysAgo: number,
  ): void => {
    const stamp = isoDateTime(daysAgo(createdDaysAgo));
    tables.discounts.insert({ ...row, currency: 'KES', created_by: admin?.id ?? null, created_at: stamp, updated_at: stamp });
  };
  discount(
    {
      code: 'JAMHURI20',
      description: 'Jamhuri Day offer: 20% off every paid course.',
      discount_type: 'percentage',
      value: '20.00',
      max_discount_amount: '10000.00',
      minimum_amount: null,
      valid_from: isoDateTime(daysAgo(20)),
      valid_until: '2026-12-31T23:59:59Z',
      max_uses: 500,
      max_uses_per_user: 1,
      used_count: 37,
      applicable_courses: [],
      applicable_payment_plans: [],
      is_active: true,
    },
    20,
  );
  discount(
    {
      code: 'MADARAKA15',
      description: 'Madaraka Day 2026 offer (ended).',
      discount_type: 'percentage',
      value: '15.00',
      max_discount_amount: null,
      minimum_amount: null,
      valid_from: '2026-05-25T00:00:00Z',
      valid_until: '2026-06-30T23:59:59Z',
      max_uses: 300,
      max_uses_per_user: 1,
      used_count: 212,
      applicable_courses: [],
      applicable_payment_plans: [],
      is_active: true,
    },
    170,
  );
  discount(
    {
      code: 'KARIBU10',
      description: 'Welcome discount for first-time learners.',
      discount_type: 'percentage',
      value: '10.00',
      max_discount_amount: '5000.00',
      minimum_amount: null,
      valid_from: isoDateTime(daysAgo(365)),
      valid_until: null,
      max_uses: null,
      max_uses_per_user: 1,
      used_count: 143,
      applicable_courses: [],
      applicable_payment_plans: [],
      is_active: true,
    },
    365,
  );
  discount(
    {
      code: 'UJUZI5000',
      description: 'KES 5,000 off courses of KES 20,000 or more.',
      discount_type: 'fixed',
      value: '5000.00',
      max_discount_amount: null,
      minimum_amount: '20000.00',
      valid_from: isoDateTime(daysAgo(60)),
      valid_until: isoDateTime(daysAgo(-60)),
      max_uses: 100,
      max_uses_per_user: 1,
      used_count: 18,
      applicable_courses: [],
      applicable_payment_plans: [],
      is_active: true,
    },
    60,
  );
  discount(
    {
      code: 'MASHUJAA25',
      description: 'Mashujaa Day: 25% off the full-stack and data courses.',
      discount_type: 'percentage',
      value: '25.00',
      max_discount_amount: null,
      minimum_amount: null,
      valid_from: isoDateTime(daysAgo(12)),
      valid_until: isoDateTime(daysAgo(-40)),
      max_uses: 200,
      max_uses_per_user: 1,
      used_count: 9,
      applicable_courses: [
        'full-stack-web-development-with-django-and-react',
        'python-for-data-analysis',
        'machine-learning-with-scikit-learn',
      ].flatMap((slug) => (bySlug(slug) ? [bySlug(slug)?.id ?? 0] : [])),
      applicable_payment_plans: [],
      is_active: true,
    },
    12,
  );
  discount(
    {
      code: 'FULLPAY10',
      description: '10% off when paying in full.',
      discount_type: 'percentage',
      value: '10.00',
      max_discount_amount: null,
      minimum_amount: null,
      valid_from: isoDateTime(daysAgo(90)),
      valid_until: null,
      max_uses: null,
      max_uses_per_user: 1,
      used_count: 51,
      applicable_courses: [],
      applicable_payment_plans: [planBySlug('full-payment')?.id ?? 1],
      is_active: true,
    },
    90,
  );
  discount(
    {
      code: 'EARLYBIRD',
      description: 'Early-bird offer for the September cohort (all used).',
      discount_type: 'fixed',
      value: '3000.00',
      max_discount_amount: null,
      minimum_amount: null,
      valid_from: isoDateTime(daysAgo(120)),
      valid_until: isoDateTime(daysAgo(-30)),
      max_uses: 50,
      max_uses_per_user: 1,
      used_count: 50,
      applicable_courses: [],
      applicable_payment_plans: [],
      is_active: true,
    },
    120,
  );
  discount(
    {
      code: 'STAFF50',
      description: 'Staff development discount (paused).',
      discount_type: 'percentage',
      value: '50.00',
      max_discount_amount: null,
      minimum_amount: null,
      valid_from: null,
      valid_until: null,
      max_uses: null,
      max_uses_per_user: 3,
      used_count: 4,
      applicable_courses: [],
      applicable_payment_plans: [],
      is_active: false,
    },
    300,
  );

  // Enrollments with their schedules and payments.
  const students = usersOfType(db, 'student');
  const demoStudent = students.find((student) => student.username === 'student');
  const sibling = students.find(
    (student) => student.first_name === 'Baraka' && student.last_name === 'Kamau' && student !== demoStudent,
  );
  const storiesFor = new Map<UserRecord, Story[]>();
  if (demoStudent) storiesFor.set(demoStudent, DEMO_STUDENT_STORIES);
  if (sibling) storiesFor.set(sibling, SIBLING_STORIES);
  // This morning's enrollment, paid at once by M-Pesa: the newest row of every enrollment list.
  const early = students.find((student) => !storiesFor.has(student));
  if (early)
    storiesFor.set(early, [
      { slug: 'aws-cloud-practitioner-bootcamp', status: 'active', plan: 'full-payment', enrolledDaysAgo: 0, paid: ['mpesa'] },
    ]);
  for (const student of students) {
    if (storiesFor.has(student)) continue;
    const picks = faker.helpers.arrayElements(published, faker.number.int({ min: 1, max: 4 }));
    storiesFor.set(
      student,
      picks.map((course) => {
        let status = faker.helpers.weightedArrayElement(STATUS_WEIGHTS);
        if (course.pricing_type === 'free' && (status === 'payment_pending' || status === 'trial' || status === 'expired'))
          status = 'active';
        const plan =
          course.pricing_type === 'free'
            ? undefined
            : course.pricing_type === 'subscription'
              ? 'monthly-subscription'
              : status === 'trial' || status === 'expired'
                ? '14-day-free-trial'
                : faker.helpers.weightedArrayElement([
                    { weight: 5, value: 'full-payment' },
                    { weight: 3, value: '3-monthly-installments' },
                    { weight: 2, value: '6-monthly-installments' },
                  ]);
        const enrolledDaysAgo =
          status === 'trial'
            ? faker.number.int({ min: 1, max: 6 })
            : status === 'completed'
              ? faker.number.int({ min: 120, max: 400 })
              : faker.number.int({ min: 8, max: 150 });
        const installments = planBySlug(plan)?.plan_type === 'installments' ? (planBySlug(plan)?.number_of_installments ?? 1) : 1;
        const dueSoFar = Math.min(installments, Math.floor(enrolledDaysAgo / 30) + 1);
        // Some installment learners are behind: one installment overdue (suspended ones always are).
        const behind =
          installments > 1 && dueSoFar > 1 && (status === 'suspended' || faker.number.int({ min: 0, max: 9 }) < 3) ? 1 : 0;
        const paidCount =
          course.pricing_type === 'free'
            ? 0
            : status === 'completed'
              ? installments
              : ['active', 'suspended', 'cancelled'].includes(status)
                ? dueSoFar - behind
                : 0;
        const attempts: Story['attempts'] =
          status === 'payment_pending' && faker.datatype.boolean()
            ? [
                [
                  faker.helpers.arrayElement(GATEWAYS.filter((gateway) => gateway !== 'bank_transfer')),
                  faker.helpers.arrayElement(['failed', 'cancelled'] as const),
                  'failed',
                ],
              ]
            : [];
        return {
          slug: course.slug,
          status,
          plan,
          enrolledDaysAgo,
          paid: Array.from({ length: paidCount }, () => faker.helpers.weightedArrayElement(GATEWAY_WEIGHTS)),
          attempts,
          trialEndsInDays:
            status === 'trial'
              ? faker.number.int({ min: 20, max: 40 })
              : status === 'expired'
                ? -faker.number.int({ min: 5, max: 30 })
                : undefined,
        };
      }),
    );
  }

  for (const [student, stories] of storiesFor) {
    for (const story of stories) {
      const course = courses.find((candidate) => candidate.slug === story.slug);
      if (!course) continue;
      seedEnrollment(tables, db, faker, student, course, story, planBySlug(story.plan));
    }
  }

  // Every gateway in every status: historical attempts on paid enrollments that did not change balances.
  const paidEnrollments = tables.enrollments.filter((enrollment) => !enrollment.is_free && enrollment.status === 'active');
  const extraStatuses: PaymentStatus[] = ['failed', 'cancelled', 'pending', 'refunded'];
  GATEWAYS.forEach((gateway, gatewayIndex) => {
    extraStatuses.forEach((status, statusIndex) => {
      const enrollment =
        paidEnrollments[(gatewayIndex * extraStatuses.length + statusIndex * 7) % Math.max(1, paidEnrollments.length)];
      if (!enrollment) return;
      const at = daysAgo(faker.number.int({ min: 5, max: 80 }));
      const payment = insertPayment(
        tables,
        db,
        faker,
        enrollment,
        gateway,
        status,
        money(Math.min(amount(enrollment.total_amount), 5000)),
        at,
        null,
        status === 'failed' ? 'failed' : status === 'cancelled' ? 'cancelled' : null,
      );
      if (status === 'refunded') {
        tables.payments.update(payment.id, { refunded_amount: payment.amount });
        const stamp = isoDateTime(addDays(at, 3));
        tables.refunds.insert({
          reference: reference('RFD', tables.refunds.nextId(), stamp),
          payment: payment.id,
          payment_reference: payment.reference,
          enrollment: enrollment.id,
          user: enrollment.user,
          amount: payment.amount,
          currency: payment.currency,
          gateway,
          reason: 'Charged twice for the same installment.',
          status: 'completed',
          gateway_refund_id: `${gateway.toUpperCase()}-RF-${faker.string.alphanumeric({ length: 10, casing: 'upper' })}`,
          requested_by: enrollment.user,
          reviewed_by: admin?.id ?? null,
          reviewed_at: stamp,
          rejection_reason: null,
          admin_notes: 'Duplicate payment confirmed in the gateway dashboard.',
          processed_at: stamp,
          created_at: isoDateTime(addDays(at, 1)),
          updated_at: stamp,
        });
      }
    });
  });

  // Payments still with their gateway: an unanswered STK push, open checkouts, a transfer being verified.
  GATEWAYS.filter((gateway) => gateway !== 'stripe').forEach((gateway, index) => {
    const student = students[12 + index * 3];
    const target = paidCourses
      .filter((candidate) => candidate.pricing_type === 'paid')
      .find(
        (candidate, position) =>
          position >= index * 4 && !tables.enrollments.some((row) => row.user === student?.id && row.course === candidate.id),
      );
    if (!student || !target) return;
    seedEnrollment(
      tables,
      db,
      faker,
      student,
      target,
      {
        slug: target.slug,
        status: 'payment_processing',
        plan: 'full-payment',
        enrolledDaysAgo: 1 + index,
        attempts: [[gateway, 'processing', null]],
      },
      planBySlug('full-payment'),
    );
  });

  // Refund requests waiting for a decision, and one rejected.
  const refundable = tables.payments
    .filter((payment) => payment.status === 'completed' && payment.user !== demoStudent?.id)
    .slice(0, 3);
  refundable.forEach((payment, index) => {
    const stamp = isoDateTime(daysAgo(3 + index));
    tables.refunds.insert({
      reference: reference('RFD', tables.refunds.nextId(), stamp),
      payment: payment.id,
      payment_reference: payment.reference,
      enrollment: payment.enrollment,
      user: payment.user,
      amount: money(amount(payment.amount) / (index === 2 ? 2 : 1)),
      currency: payment.currency,
      gateway: payment.gateway,
      reason:
        [
          'I enrolled in the wrong course.',
          'I could not attend the cohort because of a new job.',
          'The course did not match its description.',
        ][index] ?? 'Other',
      status: index === 2 ? 'rejected' : 'pending',
      gateway_refund_id: null,
      requested_by: payment.user,
      reviewed_by: index === 2 ? (admin?.id ?? null) : null,
      reviewed_at: index === 2 ? stamp : null,
      rejection_reason: index === 2 ? 'More than 60% of the course was completed before the request.' : null,
      admin_notes: null,
      processed_at: null,
      created_at: stamp,
      updated_at: stamp,
    });
  });

  // Invoices for installment enrollments of the demo student and some others.
  const invoiced = tables.enrollments
    .filter((enrollment) => enrollment.payment_plan !== null && !enrollment.is_free)
    .slice(0, 24);
  if (demoStudent)
    invoiced.unshift(
      ...tables.enrollments.filter(
        (enrollment) => enrollment.user === demoStudent.id && !enrollment.is_free && !invoiced.includes(enrollment),
      ),
    );
  for (const enrollment of invoiced) {
    const course = db.courses.courses.get(enrollment.course);
    const total = amount(enrollment.total_amount);
    tables.invoices.insert({
      invoice_number: reference('INV', tables.invoices.nextId(), enrollment.enrolled_at),
      user: enrollment.user,
      enrollment: enrollment.id,
      installment: null,
      course: enrollment.course,
      // The course's price as the line, the enrollment's discount below it: the total is what the enrollment costs.
      line_items: [
        {
          description: course?.title ?? 'Course fee',
          quantity: 1,
          unit_price: money(total + amount(enrollment.discount_amount)),
          amount: money(total + amount(enrollment.discount_amount)),
        },
      ],
      discount_amount: enrollment.discount_amount,
      tax_amount: '0.00',
      currency: enrollment.currency,
      status: 'issued',
      issue_date: enrollment.enrolled_at.slice(0, 10),
      due_date: isoDate(addDays(new Date(enrollment.enrolled_at), 14)),
      paid_at: null,
      billing_address: 'Nairobi, Kenya',
      notes: 'Pay by M-Pesa (Paybill 522533, account = invoice number) or card.',
      created_at: enrollment.enrolled_at,
      updated_at: enrollment.enrolled_at,
    });
  }

  // Saved payment methods: the demo student's M-Pesa number and card, and some others'.
  if (demoStudent) {
    const stamp = isoDateTime(daysAgo(80));
    tables.methods.insert({
      user: demoStudent.id,
      gateway: 'mpesa',
      label: 'My Safaricom line',
      phone_number: demoStudent.phone_number ?? '+254712345678',
      card_brand: null,
      card_last4: null,
      card_exp_month: null,
      card_exp_year: null,
      paypal_email: null,
      bank_name: null,
      account_number_last4: null,
      is_default: true,
      is_verified: true,
      created_at: stamp,
      updated_at: stamp,
    });
    tables.methods.insert({
      user: demoStudent.id,
      gateway: 'stripe',
      label: 'Visa debit card',
      phone_number: null,
      card_brand: 'visa',
      card_last4: '4242',
      card_exp_month: 9,
      card_exp_year: 2028,
      paypal_email: null,
      bank_name: null,
      account_number_last4: null,
      is_default: false,
      is_verified: true,
      created_at: stamp,
      updated_at: stamp,
    });
  }
  for (const student of students.slice(2, 12)) {
    const stamp = isoDateTime(daysAgo(faker.number.int({ min: 10, max: 200 })));
    tables.methods.insert({
      user: student.id,
      gateway: 'mpesa',
      label: 'M-Pesa',
      phone_number: student.phone_number ?? kenyanPhone(faker),
      card_brand: null,
      card_last4: null,
      card_exp_month: null,
      card_exp_year: null,
      paypal_email: null,
      bank_name: null,
      account_number_last4: null,
      is_default: true,
      is_verified: true,
      created_at: stamp,
      updated_at: stamp,
    });
  }

  // Notes and audit entries the staff screens show.
  const noted = tables.enrollments
    .filter((enrollment) => enrollment.status === 'suspended' || enrollment.status === 'cancelled')
    .slice(0, 8);
  for (const enrollment of noted) {
    const stamp = isoDateTime(addDays(new Date(enrollment.enrolled_at), 20));
    tables.notes.insert({
      enrollment: enrollment.id,
      author: (accountant ?? admin)?.id ?? 1,
      note:
        enrollment.status === 'suspended'
          ? 'Suspended after two missed installments; student contacted by phone.'
          : 'Cancelled at the student’s request.',
      is_internal: true,
      created_at: stamp,
    });
  }

  // Payment notifications for the demo student.
  if (demoStudent) {
    for (const enrollment of tables.enrollments.filter((row) => row.user === demoStudent.id && !row.is_free)) {
      const course = db.courses.courses.get(enrollment.course);
      const title = course?.title ?? 'your course';
      const stamp = isoDateTime(addDays(new Date(enrollment.enrolled_at), 1));
      tables.notifications.insert({
        user: demoStudent.id,
        enrollment: enrollment.id,
        payment: null,
        installment: null,
        notification_type:
          enrollment.status === 'payment_pending'
            ? 'payment_reminder'
            : enrollment.status === 'trial'
              ? 'trial_ending'
              : 'enrollment_confirmed',
        channel: 'in_app',
        title:
          enrollment.status === 'payment_pending'
            ? 'Complete your payment'
            : enrollment.status === 'trial'
              ? 'Your trial is running'
              : 'Enrollment confirmed',
        message:
          enrollment.status === 'payment_pending'
            ? `Pay for ${title} to start learning.`
            : enrollment.status === 'trial'
              ? `Upgrade ${title} before your trial ends to keep your progress.`
              : `You are enrolled in ${title}. Karibu!`,
        action_url: `/dashboard/payments/enrollments/${enrollment.id}`,
        is_opened: enrollment.status !== 'payment_pending',
        opened_at: enrollment.status !== 'payment_pending' ? stamp : null,
        is_clicked: false,
        clicked_at: null,
        sent_at: stamp,
        created_at: stamp,
      });
    }
  }
}

/** One enrollment with its installment schedule, payments and audit entries. */
function seedEnrollment(
  tables: PaymentsTables,
  db: MockDatabase,
  faker: Faker,
  student: UserRecord,
  course: Course,
  story: Story,
  plan: PaymentPlan | undefined,
): void {
  const enrolled =
    story.enrolledDaysAgo === 0 ? daysAgo(0, 1) : daysAgo(story.enrolledDaysAgo, faker.number.int({ min: 0, max: 8 }));
  const stamp = isoDateTime(enrolled);
  const isFree = course.pricing_type === 'free';
  const price = amount(course.price);
  const total = isFree ? 0 : planTotal(price, plan);
  const code = story.discount ? tables.discounts.find((row) => row.code === story.discount) : undefined;
  const discountAmount = code ? Math.min(total * (amount(code.value) / 100), amount(code.max_discount_amount) || Infinity) : 0;
  const offering = db.courses.offerings.find((row) => row.course.id === course.id && row.status === 'in_progress');
  const id = tables.enrollments.nextId();
  const activated = ['active', 'completed', 'suspended'].includes(story.status) ? stamp : null;
  const enrollment = tables.enrollments.insert({
    reference: reference('ENR', id, stamp),
    user: student.id,
    course: course.id,
    course_offering: offering?.id ?? null,
    status: story.status,
    payment_plan: plan?.id ?? null,
    total_amount: money(total - discountAmount),
    discount_code: code?.code ?? null,
    discount_amount: money(discountAmount),
    currency: 'KES',
    is_free: isFree,
    trial_ends_at: story.trialEndsInDays !== undefined ? isoDateTime(daysAgo(-story.trialEndsInDays)) : null,
    enrolled_at: stamp,
    activated_at: activated,
    completed_at: story.status === 'completed' ? isoDateTime(daysAgo(Math.max(1, story.enrolledDaysAgo - 45))) : null,
    cancelled_at: story.status === 'cancelled' ? isoDateTime(addDays(enrolled, 14)) : null,
    created_at: stamp,
    updated_at: stamp,
    last_lesson: null,
    last_accessed_at:
      story.status === 'cancelled'
        ? null
        : isoDateTime(daysAgo(faker.number.int({ min: 0, max: Math.min(20, story.enrolledDaysAgo) }))),
    notes: '',
  });

  if (isFree) {
    if (story.status === 'completed' && enrollment.completed_at)
      audit(tables, enrollment.id, 'completed', null, 'active', 'completed', 'All lessons completed.', enrollment.completed_at);
    return;
  }
  const installments = plan?.plan_type === 'installments' ? scheduleInstallments(tables, enrollment, plan, enrolled, stamp) : [];
  const due = amount(enrollment.total_amount);
  (story.paid ?? []).forEach((gateway, index) => {
    const installment = installments[index];
    const at = installment
      ? addDays(new Date(`${installment.due_date}T07:30:00Z`), -faker.number.int({ min: 0, max: 3 }))
      : addDays(enrolled, 0);
    const paidAt = at.getTime() < enrolled.getTime() ? enrolled : at;
    insertPayment(
      tables,
      db,
      faker,
      enrollment,
      gateway,
      'completed',
      installment ? installment.amount : money(due),
      paidAt,
      installment?.id ?? null,
      'success',
    );
  });
  if ((story.paid ?? []).length > 0)
    audit(
      tables,
      enrollment.id,
      'payment_received',
      null,
      'payment_pending',
      'active',
      'First payment received; enrollment activated.',
      enrollment.activated_at ?? stamp,
    );
  for (const [gateway, status, outcome] of story.attempts ?? []) {
    const next = installments.find((installment) => installmentPaid(db, installment.id) < amount(installment.amount));
    insertPayment(
      tables,
      db,
      faker,
      enrollment,
      gateway,
      status,
      next?.amount ?? money(due),
      addDays(enrolled, 0),
      next?.id ?? null,
      outcome,
    );
  }
  if (story.status === 'trial' && story.trialEndsInDays !== undefined && story.trialEndsInDays > 14) {
    audit(
      tables,
      enrollment.id,
      'trial_extended',
      usersOfType(db, 'admin')[0]?.id ?? null,
      'trial',
      'trial',
      `Trial extended by ${story.trialEndsInDays - 14} days for the Mashujaa Day campaign.`,
      isoDateTime(addDays(enrolled, 2)),
    );
  }
}

function audit(
  tables: PaymentsTables,
  enrollment: number,
  action: string,
  actor: number | null,
  from: EnrollmentStatus | null,
  to: EnrollmentStatus | null,
  note: string,
  at: string,
): void {
  tables.audit.insert({
    enrollment,
    action,
    actor,
    from_status: from,
    to_status: to,
    changes: from !== to ? [{ field: 'status', old_value: from, new_value: to }] : [],
    note,
    ip_address: '41.90.64.12',
    created_at: at,
  });
}

function insertPayment(
  tables: PaymentsTables,
  db: MockDatabase,
  faker: Faker,
  enrollment: EnrollmentRow,
  gateway: PaymentGateway,
  status: PaymentStatus,
  value: string,
  at: Date,
  installment: number | null,
  outcome: MpesaOutcome | null,
): PaymentRow {
  const user = db.accounts.users.get(enrollment.user);
  const course = db.courses.courses.get(enrollment.course);
  const stamp = isoDateTime(at);
  const id = tables.payments.nextId();
  const mpesa = gateway === 'mpesa';
  const finished = status === 'completed' || status === 'refunded';
  const [code, description] =
    outcome && outcome !== 'success' ? FAILURES[outcome] : status === 'completed' ? FAILURES.success : [null, null];
  const number = installment ? tables.installments.get(installment)?.number : undefined;
  const payment = tables.payments.insert(
    compact({
      reference: reference('PAY', id, stamp),
      enrollment: enrollment.id,
      installment,
      user: enrollment.user,
      course: enrollment.course,
      amount: value,
      currency: enrollment.currency,
      gateway,
      status,
      description: number ? `Installment ${number}: ${course?.title ?? 'course fee'}` : `Course fee: ${course?.title ?? ''}`,
      phone_number: mpesa ? (user?.phone_number ?? kenyanPhone(faker)) : null,
      mpesa_receipt_number: mpesa && finished ? mpesaReceipt(faker) : null,
      merchant_request_id: mpesa
        ? `${faker.number.int({ min: 10000, max: 99999 })}-${faker.number.int({ min: 1000000, max: 9999999 })}-1`
        : null,
      checkout_request_id: mpesa ? `ws_CO_${stamp.replace(/\D/g, '').slice(0, 14)}${faker.string.numeric(6)}` : null,
      gateway_transaction_id:
        !mpesa && finished ? `${gateway.slice(0, 2).toUpperCase()}_${faker.string.alphanumeric({ length: 14 })}` : null,
      checkout_url:
        !mpesa && gateway !== 'bank_transfer' && status === 'processing'
          ? `https://checkout.ujuzi.ac.ke/${gateway}/session/${faker.string.alphanumeric(16)}`
          : null,
      failure_reason:
        status === 'failed' || status === 'cancelled'
          ? (description ?? (mpesa ? null : 'Card declined by the issuing bank.'))
          : null,
      created_at: stamp,
      updated_at: stamp,
      completed_at: finished ? isoDateTime(addDays(at, 0)) : null,
      admin_notes: gateway === 'bank_transfer' && finished ? 'Bank slip verified against the KCB statement.' : null,
      refunded_amount: '0.00',
      gateway_response_code: code === null ? null : String(code),
      gateway_response_message: description,
      verified_by: gateway === 'bank_transfer' && finished ? (usersOfType(db, 'accountant')[0]?.id ?? null) : null,
      result_code: code,
      settle_at: null,
      outcome,
    }),
  );
  // Gateway logs of the last weeks only (older ones are archived), and always the demo student's.
  if (at.getTime() < daysAgo(45).getTime() && status === 'completed' && user?.username !== 'student') return payment;
  tables.gatewayLogs.insert({
    gateway,
    direction: mpesa ? 'inbound' : 'outbound',
    event_type: mpesa ? 'stk_callback' : status === 'completed' ? 'charge.succeeded' : `payment.${status}`,
    payment: payment.id,
    reference: payment.reference,
    endpoint: mpesa
      ? '/api/payments/webhooks/mpesa/callback/'
      : `https://api.${gateway === 'bank_transfer' ? 'kcbgroup.com' : `${gateway}.com`}/v1/charges`,
    http_status: 200,
    is_success: status === 'completed' || status === 'refunded' || status === 'pending' || status === 'processing',
    signature_valid: mpesa ? null : true,
    // What was sent: Safaricom's callback (the payer's number masked), or Ujuzi's charge request.
    request_body: mpesa
      ? JSON.stringify({
          Body: {
            stkCallback: {
              MerchantRequestID: payment.merchant_request_id,
              CheckoutRequestID: payment.checkout_request_id,
              ResultCode: code,
              ResultDesc: description,
              CallbackMetadata: { Amount: Number(payment.amount), PhoneNumber: '2547****' },
            },
          },
        })
      : JSON.stringify({ amount: payment.amount, currency: payment.currency, reference: payment.reference }),
    response_body: code === null ? null : JSON.stringify({ ResultCode: code, ResultDesc: description }),
    error_message: status === 'failed' ? description : null,
    ip_address: mpesa ? '196.201.214.200' : '54.187.174.169',
    duration_ms: faker.number.int({ min: 120, max: 2400 }),
    created_at: stamp,
  });
  return payment;
}

export const paymentsDomain = defineDomain({ name: 'payments', tables: paymentsTables, seed: seedPayments });
