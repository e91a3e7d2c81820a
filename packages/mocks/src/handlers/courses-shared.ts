/** What the courses, payments and learning handlers share: relation targets, who may manage a course, query checks, lazy payment settlement, course search and bulk tallies. */
import type { Course, CourseBulkActionResult, CourseDepartmentSummary } from '@ujuzi/api';
import type { UserRecord } from '../db/accounts';
import { courseSummary, languageSummary, technologySummary } from '../db/courses';
import type { MockDatabase } from '../db/database';
import { isManagement, isStaff } from '../db/enrollments';
import { settleDuePayments } from '../db/payment-flow';
import { registerRelationTarget, type RelationOverrides } from '../kit/relations';
import { fieldErrors, json, notFound } from '../kit/respond';
import type { AuthedContext, PublicContext, Resolver } from '../kit/route';
import { applySearch } from '../kit/list';

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
