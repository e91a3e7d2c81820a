/** What the courses, payments and learning handlers share: relation targets, who may manage a course, query checks, lazy payment settlement, course search and bulk tallies. */
import type {
  Course,
  CourseBulkActionResult,
  CourseDepartmentSummary,
  CoursePricingInfo,
  CoursePaymentPlanOption,
  CourseStructure,
  CourseLessonOutline,
} from '@ujuzi/api';
import type { UserRecord } from '../db/accounts';
import { courseSummary, isPublished, languageSummary, lessonsOfCourse, technologySummary, type LessonRow } from '../db/courses';
import type { MockDatabase } from '../db/database';
import { isManagement, isStaff } from '../db/enrollments';
import { settleDuePayments } from '../db/payment-flow';
import { registerRelationTarget, type RelationOverrides } from '../kit/relations';
import { fieldErrors, json, notFound } from '../kit/respond';
import type { AuthedContext, BodyRecord, PublicContext, Resolver } from '../kit/route';
import { applySearch } from '../kit/list';
import { currentPrice, planTotal, money, amount, type EnrollmentRow } from '../db/payments';

let registered = false;

/** Relation targets of the course tables (registered once; names are prefixed to stay apart from other groups). */
export function registerCourseRelations(): void {
  if (registered) return;
  registered = true;
  registerRelationTarget('courses.course', { table: (db) => db.courses.courses, summary: (row) => courseSummary(row as Course) });
  registerRelationTarget('courses.language', {
    table: (db) => db.courses.programmingLanguages,
    summary: (row) => languageSummary(row as never),
  });
  registerRelationTarget('courses.technology', {
    table: (db) => db.courses.technologies,
    summary: (row) => technologySummary(row as never),
  });
  registerRelationTarget('courses.department', {
    table: (db) => db.core.departments,
    summary: (row): CourseDepartmentSummary => ({ id: row.id, name: (row as unknown as { name: string }).name }),
  });
  registerRelationTarget('courses.module', { table: (db) => db.courses.modules });
  registerRelationTarget('courses.topic', { table: (db) => db.courses.topics });
  registerRelationTarget('courses.lesson', { table: (db) => db.courses.lessons });
  registerRelationTarget('courses.project', { table: (db) => db.courses.projects });
  registerRelationTarget('courses.path', { table: (db) => db.courses.learningPaths });
  registerRelationTarget('courses.offering', { table: (db) => db.courses.offerings });
}

/** Field → table for every course entity handled by the generic CRUD. */
export const COURSE_RELATIONS: RelationOverrides = {
  course: 'courses.course',
  courses: 'courses.course',
  programming_languages: 'courses.language',
  technologies: 'courses.technology',
  department: 'courses.department',
  module: 'courses.module',
  topic: 'courses.topic',
  lesson: 'courses.lesson',
  project: 'courses.project',
  learning_path: 'courses.path',
  course_offering: 'courses.offering',
};

/** Management manages every course; a teacher only the courses they teach. */
export const managesCourse = (user: UserRecord, course: Pick<Course, 'instructor'> | undefined): boolean =>
  isManagement(user) || (user.user_type === 'teacher' && !!course && course.instructor?.id === user.id);

/** A course the caller may see: published ones for everyone, drafts and archived ones for staff. */
export function visibleCourse(db: MockDatabase, user: UserRecord | undefined, id: number): Course | undefined {
  const course = db.courses.courses.get(id);
  if (!course) return undefined;
  return course.status === 'published' || isStaff(user) ? course : undefined;
}

/** Runs a resolver on a course from the path (`{id}`), 404 when the caller may not see it. */
export function withCourse<C extends PublicContext>(
  resolver: (context: C, course: Course) => Response | Promise<Response>,
): Resolver<C> {
  return (context) => {
    const course = visibleCourse(context.db, context.user, context.id());
    return course ? resolver(context, course) : notFound();
  };
}

/** Like withCourse, and the caller must manage it (403 otherwise). */
export function withManagedCourse(
  resolver: (context: AuthedContext, course: Course) => Response | Promise<Response>,
): Resolver<AuthedContext> {
  return withCourse<AuthedContext>((context, course) =>
    managesCourse(context.user, course) ? resolver(context, course) : context.deny(),
  );
}

/** Settles due M-Pesa pushes before the resolver reads payments or enrollments. */
export function settled<C extends PublicContext>(resolver: Resolver<C>): Resolver<C> {
  return (context) => {
    settleDuePayments(context.db);
    return resolver(context);
  };
}

/** 400 when a query parameter is not one of the allowed values (DRF's choice error). */
export function choiceError(context: PublicContext, name: string, allowed: readonly string[]): Response | undefined {
  const value = context.query.get(name);
  if (value === null || value === '' || allowed.includes(value)) return undefined;
  return fieldErrors({ [name]: `Select a valid choice. ${value} is not one of the available choices.` });
}

/** 400 when a query parameter is not a whole number within bounds. */
export function integerError(
  context: PublicContext,
  name: string,
  minimum = 1,
  maximum = Number.MAX_SAFE_INTEGER,
): Response | undefined {
  const value = context.query.get(name);
  if (value === null || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) return fieldErrors({ [name]: 'A valid integer is required.' });
  if (number < minimum) return fieldErrors({ [name]: `Ensure this value is greater than or equal to ${minimum}.` });
  if (number > maximum) return fieldErrors({ [name]: `Ensure this value is less than or equal to ${maximum}.` });
  return undefined;
}

/** A `limit` query parameter with its default and bounds. */
export const limitOf = (context: PublicContext, fallback: number, maximum = 100): number => {
  const value = Number(context.query.get('limit'));
  return Number.isInteger(value) && value >= 1 ? Math.min(value, maximum) : fallback;
};

/** The origin links in answers point at (the app's, in the browser). */
export const originOf = (context: PublicContext): string => context.url.origin;

export const round2 = (value: number): number => Math.round(value * 100) / 100;
export const percent = (part: number, whole: number): number => (whole > 0 ? round2((part / whole) * 100) : 0);

/** Course search for other groups (the payments app's course catalogue). */
export const searchCourses = (courses: Course[], term: string | null): Course[] =>
  term ? applySearch(courses, term, COURSE_SEARCH) : courses;

/**
 * The answer of a bulk action, tallied item by item: each item either `succeeded` or `failed` with its
 * reason; `answer` reports success when none failed, worded by `message` from the final counts.
 */
export function bulkTally() {
  const result: CourseBulkActionResult = {
    success: true,
    message: '',
    processed_count: 0,
    failed_count: 0,
    processed_ids: [],
    errors: [],
  };
  return {
    succeeded(id: number): void {
      result.processed_count++;
      result.processed_ids?.push(id);
    },
    failed(id: number, index: number | null, error: string): void {
      result.failed_count++;
      result.errors?.push({ id, index, error });
    },
    answer(message: (counts: CourseBulkActionResult) => string): Response {
      result.success = result.failed_count === 0;
      result.message = message(result);
      return json<CourseBulkActionResult>(result);
    },
  };
}

/** Monthly buckets back from now, oldest first: [start date, label]. */
export function monthBuckets(months: number, now = new Date()): [Date, string][] {
  const buckets: [Date, string][] = [];
  for (let back = months - 1; back >= 0; back--) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    buckets.push([start, start.toLocaleString('en-KE', { month: 'short', year: 'numeric', timeZone: 'UTC' })]);
  }
  return buckets;
}

export const ALREADY_ENROLLED = 'You are already enrolled in this course.';
export const COURSE_SEARCH = [
  'title',
  'subtitle',
  'description',
  (course: Course) => (course.programming_languages ?? []).map((language) => language.name).join(' '),
  (course: Course) => (course.technologies ?? []).map((technology) => technology.name).join(' '),
  'department.name',
  'instructor.get_full_name',
];
export const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

/** The payment plans a course can be paid with, priced. */
export function planOptions(db: MockDatabase, course: Course): CoursePaymentPlanOption[] {
  if (course.pricing_type === 'free') return [];
  const price = currentPrice(db, course).price;
  return db.payments.plans
    .filter(
      (plan) =>
        plan.is_active &&
        (course.pricing_type === 'subscription' ? plan.plan_type === 'subscription' : plan.plan_type !== 'subscription'),
    )
    .sort((a, b) => (a.display_order ?? 0) - (b.display_order ?? 0))
    .map((plan) => {
      const total = planTotal(price, plan);
      const count = plan.plan_type === 'installments' ? plan.number_of_installments : 1;
      return {
        id: plan.id,
        name: plan.name,
        plan_type: plan.plan_type === 'installments' ? 'installment' : plan.plan_type,
        total_amount: money(total),
        currency: 'KES',
        installments_count: count,
        installment_amount: count > 1 ? money(Math.ceil((total / count) * 100) / 100) : null,
        discount_percentage: amount(plan.discount_percentage),
      };
    });
}

export function pricingInfo(db: MockDatabase, course: Course): CoursePricingInfo {
  const { price, original, promotionEndsAt } = currentPrice(db, course);
  const trial =
    course.pricing_type === 'free'
      ? undefined
      : db.payments.plans.find(
          (plan) =>
            plan.is_active &&
            (plan.trial_days ?? 0) > 0 &&
            (course.pricing_type === 'subscription') === (plan.plan_type === 'subscription'),
        );
  return {
    course_id: course.id,
    slug: course.slug,
    pricing_type: course.pricing_type,
    is_free: course.pricing_type === 'free',
    price: money(original),
    discounted_price: price < original ? money(price) : null,
    discount_ends_at: price < original ? promotionEndsAt : null,
    currency: course.currency,
    trial_available: !!trial,
    trial_days: trial?.trial_days ?? 0,
    payment_plans: planOptions(db, course),
  };
}

/** Courses sharing languages, technologies, department or level, best match first. */
export function similarCourses(db: MockDatabase, course: Course, limit: number): Course[] {
  const ids = (items: readonly { id: number }[] | undefined) => new Set((items ?? []).map((item) => item.id));
  const languages = ids(course.programming_languages);
  const technologies = ids(course.technologies);
  return db.courses.courses
    .filter((other) => other.id !== course.id && isPublished(other))
    .map((other) => ({
      other,
      score:
        (other.programming_languages ?? []).filter((item) => languages.has(item.id)).length * 3 +
        (other.technologies ?? []).filter((item) => technologies.has(item.id)).length * 2 +
        (other.department?.id === course.department?.id ? 1 : 0) +
        (other.level === course.level ? 1 : 0),
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.other.title.localeCompare(b.other.title))
    .slice(0, limit)
    .map(({ other }) => other);
}

export function deleteCourse(db: MockDatabase, course: Course): string | undefined {
  if (
    db.payments.enrollments.some(
      (enrollment) => enrollment.course === course.id && ['active', 'trial', 'payment_processing'].includes(enrollment.status),
    )
  ) {
    return 'This course has active enrollments; archive it instead.';
  }
  const lessonIds = new Set(db.courses.lessons.filter((lesson) => lesson.course === course.id).map((lesson) => lesson.id));
  db.courses.attachments.removeWhere((attachment) => lessonIds.has(attachment.lesson));
  db.courses.lessons.removeWhere((lesson) => lesson.course === course.id);
  db.courses.topics.removeWhere((topic) => topic.course === course.id);
  db.courses.modules.removeWhere((module) => module.course === course.id);
  db.courses.projects.removeWhere((project) => project.course === course.id);
  db.courses.offerings.removeWhere((offering) => offering.course.id === course.id);
  db.courses.courses.remove(course.id);
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// A course's outline, lessons and the student's place in it.
export function completedLessonIds(db: MockDatabase, user: UserRecord | undefined, courseId: number): Set<number> {
  if (!user) return new Set();
  return new Set(
    db.progress.lessonCompletions.filter((row) => row.student === user.id && row.course === courseId).map((row) => row.lesson),
  );
}

function outline(lesson: LessonRow, done: Set<number>): CourseLessonOutline {
  return {
    id: lesson.id,
    slug: lesson.slug,
    title: lesson.title,
    order: lesson.order,
    lesson_type: lesson.lesson_type,
    duration_minutes: lesson.duration_minutes ?? 0,
    is_free_preview: lesson.is_free_preview,
    is_completed: done.has(lesson.id),
  };
}

export function courseStructure(db: MockDatabase, user: UserRecord | undefined, course: Course): CourseStructure {
  const staff = isStaff(user);
  const lessons = lessonsOfCourse(db, course.id, { publishedOnly: !staff });
  const done = completedLessonIds(db, user, course.id);
  const modules = db.courses.modules
    .filter((module) => module.course === course.id && (staff || module.is_published))
    .sort((a, b) => a.order - b.order)
    .map((module) => {
      const own = lessons.filter((lesson) => lesson.module === module.id);
      const topics = db.courses.topics
        .filter((topic) => topic.module === module.id)
        .sort((a, b) => a.order - b.order)
        .map((topic) => ({
          id: topic.id,
          title: topic.title,
          order: topic.order,
          lessons: own.filter((lesson) => lesson.topic === topic.id).map((lesson) => outline(lesson, done)),
        }));
      return {
        id: module.id,
        title: module.title,
        order: module.order,
        duration_minutes: own.reduce((sum, lesson) => sum + (lesson.duration_minutes ?? 0), 0),
        topics,
        lessons: own
          .filter((lesson) => lesson.topic === null || lesson.topic === undefined)
          .map((lesson) => outline(lesson, done)),
      };
    });
  const projects = db.courses.projects.filter((project) => project.course === course.id && (staff || project.is_published));
  return {
    course: courseSummary(course),
    modules,
    unassigned_lessons: lessons
      .filter((lesson) => lesson.module === null || lesson.module === undefined)
      .map((lesson) => outline(lesson, done)),
    projects: projects.map((project) => ({
      ...project,
      submissions_count: db.progress.submissions.count((submission) => submission.project === project.id),
    })),
    modules_count: modules.length,
    lessons_count: lessons.length,
    total_duration_minutes: lessons.reduce((sum, lesson) => sum + (lesson.duration_minutes ?? 0), 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Figures.
export const ENROLLED = (row: EnrollmentRow): boolean => row.status !== 'cancelled';

export function revenueOf(db: MockDatabase, courseIds: Set<number>): number {
  return db.payments.payments
    .filter(
      (payment) =>
        payment.status === 'completed' &&
        payment.course !== undefined &&
        payment.course !== null &&
        courseIds.has(payment.course),
    )
    .reduce((sum, payment) => sum + amount(payment.amount) - amount(payment.refunded_amount), 0);
}

export const id = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value !== '' && !Number.isNaN(Number(value))
      ? Number(value)
      : undefined;

/** The course a write targets (from `course`, or through `module`/`lesson`), for the teacher check. */
export function targetCourse(
  db: MockDatabase,
  input: BodyRecord,
  existing?: { course?: number | { id: number } | null; module?: number | null; lesson?: number },
): Course | undefined {
  const direct =
    id(input.course) ??
    (typeof existing?.course === 'object' && existing.course ? existing.course.id : (existing?.course ?? undefined));
  if (direct !== undefined) return db.courses.courses.get(direct);
  const moduleId = id(input.module) ?? existing?.module ?? undefined;
  if (moduleId !== undefined) return db.courses.courses.get(db.courses.modules.get(moduleId)?.course);
  const lessonId = id(input.lesson) ?? existing?.lesson;
  return lessonId !== undefined ? db.courses.courses.get(db.courses.lessons.get(lessonId)?.course) : undefined;
}

/** A teacher writing outside their courses: the 403 answer (as field errors cannot say it). */
export const TEACHER_ONLY_OWN = 'Teachers can only change the courses they teach.';

export function ownershipErrors(context: AuthedContext, course: Course | undefined): Record<string, string> | undefined {
  if (!course) return undefined;
  return managesCourse(context.user, course) ? undefined : { course: TEACHER_ONLY_OWN };
}

export const nextOrder = (rows: { order?: number }[]): number => rows.reduce((max, row) => Math.max(max, row.order ?? 0), 0) + 1;
const childrenOf = (db: MockDatabase, user: UserRecord): number[] =>
  db.accounts.relations.filter((relation) => relation.parent === user.id).map((relation) => relation.student);

/** Whether the caller may see a student's record in a course: the student, their parents, the course's teacher, admins. */
export function seesRecord(context: AuthedContext, studentId: number, courseId: number): boolean {
  const { user, db } = context;
  if (user.id === studentId || isManagement(user)) return true;
  if (user.user_type === 'parent') return childrenOf(db, user).includes(studentId);
  if (user.user_type === 'teacher') return managesCourse(user, db.courses.courses.get(courseId));
  return false;
}
