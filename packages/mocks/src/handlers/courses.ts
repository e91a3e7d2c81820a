/**
 * The courses group: the public catalogue (DRF filters, featured, by pricing, similar, tags,
 * popular searches, pricing), course CRUD for staff, a course's outline, lessons, enrollment,
 * progress, announcements and analytics. Content CRUD, progress and certificates live in the
 * courses-*.ts modules beside this one; coursesHandlers() gathers them.
 */
import type {
  Course,
  CourseAccessibilityReport,
  CourseActiveUsers,
  CourseActivityUpdateRequest,
  CourseActivityUpdateResult,
  CourseAnnouncement,
  CourseAnnouncementReadResult,
  CourseAnnouncementRequest,
  CourseApiVersion,
  CourseBulkDeleteRequest,
  CourseBulkEnrollRequest,
  CourseBulkEnrollResult,
  CourseBulkUpdateRequest,
  CourseCacheResult,
  CourseCheckIssue,
  CourseEnrollmentOptions,
  CourseEnrollmentStatus,
  CourseEnrollmentTrends,
  CourseEnrollRequest,
  CourseEnrollResponse,
  CourseExternalExportRequest,
  CourseExternalImportRequest,
  CourseExternalJob,
  CourseImportError,
  CourseImportResult,
  CourseInstructorDashboard,
  CourseLessonOutline,
  CourseLiveStats,
  CourseLmsSyncRequest,
  CoursePaymentPlanOption,
  CoursePerformance,
  CoursePlatformOverview,
  CoursePopularSearch,
  CoursePreview,
  CoursePreviewRequest,
  CoursePricingInfo,
  CourseRecommendation,
  CoursesAnalyticsOverview,
  CoursesByPricing,
  CourseStats,
  CourseStatsSummary,
  CourseStructure,
  CourseStudentProgress,
  CourseTag,
  CourseUpdate,
  CourseValidationResult,
  HealthStatus,
  RecommendedLesson,
} from '@ujuzi/api';
import { COURSE_LESSONS_PAGE_SIZE, SIMILAR_COURSES_LIMIT, POPULAR_SEARCHES_LIMIT } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import { userSummary, userSummaryById, usersOfType, type UserRecord } from '../db/accounts';
import {
  courseSummary,
  isPublished,
  lessonsOfCourse,
  presentAnnouncement,
  presentCourse,
  presentLesson,
  type LessonRow,
} from '../db/courses';
import type { MockDatabase } from '../db/database';
import {
  accessInfo,
  canOpenCourse,
  courseProgress,
  enrollmentFor,
  enrollmentMoney,
  enrollUser,
  isManagement,
  isStaff,
  presentStudentEnrollment,
  studentStatus,
  type EnrollmentMoney,
} from '../db/enrollments';
import { PAYMENT_PROCESSING_MESSAGE } from '../db/payment-flow';
import { amount, currentPrice, money, planTotal, type EnrollmentRow } from '../db/payments';
import type { ActivityRow } from '../db/progress';
import { addDays, isoDate, isoDateTime, nowIso } from '../db/time';
import { buildRow, MANAGEMENT, STAFF, uniqueSlug } from '../kit/crud';
import { applyOrdering, listPage, paginate, type Filter } from '../kit/list';
import { created, detail, fieldErrors, file, json, noContent, notFound, nonFieldError } from '../kit/respond';
import { publicRoute, route, type AuthedContext, type BodyRecord, type PublicContext } from '../kit/route';
import { certificateHandlers } from './courses-certificates';
import { contentHandlers, presentReview } from './courses-content';
import { progressHandlers } from './courses-progress';
import {
  ALREADY_ENROLLED,
  bulkTally,
  choiceError,
  COURSE_RELATIONS,
  COURSE_SEARCH,
  integerError,
  limitOf,
  managesCourse,
  monthBuckets,
  originOf,
  percent,
  registerCourseRelations,
  round2,
  settled,
  visibleCourse,
  withCourse,
  withManagedCourse,
} from './courses-shared';

const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
const PRICING_TYPES = ['free', 'paid', 'subscription'] as const;
const STATUSES = ['draft', 'published', 'archived'] as const;

// ---------------------------------------------------------------------------------------------
// The catalogue.

const matchesRelated = (items: readonly { id: number; slug: string }[] | undefined, wanted: string[]): boolean =>
  wanted.length === 0 || (items ?? []).some((item) => wanted.includes(String(item.id)) || wanted.includes(item.slug));

const COURSE_FILTERS: Record<string, Filter<Course, PublicContext>> = {
  department: (course, value, { db }) => {
    const department = course.department ? db.core.departments.get(course.department.id) : undefined;
    return !!department && [String(department.id), department.slug, department.code.toLowerCase()].includes(value.toLowerCase());
  },
  programming_languages: (course, _value, { query }) =>
    matchesRelated(
      course.programming_languages,
      query.getAll('programming_languages').flatMap((item) => item.split(',')),
    ),
  technologies: (course, _value, { query }) =>
    matchesRelated(
      course.technologies,
      query.getAll('technologies').flatMap((item) => item.split(',')),
    ),
  min_price: (course, value) => amount(course.price) >= Number(value),
  max_price: (course, value) => amount(course.price) <= Number(value),
  instructor: (course, value) => String(course.instructor?.id) === value || course.instructor?.username === value,
};

/** Courses a caller may browse: published ones, and every course for staff (management) or the teacher's own. */
function browsable(db: MockDatabase, user: UserRecord | undefined): Course[] {
  return db.courses.courses.filter(
    (course) =>
      isPublished(course) ||
      (!!user && (isManagement(user) || (user.user_type === 'teacher' && course.instructor?.id === user.id))),
  );
}

/** Counts a search term (popular searches). */
function recordSearch(db: MockDatabase, raw: string | null): void {
  const term = raw?.trim().toLowerCase();
  if (!term || term.length < 2 || term.length > 60) return;
  const existing = db.courses.searches.find((row) => row.term === term);
  if (existing) db.courses.searches.update(existing.id, { search_count: existing.search_count + 1, last_searched_at: nowIso() });
  else db.courses.searches.insert({ term, search_count: 1, last_searched_at: nowIso() });
}

function listCourses(context: PublicContext): Response {
  const problem =
    choiceError(context, 'level', LEVELS) ??
    choiceError(context, 'pricing_type', PRICING_TYPES) ??
    choiceError(context, 'status', STATUSES) ??
    (['min_price', 'max_price']
      .map((name) => context.query.get(name))
      .some((value) => value !== null && value !== '' && Number.isNaN(Number(value)))
      ? fieldErrors({ min_price: 'A valid number is required.' })
      : undefined);
  if (problem) return problem;
  recordSearch(context.db, context.query.get('search'));
  const page = listPage(context, browsable(context.db, context.user), {
    search: COURSE_SEARCH,
    ordering: 'title',
    filters: COURSE_FILTERS,
  });
  return json({ ...page, results: page.results.map((course) => presentCourse(context.db, course)) });
}

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

// ---------------------------------------------------------------------------------------------
// Course writes.

const COURSE_CONFIG = { table: (db: MockDatabase) => db.courses.courses, schema: 'Course', relations: COURSE_RELATIONS };

function imagePath(upload: unknown, slug: string): string | undefined {
  if (!(upload instanceof Blob)) return undefined;
  const name = upload instanceof File ? upload.name : 'cover.png';
  const extension = name.includes('.') ? name.split('.').pop()?.toLowerCase() : 'png';
  return `/media/courses/${slug}-${Date.now().toString(36)}.${extension}`;
}

function courseErrors(input: BodyRecord, existing: Course | undefined, context: AuthedContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const pricing = (input.pricing_type ?? existing?.pricing_type) as Course['pricing_type'] | undefined;
  const price = input.price !== undefined ? amount(String(input.price)) : amount(existing?.price);
  if (pricing && pricing !== 'free' && price <= 0) errors.price = 'A paid course needs a price above 0.00.';
  if (
    typeof input.slug === 'string' &&
    context.db.courses.courses.some((course) => course.slug === input.slug && course.id !== existing?.id)
  )
    errors.slug = 'course with this slug already exists.';
  if (
    context.user.user_type === 'teacher' &&
    input.instructor !== undefined &&
    input.instructor !== null &&
    input.instructor !== context.user.id
  )
    errors.instructor = 'Teachers can only create courses they teach.';
  if (
    input.instructor !== undefined &&
    input.instructor !== null &&
    context.db.accounts.users.get(Number(input.instructor))?.user_type !== 'teacher'
  )
    errors.instructor = 'The instructor must be a teacher.';
  return errors;
}

async function writeCourse(context: AuthedContext, existing?: Course): Promise<Response> {
  const body = await context.body<BodyRecord>();
  if (body instanceof Response) return body;
  const errors = courseErrors(body, existing, context);
  if (Object.keys(errors).length > 0) return fieldErrors(errors);
  const input: BodyRecord = { ...body };
  const slug =
    typeof input.slug === 'string' && input.slug
      ? input.slug
      : (existing?.slug ?? uniqueSlug(context.db.courses.courses, String(input.title ?? 'course')));
  const image = imagePath(input.image, slug);
  if (image) input.image = image;
  else delete input.image;
  const pricing = (input.pricing_type ?? existing?.pricing_type) as Course['pricing_type'];
  if (pricing === 'free') input.price = '0.00';
  const system: BodyRecord = existing
    ? {}
    : {
        status: input.status ?? 'draft',
        instructor: context.user.user_type === 'teacher' ? context.user.id : (input.instructor ?? null),
        is_featured: input.is_featured ?? false,
        currency: input.currency ?? 'KES',
        price: input.price ?? '0.00',
        programming_languages: input.programming_languages ?? [],
        technologies: input.technologies ?? [],
        slug,
      };
  const row = buildRow<Course>(COURSE_CONFIG, context, input, existing, system);
  const table = context.db.courses.courses;
  const stored = existing ? (table.update(existing.id, row) ?? row) : table.insert(row);
  if (existing) {
    context.db.courses.updates.insert({
      course: stored.id,
      update_type: 'course_updated',
      title: 'Course details updated',
      description: `${stored.title} was updated.`,
      object_id: stored.id,
      created_by: userSummary(context.user),
      created_at: nowIso(),
    });
  }
  const answer = presentCourse(context.db, stored);
  return existing ? json<Course>(answer) : created<Course>(answer);
}

function deleteCourse(db: MockDatabase, course: Course): string | undefined {
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

function completedLessonIds(db: MockDatabase, user: UserRecord | undefined, courseId: number): Set<number> {
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

function courseStructure(db: MockDatabase, user: UserRecord | undefined, course: Course): CourseStructure {
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

function enrollmentStatusOf(db: MockDatabase, user: UserRecord, course: Course): CourseEnrollmentStatus {
  const enrollment = enrollmentFor(db, user.id, course.id);
  if (!enrollment) {
    return {
      course_id: course.id,
      course_slug: course.slug,
      is_enrolled: false,
      enrollment_id: null,
      status: null,
      progress: 0,
      access_info: {
        can_access_course: false,
        needs_payment: course.pricing_type !== 'free',
        payment_required: false,
        balance_due: '0.00',
      },
    };
  }
  return {
    course_id: course.id,
    course_slug: course.slug,
    is_enrolled: true,
    enrollment_id: enrollment.id,
    status: studentStatus(enrollment.status),
    progress: courseProgress(db, user.id, course.id).progress,
    access_info: accessInfo(db, enrollment),
  };
}

function recommendedLessons(db: MockDatabase, user: UserRecord, course: Course, limit: number): RecommendedLesson[] {
  const lessons = lessonsOfCourse(db, course.id, { publishedOnly: true });
  const done = completedLessonIds(db, user, course.id);
  const modules = new Map(
    db.courses.modules.filter((module) => module.course === course.id).map((module) => [module.id, module.title]),
  );
  const shape = (lesson: LessonRow, reason: RecommendedLesson['reason']): RecommendedLesson => ({
    id: lesson.id,
    slug: lesson.slug,
    title: lesson.title,
    module_title: lesson.module ? (modules.get(lesson.module) ?? null) : null,
    lesson_type: lesson.lesson_type,
    duration_minutes: lesson.duration_minutes ?? 0,
    reason,
  });
  const next = lessons.findIndex((lesson) => !done.has(lesson.id));
  const picks: RecommendedLesson[] = [];
  if (next >= 0) picks.push(shape(lessons[next] as LessonRow, 'next_in_sequence'));
  for (const lesson of lessons.slice(next + 1))
    if (!done.has(lesson.id) && picks.length < Math.ceil(limit / 2)) picks.push(shape(lesson, 'incomplete'));
  for (const lesson of lessons.filter((candidate) => done.has(candidate.id) && candidate.lesson_type === 'code').slice(-2))
    picks.push(shape(lesson, 'review'));
  if (picks.length === 0)
    for (const lesson of lessons.filter((candidate) => candidate.is_free_preview)) picks.push(shape(lesson, 'popular'));
  return picks.slice(0, limit);
}

// ---------------------------------------------------------------------------------------------
// Figures.

const ENROLLED = (row: EnrollmentRow): boolean => row.status !== 'cancelled';

function revenueOf(db: MockDatabase, courseIds: Set<number>): number {
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

function performance(db: MockDatabase, course: Course): CoursePerformance {
  const enrollments = db.payments.enrollments.filter((row) => row.course === course.id && ENROLLED(row));
  const presented = presentCourse(db, course);
  return {
    course: courseSummary(course),
    enrollments: enrollments.length,
    active_students: enrollments.filter((row) => row.status === 'active' || row.status === 'trial').length,
    completion_rate: percent(enrollments.filter((row) => row.status === 'completed').length, enrollments.length),
    average_rating: presented.average_rating ?? 0,
    revenue: money(revenueOf(db, new Set([course.id]))),
  };
}

function courseStats(db: MockDatabase, course: Course): CourseStats {
  const enrollments = db.payments.enrollments.filter((row) => row.course === course.id && ENROLLED(row));
  const progress = enrollments.map((row) => courseProgress(db, row.user, course.id).progress);
  const presented = presentCourse(db, course);
  return {
    course_id: course.id,
    enrolled_count: enrollments.length,
    active_students: enrollments.filter((row) => row.status === 'active').length,
    trial_count: enrollments.filter((row) => row.status === 'trial').length,
    completed_count: enrollments.filter((row) => row.status === 'completed').length,
    completion_rate: percent(enrollments.filter((row) => row.status === 'completed').length, enrollments.length),
    average_progress: progress.length > 0 ? round2(progress.reduce((sum, value) => sum + value, 0) / progress.length) : 0,
    average_rating: presented.average_rating ?? 0,
    reviews_count: presented.reviews_count ?? 0,
    lessons_count: presented.lessons_count ?? 0,
    certificates_issued: db.progress.certificates.count(
      (certificate) => certificate.course === course.id && certificate.status === 'issued',
    ),
    total_revenue: money(revenueOf(db, new Set([course.id]))),
    currency: 'KES',
  };
}

const inBucket = (stamp: string | null | undefined, start: Date): boolean => {
  if (!stamp) return false;
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const time = new Date(stamp).getTime();
  return time >= start.getTime() && time < end.getTime();
};

/** Courses whose figures a staff member sees: a teacher's own, all for management. */
const ownCourses = (db: MockDatabase, user: UserRecord): Course[] =>
  db.courses.courses.filter((course) => managesCourse(user, course));

const activityWindow = (): string => isoDateTime(new Date(Date.now() - 5 * 60_000));

// ---------------------------------------------------------------------------------------------
// Handlers.

function enrollResponse(db: MockDatabase, row: EnrollmentRow, message: string): CourseEnrollResponse {
  const figures: EnrollmentMoney = enrollmentMoney(db, row);
  const access = accessInfo(db, row, figures);
  return {
    success: true,
    message,
    enrollment: presentStudentEnrollment(db, row),
    requires_payment: access.payment_required || (row.status === 'payment_pending' && !row.is_free),
    payment_enrollment_id: row.id,
  };
}

function catalogueHandlers(): HttpHandler[] {
  return [
    publicRoute('listCourses', listCourses),
    publicRoute(
      'getCourse',
      withCourse((context, course) => json<Course>(presentCourse(context.db, course))),
    ),
    route('createCourse', (context) => writeCourse(context), { roles: STAFF }),
    ...(['updateCourse', 'partialUpdateCourse'] as const).map((operationId) =>
      route(
        operationId,
        withManagedCourse((context, course) => writeCourse(context, course)),
        { roles: STAFF },
      ),
    ),
    route(
      'deleteCourse',
      withCourse<AuthedContext>((context, course) => {
        const refusal = deleteCourse(context.db, course);
        return refusal ? nonFieldError(refusal) : noContent();
      }),
      { roles: MANAGEMENT },
    ),
    publicRoute('listFeaturedCourses', (context) => {
      const problem = integerError(context, 'limit', 1, 20);
      if (problem) return problem;
      const courses = applyOrdering(
        context.db.courses.courses.filter((course) => isPublished(course) && course.is_featured),
        '-created_at',
      ).slice(0, limitOf(context, 6, 20));
      return json<Course[]>(courses.map((course) => presentCourse(context.db, course)));
    }),
    publicRoute('listCoursesByPricing', (context) => {
      const problem = choiceError(context, 'pricing_type', PRICING_TYPES);
      if (problem) return problem;
      const only = context.query.get('pricing_type');
      const group = (type: Course['pricing_type']): Course[] =>
        only && only !== type
          ? []
          : applyOrdering(
              context.db.courses.courses.filter((course) => isPublished(course) && course.pricing_type === type),
              'title',
            ).map((course) => presentCourse(context.db, course));
      return json<CoursesByPricing>({ free: group('free'), paid: group('paid'), subscription: group('subscription') });
    }),
    publicRoute(
      'listSimilarCourses',
      withCourse((context, course) => {
        const problem = integerError(context, 'limit', 1, 20);
        if (problem) return problem;
        return json<Course[]>(
          similarCourses(context.db, course, limitOf(context, SIMILAR_COURSES_LIMIT, 20)).map((other) =>
            presentCourse(context.db, other),
          ),
        );
      }),
    ),
    publicRoute(
      'getCoursePricingDetails',
      withCourse((context, course) => json<CoursePricingInfo>(pricingInfo(context.db, course))),
    ),
    publicRoute('listCoursePopularSearches', (context) => {
      const problem = integerError(context, 'limit', 1, 50);
      if (problem) return problem;
      const rows = applyOrdering(context.db.courses.searches.all(), '-search_count,term').slice(
        0,
        limitOf(context, POPULAR_SEARCHES_LIMIT, 50),
      );
      return json<CoursePopularSearch[]>(
        rows.map(({ term, search_count, last_searched_at }) => ({ term, search_count, last_searched_at })),
      );
    }),
    publicRoute('listCourseTags', (context) => {
      const problem = choiceError(context, 'tag_type', ['programming_language', 'technology', 'level', 'department', 'topic']);
      if (problem) return problem;
      const published = context.db.courses.courses.filter(isPublished);
      const tags: CourseTag[] = [];
      const count = (predicate: (course: Course) => boolean): number => published.filter(predicate).length;
      for (const language of context.db.courses.programmingLanguages.all())
        tags.push({
          name: language.name,
          slug: language.slug,
          tag_type: 'programming_language',
          courses_count: count((course) => (course.programming_languages ?? []).some((item) => item.id === language.id)),
        });
      for (const technology of context.db.courses.technologies.all())
        tags.push({
          name: technology.name,
          slug: technology.slug,
          tag_type: 'technology',
          courses_count: count((course) => (course.technologies ?? []).some((item) => item.id === technology.id)),
        });
      for (const level of LEVELS)
        tags.push({
          name: level.charAt(0).toUpperCase() + level.slice(1),
          slug: level,
          tag_type: 'level',
          courses_count: count((course) => course.level === level),
        });
      for (const department of context.db.core.departments.all())
        tags.push({
          name: department.name,
          slug: department.slug ?? String(department.id),
          tag_type: 'department',
          courses_count: count((course) => course.department?.id === department.id),
        });
      const type = context.query.get('tag_type');
      return json<CourseTag[]>(
        applyOrdering(
          tags.filter((tag) => tag.courses_count > 0 && (!type || tag.tag_type === type)),
          '-courses_count,name',
        ),
      );
    }),
    publicRoute('getCourseStatsSummary', ({ db }) => {
      const published = db.courses.courses.filter(isPublished);
      const rated = published.map((course) => presentCourse(db, course)).filter((course) => (course.reviews_count ?? 0) > 0);
      return json<CourseStatsSummary>({
        total_courses: published.length,
        total_students: new Set(db.payments.enrollments.filter(ENROLLED).map((row) => row.user)).size,
        total_instructors: new Set(published.map((course) => course.instructor?.id).filter((id) => id !== undefined)).size,
        total_lessons: db.courses.lessons.count(
          (lesson) => lesson.is_published && published.some((course) => course.id === lesson.course),
        ),
        total_hours: published.reduce((sum, course) => sum + (course.duration_hours ?? 0), 0),
        featured_courses: published.filter((course) => course.is_featured).length,
        certificates_issued: db.progress.certificates.count((certificate) => certificate.status === 'issued'),
        average_rating:
          rated.length > 0 ? round2(rated.reduce((sum, course) => sum + (course.average_rating ?? 0), 0) / rated.length) : 0,
      });
    }),
    publicRoute('getCoursesHealth', () =>
      json<HealthStatus>({
        status: 'healthy',
        timestamp: nowIso(),
        version: '2026.11.0',
        checks: { database: 'ok', cache: 'ok', storage: 'ok' },
      }),
    ),
    publicRoute('getCoursesApiVersion', () =>
      json<CourseApiVersion>({ version: '2026.11.0', api_version: 'v1', build: 'mock', released_at: '2026-11-01T06:00:00Z' }),
    ),
  ];
}

function courseActionHandlers(): HttpHandler[] {
  return [
    route(
      'enrollInCourse',
      settled(
        withCourse<AuthedContext>(async (context, course) => {
          const input = await context.body<CourseEnrollRequest>();
          if (input instanceof Response) return input;
          const outcome = enrollUser(context.db, context.user, course, {
            planId: input.payment_plan,
            discountCode: input.discount_code || null,
            offeringId: input.course_offering,
            startTrial: input.start_trial,
          });
          if (outcome.kind === 'invalid') return fieldErrors(outcome.errors);
          if (outcome.kind === 'already') return detail(400, ALREADY_ENROLLED);
          if (outcome.kind === 'processing') return detail(400, PAYMENT_PROCESSING_MESSAGE);
          const row = outcome.row;
          const message =
            row.status === 'active'
              ? `You are enrolled in ${course.title}. Karibu!`
              : row.status === 'trial'
                ? `Your trial of ${course.title} has started.`
                : `Enrollment created. Complete payment to access ${course.title}.`;
          return json<CourseEnrollResponse>(enrollResponse(context.db, row, message), 201);
        }),
      ),
    ),
    route(
      'getCourseEnrollmentOptions',
      settled(
        withCourse<AuthedContext>((context, course) => {
          const enrollment = enrollmentFor(context.db, context.user.id, course.id);
          const pricing = pricingInfo(context.db, course);
          const offerings = context.db.courses.offerings.filter(
            (offering) =>
              offering.course.id === course.id &&
              offering.is_active &&
              ['open', 'upcoming', 'in_progress'].includes(offering.status),
          );
          const reason = enrollment
            ? 'You are already enrolled in this course.'
            : !isPublished(course)
              ? 'This course is not open for enrollment.'
              : context.user.user_type !== 'student'
                ? 'Only students can enroll in courses.'
                : null;
          return json<CourseEnrollmentOptions>({
            course_id: course.id,
            pricing_type: course.pricing_type,
            price: pricing.discounted_price ?? pricing.price,
            currency: course.currency,
            is_enrolled: !!enrollment,
            enrollment_id: enrollment?.id ?? null,
            can_enroll: reason === null,
            reason,
            trial_available: pricing.trial_available,
            trial_days: pricing.trial_days,
            payment_plans: pricing.payment_plans,
            offerings: offerings.map((offering) => ({
              ...offering,
              course: courseSummary(course),
              enrolled_count: context.db.payments.enrollments.count(
                (row) => row.course_offering === offering.id && ENROLLED(row),
              ),
            })),
          });
        }),
      ),
    ),
    route(
      'getCourseEnrollmentStatus',
      settled(
        withCourse<AuthedContext>((context, course) =>
          json<CourseEnrollmentStatus>(enrollmentStatusOf(context.db, context.user, course)),
        ),
      ),
    ),
    route(
      'getCourseStats',
      withManagedCourse((context, course) => json<CourseStats>(courseStats(context.db, course))),
      { roles: STAFF },
    ),
    route(
      'listCourseStudentProgress',
      withManagedCourse((context, course) => {
        const rows: CourseStudentProgress[] = context.db.payments.enrollments
          .filter((row) => row.course === course.id && ENROLLED(row))
          .map((row) => {
            const progress = courseProgress(context.db, row.user, course.id);
            return {
              enrollment_id: row.id,
              student: userSummaryById(context.db, row.user),
              status: studentStatus(row.status),
              progress: progress.progress,
              completed_lessons: progress.completed,
              total_lessons: progress.total,
              time_spent_seconds: progress.timeSpent,
              last_accessed_at: row.last_accessed_at ?? progress.lastCompletedAt,
              enrolled_at: row.enrolled_at,
            };
          });
        const page = listPage(context, rows, { search: ['student.get_full_name', 'student.username'], ordering: '-progress' });
        return json(page);
      }),
      { roles: STAFF },
    ),
    route(
      'listCourseLessons',
      settled(
        withCourse<AuthedContext>((context, course) => {
          const problem = integerError(context, 'module');
          if (problem) return problem;
          const staff = isStaff(context.user);
          const open = canOpenCourse(context.db, context.user, course);
          const done = completedLessonIds(context.db, context.user, course.id);
          let lessons = lessonsOfCourse(context.db, course.id, { publishedOnly: !staff });
          const module = context.query.get('module');
          if (module) lessons = lessons.filter((lesson) => String(lesson.module) === module);
          const ordering = context.query.get('ordering');
          const presented = lessons.map((lesson) =>
            presentLesson(context.db, lesson, { content: open || lesson.is_free_preview, completed: done.has(lesson.id) }),
          );
          const ordered = ordering && !ordering.includes('module__order') ? applyOrdering(presented, ordering) : presented;
          return json(paginate(context.url, ordered, COURSE_LESSONS_PAGE_SIZE));
        }),
      ),
    ),
    route(
      'getCourseStructure',
      withCourse<AuthedContext>((context, course) => json<CourseStructure>(courseStructure(context.db, context.user, course))),
    ),
    route(
      'getCourseLiveStats',
      withManagedCourse((context, course) => {
        const recent = context.db.progress.activity.filter((row) => row.course === course.id && row.at >= activityWindow());
        const latest = new Map<number, (typeof recent)[number]>();
        for (const row of recent) latest.set(row.user, row);
        const today = isoDate(new Date());
        return json<CourseLiveStats>({
          course_id: course.id,
          active_users: latest.size,
          watching_video: [...latest.values()].filter((row) => row.activity_type === 'watching_video').length,
          coding: [...latest.values()].filter((row) => row.activity_type === 'coding').length,
          active_study_sessions: context.db.progress.studySessions.count(
            (session) => session.course === course.id && session.is_active,
          ),
          lessons_completed_today: context.db.progress.lessonCompletions.count(
            (row) => row.course === course.id && row.completed_at.startsWith(today),
          ),
          enrollments_today: context.db.payments.enrollments.count(
            (row) => row.course === course.id && row.enrolled_at.startsWith(today),
          ),
          timestamp: nowIso(),
        });
      }),
      { roles: STAFF },
    ),
    route(
      'listCourseActiveUsers',
      withManagedCourse((context, course) => {
        const latest = new Map<number, ActivityRow>();
        for (const row of context.db.progress.activity.filter(
          (candidate) => candidate.course === course.id && candidate.at >= activityWindow(),
        ))
          latest.set(row.user, row);
        const users = [...latest.values()].map((row) => ({
          user: userSummaryById(context.db, row.user),
          activity_type: row.activity_type,
          lesson_id: row.lesson,
          lesson_title: row.lesson ? (context.db.courses.lessons.get(row.lesson)?.title ?? null) : null,
          last_activity_at: row.at,
        }));
        return json<CourseActiveUsers>({ course_id: course.id, count: users.length, users });
      }),
      { roles: STAFF },
    ),
    route(
      'updateCourseActivity',
      withCourse<AuthedContext>(async (context, course) => {
        const input = await context.body<CourseActivityUpdateRequest>();
        if (input instanceof Response) return input;
        if (!isStaff(context.user) && !enrollmentFor(context.db, context.user.id, course.id)) return context.deny();
        if (
          input.lesson !== undefined &&
          input.lesson !== null &&
          context.db.courses.lessons.get(input.lesson)?.course !== course.id
        )
          return fieldErrors({ lesson: 'This lesson is not part of the course.' });
        const at = nowIso();
        context.db.progress.activity.removeWhere((row) => row.at < isoDateTime(new Date(Date.now() - 24 * 3_600_000)));
        context.db.progress.activity.insert({
          user: context.user.id,
          course: course.id,
          activity_type: input.activity_type,
          lesson: input.lesson ?? null,
          at,
          time_spent_seconds: input.time_spent_seconds ?? 0,
        });
        const enrollment = enrollmentFor(context.db, context.user.id, course.id);
        if (enrollment)
          context.db.payments.enrollments.update(enrollment.id, {
            last_accessed_at: at,
            last_lesson: input.lesson ?? enrollment.last_lesson,
          });
        const active = new Set(
          context.db.progress.activity
            .filter((row) => row.course === course.id && row.at >= activityWindow())
            .map((row) => row.user),
        ).size;
        return json<CourseActivityUpdateResult>({ success: true, last_activity_at: at, active_users: active });
      }),
    ),
    route(
      'listCourseRecommendedLessons',
      withCourse<AuthedContext>((context, course) => {
        const problem = integerError(context, 'limit', 1, 20);
        return (
          problem ?? json<RecommendedLesson[]>(recommendedLessons(context.db, context.user, course, limitOf(context, 5, 20)))
        );
      }),
    ),
    route(
      'listCourseUpdates',
      withCourse<AuthedContext>((context, course) =>
        json(
          paginate(
            context.url,
            applyOrdering(
              context.db.courses.updates.filter((row) => row.course === course.id),
              '-created_at',
            ) as CourseUpdate[],
          ),
        ),
      ),
    ),
    route(
      'listCourseAnnouncements',
      withCourse<AuthedContext>((context, course) => {
        const rows = context.db.courses.announcements
          .filter((row) => row.course === course.id)
          .map((row) => presentAnnouncement(row, context.user.id));
        return json(paginate(context.url, applyOrdering(rows, '-is_pinned,-created_at')));
      }),
    ),
    route(
      'createCourseAnnouncement',
      withManagedCourse(async (context, course) => {
        const input = await context.body<CourseAnnouncementRequest>();
        if (input instanceof Response) return input;
        const stamp = nowIso();
        const row = context.db.courses.announcements.insert({
          course: course.id,
          title: input.title,
          content: input.content,
          priority: input.priority ?? 'normal',
          is_pinned: input.is_pinned ?? false,
          author: userSummary(context.user),
          read_by: [],
          created_at: stamp,
          updated_at: stamp,
        });
        context.db.courses.updates.insert({
          course: course.id,
          update_type: 'new_announcement',
          title: input.title,
          description: input.content.slice(0, 140),
          object_id: row.id,
          created_by: userSummary(context.user),
          created_at: stamp,
        });
        return created<CourseAnnouncement>(presentAnnouncement(row, context.user.id));
      }),
      { roles: STAFF },
    ),
    route('markCourseAnnouncementAsRead', (context) => {
      const row = context.db.courses.announcements.get(context.id());
      if (!row || !visibleCourse(context.db, context.user, row.course)) return notFound();
      if (!row.read_by.includes(context.user.id))
        context.db.courses.announcements.update(row.id, { read_by: [...row.read_by, context.user.id] });
      return json<CourseAnnouncementReadResult>({
        success: true,
        message: 'Announcement marked as read.',
        announcement_id: row.id,
        read_at: nowIso(),
      });
    }),
    route(
      'exportCourse',
      withManagedCourse((context, course) => {
        const format = context.query.get('format') ?? 'json';
        if (!['json', 'csv', 'zip', 'scorm'].includes(format))
          return fieldErrors({ format: `Select a valid choice. ${format} is not one of the available choices.` });
        const lessons = lessonsOfCourse(context.db, course.id);
        if (format === 'csv') {
          const lines = [
            'module,topic,order,title,lesson_type,duration_minutes',
            ...lessons.map((lesson) =>
              [
                context.db.courses.modules.get(lesson.module ?? 0)?.title ?? '',
                context.db.courses.topics.get(lesson.topic ?? 0)?.title ?? '',
                lesson.order,
                lesson.title,
                lesson.lesson_type,
                lesson.duration_minutes ?? 0,
              ]
                .map((cell) => `"${String(cell).replace(/"/g, '""')}"`)
                .join(','),
            ),
          ];
          return file(`${lines.join('\n')}\n`, 'text/csv', `${course.slug}.csv`);
        }
        if (format === 'zip' || format === 'scorm')
          return file(
            'PK\u0005\u0006\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000',
            'application/zip',
            `${course.slug}.zip`,
          );
        const structure = courseStructure(context.db, context.user, course);
        const document = {
          ...structure,
          course: presentCourse(context.db, course),
          lessons: lessons.map((lesson) => presentLesson(context.db, lesson, { content: true })),
        };
        // The file is the document itself (binary in the contract), as the import reads it back.
        return file(JSON.stringify(document, null, 2), 'application/json', `${course.slug}.json`);
      }),
      { roles: STAFF },
    ),
    route(
      'syncCourseWithLms',
      withCourse<AuthedContext>(async (context, course) => {
        const input = await context.body<CourseLmsSyncRequest>();
        if (input instanceof Response) return input;
        return json<CourseExternalJob>(
          externalJob(
            input.platform,
            input.external_course_id ?? `ujuzi-${course.id}`,
            lessonsOfCourse(context.db, course.id).length,
            null,
            'Course synchronised.',
          ),
        );
      }),
      { roles: MANAGEMENT },
    ),
    route(
      'exportCourseToExternal',
      withManagedCourse(async (context, course) => {
        const input = await context.body<CourseExternalExportRequest>();
        if (input instanceof Response) return input;
        const packaged = input.platform === 'scorm' || input.platform === 'xapi';
        return json<CourseExternalJob>(
          externalJob(
            input.platform,
            packaged ? null : `ujuzi-${course.id}`,
            lessonsOfCourse(context.db, course.id).length,
            packaged ? `${originOf(context)}/api/courses/courses/${course.id}/export/?format=zip` : null,
            packaged ? 'Package built.' : 'Course exported.',
          ),
        );
      }),
      { roles: STAFF },
    ),
    route(
      'validateCourse',
      withManagedCourse((context, course) => json<CourseValidationResult>(validateCourse(context.db, course))),
      { roles: STAFF },
    ),
    route(
      'testCourseAccessibility',
      withManagedCourse(async (context, course) => {
        const input = await context.body<{ standard?: CourseAccessibilityReport['standard']; lesson_ids?: number[] }>();
        if (input instanceof Response) return input;
        const lessons = lessonsOfCourse(context.db, course.id).filter(
          (lesson) => !input.lesson_ids?.length || input.lesson_ids.includes(lesson.id),
        );
        const issues: CourseCheckIssue[] = lessons
          .filter((lesson) => lesson.lesson_type === 'video')
          .slice(0, 3)
          .map((lesson) => ({
            code: 'captions_missing',
            message: `“${lesson.title}” has a video without captions.`,
            severity: 'warning',
            field: 'video_url',
            lesson_id: lesson.id,
            module_id: lesson.module ?? null,
          }));
        return json<CourseAccessibilityReport>({
          course_id: course.id,
          standard: input.standard ?? 'wcag2aa',
          score: Math.max(60, 100 - issues.length * 8),
          passed: issues.every((issue) => issue.severity !== 'error'),
          lessons_tested: lessons.length,
          issues,
          tested_at: nowIso(),
        });
      }),
      { roles: STAFF },
    ),
    route(
      'generateCoursePreview',
      withManagedCourse(async (context, course) => {
        const input = await context.body<CoursePreviewRequest>();
        if (input instanceof Response) return input;
        const token = `pv_${course.id}_${Date.now().toString(36)}`;
        const hours = input.expires_in_hours ?? 72;
        return created<CoursePreview>({
          course_id: course.id,
          preview_url: `${originOf(context)}/courses/${course.slug}?preview=${token}`,
          preview_token: token,
          lesson_ids:
            input.lesson_ids ??
            lessonsOfCourse(context.db, course.id)
              .slice(0, 3)
              .map((lesson) => lesson.id),
          expires_at: isoDateTime(new Date(Date.now() + hours * 3_600_000)),
        });
      }),
      { roles: STAFF },
    ),
    route(
      'clearCourseCache',
      withManagedCourse((_context, course) =>
        json<CourseCacheResult>({
          success: true,
          message: 'Course cache cleared.',
          course_ids: [course.id],
          keys_affected: 4,
          duration_ms: 12,
        }),
      ),
      { roles: STAFF },
    ),
    route('prefetchCourses', async (context) => {
      const input = await context.body<{ course_ids: number[]; include?: string[] }>();
      if (input instanceof Response) return input;
      const ids = input.course_ids.filter((id) => context.db.courses.courses.get(id));
      return json<CourseCacheResult>({
        success: true,
        message: `${ids.length} courses prefetched.`,
        course_ids: ids,
        keys_affected: ids.length * (input.include?.length || 4),
        duration_ms: 20 + ids.length * 3,
      });
    }),
    route(
      'warmCourseCache',
      async (context) => {
        const input = await context.body<{ course_ids?: number[]; include_lists?: boolean }>();
        if (input instanceof Response) return input;
        const ids = input.course_ids?.length
          ? input.course_ids
          : context.db.courses.courses.filter((course) => course.is_featured).map((course) => course.id);
        return json<CourseCacheResult>({
          success: true,
          message: 'Course caches rebuilt.',
          course_ids: ids,
          keys_affected: ids.length * 4 + (input.include_lists === false ? 0 : 6),
          duration_ms: 140,
        });
      },
      { roles: MANAGEMENT },
    ),
    route('listCourseRecommendations', (context) => {
      const problem = integerError(context, 'limit', 1, 50);
      if (problem) return problem;
      const { db, user } = context;
      const mine = db.payments.enrollments.filter((row) => row.user === user.id && row.status !== 'cancelled');
      const enrolled = new Set(mine.map((row) => row.course));
      const scores = new Map<number, { score: number; reason: string }>();
      for (const row of mine) {
        const course = db.courses.courses.get(row.course);
        if (!course) continue;
        for (const other of similarCourses(db, course, 8)) {
          if (enrolled.has(other.id)) continue;
          const current = scores.get(other.id);
          const score = (current?.score ?? 0) + (row.status === 'completed' ? 0.3 : 0.2);
          scores.set(other.id, {
            score,
            reason:
              row.status === 'completed' ? `Because you completed ${course.title}` : `Because you are taking ${course.title}`,
          });
        }
      }
      for (const course of db.courses.courses.filter(
        (candidate) => isPublished(candidate) && candidate.is_featured && !enrolled.has(candidate.id),
      )) {
        if (!scores.has(course.id)) scores.set(course.id, { score: 0.1, reason: 'Popular with Ujuzi learners' });
      }
      const recommendations: CourseRecommendation[] = [...scores.entries()]
        .sort((a, b) => b[1].score - a[1].score || a[0] - b[0])
        .slice(0, limitOf(context, 10, 50))
        .flatMap(([id, { score, reason }]) => {
          const course = db.courses.courses.get(id);
          return course ? [{ course: presentCourse(db, course), score: Math.min(1, round2(score)), reason }] : [];
        });
      return json<CourseRecommendation[]>(recommendations);
    }),
    route(
      'bulkEnrollStudentsInCourses',
      settled<AuthedContext>(async (context) => {
        const input = await context.body<CourseBulkEnrollRequest>();
        if (input instanceof Response) return input;
        const result: CourseBulkEnrollResult = {
          success: true,
          message: '',
          enrolled_count: 0,
          skipped_count: 0,
          failed_count: 0,
          enrollment_ids: [],
          errors: [],
          results: [],
        };
        const fail = (courseId: number, studentId: number, error: string) => {
          result.failed_count++;
          result.errors?.push({ id: studentId, index: null, error });
          result.results?.push({ course_id: courseId, student_id: studentId, status: 'failed', enrollment_id: null, error });
        };
        for (const courseId of input.course_ids) {
          const course = context.db.courses.courses.get(courseId);
          for (const studentId of input.student_ids) {
            const student = context.db.accounts.users.get(studentId);
            if (!course) fail(courseId, studentId, `Course ${courseId} does not exist.`);
            else if (!student || student.user_type !== 'student')
              fail(courseId, studentId, `User ${studentId} is not a student.`);
            else if (!student.is_active) fail(courseId, studentId, 'This account is deactivated.');
            else {
              const status = input.status === 'pending' ? 'payment_pending' : input.status;
              const outcome = enrollUser(context.db, student, course, {
                status: status ?? (course.pricing_type === 'free' ? 'active' : 'payment_pending'),
                actor: context.user.id,
              });
              if (outcome.kind === 'invalid') fail(courseId, studentId, Object.values(outcome.errors).join(' '));
              else {
                const enrolled = outcome.kind === 'created';
                if (enrolled) {
                  result.enrolled_count++;
                  result.enrollment_ids?.push(outcome.row.id);
                } else result.skipped_count++;
                result.results?.push({
                  course_id: courseId,
                  student_id: studentId,
                  status: enrolled ? 'enrolled' : 'already_enrolled',
                  enrollment_id: outcome.row.id,
                  error: null,
                });
              }
            }
          }
        }
        result.message = `${result.enrolled_count} enrolled, ${result.skipped_count} already enrolled, ${result.failed_count} failed.`;
        return json<CourseBulkEnrollResult>(result);
      }),
      { roles: MANAGEMENT },
    ),
    route(
      'bulkUpdateCourses',
      async (context) => {
        const input = await context.body<CourseBulkUpdateRequest>();
        if (input instanceof Response) return input;
        const tally = bulkTally();
        const patch: Partial<Course> = {};
        const { department, instructor, ...simple } = input.updates;
        Object.assign(patch, simple);
        if (department !== undefined) {
          const row = department === null ? undefined : context.db.core.departments.get(department);
          if (department !== null && !row)
            return fieldErrors({ updates: `department: Invalid pk "${department}" - object does not exist.` });
          patch.department = row ? { id: row.id, name: row.name } : null;
        }
        if (instructor !== undefined) {
          const row = instructor === null ? undefined : context.db.accounts.users.get(instructor);
          if (instructor !== null && row?.user_type !== 'teacher')
            return fieldErrors({ updates: `instructor: Invalid pk "${instructor}" - object does not exist.` });
          patch.instructor = row ? userSummary(row) : null;
        }
        for (const id of input.course_ids) {
          if (context.db.courses.courses.update(id, { ...patch, updated_at: nowIso() })) tally.succeeded(id);
          else tally.failed(id, null, 'Not found.');
        }
        return tally.answer((counts) => `${counts.processed_count} courses updated.`);
      },
      { roles: MANAGEMENT },
    ),
    route(
      'bulkDeleteCourses',
      async (context) => {
        const input = await context.body<CourseBulkDeleteRequest>();
        if (input instanceof Response) return input;
        const tally = bulkTally();
        for (const id of input.course_ids) {
          const course = context.db.courses.courses.get(id);
          const refusal = course ? deleteCourse(context.db, course) : 'Not found.';
          if (refusal) tally.failed(id, null, refusal);
          else tally.succeeded(id);
        }
        return tally.answer(
          (counts) => `${counts.processed_count} courses deleted${counts.failed_count ? `, ${counts.failed_count} kept` : ''}.`,
        );
      },
      { roles: MANAGEMENT },
    ),
    route(
      'importCourses',
      async (context) => {
        const input = await context.body<{ file: Blob; department?: number | null; overwrite_existing?: boolean | string }>();
        if (input instanceof Response) return input;
        if (!(input.file instanceof Blob)) return fieldErrors({ file: 'No file was submitted.' });
        const parsed = parseCourseImport(await input.file.text());
        const overwrite = input.overwrite_existing === true || input.overwrite_existing === 'true';
        const department = input.department ? Number(input.department) : null;
        const errors: CourseImportError[] = [...parsed.errors];
        const courses: Course[] = [];
        let updated = 0;
        let skipped = 0;
        for (const { row, item } of parsed.items) {
          const problems = courseImportProblems(row, item);
          if (problems.length) {
            errors.push(...problems);
            skipped++;
            continue;
          }
          const existing = item.slug ? context.db.courses.courses.find((course) => course.slug === item.slug) : undefined;
          if (existing && !overwrite) {
            errors.push({ row, field: 'slug', message: `A course with the slug "${item.slug}" already exists.` });
            skipped++;
            continue;
          }
          const fields = importedFields(item);
          if (existing) {
            courses.push(context.db.courses.courses.update(existing.id, { ...fields, updated_at: nowIso() }) ?? existing);
            updated++;
          } else {
            const draft = importDraft(context, String(item.title), department);
            courses.push(context.db.courses.courses.update(draft.id, fields) ?? draft);
          }
        }
        const imported = courses.length - updated;
        return json<CourseImportResult>({
          success: courses.length > 0,
          message:
            courses.length || skipped
              ? `${imported} ${imported === 1 ? 'course' : 'courses'} imported as drafts${updated ? `, ${updated} updated` : ''}${skipped ? `, ${skipped} skipped` : ''}.`
              : 'No courses found in the file.',
          imported_count: imported,
          updated_count: updated,
          skipped_count: skipped,
          courses: courses.map(courseSummary),
          errors,
        });
      },
      { roles: STAFF },
    ),
    route(
      'importExternalCourse',
      async (context) => {
        const input = await context.body<CourseExternalImportRequest>();
        if (input instanceof Response) return input;
        const course = importDraft(
          context,
          `Imported ${input.platform} course ${input.external_course_id}`,
          input.department ?? null,
        );
        return json<CourseImportResult>({
          success: true,
          message: 'Course imported as a draft.',
          imported_count: 1,
          updated_count: 0,
          skipped_count: 0,
          courses: [courseSummary(course)],
          errors: [],
        });
      },
      { roles: MANAGEMENT },
    ),
  ];
}

type ImportItem = Record<string, unknown>;
interface ParsedImport {
  items: { row: number; item: ImportItem }[];
  errors: CourseImportError[];
}

const IMPORT_LEVELS: readonly string[] = ['beginner', 'intermediate', 'advanced', 'expert'];
const IMPORT_PRICING: readonly string[] = ['free', 'paid', 'subscription'];

/** Cells of one CSV line (double quotes escape commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted && char === '"' && line[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/**
 * The courses of an import file: the course export's JSON (one document with `course`, or a list), a
 * list of courses, or a CSV with a header row (one course per row; rows are numbered as in the file).
 */
export function parseCourseImport(text: string): ParsedImport {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[') || trimmed.startsWith('"')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
      // An export saved as a JSON string holding the document.
      if (typeof value === 'string') value = JSON.parse(value);
    } catch {
      return { items: [], errors: [{ row: null, field: 'file', message: 'The file is not valid JSON.' }] };
    }
    const record = (candidate: unknown): ImportItem =>
      candidate && typeof candidate === 'object' && !Array.isArray(candidate) ? (candidate as ImportItem) : {};
    const list: unknown[] = Array.isArray(value)
      ? value
      : Array.isArray(record(value).courses)
        ? (record(value).courses as unknown[])
        : [value];
    return {
      items: list.map((entry, index) => {
        const item = record(entry);
        return { row: index + 1, item: item.course && typeof item.course === 'object' ? record(item.course) : item };
      }),
      errors: [],
    };
  }
  const lines = trimmed.split(/\r?\n/).filter((line) => line.trim());
  const header = csvCells(lines[0] ?? '').map((cell) => cell.toLowerCase());
  if (!header.includes('title'))
    return {
      items: [],
      errors: [{ row: 1, field: 'file', message: 'Expected a course export (JSON) or a CSV with a title column.' }],
    };
  if (header.includes('lesson_type'))
    return {
      items: [],
      errors: [
        { row: 1, field: 'file', message: 'This CSV lists lessons; import a course export in JSON, or a CSV of courses.' },
      ],
    };
  return {
    items: lines.slice(1).map((line, index) => {
      const cells = csvCells(line);
      return { row: index + 2, item: Object.fromEntries(header.map((name, column) => [name, cells[column] ?? ''])) };
    }),
    errors: [],
  };
}

function courseImportProblems(row: number, item: ImportItem): CourseImportError[] {
  const problems: CourseImportError[] = [];
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string).trim() : item[name]);
  if (!text('title')) problems.push({ row, field: 'title', message: 'This field is required.' });
  const level = text('level');
  if (level && !IMPORT_LEVELS.includes(String(level)))
    problems.push({ row, field: 'level', message: `"${String(level)}" is not a valid choice.` });
  const pricing = text('pricing_type');
  if (pricing && !IMPORT_PRICING.includes(String(pricing)))
    problems.push({ row, field: 'pricing_type', message: `"${String(pricing)}" is not a valid choice.` });
  const price = text('price');
  if (price !== undefined && price !== null && price !== '' && !(Number(price) >= 0))
    problems.push({ row, field: 'price', message: 'A valid number is required.' });
  return problems;
}

/** The fields an import sets besides the draft's defaults. */
function importedFields(item: ImportItem): Partial<Course> {
  const fields: Partial<Course> = {};
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string).trim() : '');
  if (text('title')) fields.title = text('title').slice(0, 200);
  if (text('subtitle')) fields.subtitle = text('subtitle');
  if (text('description')) fields.description = text('description');
  if (IMPORT_LEVELS.includes(text('level'))) fields.level = text('level') as Course['level'];
  if (IMPORT_PRICING.includes(text('pricing_type'))) fields.pricing_type = text('pricing_type') as Course['pricing_type'];
  const price = item.price;
  if ((typeof price === 'string' || typeof price === 'number') && String(price) !== '' && Number(price) >= 0)
    fields.price = Number(price).toFixed(2);
  return fields;
}

function importDraft(context: AuthedContext, title: string, departmentId: number | null): Course {
  const department = departmentId ? context.db.core.departments.get(departmentId) : undefined;
  const stamp = nowIso();
  return context.db.courses.courses.insert({
    slug: uniqueSlug(context.db.courses.courses, title),
    title: title.slice(0, 200),
    subtitle: 'Imported course',
    description: '<p>Imported course; review before publishing.</p>',
    level: 'beginner',
    department: department ? { id: department.id, name: department.name } : null,
    programming_languages: [],
    technologies: [],
    is_featured: false,
    pricing_type: 'free',
    price: '0.00',
    currency: 'KES',
    image: null,
    instructor: context.user.user_type === 'teacher' ? userSummary(context.user) : null,
    duration_hours: 0,
    status: 'draft',
    created_at: stamp,
    updated_at: stamp,
  });
}

function externalJob(
  platform: CourseExternalJob['platform'],
  externalId: string | null,
  items: number,
  download: string | null,
  message: string,
): CourseExternalJob {
  const stamp = nowIso();
  return {
    success: true,
    message,
    job_id: `job_${Date.now().toString(36)}`,
    platform,
    status: 'completed',
    external_course_id: externalId,
    items_processed: items,
    download_url: download,
    started_at: stamp,
    completed_at: stamp,
  };
}

function validateCourse(db: MockDatabase, course: Course): CourseValidationResult {
  const errors: CourseCheckIssue[] = [];
  const warnings: CourseCheckIssue[] = [];
  const modules = db.courses.modules.filter((module) => module.course === course.id);
  const lessons = db.courses.lessons.filter((lesson) => lesson.course === course.id);
  if (modules.length === 0)
    errors.push({
      code: 'no_modules',
      message: 'The course has no modules.',
      severity: 'error',
      field: null,
      lesson_id: null,
      module_id: null,
    });
  for (const module of modules)
    if (!lessons.some((lesson) => lesson.module === module.id))
      errors.push({
        code: 'empty_module',
        message: `${module.title} has no lessons.`,
        severity: 'error',
        field: null,
        lesson_id: null,
        module_id: module.id,
      });
  if (course.pricing_type !== 'free' && amount(course.price) <= 0)
    errors.push({
      code: 'missing_price',
      message: 'A paid course needs a price.',
      severity: 'critical',
      field: 'price',
      lesson_id: null,
      module_id: null,
    });
  if (!course.image)
    warnings.push({
      code: 'missing_image',
      message: 'Add a cover image; a generated cover is shown meanwhile.',
      severity: 'warning',
      field: 'image',
      lesson_id: null,
      module_id: null,
    });
  for (const lesson of lessons.filter((candidate) => !candidate.is_published))
    warnings.push({
      code: 'unpublished_lesson',
      message: `“${lesson.title}” is not published.`,
      severity: 'info',
      field: null,
      lesson_id: lesson.id,
      module_id: lesson.module ?? null,
    });
  return {
    course_id: course.id,
    is_valid: errors.length === 0,
    can_publish: errors.length === 0,
    errors,
    warnings,
    checked_at: nowIso(),
  };
}

function analyticsHandlers(): HttpHandler[] {
  return [
    route(
      'getCoursesAnalyticsOverview',
      (context) => {
        const courses = ownCourses(context.db, context.user);
        const ids = new Set(courses.map((course) => course.id));
        const from = context.query.get('date_from');
        const to = context.query.get('date_to');
        const enrollments = context.db.payments.enrollments.filter(
          (row) =>
            ids.has(row.course) &&
            ENROLLED(row) &&
            (!from || row.enrolled_at >= from) &&
            (!to || row.enrolled_at.slice(0, 10) <= to),
        );
        const rated = courses
          .map((course) => presentCourse(context.db, course))
          .filter((course) => (course.reviews_count ?? 0) > 0);
        const since = isoDateTime(addDays(new Date(), -30));
        return json<CoursesAnalyticsOverview>({
          total_courses: courses.length,
          published_courses: courses.filter(isPublished).length,
          draft_courses: courses.filter((course) => course.status === 'draft').length,
          total_enrollments: enrollments.length,
          active_enrollments: enrollments.filter((row) => row.status === 'active' || row.status === 'trial').length,
          completion_rate: percent(enrollments.filter((row) => row.status === 'completed').length, enrollments.length),
          average_rating:
            rated.length > 0 ? round2(rated.reduce((sum, course) => sum + (course.average_rating ?? 0), 0) / rated.length) : 0,
          lessons_completed_30d: context.db.progress.lessonCompletions.count(
            (row) => ids.has(row.course) && row.completed_at >= since,
          ),
          total_revenue: money(revenueOf(context.db, ids)),
          currency: 'KES',
          top_courses: courses
            .map((course) => performance(context.db, course))
            .sort((a, b) => b.enrollments - a.enrollments)
            .slice(0, 5),
          generated_at: nowIso(),
        });
      },
      { roles: STAFF },
    ),
    route(
      'getCourseEnrollmentTrends',
      (context) => {
        const problem =
          integerError(context, 'months', 1, 36) ??
          choiceError(context, 'period', ['daily', 'weekly', 'monthly']) ??
          integerError(context, 'course');
        if (problem) return problem;
        const courseId = context.query.get('course');
        const ids = new Set(
          ownCourses(context.db, context.user)
            .filter((course) => !courseId || String(course.id) === courseId)
            .map((course) => course.id),
        );
        const months = Number(context.query.get('months')) || 12;
        const buckets = monthBuckets(months);
        const rows = context.db.payments.enrollments.filter((row) => ids.has(row.course));
        const data = buckets.map(([start, label]) => ({
          period_start: isoDate(start),
          label,
          enrollments: rows.filter((row) => inBucket(row.enrolled_at, start)).length,
          trials: rows.filter((row) => row.trial_ends_at && inBucket(row.enrolled_at, start)).length,
          completions: rows.filter((row) => inBucket(row.completed_at, start)).length,
        }));
        return json<CourseEnrollmentTrends>({
          period: 'monthly',
          course_id: courseId ? Number(courseId) : null,
          start_date: data[0]?.period_start ?? isoDate(new Date()),
          end_date: isoDate(new Date()),
          total_enrollments: data.reduce((sum, point) => sum + point.enrollments, 0),
          data,
        });
      },
      { roles: STAFF },
    ),
    route(
      'getCourseInstructorDashboard',
      settled<AuthedContext>((context) => {
        const courses = ownCourses(context.db, context.user);
        const ids = new Set(courses.map((course) => course.id));
        const enrollments = context.db.payments.enrollments.filter((row) => ids.has(row.course) && ENROLLED(row));
        const presented = courses.map((course) => presentCourse(context.db, course));
        const rated = presented.filter((course) => (course.reviews_count ?? 0) > 0);
        return json<CourseInstructorDashboard>({
          instructor: userSummary(context.user),
          total_courses: courses.length,
          published_courses: courses.filter(isPublished).length,
          total_students: new Set(enrollments.map((row) => row.user)).size,
          active_students: new Set(
            enrollments.filter((row) => row.status === 'active' || row.status === 'trial').map((row) => row.user),
          ).size,
          average_rating:
            rated.length > 0 ? round2(rated.reduce((sum, course) => sum + (course.average_rating ?? 0), 0) / rated.length) : 0,
          total_reviews: presented.reduce((sum, course) => sum + (course.reviews_count ?? 0), 0),
          // The grading list's 'To grade' queue (status submitted), which the dashboard links to.
          pending_submissions: context.db.progress.submissions.count(
            (submission) =>
              ids.has(context.db.courses.projects.get(submission.project)?.course ?? 0) && submission.status === 'submitted',
          ),
          pending_certificates: context.db.progress.certificates.count(
            (certificate) => ids.has(certificate.course) && certificate.status === 'pending',
          ),
          total_revenue: money(revenueOf(context.db, ids)),
          currency: 'KES',
          courses: courses.map((course) => performance(context.db, course)),
          recent_enrollments: applyOrdering(enrollments, '-enrolled_at')
            .slice(0, 5)
            .map((row) => presentStudentEnrollment(context.db, row)),
          recent_reviews: applyOrdering(
            context.db.progress.reviews.filter((row) => ids.has(row.course)),
            '-created_at',
          )
            .slice(0, 5)
            .map((row) => presentReview(context.db, row, context.user.id)),
        });
      }),
      { roles: STAFF },
    ),
    route(
      'getCoursePlatformOverview',
      ({ db }) => {
        const enrollments = db.payments.enrollments.filter(ENROLLED);
        const since = isoDateTime(addDays(new Date(), -30));
        return json<CoursePlatformOverview>({
          total_courses: db.courses.courses.size,
          total_students: usersOfType(db, 'student').length,
          total_instructors: usersOfType(db, 'teacher').length,
          total_enrollments: enrollments.length,
          active_learners_30d: new Set(
            db.progress.lessonCompletions.filter((row) => row.completed_at >= since).map((row) => row.student),
          ).size,
          lessons_completed: db.progress.lessonCompletions.size,
          certificates_issued: db.progress.certificates.count((certificate) => certificate.status === 'issued'),
          average_completion_rate: percent(enrollments.filter((row) => row.status === 'completed').length, enrollments.length),
          total_revenue: money(revenueOf(db, new Set(db.courses.courses.all().map((course) => course.id)))),
          currency: 'KES',
          courses_by_level: LEVELS.map((level) => ({
            level,
            count: db.courses.courses.count((course) => course.level === level),
          })),
          generated_at: nowIso(),
        });
      },
      { roles: MANAGEMENT },
    ),
  ];
}

export function coursesHandlers(): HttpHandler[] {
  registerCourseRelations();
  return [
    ...catalogueHandlers(),
    ...courseActionHandlers(),
    ...analyticsHandlers(),
    ...contentHandlers(),
    ...progressHandlers(),
    ...certificateHandlers(),
  ];
}
