/** Lessons: CRUD with visibility by enrollment, progress, completion and bulk create/update/delete. */
import type {
  Course,
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
} from '@ujuzi/api';
import { DEFAULT_LESSON_TIME_SPENT_SECONDS, LESSON_SEARCH_PAGE_SIZE } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import {
  visibleCourse,
  targetCourse,
  ownershipErrors,
  id,
  COURSE_RELATIONS,
  nextOrder,
  managesCourse,
  settled,
  bulkTally,
  TEACHER_ONLY_OWN,
} from './courses-shared';
import { type AuthedContext, type BodyRecord, route } from '../kit/route';
import { notFound, detail, json, fieldErrors, created } from '../kit/respond';
import { listPage } from '../kit/list';
import { type CrudConfig, STAFF, crudHandlers, buildRow } from '../kit/crud';
import { nowIso } from '../db/time';
import { omit } from '../db/rows';
import { completeLesson, type LessonCompletionRow } from '../db/progress';
import { isStaff, enrollmentFor, canOpenCourse, courseProgress, completeCourseIfFinished } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import { type LessonRow, lessonsOfCourse, presentLesson, isPublished } from '../db/courses';
import { userSummaryById, userSummary } from '../db/accounts';

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

export function lessonHandlers(): HttpHandler[] {
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
