/**
 * Course content: modules, topics, lessons (with mark_complete, progress and bulk actions),
 * projects, programming languages, technologies, tech stacks, offerings, code snippets, lesson
 * attachments (multipart), reviews with helpful marks, and course learning paths with students'
 * enrollments in them. Teachers write only inside the courses they teach.
 */
import type {
  CodeSnippet,
  Course,
  CourseEnrollResponse,
  CourseLearningPath,
  CourseLearningPathProgress,
  CourseModule,
  CourseOffering,
  CourseOfferingEnrollmentDetails,
  CourseOfferingEnrollRequest,
  CourseProject,
  CourseReview,
  CourseReviewBulkUpdateRequest,
  CourseReviewHelpfulRequest,
  CourseReviewHelpfulResult,
  CourseReviewRequest,
  CourseTopic,
  LessonAttachment,
  LessonAttachmentBulkUploadResult,
  LessonBulkCreateRequest,
  LessonBulkCreateResult,
  LessonBulkDeleteRequest,
  LessonBulkUpdateRequest,
  Lesson,
  LessonCompletion,
  LessonCompletionResult,
  LessonMarkCompleteRequest,
  LessonProgress,
  LessonRequest,
  ProgrammingLanguage,
  StudentCourseLearningPath,
  StudentCourseLearningPathRequest,
  TechStack,
  Technology,
} from '@ujuzi/api';
import { DEFAULT_LESSON_TIME_SPENT_SECONDS, LESSON_SEARCH_PAGE_SIZE } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import { userSummary, userSummaryById, type UserRecord } from '../db/accounts';
import { isPublished, lessonsOfCourse, presentLesson, presentModule, presentTopic, type LessonRow } from '../db/courses';
import type { MockDatabase } from '../db/database';
import {
  canOpenCourse,
  completeCourseIfFinished,
  courseProgress,
  enrollmentFor,
  enrollUser,
  isManagement,
  isStaff,
  presentStudentEnrollment,
} from '../db/enrollments';
import { PAYMENT_PROCESSING_MESSAGE } from '../db/payment-flow';
import { completeLesson, type LessonCompletionRow, type ReviewRow, type StudentPathRow } from '../db/progress';
import { omit } from '../db/rows';
import type { Table } from '../db/table';
import { isoDate, nowIso } from '../db/time';
import { buildRow, crudHandlers, STAFF, type CrudConfig } from '../kit/crud';
import { listPage } from '../kit/list';
import { created, detail, fieldErrors, json, noContent, notFound } from '../kit/respond';
import { route, type AuthedContext, type BodyRecord } from '../kit/route';
import { withRow } from '../kit/row-lookup';
import { ALREADY_ENROLLED } from './courses-shared';
import { bulkTally } from './courses-shared';
import { COURSE_RELATIONS, managesCourse, percent, settled, visibleCourse } from './courses-shared';

const id = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value !== '' && !Number.isNaN(Number(value))
      ? Number(value)
      : undefined;

/** The course a write targets (from `course`, or through `module`/`lesson`), for the teacher check. */
function targetCourse(
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
const TEACHER_ONLY_OWN = 'Teachers can only change the courses they teach.';

function ownershipErrors(context: AuthedContext, course: Course | undefined): Record<string, string> | undefined {
  if (!course) return undefined;
  return managesCourse(context.user, course) ? undefined : { course: TEACHER_ONLY_OWN };
}

const nextOrder = (rows: { order?: number }[]): number => rows.reduce((max, row) => Math.max(max, row.order ?? 0), 0) + 1;

// ---------------------------------------------------------------------------------------------
// Lessons.

function lessonVisible(lesson: LessonRow, context: AuthedContext): boolean {
  const course = visibleCourse(context.db, context.user, lesson.course);
  return !!course && (lesson.is_published || isStaff(context.user));
}

function lessonErrors(
  input: BodyRecord,
  existing: LessonRow | undefined,
  context: AuthedContext,
): Record<string, string> | undefined {
  const course = targetCourse(context.db, input, existing);
  const own = ownershipErrors(context, course);
  if (own) return own;
  const moduleId = input.module === undefined ? existing?.module : id(input.module);
  const topicId = input.topic === undefined ? existing?.topic : id(input.topic);
  const module = moduleId ? context.db.courses.modules.get(moduleId) : undefined;
  if (module && course && module.course !== course.id) return { module: 'This module belongs to another course.' };
  const topic = topicId ? context.db.courses.topics.get(topicId) : undefined;
  if (topic && moduleId && topic.module !== moduleId) return { topic: 'This topic belongs to another module.' };
  return undefined;
}

/** Lesson completion for the signed-in student; the enrollment's progress follows (and completion at 100 %). */
function markComplete(context: AuthedContext, lesson: LessonRow, seconds: number): LessonCompletionResult | Response {
  const course = context.db.courses.courses.get(lesson.course);
  if (!course) return notFound();
  const enrollment = enrollmentFor(context.db, context.user.id, course.id);
  if (!enrollment || !canOpenCourse(context.db, context.user, course) || isStaff(context.user)) {
    return detail(403, 'You must be enrolled in this course with access to track progress.');
  }
  const at = nowIso();
  const outcome = completeLesson(context.db.progress, context.db, context.user.id, lesson.id, at, seconds);
  let completion = outcome.completion;
  if (outcome.already)
    completion =
      context.db.progress.lessonCompletions.update(completion.id, {
        time_spent_seconds: completion.time_spent_seconds + seconds,
        completed_at: at,
      }) ?? completion;
  const progress = courseProgress(context.db, context.user.id, course.id);
  context.db.payments.enrollments.update(enrollment.id, { last_lesson: lesson.id, last_accessed_at: at, updated_at: at });
  const finished = progress.total > 0 && progress.completed >= progress.total;
  completeCourseIfFinished(context.db, context.user.id, course.id, context.user.id);
  const lessons = lessonsOfCourse(context.db, course.id, { publishedOnly: true });
  const done = new Set(
    context.db.progress.lessonCompletions
      .filter((row) => row.student === context.user.id && row.course === course.id)
      .map((row) => row.lesson),
  );
  const index = lessons.findIndex((candidate) => candidate.id === lesson.id);
  const next =
    lessons.slice(index + 1).find((candidate) => !done.has(candidate.id)) ?? lessons.find((candidate) => !done.has(candidate.id));
  return {
    success: true,
    message: outcome.already
      ? 'Lesson was already completed; time spent updated.'
      : finished
        ? `Congratulations! You completed ${course.title}.`
        : 'Lesson marked as complete.',
    lesson_id: lesson.id,
    completion: presentCompletion(context.db, completion),
    already_completed: outcome.already,
    course_progress: progress.progress,
    module_completed: outcome.moduleCompleted,
    course_completed: finished,
    next_lesson_id: next?.id ?? null,
  };
}

export const presentCompletion = (db: MockDatabase, row: LessonCompletionRow): LessonCompletion => ({
  ...row,
  student: userSummaryById(db, row.student),
  lesson_title: db.courses.lessons.get(row.lesson)?.title ?? '',
});

function lessonHandlers(): HttpHandler[] {
  const config: CrudConfig<LessonRow> = {
    table: (db) => db.courses.lessons,
    schema: 'Lesson',
    operations: { create: 'createLesson', update: 'updateLesson', partialUpdate: 'partialUpdateLesson', delete: 'deleteLesson' },
    writeRoles: STAFF,
    relations: COURSE_RELATIONS,
    visible: lessonVisible,
    validate: lessonErrors,
    derive: (row, context) => presentLesson(context.db, row, { content: true }) as LessonRow,
    afterWrite: (row, context, input) => {
      const patch: Partial<LessonRow> = {};
      if (input.order === undefined && context.request.method === 'POST')
        patch.order = nextOrder(
          context.db.courses.lessons.filter(
            (other) =>
              other.course === row.course && other.module === row.module && other.topic === row.topic && other.id !== row.id,
          ),
        );
      // Derived answer fields are not stored.
      context.db.courses.lessons.update(row.id, (stored) => ({
        ...omit(stored as Lesson, 'course_title', 'module_title', 'attachments_count', 'is_completed'),
        ...patch,
      }));
      if (context.request.method === 'POST')
        context.db.courses.updates.insert({
          course: row.course,
          update_type: 'new_lesson',
          title: `New lesson: ${row.title}`,
          description: '',
          object_id: row.id,
          created_by: userSummary(context.user),
          created_at: nowIso(),
        });
    },
    beforeDelete: (row, context) => {
      const course = context.db.courses.courses.get(row.course);
      if (!managesCourse(context.user, course)) return context.deny();
      context.db.courses.attachments.removeWhere((attachment) => attachment.lesson === row.id);
      return undefined;
    },
  };
  return [
    ...crudHandlers<LessonRow>(config),
    route(
      'listLessons',
      settled<AuthedContext>((context) => {
        const { db, user } = context;
        const staff = isStaff(user);
        const open = new Map<number, boolean>();
        const canOpen = (courseId: number): boolean => {
          if (!open.has(courseId)) {
            const course = db.courses.courses.get(courseId);
            open.set(courseId, !!course && canOpenCourse(db, user, course));
          }
          return open.get(courseId) ?? false;
        };
        const done = new Set(db.progress.lessonCompletions.filter((row) => row.student === user.id).map((row) => row.lesson));
        const rows = db.courses.lessons.filter(
          (lesson) =>
            (staff || (lesson.is_published && isPublished(db.courses.courses.get(lesson.course) as Course))) &&
            (staff || lesson.is_free_preview || canOpen(lesson.course)),
        );
        const named = rows.map((lesson) => ({ ...lesson, course_title: db.courses.courses.get(lesson.course)?.title ?? '' }));
        const page = listPage(context, named, {
          search: ['title', 'description', 'course_title'],
          ordering: 'course_title,order',
          defaultPageSize: LESSON_SEARCH_PAGE_SIZE,
        });
        return json({
          ...page,
          results: page.results.map((lesson) =>
            presentLesson(db, lesson, {
              content: staff || lesson.is_free_preview || canOpen(lesson.course),
              completed: done.has(lesson.id),
            }),
          ),
        });
      }),
    ),
    route(
      'getLesson',
      settled<AuthedContext>((context) => {
        const lesson = context.db.courses.lessons.get(context.id());
        if (!lesson || !lessonVisible(lesson, context)) return notFound();
        const course = context.db.courses.courses.get(lesson.course) as Course;
        const open = lesson.is_free_preview || canOpenCourse(context.db, context.user, course);
        if (!open) return detail(403, 'Enroll in this course to open this lesson.');
        const completed = context.db.progress.lessonCompletions.some(
          (row) => row.student === context.user.id && row.lesson === lesson.id,
        );
        return json(presentLesson(context.db, lesson, { content: true, completed }));
      }),
    ),
    route(
      'markLessonComplete',
      settled<AuthedContext>(async (context) => {
        const lesson = context.db.courses.lessons.get(context.id());
        if (!lesson || !lessonVisible(lesson, context)) return notFound();
        const input = await context.body<LessonMarkCompleteRequest>();
        if (input instanceof Response) return input;
        const seconds = input.time_spent_seconds ?? DEFAULT_LESSON_TIME_SPENT_SECONDS;
        if (seconds < 0) return fieldErrors({ time_spent_seconds: 'Ensure this value is greater than or equal to 0.' });
        const result = markComplete(context, lesson, seconds);
        return result instanceof Response ? result : json<LessonCompletionResult>(result);
      }),
    ),
    route('getLessonProgress', (context) => {
      const lesson = context.db.courses.lessons.get(context.id());
      if (!lesson || !lessonVisible(lesson, context)) return notFound();
      const completion = context.db.progress.lessonCompletions.find(
        (row) => row.student === context.user.id && row.lesson === lesson.id,
      );
      const lessons = lessonsOfCourse(context.db, lesson.course, { publishedOnly: true });
      const index = lessons.findIndex((candidate) => candidate.id === lesson.id);
      const enrollment = enrollmentFor(context.db, context.user.id, lesson.course);
      return json<LessonProgress>({
        lesson_id: lesson.id,
        course_id: lesson.course,
        is_completed: !!completion,
        completed_at: completion?.completed_at ?? null,
        time_spent_seconds: completion?.time_spent_seconds ?? 0,
        last_accessed_at:
          enrollment?.last_lesson === lesson.id ? (enrollment.last_accessed_at ?? null) : (completion?.completed_at ?? null),
        previous_lesson_id: index > 0 ? (lessons[index - 1]?.id ?? null) : null,
        next_lesson_id: index >= 0 ? (lessons[index + 1]?.id ?? null) : null,
        course_progress: courseProgress(context.db, context.user.id, lesson.course).progress,
      });
    }),
    route(
      'bulkUpdateLessons',
      async (context) => {
        const input = await context.body<LessonBulkUpdateRequest>();
        if (input instanceof Response) return input;
        const tally = bulkTally();
        input.lessons.forEach((item, index) => {
          const lesson = context.db.courses.lessons.get(item.id);
          const course = lesson ? context.db.courses.courses.get(lesson.course) : undefined;
          if (!lesson || !managesCourse(context.user, course)) {
            tally.failed(item.id, index, lesson ? TEACHER_ONLY_OWN : 'Not found.');
            return;
          }
          context.db.courses.lessons.update(lesson.id, { ...omit(item, 'id'), updated_at: nowIso() });
          tally.succeeded(lesson.id);
        });
        return tally.answer((counts) => `${counts.processed_count} lessons updated.`);
      },
      { roles: STAFF },
    ),
    route(
      'bulkDeleteLessons',
      async (context) => {
        const input = await context.body<LessonBulkDeleteRequest>();
        if (input instanceof Response) return input;
        const tally = bulkTally();
        input.lesson_ids.forEach((lessonId, index) => {
          const lesson = context.db.courses.lessons.get(lessonId);
          if (!lesson || !managesCourse(context.user, context.db.courses.courses.get(lesson.course))) {
            tally.failed(lessonId, index, lesson ? TEACHER_ONLY_OWN : 'Not found.');
            return;
          }
          context.db.courses.attachments.removeWhere((attachment) => attachment.lesson === lessonId);
          context.db.courses.lessons.remove(lessonId);
          tally.succeeded(lessonId);
        });
        return tally.answer((counts) => `${counts.processed_count} lessons deleted.`);
      },
      { roles: STAFF },
    ),
    route(
      'bulkCreateLessons',
      async (context) => {
        const input = await context.body<LessonBulkCreateRequest>();
        if (input instanceof Response) return input;
        const result: LessonBulkCreateResult = { success: true, message: '', created_count: 0, lessons: [], errors: [] };
        input.lessons.forEach((item: LessonRequest, index) => {
          const body = item as unknown as BodyRecord;
          const errors =
            lessonErrors(body, undefined, context) ??
            (context.db.courses.courses.get(item.course)
              ? undefined
              : { course: `Invalid pk "${item.course}" - object does not exist.` });
          if (errors) {
            result.errors?.push({ id: null, index, error: Object.values(errors).join(' ') });
            return;
          }
          const row = buildRow<LessonRow>(
            { table: (db) => db.courses.lessons, schema: 'Lesson', relations: COURSE_RELATIONS },
            context,
            { lesson_type: 'text', is_free_preview: false, is_published: false, ...body },
            undefined,
          );
          const order =
            item.order ??
            nextOrder(
              context.db.courses.lessons.filter(
                (other) => other.course === item.course && other.module === (item.module ?? null),
              ),
            );
          const stored = context.db.courses.lessons.insert({ ...row, order });
          result.lessons.push(presentLesson(context.db, stored, { content: true }));
          result.created_count++;
        });
        result.success = (result.errors ?? []).length === 0;
        result.message = `${result.created_count} lessons created.`;
        return created<LessonBulkCreateResult>(result);
      },
      { roles: STAFF },
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Modules, topics, projects and the catalogue's vocabularies.

/** Refuses a name another row of the table already has, in any letter case, with Django's unique message. */
function uniqueName<T extends ProgrammingLanguage | Technology>(
  table: (db: MockDatabase) => Table<T>,
  message: string,
): NonNullable<CrudConfig<T>['validate']> {
  return (input, existing, { db }) =>
    typeof input.name === 'string' &&
    table(db).some((row) => row.name.toLowerCase() === String(input.name).toLowerCase() && row.id !== existing?.id)
      ? { name: message }
      : undefined;
}

/** Adds how many published courses list the row under `key`. */
function withCoursesCount<T extends ProgrammingLanguage | Technology>(
  key: 'programming_languages' | 'technologies',
): NonNullable<CrudConfig<T>['derive']> {
  return (row, { db }) => ({
    ...row,
    courses_count: db.courses.courses.count(
      (course) => isPublished(course) && (course[key] ?? []).some((item) => item.id === row.id),
    ),
  });
}

function structureHandlers(): HttpHandler[] {
  const publishedCourse = (context: AuthedContext, courseId: number): boolean =>
    !!visibleCourse(context.db, context.user, courseId);
  return [
    ...crudHandlers<CourseModule>({
      table: (db) => db.courses.modules,
      schema: 'CourseModule',
      operations: {
        list: 'listCourseModules',
        create: 'createCourseModule',
        get: 'getCourseModule',
        update: 'updateCourseModule',
        partialUpdate: 'partialUpdateCourseModule',
        delete: 'deleteCourseModule',
      },
      writeRoles: STAFF,
      relations: COURSE_RELATIONS,
      search: ['title', 'description'],
      ordering: 'course,order',
      visible: (row, context) => publishedCourse(context, row.course) && (row.is_published || isStaff(context.user)),
      validate: (input, existing, context) => ownershipErrors(context, targetCourse(context.db, input, existing)),
      derive: (row, { db }) => presentModule(db, row),
      afterWrite: (row, context, input) => {
        if (input.order === undefined && context.request.method === 'POST')
          context.db.courses.modules.update(row.id, {
            order: nextOrder(context.db.courses.modules.filter((other) => other.course === row.course && other.id !== row.id)),
          });
        if (input.is_published === undefined && context.request.method === 'POST')
          context.db.courses.modules.update(row.id, { is_published: false });
        if (context.request.method === 'POST')
          context.db.courses.updates.insert({
            course: row.course,
            update_type: 'new_module',
            title: `New module: ${row.title}`,
            description: row.description ?? '',
            object_id: row.id,
            created_by: userSummary(context.user),
            created_at: nowIso(),
          });
      },
      beforeDelete: (row, context) => {
        if (!managesCourse(context.user, context.db.courses.courses.get(row.course))) return context.deny();
        const lessonIds = new Set(
          context.db.courses.lessons.filter((lesson) => lesson.module === row.id).map((lesson) => lesson.id),
        );
        context.db.courses.attachments.removeWhere((attachment) => lessonIds.has(attachment.lesson));
        context.db.courses.lessons.removeWhere((lesson) => lesson.module === row.id);
        context.db.courses.topics.removeWhere((topic) => topic.module === row.id);
        return undefined;
      },
    }),
    ...crudHandlers<CourseTopic>({
      table: (db) => db.courses.topics,
      schema: 'CourseTopic',
      operations: {
        list: 'listCourseTopics',
        create: 'createCourseTopic',
        get: 'getCourseTopic',
        update: 'updateCourseTopic',
        partialUpdate: 'partialUpdateCourseTopic',
        delete: 'deleteCourseTopic',
      },
      writeRoles: STAFF,
      relations: COURSE_RELATIONS,
      search: ['title', 'description'],
      ordering: 'module,order',
      visible: (row, context) => publishedCourse(context, row.course),
      validate: (input, existing, context) =>
        ownershipErrors(context, targetCourse(context.db, input, existing ? { module: existing.module } : undefined)),
      derive: (row, { db }) => presentTopic(db, row),
      afterWrite: (row, context, input) => {
        const course = context.db.courses.modules.get(row.module)?.course ?? row.course;
        const order =
          input.order === undefined && context.request.method === 'POST'
            ? nextOrder(context.db.courses.topics.filter((other) => other.module === row.module && other.id !== row.id))
            : row.order;
        context.db.courses.topics.update(row.id, { course, order });
      },
      beforeDelete: (row, context) => {
        if (!managesCourse(context.user, context.db.courses.courses.get(row.course))) return context.deny();
        for (const lesson of context.db.courses.lessons.filter((candidate) => candidate.topic === row.id))
          context.db.courses.lessons.update(lesson.id, { topic: null });
        return undefined;
      },
    }),
    ...crudHandlers<CourseProject>({
      table: (db) => db.courses.projects,
      schema: 'CourseProject',
      operations: {
        list: 'listCourseProjects',
        create: 'createCourseProject',
        get: 'getCourseProject',
        update: 'updateCourseProject',
        partialUpdate: 'partialUpdateCourseProject',
        delete: 'deleteCourseProject',
      },
      writeRoles: STAFF,
      relations: COURSE_RELATIONS,
      search: ['title', 'description', 'requirements'],
      ordering: 'title',
      visible: (row, context) => publishedCourse(context, row.course) && (row.is_published || isStaff(context.user)),
      validate: (input, existing, context) => ownershipErrors(context, targetCourse(context.db, input, existing)),
      derive: (row, { db }) => ({
        ...row,
        submissions_count: db.progress.submissions.count((submission) => submission.project === row.id),
      }),
      afterWrite: (row, context) => {
        if (context.request.method === 'POST')
          context.db.courses.updates.insert({
            course: row.course,
            update_type: 'new_project',
            title: `New project: ${row.title}`,
            description: row.description ?? '',
            object_id: row.id,
            created_by: userSummary(context.user),
            created_at: nowIso(),
          });
      },
      beforeDelete: (row, context) =>
        managesCourse(context.user, context.db.courses.courses.get(row.course)) ? undefined : context.deny(),
    }),
    ...crudHandlers<ProgrammingLanguage>({
      table: (db) => db.courses.programmingLanguages,
      schema: 'ProgrammingLanguage',
      operations: {
        list: 'listProgrammingLanguages',
        create: 'createProgrammingLanguage',
        get: 'getProgrammingLanguage',
        update: 'updateProgrammingLanguage',
        partialUpdate: 'partialUpdateProgrammingLanguage',
        delete: 'deleteProgrammingLanguage',
      },
      search: ['name', 'description'],
      ordering: 'name',
      validate: uniqueName((db) => db.courses.programmingLanguages, 'programming language with this name already exists.'),
      derive: withCoursesCount('programming_languages'),
    }),
    ...crudHandlers<Technology>({
      table: (db) => db.courses.technologies,
      schema: 'Technology',
      operations: {
        list: 'listTechnologies',
        create: 'createTechnology',
        get: 'getTechnology',
        update: 'updateTechnology',
        partialUpdate: 'partialUpdateTechnology',
        delete: 'deleteTechnology',
      },
      search: ['name', 'description'],
      ordering: 'name',
      validate: uniqueName((db) => db.courses.technologies, 'technology with this name already exists.'),
      derive: withCoursesCount('technologies'),
    }),
    ...crudHandlers<TechStack>({
      table: (db) => db.courses.techStacks,
      schema: 'TechStack',
      operations: {
        list: 'listTechStacks',
        create: 'createTechStack',
        get: 'getTechStack',
        update: 'updateTechStack',
        partialUpdate: 'partialUpdateTechStack',
        delete: 'deleteTechStack',
      },
      relations: COURSE_RELATIONS,
      search: ['name', 'description'],
      ordering: 'name',
      onCreate: () => ({ programming_languages: [], technologies: [] }),
      derive: (row, { db }) => {
        const technologies = new Set(row.technologies.map((item) => item.id));
        return {
          ...row,
          courses_count: db.courses.courses.count(
            (course) =>
              isPublished(course) &&
              (course.technologies ?? []).filter((item) => technologies.has(item.id)).length >= Math.min(2, technologies.size) &&
              technologies.size > 0,
          ),
        };
      },
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Offerings, snippets and attachments.

const enrolledIn = (db: MockDatabase, offeringId: number): number =>
  db.payments.enrollments.count((row) => row.course_offering === offeringId && row.status !== 'cancelled');

function offeringHandlers(): HttpHandler[] {
  return [
    ...crudHandlers<CourseOffering>({
      table: (db) => db.courses.offerings,
      schema: 'CourseOffering',
      operations: {
        list: 'listCourseOfferings',
        create: 'createCourseOffering',
        get: 'getCourseOffering',
        update: 'updateCourseOffering',
        partialUpdate: 'partialUpdateCourseOffering',
        delete: 'deleteCourseOffering',
      },
      writeRoles: STAFF,
      relations: COURSE_RELATIONS,
      search: ['title', 'course.title', 'schedule', 'location'],
      ordering: 'start_date',
      filters: { course: (row, value) => String(row.course.id) === value || row.course.slug === value },
      visible: (row, context) => !!visibleCourse(context.db, context.user, row.course.id),
      validate: (input, existing, context) => {
        const own = ownershipErrors(context, targetCourse(context.db, input, existing));
        if (own) return own;
        const start = (input.start_date ?? existing?.start_date) as string | undefined;
        const end = (input.end_date ?? existing?.end_date) as string | null | undefined;
        return start && end && end < start ? { end_date: 'End date must be after start date.' } : undefined;
      },
      onCreate: () => ({ status: 'upcoming', is_active: true, currency: 'KES' }),
      derive: (row, { db }) => {
        const enrolled = enrolledIn(db, row.id);
        return { ...row, enrolled_count: enrolled, available_seats: row.capacity ? Math.max(0, row.capacity - enrolled) : null };
      },
      beforeDelete: (row, context) =>
        enrolledIn(context.db, row.id) > 0
          ? detail(403, 'This offering has enrollments; cancel it instead of deleting it.')
          : undefined,
    }),
    route(
      'enrollInCourseOffering',
      settled<AuthedContext>(async (context) => {
        const offering = context.db.courses.offerings.get(context.id());
        const course = offering ? visibleCourse(context.db, context.user, offering.course.id) : undefined;
        if (!offering || !course) return notFound();
        const input = await context.body<CourseOfferingEnrollRequest>();
        if (input instanceof Response) return input;
        const today = isoDate(new Date());
        if (!offering.is_active || offering.status === 'completed' || offering.status === 'cancelled')
          return detail(400, 'This offering is closed for enrollment.');
        if (offering.enrollment_deadline && offering.enrollment_deadline < today)
          return detail(400, 'The enrollment deadline for this offering has passed.');
        const outcome = enrollUser(context.db, context.user, course, { planId: input.payment_plan, offeringId: offering.id });
        if (outcome.kind === 'invalid') return fieldErrors(outcome.errors);
        if (outcome.kind === 'already') return detail(400, ALREADY_ENROLLED);
        if (outcome.kind === 'processing') return detail(400, PAYMENT_PROCESSING_MESSAGE);
        if (input.notes) context.db.payments.enrollments.update(outcome.row.id, { notes: input.notes });
        const row = context.db.payments.enrollments.get(outcome.row.id) ?? outcome.row;
        return json<CourseEnrollResponse>(
          {
            success: true,
            message:
              row.status === 'active'
                ? `You joined ${offering.title}.`
                : `Seat reserved in ${offering.title}. Complete payment to start.`,
            enrollment: presentStudentEnrollment(context.db, row),
            requires_payment: !row.is_free && row.status !== 'active' && row.status !== 'trial',
            payment_enrollment_id: row.id,
          },
          201,
        );
      }),
    ),
    route('getCourseOfferingEnrollmentDetails', (context) => {
      const offering = context.db.courses.offerings.get(context.id());
      if (!offering || !visibleCourse(context.db, context.user, offering.course.id)) return notFound();
      const rows = context.db.payments.enrollments.filter(
        (row) => row.course_offering === offering.id && row.status !== 'cancelled',
      );
      const mine = rows.find((row) => row.user === context.user.id);
      const today = isoDate(new Date());
      const statuses = new Map<string, number>();
      for (const row of rows) {
        const status = row.status === 'payment_pending' || row.status === 'payment_processing' ? 'pending' : row.status;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      const full = !!offering.capacity && rows.length >= offering.capacity;
      return json<CourseOfferingEnrollmentDetails>({
        offering_id: offering.id,
        capacity: offering.capacity ?? null,
        enrolled_count: rows.length,
        available_seats: offering.capacity ? Math.max(0, offering.capacity - rows.length) : null,
        is_full: full,
        enrollment_open:
          offering.is_active &&
          !full &&
          ['open', 'upcoming', 'in_progress'].includes(offering.status) &&
          (!offering.enrollment_deadline || offering.enrollment_deadline >= today),
        enrollment_deadline: offering.enrollment_deadline ?? null,
        is_enrolled: !!mine,
        enrollment_id: mine?.id ?? null,
        by_status: [...statuses.entries()].map(([status, count]) => ({ status: status as 'pending', count })),
      });
    }),
    ...crudHandlers<CodeSnippet>({
      table: (db) => db.courses.snippets,
      schema: 'CodeSnippet',
      operations: {
        list: 'listCodeSnippets',
        create: 'createCodeSnippet',
        get: 'getCodeSnippet',
        update: 'updateCodeSnippet',
        partialUpdate: 'partialUpdateCodeSnippet',
        delete: 'deleteCodeSnippet',
      },
      writeRoles: STAFF,
      search: ['title', 'description', 'code'],
      ordering: 'lesson,order',
      visible: (row, context) =>
        row.is_public ||
        isStaff(context.user) ||
        row.author?.id === context.user.id ||
        (!!row.course && !!enrollmentFor(context.db, context.user.id, row.course)),
      validate: (input, existing, context) =>
        ownershipErrors(
          context,
          targetCourse(
            context.db,
            input,
            existing ? { course: existing.course ?? null, lesson: existing.lesson ?? undefined } : undefined,
          ),
        ),
      // The spec wraps read-only user summaries in allOf, which the shared relations leave as ids: keep them as stored summaries.
      relations: { ...COURSE_RELATIONS, author: null },
      onCreate: ({ user }) => ({ author: userSummary(user), is_public: true }),
    }),
    ...crudHandlers<LessonAttachment>({
      table: (db) => db.courses.attachments,
      schema: 'LessonAttachment',
      operations: { list: 'listLessonAttachments', get: 'getLessonAttachment', delete: 'deleteLessonAttachment' },
      writeRoles: STAFF,
      relations: { ...COURSE_RELATIONS, uploaded_by: null },
      search: ['title', 'description'],
      ordering: 'lesson,title',
      filters: { course: (row, value, { db }) => String(db.courses.lessons.get(row.lesson)?.course) === value },
      visible: (row, context) => {
        const lesson = context.db.courses.lessons.get(row.lesson);
        const course = lesson ? context.db.courses.courses.get(lesson.course) : undefined;
        return (
          !!lesson &&
          !!course &&
          (isStaff(context.user) || lesson.is_free_preview || canOpenCourse(context.db, context.user, course))
        );
      },
      beforeDelete: (row, context) =>
        managesCourse(context.user, targetCourse(context.db, { lesson: row.lesson })) ? undefined : context.deny(),
    }),
    route('createLessonAttachment', (context) => writeAttachment(context), { roles: STAFF }),
    ...(['updateLessonAttachment', 'partialUpdateLessonAttachment'] as const).map((operationId) =>
      route(
        operationId,
        (context) => {
          const existing = context.db.courses.attachments.get(context.id());
          return existing ? writeAttachment(context, existing) : notFound();
        },
        { roles: STAFF },
      ),
    ),
    route(
      'bulkUploadLessonAttachments',
      async (context) => {
        const input = await context.body<{ lesson: number; files: Blob[] | Blob; is_downloadable?: boolean }>();
        if (input instanceof Response) return input;
        const lesson = context.db.courses.lessons.get(input.lesson);
        if (!lesson) return fieldErrors({ lesson: `Invalid pk "${input.lesson}" - object does not exist.` });
        if (!managesCourse(context.user, context.db.courses.courses.get(lesson.course))) return context.deny();
        const files = (Array.isArray(input.files) ? input.files : [input.files]).filter(
          (item): item is Blob => item instanceof Blob,
        );
        const stamp = nowIso();
        const attachments = files.map((upload) => {
          const name = upload instanceof File ? upload.name : 'attachment.bin';
          return context.db.courses.attachments.insert({
            lesson: lesson.id,
            title: name,
            description: '',
            file: mediaPath(lesson.id, name),
            file_type: fileType(name),
            file_size: upload.size,
            is_downloadable: input.is_downloadable ?? true,
            download_count: 0,
            uploaded_by: userSummary(context.user),
            created_at: stamp,
            updated_at: stamp,
          });
        });
        return created<LessonAttachmentBulkUploadResult>({
          success: true,
          message: `${attachments.length} files uploaded.`,
          uploaded_count: attachments.length,
          failed_count: 0,
          attachments,
          errors: [],
        });
      },
      { roles: STAFF },
    ),
  ];
}

const FILE_TYPES: [LessonAttachment['file_type'], string[]][] = [
  ['pdf', ['pdf']],
  ['document', ['doc', 'docx', 'odt', 'txt', 'md', 'rtf']],
  ['spreadsheet', ['xls', 'xlsx', 'csv', 'ods']],
  ['presentation', ['ppt', 'pptx', 'odp', 'key']],
  ['image', ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp']],
  ['video', ['mp4', 'mov', 'webm', 'mkv']],
  ['audio', ['mp3', 'wav', 'ogg', 'm4a']],
  ['archive', ['zip', 'tar', 'gz', 'rar', '7z']],
  [
    'code',
    ['py', 'js', 'ts', 'java', 'c', 'cpp', 'cs', 'go', 'rs', 'kt', 'dart', 'php', 'rb', 'swift', 'sql', 'ipynb', 'html', 'css'],
  ],
];

export function fileType(name: string): LessonAttachment['file_type'] {
  const extension = name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
  return FILE_TYPES.find(([, extensions]) => extensions.includes(extension))?.[0] ?? 'other';
}

const mediaPath = (lessonId: number, name: string): string =>
  `/media/attachments/lesson-${lessonId}/${name.replace(/[^A-Za-z0-9._-]+/g, '-')}`;

async function writeAttachment(context: AuthedContext, existing?: LessonAttachment): Promise<Response> {
  const input = await context.body<BodyRecord>();
  if (input instanceof Response) return input;
  const lessonId = id(input.lesson) ?? existing?.lesson;
  const lesson = lessonId ? context.db.courses.lessons.get(lessonId) : undefined;
  if (!lesson) return fieldErrors({ lesson: `Invalid pk "${String(input.lesson)}" - object does not exist.` });
  if (!managesCourse(context.user, context.db.courses.courses.get(lesson.course))) return context.deny();
  const upload = input.file instanceof Blob ? input.file : undefined;
  const fields: BodyRecord = { ...input };
  delete fields.file;
  const system: BodyRecord = upload
    ? {
        file: mediaPath(lesson.id, upload instanceof File ? upload.name : 'attachment.bin'),
        file_type: fileType(upload instanceof File ? upload.name : ''),
        file_size: upload.size,
      }
    : {};
  if (!existing)
    Object.assign(system, {
      uploaded_by: userSummary(context.user),
      download_count: 0,
      is_downloadable: input.is_downloadable ?? true,
    });
  const row = buildRow<LessonAttachment>(
    { table: (db) => db.courses.attachments, schema: 'LessonAttachment', relations: { ...COURSE_RELATIONS, uploaded_by: null } },
    context,
    fields,
    existing,
    system,
  );
  const stored = existing
    ? (context.db.courses.attachments.update(existing.id, row) ?? row)
    : context.db.courses.attachments.insert(row);
  return existing ? json<LessonAttachment>(stored) : created<LessonAttachment>(stored);
}

// ---------------------------------------------------------------------------------------------
// Reviews.

export function presentReview(db: MockDatabase, row: ReviewRow, viewer: number): CourseReview {
  const { helpful_by, student, ...rest } = row;
  return {
    ...rest,
    student: userSummaryById(db, student),
    helpful_count: helpful_by.length,
    is_marked_helpful: helpful_by.includes(viewer),
  };
}

function reviewHandlers(): HttpHandler[] {
  const find = (context: AuthedContext): ReviewRow | undefined => {
    const row = context.db.progress.reviews.get(context.id());
    return row && (row.is_approved || row.student === context.user.id || isStaff(context.user)) ? row : undefined;
  };
  const write = async (context: AuthedContext, existing?: ReviewRow): Promise<Response> => {
    const input = await context.body<Partial<CourseReviewRequest> & { is_approved?: boolean; is_featured?: boolean }>();
    if (input instanceof Response) return input;
    const courseId = input.course ?? existing?.course;
    const course = courseId ? visibleCourse(context.db, context.user, courseId) : undefined;
    if (!course) return fieldErrors({ course: `Invalid pk "${String(courseId)}" - object does not exist.` });
    if (input.rating !== undefined && (input.rating < 1 || input.rating > 5))
      return fieldErrors({ rating: 'Ensure this value is between 1 and 5.' });
    const staff = isStaff(context.user);
    if (existing && existing.student !== context.user.id && !staff) return context.deny();
    if (!existing) {
      if (context.user.user_type !== 'student') return context.deny();
      if (!enrollmentFor(context.db, context.user.id, course.id)) return context.deny();
      if (context.db.progress.reviews.some((row) => row.student === context.user.id && row.course === course.id))
        return fieldErrors({ non_field_errors: 'You have already reviewed this course.' });
    }
    const stamp = nowIso();
    const moderation = staff
      ? {
          ...(input.is_approved !== undefined ? { is_approved: input.is_approved } : {}),
          ...(input.is_featured !== undefined ? { is_featured: input.is_featured } : {}),
        }
      : {};
    const fields = {
      course: course.id,
      ...(input.rating !== undefined ? { rating: input.rating } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.comment !== undefined ? { comment: input.comment } : {}),
    };
    const stored = existing
      ? (context.db.progress.reviews.update(existing.id, { ...fields, ...moderation, updated_at: stamp }) ?? existing)
      : context.db.progress.reviews.insert({
          rating: 5,
          title: '',
          comment: '',
          ...fields,
          student: context.user.id,
          is_approved: true,
          is_featured: false,
          helpful_by: [],
          created_at: stamp,
          updated_at: stamp,
        });
    const answer = presentReview(context.db, stored, context.user.id);
    return existing ? json<CourseReview>(answer) : created<CourseReview>(answer);
  };
  return [
    route('listCourseReviews', (context) => {
      const staff = isStaff(context.user);
      const rows = context.db.progress.reviews
        .filter((row) => row.is_approved || row.student === context.user.id || staff)
        .map((row) => presentReview(context.db, row, context.user.id));
      return json(
        listPage(context, rows, {
          search: ['title', 'comment', 'student.get_full_name'],
          ordering: '-created_at',
          ignore: staff ? [] : ['is_approved'],
        }),
      );
    }),
    route(
      'getCourseReview',
      withRow(find, (context, row) => json<CourseReview>(presentReview(context.db, row, context.user.id))),
    ),
    route('createCourseReview', (context) => write(context)),
    ...(['updateCourseReview', 'partialUpdateCourseReview'] as const).map((operationId) =>
      route(operationId, withRow(find, write)),
    ),
    route(
      'deleteCourseReview',
      withRow(find, (context, row) => {
        if (
          row.student !== context.user.id &&
          !isManagement(context.user) &&
          !managesCourse(context.user, context.db.courses.courses.get(row.course))
        )
          return context.deny();
        context.db.progress.reviews.remove(row.id);
        return noContent();
      }),
    ),
    route(
      'bulkUpdateCourseReviews',
      async (context) => {
        const input = await context.body<CourseReviewBulkUpdateRequest>();
        if (input instanceof Response) return input;
        const tally = bulkTally();
        for (const reviewId of input.review_ids) {
          const patch = {
            ...(input.is_approved !== undefined ? { is_approved: input.is_approved } : {}),
            ...(input.is_featured !== undefined ? { is_featured: input.is_featured } : {}),
            updated_at: nowIso(),
          };
          if (context.db.progress.reviews.update(reviewId, patch)) tally.succeeded(reviewId);
          else tally.failed(reviewId, null, 'Not found.');
        }
        return tally.answer((counts) => `${counts.processed_count} reviews updated.`);
      },
      { roles: STAFF },
    ),
    route(
      'markCourseReviewHelpful',
      withRow(find, async (context, row) => {
        const input = await context.body<CourseReviewHelpfulRequest>();
        if (input instanceof Response) return input;
        if (row.student === context.user.id) return detail(400, 'You cannot mark your own review as helpful.');
        const helpful = input.is_helpful ?? true;
        const others = row.helpful_by.filter((voter) => voter !== context.user.id);
        const updated =
          context.db.progress.reviews.update(row.id, { helpful_by: helpful ? [...others, context.user.id] : others }) ?? row;
        return json<CourseReviewHelpfulResult>({
          success: true,
          message: helpful ? 'Thanks for your feedback.' : 'Helpful mark removed.',
          review_id: row.id,
          helpful_count: updated.helpful_by.length,
          is_marked_helpful: helpful,
        });
      }),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Course learning paths.

function pathProgress(db: MockDatabase, user: UserRecord, path: CourseLearningPath): CourseLearningPathProgress {
  const courses = path.courses.map((summary, index) => {
    const enrollment = enrollmentFor(db, user.id, summary.id);
    const progress = enrollment ? courseProgress(db, user.id, summary.id).progress : 0;
    return {
      course: summary,
      order: index + 1,
      is_enrolled: !!enrollment,
      progress,
      is_completed: enrollment?.status === 'completed' || progress >= 100,
    };
  });
  const completed = courses.filter((course) => course.is_completed).length;
  const membership = db.progress.studentPaths.find((row) => row.student === user.id && row.learning_path === path.id);
  return {
    learning_path_id: path.id,
    status: membership?.status ?? null,
    progress:
      percent(completed, courses.length) ||
      (courses.length > 0
        ? Math.round((courses.reduce((sum, course) => sum + course.progress, 0) / courses.length) * 100) / 100
        : 0),
    completed_courses: completed,
    total_courses: courses.length,
    current_course: courses.find((course) => !course.is_completed)?.course ?? null,
    courses,
  };
}

function presentStudentPath(db: MockDatabase, row: StudentPathRow): StudentCourseLearningPath {
  const path = db.courses.learningPaths.get(row.learning_path);
  const student = db.accounts.users.get(row.student);
  const progress = path && student ? pathProgress(db, student, path) : undefined;
  return {
    ...row,
    student: userSummaryById(db, row.student),
    learning_path_title: path?.title ?? '',
    progress: progress?.progress ?? 0,
    current_course: progress?.current_course?.id ?? null,
  };
}

function pathHandlers(): HttpHandler[] {
  const findMembership = (context: AuthedContext): StudentPathRow | undefined => {
    const row = context.db.progress.studentPaths.get(context.id());
    return row &&
      (row.student === context.user.id ||
        isStaff(context.user) ||
        (context.user.user_type === 'parent' &&
          context.db.accounts.relations.some(
            (relation) => relation.parent === context.user.id && relation.student === row.student,
          )))
      ? row
      : undefined;
  };
  const writeMembership = async (context: AuthedContext, existing?: StudentPathRow): Promise<Response> => {
    const input = await context.body<Partial<StudentCourseLearningPathRequest>>();
    if (input instanceof Response) return input;
    const staff = isStaff(context.user);
    if (existing && existing.student !== context.user.id && !staff) return context.deny();
    const studentId = staff && input.student ? input.student : (existing?.student ?? context.user.id);
    const pathId = input.learning_path ?? existing?.learning_path;
    const path = pathId ? context.db.courses.learningPaths.get(pathId) : undefined;
    if (!path) return fieldErrors({ learning_path: `Invalid pk "${String(pathId)}" - object does not exist.` });
    if (context.db.accounts.users.get(studentId)?.user_type !== 'student')
      return fieldErrors({ student: 'The user is not a student.' });
    if (
      context.db.progress.studentPaths.some(
        (row) => row.student === studentId && row.learning_path === path.id && row.id !== existing?.id,
      )
    )
      return fieldErrors({ non_field_errors: 'The student already follows this learning path.' });
    const stamp = nowIso();
    const status = input.status ?? existing?.status ?? 'active';
    const fields = {
      student: studentId,
      learning_path: path.id,
      status,
      completed_at: status === 'completed' ? (existing?.completed_at ?? stamp) : null,
      updated_at: stamp,
    };
    const stored = existing
      ? (context.db.progress.studentPaths.update(existing.id, fields) ?? existing)
      : context.db.progress.studentPaths.insert({ ...fields, started_at: stamp, created_at: stamp });
    return existing
      ? json<StudentCourseLearningPath>(presentStudentPath(context.db, stored))
      : created<StudentCourseLearningPath>(presentStudentPath(context.db, stored));
  };
  return [
    ...crudHandlers<CourseLearningPath>({
      table: (db) => db.courses.learningPaths,
      schema: 'CourseLearningPath',
      operations: {
        list: 'listCourseLearningPaths',
        create: 'createCourseLearningPath',
        get: 'getCourseLearningPath',
        update: 'updateCourseLearningPath',
        partialUpdate: 'partialUpdateCourseLearningPath',
        delete: 'deleteCourseLearningPath',
      },
      writeRoles: STAFF,
      relations: { ...COURSE_RELATIONS, created_by: null },
      search: ['title', 'description'],
      ordering: 'title',
      visible: (row, context) => row.is_published || isStaff(context.user),
      onCreate: ({ user }) => ({ created_by: userSummary(user), is_published: false, level: 'beginner' }),
      derive: (row, { db }) => ({
        ...row,
        courses_count: row.courses.length,
        estimated_hours: row.courses.reduce((sum, course) => sum + (db.courses.courses.get(course.id)?.duration_hours ?? 0), 0),
        enrolled_count: db.progress.studentPaths.count((membership) => membership.learning_path === row.id),
      }),
      beforeDelete: (row, { db }) => {
        db.progress.studentPaths.removeWhere((membership) => membership.learning_path === row.id);
        return undefined;
      },
    }),
    route('getCourseLearningPathProgress', (context) => {
      const path = context.db.courses.learningPaths.get(context.id());
      if (!path || (!path.is_published && !isStaff(context.user))) return notFound();
      return json<CourseLearningPathProgress>(pathProgress(context.db, context.user, path));
    }),
    route('listStudentCourseLearningPaths', (context) => {
      const staff = isStaff(context.user);
      const children = context.db.accounts.relations
        .filter((relation) => relation.parent === context.user.id)
        .map((relation) => relation.student);
      const rows = context.db.progress.studentPaths
        .filter((row) => staff || row.student === context.user.id || children.includes(row.student))
        .map((row) => presentStudentPath(context.db, row));
      return json(listPage(context, rows, { search: ['learning_path_title', 'student.get_full_name'], ordering: '-started_at' }));
    }),
    route(
      'getStudentCourseLearningPath',
      withRow(findMembership, (context, row) => json<StudentCourseLearningPath>(presentStudentPath(context.db, row))),
    ),
    route('createStudentCourseLearningPath', (context) => writeMembership(context)),
    ...(['updateStudentCourseLearningPath', 'partialUpdateStudentCourseLearningPath'] as const).map((operationId) =>
      route(operationId, withRow(findMembership, writeMembership)),
    ),
    route(
      'deleteStudentCourseLearningPath',
      withRow(findMembership, (context, row) => {
        if (row.student !== context.user.id && !isStaff(context.user)) return context.deny();
        context.db.progress.studentPaths.remove(row.id);
        return noContent();
      }),
    ),
  ];
}

export function contentHandlers(): HttpHandler[] {
  return [...lessonHandlers(), ...structureHandlers(), ...offeringHandlers(), ...reviewHandlers(), ...pathHandlers()];
}
