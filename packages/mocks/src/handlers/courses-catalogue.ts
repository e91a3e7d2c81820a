/** The course catalogue: public lists (DRF filters, featured, by pricing, similar, tags, popular searches, pricing) and course writes for staff. */
import type {
  Course,
  CourseApiVersion,
  CoursePopularSearch,
  CoursePricingInfo,
  CoursesByPricing,
  CourseStatsSummary,
  CourseTag,
  HealthStatus,
} from '@ujuzi/api';
import { SIMILAR_COURSES_LIMIT, POPULAR_SEARCHES_LIMIT } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import {
  choiceError,
  LEVELS,
  COURSE_SEARCH,
  COURSE_RELATIONS,
  withManagedCourse,
  withCourse,
  similarCourses,
  round2,
  pricingInfo,
  limitOf,
  integerError,
  ENROLLED,
  deleteCourse,
} from './courses-shared';
import { type PublicContext, type BodyRecord, type AuthedContext, route, publicRoute } from '../kit/route';
import { fieldErrors, json, created, nonFieldError, noContent } from '../kit/respond';
import { applyOrdering, type Filter, listPage } from '../kit/list';
import { uniqueSlug, buildRow, STAFF, MANAGEMENT } from '../kit/crud';
import { nowIso } from '../db/time';
import { amount } from '../db/payments';
import { isManagement } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import { isPublished, presentCourse } from '../db/courses';
import { type UserRecord, userSummary } from '../db/accounts';

export const PRICING_TYPES = ['free', 'paid', 'subscription'] as const;
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

export function listCourses(context: PublicContext): Response {
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

export async function writeCourse(context: AuthedContext, existing?: Course): Promise<Response> {
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

export function catalogueHandlers(): HttpHandler[] {
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
