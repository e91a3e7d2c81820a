/**
 * Progress in courses: student enrollments (the course app's view, progress recomputed from lesson
 * completions on every read), detailed progress, lesson and module completions (single and bulk);
 * project submissions and study sessions are in courses-submissions.ts. Students see their own
 * records, parents their children's, teachers those of the courses they teach, admins all.
 */
import type {
  CourseCertificate,
  LessonBulkCompleteRequest,
  LessonBulkCompleteResult,
  ModuleBulkCompleteRequest,
  ModuleBulkCompleteResult,
  ModuleCompletion,
  PatchedStudentEnrollmentRequest,
  StudentEnrollment,
  StudentEnrollmentAnalyticsOverview,
  StudentEnrollmentCertificateRequest,
  StudentEnrollmentDetailedProgress,
} from '@ujuzi/api';
import { DEFAULT_LESSON_TIME_SPENT_SECONDS } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import { userSummaryById } from '../db/accounts';
import { courseSummaryById, lessonsOfCourse } from '../db/courses';
import type { MockDatabase } from '../db/database';
import {
  canOpenCourse,
  completeCourseIfFinished,
  courseProgress,
  enrollmentFor,
  isStaff,
  presentStudentEnrollment,
  setEnrollmentStatus,
  studentStatus,
} from '../db/enrollments';
import type { EnrollmentRow } from '../db/payments';
import { completeLesson, createPendingCertificate, type ModuleCompletionRow } from '../db/progress';
import { isoDateTime, nowIso } from '../db/time';
import { STAFF } from '../kit/crud';
import { applyOrdering, listPage } from '../kit/list';
import { created, detail, fieldErrors, json, notFound } from '../kit/respond';
import { route, type AuthedContext } from '../kit/route';
import { issueCertificate, presentCertificate } from './courses-certificates';
import { presentCompletion } from './courses-lessons';
import { managesCourse, percent, round2, seesRecord, settled } from './courses-shared';
import { submissionHandlers, sessionHandlers } from './courses-submissions';

const COURSE_PROGRESS_FILTERS = {
  course: (row: { course: { id: number; slug: string } | number }, value: string) =>
    typeof row.course === 'number' ? String(row.course) === value : String(row.course.id) === value || row.course.slug === value,
};

// ---------------------------------------------------------------------------------------------
// Student enrollments.

function detailedProgress(db: MockDatabase, row: EnrollmentRow): StudentEnrollmentDetailedProgress {
  const progress = courseProgress(db, row.user, row.course);
  const completions = new Map(
    db.progress.lessonCompletions
      .filter((completion) => completion.student === row.user && completion.course === row.course)
      .map((completion) => [completion.lesson, completion]),
  );
  const lessons = lessonsOfCourse(db, row.course, { publishedOnly: true });
  const modules = db.courses.modules
    .filter((module) => module.course === row.course && module.is_published)
    .sort((a, b) => a.order - b.order)
    .map((module) => {
      const own = lessons.filter((lesson) => lesson.module === module.id);
      const done = own.filter((lesson) => completions.has(lesson.id)).length;
      return {
        module_id: module.id,
        title: module.title,
        order: module.order,
        progress: percent(done, own.length),
        completed_lessons: done,
        total_lessons: own.length,
        is_completed: own.length > 0 && done === own.length,
        lessons: own.map((lesson) => ({
          lesson_id: lesson.id,
          title: lesson.title,
          order: lesson.order,
          is_completed: completions.has(lesson.id),
          completed_at: completions.get(lesson.id)?.completed_at ?? null,
          time_spent_seconds: completions.get(lesson.id)?.time_spent_seconds ?? 0,
        })),
      };
    });
  const projects = db.courses.projects
    .filter((project) => project.course === row.course && project.is_published)
    .map((project) => {
      const submission = applyOrdering(
        db.progress.submissions.filter((candidate) => candidate.project === project.id && candidate.student === row.user),
        '-submitted_at',
      )[0];
      return {
        project_id: project.id,
        title: project.title,
        submitted: !!submission,
        submission_status: submission?.status ?? null,
        grade: submission?.grade ?? null,
        is_completed: submission?.is_completed ?? false,
      };
    });
  return {
    enrollment_id: row.id,
    course: courseSummaryById(db, row.course),
    status: studentStatus(row.status),
    progress: progress.progress,
    completed_lessons: progress.completed,
    total_lessons: progress.total,
    completed_modules: modules.filter((module) => module.is_completed).length,
    total_modules: modules.length,
    time_spent_seconds: progress.timeSpent,
    last_accessed_at: row.last_accessed_at ?? progress.lastCompletedAt,
    certificate_eligible:
      progress.total > 0 &&
      progress.completed >= progress.total &&
      projects.every((project) => project.is_completed || !project.submitted),
    modules,
    projects,
  };
}

function enrollmentHandlers(): HttpHandler[] {
  const find = (context: AuthedContext): EnrollmentRow | undefined => {
    const row = context.db.payments.enrollments.get(context.id());
    return row && seesRecord(context, row.user, row.course) ? row : undefined;
  };
  return [
    route(
      'listStudentEnrollments',
      settled<AuthedContext>((context) => {
        const rows = context.db.payments.enrollments
          .filter((row) => seesRecord(context, row.user, row.course))
          .map((row) => presentStudentEnrollment(context.db, row));
        return json(
          listPage(context, rows, {
            search: ['course.title', 'student.get_full_name', 'student.username'],
            ordering: '-enrolled_at',
            filters: {
              course: COURSE_PROGRESS_FILTERS.course,
              // `student=<id>`: one student's enrollments (their page in student management).
              student: (row, value) => row.student.id === Number(value),
            },
          }),
        );
      }),
    ),
    route(
      'listMyStudentEnrollments',
      settled<AuthedContext>((context) => {
        const rows = context.db.payments.enrollments
          .filter((row) => row.user === context.user.id)
          .map((row) => presentStudentEnrollment(context.db, row));
        return json(listPage(context, rows, { ordering: '-last_accessed_at' }));
      }),
    ),
    route(
      'getStudentEnrollment',
      settled<AuthedContext>((context) => {
        const row = find(context);
        return row ? json<StudentEnrollment>(presentStudentEnrollment(context.db, row)) : notFound();
      }),
    ),
    route(
      'partialUpdateStudentEnrollment',
      settled<AuthedContext>(async (context) => {
        const row = find(context);
        if (!row) return notFound();
        const input = await context.body<PatchedStudentEnrollmentRequest>();
        if (input instanceof Response) return input;
        const staff = managesCourse(context.user, context.db.courses.courses.get(row.course));
        const { last_lesson, ...staffFields } = input;
        if (!staff && (row.user !== context.user.id || Object.keys(staffFields).length > 0)) return context.deny();
        if (
          last_lesson !== undefined &&
          last_lesson !== null &&
          context.db.courses.lessons.get(last_lesson)?.course !== row.course
        )
          return fieldErrors({ last_lesson: 'This lesson is not part of the course.' });
        if (
          input.course_offering !== undefined &&
          input.course_offering !== null &&
          context.db.courses.offerings.get(input.course_offering)?.course.id !== row.course
        )
          return fieldErrors({ course_offering: 'This offering belongs to another course.' });
        const stamp = nowIso();
        context.db.payments.enrollments.update(row.id, {
          ...(last_lesson !== undefined ? { last_lesson, last_accessed_at: stamp } : {}),
          ...(input.course_offering !== undefined ? { course_offering: input.course_offering } : {}),
          ...(input.trial_ends_at !== undefined ? { trial_ends_at: input.trial_ends_at } : {}),
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
          updated_at: stamp,
        });
        if (input.status && studentStatus(row.status) !== input.status) {
          const current = context.db.payments.enrollments.get(row.id) ?? row;
          setEnrollmentStatus(
            context.db,
            current,
            input.status === 'pending' ? 'payment_pending' : input.status,
            context.user.id,
            'Status changed by staff.',
          );
        }
        return json<StudentEnrollment>(presentStudentEnrollment(context.db, context.db.payments.enrollments.get(row.id) ?? row));
      }),
    ),
    route(
      'getStudentEnrollmentDetailedProgress',
      settled<AuthedContext>((context) => {
        const row = find(context);
        return row ? json<StudentEnrollmentDetailedProgress>(detailedProgress(context.db, row)) : notFound();
      }),
    ),
    route(
      'getStudentEnrollmentAnalyticsOverview',
      (context) => {
        const courseId = context.query.get('course');
        if (courseId && Number.isNaN(Number(courseId))) return fieldErrors({ course: 'A valid integer is required.' });
        const rows = context.db.payments.enrollments.filter(
          (row) =>
            row.status !== 'cancelled' &&
            managesCourse(context.user, context.db.courses.courses.get(row.course)) &&
            (!courseId || String(row.course) === courseId),
        );
        const counts = new Map<StudentEnrollment['status'], number>();
        for (const row of rows) counts.set(studentStatus(row.status), (counts.get(studentStatus(row.status)) ?? 0) + 1);
        const progress = rows.map((row) => courseProgress(context.db, row.user, row.course).progress);
        const monthStart = isoDateTime(new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1)));
        const byCourse = new Map<number, EnrollmentRow[]>();
        for (const row of rows) byCourse.set(row.course, [...(byCourse.get(row.course) ?? []), row]);
        return json<StudentEnrollmentAnalyticsOverview>({
          total_enrollments: rows.length,
          active_enrollments: rows.filter((row) => row.status === 'active').length,
          trial_enrollments: rows.filter((row) => row.status === 'trial').length,
          completed_enrollments: rows.filter((row) => row.status === 'completed').length,
          new_this_month: rows.filter((row) => row.enrolled_at >= monthStart).length,
          completion_rate: percent(rows.filter((row) => row.status === 'completed').length, rows.length),
          average_progress: progress.length > 0 ? round2(progress.reduce((sum, value) => sum + value, 0) / progress.length) : 0,
          by_status: [...counts.entries()].map(([status, count]) => ({ status, count })),
          top_courses: [...byCourse.entries()]
            .sort((a, b) => b[1].length - a[1].length)
            .slice(0, 5)
            .map(([course, list]) => ({
              course: courseSummaryById(context.db, course),
              enrollments: list.length,
              active_students: list.filter((row) => row.status === 'active').length,
              completion_rate: percent(list.filter((row) => row.status === 'completed').length, list.length),
            })),
        });
      },
      { roles: STAFF },
    ),
    route(
      'issueStudentEnrollmentCertificate',
      async (context) => {
        const row = context.db.payments.enrollments.get(context.id());
        if (!row) return notFound();
        if (!managesCourse(context.user, context.db.courses.courses.get(row.course))) return context.deny();
        const input = await context.body<StudentEnrollmentCertificateRequest>();
        if (input instanceof Response) return input;
        if (row.status !== 'completed') return detail(400, 'The enrollment must be completed before a certificate is issued.');
        const existing = context.db.progress.certificates.find(
          (certificate) => certificate.enrollment === row.id && certificate.status !== 'revoked',
        );
        if (existing?.status === 'issued') return detail(400, 'A certificate has already been issued for this enrollment.');
        const pending = existing ?? createPendingCertificate(context.db, row);
        const certificate = input.issue_immediately === false ? pending : issueCertificate(context.db, pending, context.user.id);
        return created<CourseCertificate>(presentCertificate(context, certificate));
      },
      { roles: STAFF },
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Completions.

const presentModuleCompletion = (db: MockDatabase, row: ModuleCompletionRow): ModuleCompletion => ({
  ...row,
  student: userSummaryById(db, row.student),
  module_title: db.courses.modules.get(row.module)?.title ?? '',
});

/** After completions: the enrollment completes at 100 % (a pending certificate follows). */
function afterCompletions(db: MockDatabase, studentId: number, courseIds: Set<number>): void {
  for (const courseId of courseIds) {
    const enrollment = enrollmentFor(db, studentId, courseId);
    if (enrollment) db.payments.enrollments.update(enrollment.id, { last_accessed_at: nowIso() });
    completeCourseIfFinished(db, studentId, courseId, studentId);
  }
}

function completionHandlers(): HttpHandler[] {
  return [
    route('listLessonCompletions', (context) => {
      const rows = context.db.progress.lessonCompletions
        .filter((row) => seesRecord(context, row.student, row.course))
        .map((row) => presentCompletion(context.db, row));
      return json(listPage(context, rows, { ordering: '-completed_at' }));
    }),
    route('listModuleCompletions', (context) => {
      const rows = context.db.progress.moduleCompletions
        .filter((row) => seesRecord(context, row.student, row.course))
        .map((row) => presentModuleCompletion(context.db, row));
      return json(listPage(context, rows, { ordering: '-completed_at' }));
    }),
    route(
      'bulkCompleteLessons',
      settled<AuthedContext>(async (context) => {
        const input = await context.body<LessonBulkCompleteRequest>();
        if (input instanceof Response) return input;
        const seconds = input.time_spent_seconds ?? DEFAULT_LESSON_TIME_SPENT_SECONDS;
        const result: LessonBulkCompleteResult = {
          success: true,
          message: '',
          completed_count: 0,
          already_completed_count: 0,
          completions: [],
          errors: [],
        };
        const courses = new Set<number>();
        input.lesson_ids.forEach((lessonId, index) => {
          const lesson = context.db.courses.lessons.get(lessonId);
          const course = lesson ? context.db.courses.courses.get(lesson.course) : undefined;
          if (!lesson || !course || !lesson.is_published) {
            result.errors?.push({ id: lessonId, index, error: 'Not found.' });
            return;
          }
          if (!enrollmentFor(context.db, context.user.id, course.id) || !canOpenCourse(context.db, context.user, course)) {
            result.errors?.push({ id: lessonId, index, error: 'You do not have access to this course.' });
            return;
          }
          const outcome = completeLesson(context.db.progress, context.db, context.user.id, lessonId, nowIso(), seconds);
          courses.add(course.id);
          if (outcome.already) result.already_completed_count++;
          else result.completed_count++;
          result.completions.push(presentCompletion(context.db, outcome.completion));
        });
        afterCompletions(context.db, context.user.id, courses);
        result.success = (result.errors ?? []).length === 0;
        result.message = `${result.completed_count} lessons completed, ${result.already_completed_count} already completed.`;
        return json<LessonBulkCompleteResult>(result);
      }),
    ),
    route(
      'bulkCompleteModules',
      settled<AuthedContext>(async (context) => {
        const input = await context.body<ModuleBulkCompleteRequest>();
        if (input instanceof Response) return input;
        const studentId = input.student !== undefined && isStaff(context.user) ? input.student : context.user.id;
        if (context.db.accounts.users.get(studentId)?.user_type !== 'student')
          return fieldErrors({ student: 'The user is not a student.' });
        const result: ModuleBulkCompleteResult = {
          success: true,
          message: '',
          completed_count: 0,
          already_completed_count: 0,
          completions: [],
          errors: [],
        };
        const courses = new Set<number>();
        input.module_ids.forEach((moduleId, index) => {
          const module = context.db.courses.modules.get(moduleId);
          const course = module ? context.db.courses.courses.get(module.course) : undefined;
          if (!module || !course) {
            result.errors?.push({ id: moduleId, index, error: 'Not found.' });
            return;
          }
          const staffActing = studentId !== context.user.id;
          if (staffActing ? !managesCourse(context.user, course) : !enrollmentFor(context.db, studentId, course.id)) {
            result.errors?.push({ id: moduleId, index, error: 'You do not have access to this course.' });
            return;
          }
          const before = context.db.progress.moduleCompletions.find(
            (row) => row.student === studentId && row.module === moduleId,
          );
          for (const lesson of context.db.courses.lessons.filter(
            (candidate) => candidate.module === moduleId && candidate.is_published,
          )) {
            completeLesson(context.db.progress, context.db, studentId, lesson.id, nowIso(), DEFAULT_LESSON_TIME_SPENT_SECONDS);
          }
          courses.add(course.id);
          const completion = context.db.progress.moduleCompletions.find(
            (row) => row.student === studentId && row.module === moduleId,
          );
          if (before) result.already_completed_count++;
          else if (completion) result.completed_count++;
          if (completion) result.completions.push(presentModuleCompletion(context.db, completion));
        });
        afterCompletions(context.db, studentId, courses);
        result.success = (result.errors ?? []).length === 0;
        result.message = `${result.completed_count} modules completed, ${result.already_completed_count} already completed.`;
        return json<ModuleBulkCompleteResult>(result);
      }),
    ),
  ];
}

export function progressHandlers(): HttpHandler[] {
  return [...enrollmentHandlers(), ...completionHandlers(), ...submissionHandlers(), ...sessionHandlers()];
}
