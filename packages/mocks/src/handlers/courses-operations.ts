/** A course's operations for its managers: export, LMS sync, validation, accessibility, preview, cache and recommendations. */
import type {
  Course,
  CourseAccessibilityReport,
  CourseCacheResult,
  CourseCheckIssue,
  CourseExternalExportRequest,
  CourseExternalJob,
  CourseLmsSyncRequest,
  CoursePreview,
  CoursePreviewRequest,
  CourseRecommendation,
  CourseValidationResult,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import {
  withManagedCourse,
  courseStructure,
  withCourse,
  originOf,
  integerError,
  similarCourses,
  limitOf,
  round2,
} from './courses-shared';
import { route, type AuthedContext } from '../kit/route';
import { fieldErrors, file, json, created } from '../kit/respond';
import { STAFF, MANAGEMENT } from '../kit/crud';
import { nowIso, isoDateTime } from '../db/time';
import { lessonsOfCourse, presentCourse, presentLesson, isPublished } from '../db/courses';
import type { MockDatabase } from '../db/database';
import { amount } from '../db/payments';

/** A course's operations for its managers: export, sync, validation, accessibility, preview, cache, recommendations. */
export function courseOperationHandlers(): HttpHandler[] {
  return [
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
          expires_at: isoDateTime(new Date(Date.now() + hours * 3600000)),
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
  ];
}

export function externalJob(
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

export function validateCourse(db: MockDatabase, course: Course): CourseValidationResult {
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
