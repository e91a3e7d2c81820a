/** Daily learning analytics, the student and instructor dashboards, course analytics, health, feedback and the code-execution provider's webhook. */
import type {
  HealthStatus,
  IdeWebhookEvent,
  LearningAnalyticsEntry,
  LearningAnalyticsUpdateRequest,
  LearningAnalyticsUpdateResult,
  LearningCourseAnalytics,
  LearningDailySummary,
  LearningFeedback,
  LearningFeedbackRequest,
  LearningInstructorDashboard,
  LearningProgressSummary,
  LearningStudentDashboard,
  MessageResponse,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { studentScope, inScope } from './learning-shared';
import { seesAssessment, assessmentSummary, presentAttempt, managesAssessment } from './learning-assessments';
import { round2, managesCourse, percent } from './courses-shared';
import { route, publicRoute } from '../kit/route';
import { json, notFound, fieldErrors, created, detail } from '../kit/respond';
import { listPage, applyOrdering } from '../kit/list';
import { MANAGEMENT, STAFF } from '../kit/crud';
import { addDays, nowIso, isoDateTime, todayIso, schoolDay } from '../db/time';
import type { AnalyticsRow } from '../db/learning';
import { courseProgress } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import { courseSummaryById } from '../db/courses';
import { userSummaryById } from '../db/accounts';

// ---------------------------------------------------------------------------------------------
// Analytics and dashboards.
const presentAnalytics = (db: MockDatabase, row: AnalyticsRow): LearningAnalyticsEntry => ({
  ...row,
  student: userSummaryById(db, row.student),
});

/** Consecutive days up to today (or yesterday) with some learning. */
function streak(db: MockDatabase, studentId: number): number {
  const days = new Set(
    db.learning.analytics.filter((row) => row.student === studentId && (row.time_spent_minutes ?? 0) > 0).map((row) => row.date),
  );
  for (const row of db.progress.lessonCompletions.filter((completion) => completion.student === studentId))
    days.add(row.completed_at.slice(0, 10));
  let count = 0;
  let day = new Date();
  if (!days.has(schoolDay(day))) day = addDays(day, -1);
  while (days.has(schoolDay(day))) {
    count++;
    day = addDays(day, -1);
  }
  return count;
}

export function learningAnalyticsHandlers(): HttpHandler[] {
  return [
    route('listLearningAnalytics', (context) => {
      const scope = studentScope(context.db, context.user);
      const rows = context.db.learning.analytics
        .filter((row) => inScope(scope, row.student))
        .map((row) => presentAnalytics(context.db, row));
      return json(
        listPage(context, rows, {
          ordering: '-date',
          filters: { date_from: (row, value) => row.date >= value, date_to: (row, value) => row.date <= value },
        }),
      );
    }),
    route('getLearningAnalytics', (context) => {
      const row = context.db.learning.analytics.get(context.id());
      return row && inScope(studentScope(context.db, context.user), row.student)
        ? json<LearningAnalyticsEntry>(presentAnalytics(context.db, row))
        : notFound();
    }),
    route('getLearningAnalyticsDailySummary', (context) => {
      const date = context.query.get('date') || todayIso();
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
        return fieldErrors({ date: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.' });
      const course = context.query.get('course');
      const scope = studentScope(context.db, context.user);
      const rows = context.db.learning.analytics.filter(
        (row) => row.date === date && inScope(scope, row.student) && (!course || String(row.course) === course),
      );
      const scores = rows
        .map((row) => row.average_score)
        .filter((score): score is number => score !== null && score !== undefined);
      return json<LearningDailySummary>({
        date,
        active_students: new Set(rows.map((row) => row.student)).size,
        time_spent_minutes: rows.reduce((sum, row) => sum + (row.time_spent_minutes ?? 0), 0),
        lessons_completed: rows.reduce((sum, row) => sum + (row.lessons_completed ?? 0), 0),
        resources_viewed: rows.reduce((sum, row) => sum + (row.resources_viewed ?? 0), 0),
        assessments_taken: rows.reduce((sum, row) => sum + (row.assessments_taken ?? 0), 0),
        average_score: scores.length > 0 ? round2(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null,
        code_executions: rows.reduce((sum, row) => sum + (row.code_executions ?? 0), 0),
        streak_days: scope === 'all' ? 0 : streak(context.db, context.user.id),
      });
    }),
    route(
      'updateDailyLearningAnalytics',
      async (context) => {
        const input = await context.body<LearningAnalyticsUpdateRequest>();
        if (input instanceof Response) return input;
        const date = input.date ?? schoolDay(addDays(new Date(), -1));
        const { db } = context;
        db.learning.analytics.removeWhere(
          (row) => row.date === date && (input.course === undefined || input.course === null || row.course === input.course),
        );
        const completions = db.progress.lessonCompletions.filter(
          (row) =>
            row.completed_at.startsWith(date) &&
            (input.course === undefined || input.course === null || row.course === input.course),
        );
        const attempts = db.learning.attempts.filter((row) => (row.submitted_at ?? '').startsWith(date));
        const students = new Set([...completions.map((row) => row.student), ...attempts.map((row) => row.student)]);
        const stamp = nowIso();
        for (const student of students) {
          const mine = completions.filter((row) => row.student === student);
          const taken = attempts.filter((row) => row.student === student);
          const scores = taken
            .map((row) => row.percentage)
            .filter((score): score is number => score !== null && score !== undefined);
          db.learning.analytics.insert({
            student,
            course: input.course ?? mine[0]?.course ?? null,
            date,
            time_spent_minutes: Math.round(mine.reduce((sum, row) => sum + row.time_spent_seconds, 0) / 60),
            lessons_completed: mine.length,
            resources_viewed: 0,
            assessments_taken: taken.length,
            average_score: scores.length > 0 ? round2(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null,
            code_executions: 0,
            created_at: stamp,
          });
        }
        return json<LearningAnalyticsUpdateResult>({
          success: true,
          message: `Analytics for ${date} recomputed.`,
          date,
          records_updated: students.size,
        });
      },
      { roles: MANAGEMENT },
    ),
    route('getLearningStudentDashboard', (context) => {
      const { db, user } = context;
      const enrollments = db.payments.enrollments.filter((row) => row.user === user.id && row.status !== 'cancelled');
      const progress = enrollments.map((row) => courseProgress(db, user.id, row.course).progress);
      const attempts = applyOrdering(
        db.learning.attempts.filter((row) => row.student === user.id),
        '-started_at',
      );
      const graded = attempts.filter((row) => row.status === 'graded' && row.percentage !== null && row.percentage !== undefined);
      const stamp = isoDateTime(new Date());
      const upcoming = applyOrdering(
        db.learning.assessments.filter(
          (row) =>
            row.is_published &&
            !!row.due_date &&
            row.due_date >= stamp &&
            seesAssessment(db, user, row) &&
            !attempts.some(
              (attempt) => attempt.assessment === row.id && (attempt.status === 'graded' || attempt.status === 'submitted'),
            ),
        ),
        'due_date',
      );
      const week = Array.from({ length: 7 }, (_, index) => schoolDay(addDays(new Date(), index - 6)));
      return json<LearningStudentDashboard>({
        enrolled_courses: enrollments.length,
        in_progress_courses: progress.filter((value) => value > 0 && value < 100).length,
        completed_courses: enrollments.filter((row) => row.status === 'completed').length,
        total_time_spent_minutes: Math.round(
          db.progress.lessonCompletions
            .filter((row) => row.student === user.id)
            .reduce((sum, row) => sum + row.time_spent_seconds, 0) / 60,
        ),
        current_streak_days: streak(db, user.id),
        assessments_completed: attempts.filter((row) => row.status === 'graded' || row.status === 'submitted').length,
        average_score:
          graded.length > 0 ? round2(graded.reduce((sum, row) => sum + (row.percentage ?? 0), 0) / graded.length) : null,
        active_learning_paths: db.learning.studentCenterPaths.count(
          (row) => row.student === user.id && row.status === 'in_progress',
        ),
        study_groups: db.learning.studyGroups.count((row) => row.members.includes(user.id)),
        upcoming_assessments: upcoming.slice(0, 5).map((row) => assessmentSummary(db, row)),
        recent_attempts: attempts.slice(0, 5).map((row) => presentAttempt(db, row)),
        weekly_activity: week.map((date) => ({
          date,
          time_spent_minutes: db.learning.analytics
            .filter((row) => row.student === user.id && row.date === date)
            .reduce((sum, row) => sum + (row.time_spent_minutes ?? 0), 0),
        })),
      });
    }),
    route(
      'getLearningInstructorDashboard',
      ({ db, user }) => {
        const courses = db.courses.courses.filter((course) => managesCourse(user, course));
        const ids = new Set(courses.map((course) => course.id));
        const assessments = db.learning.assessments.filter((row) => ids.has(row.course));
        const assessmentIds = new Set(assessments.map((row) => row.id));
        const attempts = db.learning.attempts.filter((row) => assessmentIds.has(row.assessment));
        const graded = attempts.filter((row) => row.status === 'graded');
        const enrollments = db.payments.enrollments.filter((row) => ids.has(row.course) && row.status !== 'cancelled');
        const weekAgo = isoDateTime(addDays(new Date(), -7));
        const stamp = isoDateTime(new Date());
        return json<LearningInstructorDashboard>({
          total_courses: courses.length,
          total_students: new Set(enrollments.map((row) => row.user)).size,
          active_students_7d: new Set(
            db.progress.lessonCompletions
              .filter((row) => ids.has(row.course) && row.completed_at >= weekAgo)
              .map((row) => row.student),
          ).size,
          total_assessments: assessments.length,
          published_assessments: assessments.filter((row) => row.is_published).length,
          pending_grading: attempts.filter((row) => row.status === 'submitted').length,
          unresolved_code_reviews: db.learning.codeReviews.count(
            (row) =>
              !row.is_resolved && attempts.some((attempt) => attempt.id === db.learning.responses.get(row.response)?.attempt),
          ),
          average_score:
            graded.length > 0 ? round2(graded.reduce((sum, row) => sum + (row.percentage ?? 0), 0) / graded.length) : null,
          pass_rate: graded.length > 0 ? percent(graded.filter((row) => row.is_passed).length, graded.length) : null,
          courses: courses
            .filter((course) => course.status === 'published')
            .map((course) => {
              const own = enrollments.filter((row) => row.course === course.id);
              const scores = graded
                .filter((row) => db.learning.assessments.get(row.assessment)?.course === course.id)
                .map((row) => row.percentage ?? 0);
              return {
                course: courseSummaryById(db, course.id),
                students: own.length,
                average_progress:
                  own.length > 0
                    ? round2(own.reduce((sum, row) => sum + courseProgress(db, row.user, course.id).progress, 0) / own.length)
                    : 0,
                average_score: scores.length > 0 ? round2(scores.reduce((sum, value) => sum + value, 0) / scores.length) : null,
              };
            }),
          upcoming_assessments: applyOrdering(
            assessments.filter((row) => row.is_published && !!row.due_date && row.due_date >= stamp),
            'due_date',
          )
            .slice(0, 5)
            .map((row) => assessmentSummary(db, row)),
          recent_submissions: applyOrdering(
            attempts.filter((row) => row.submitted_at),
            '-submitted_at',
          )
            .slice(0, 5)
            .map((row) => presentAttempt(db, row)),
        });
      },
      { roles: STAFF },
    ),
    route(
      'getLearningCourseAnalytics',
      (context) => {
        const course = context.db.courses.courses.get(context.id());
        if (!course) return notFound();
        if (!managesCourse(context.user, course)) return context.deny();
        const { db } = context;
        const enrollments = db.payments.enrollments.filter((row) => row.course === course.id && row.status !== 'cancelled');
        const assessments = db.learning.assessments.filter((row) => row.course === course.id);
        const attempts = db.learning.attempts.filter((row) => assessments.some((assessment) => assessment.id === row.assessment));
        const graded = attempts.filter((row) => row.status === 'graded');
        const days = Array.from({ length: 14 }, (_, index) => schoolDay(addDays(new Date(), index - 13)));
        const completions = db.progress.lessonCompletions.filter((row) => row.course === course.id);
        return json<LearningCourseAnalytics>({
          course: courseSummaryById(db, course.id),
          enrolled_students: enrollments.length,
          active_students: enrollments.filter((row) => row.status === 'active' || row.status === 'trial').length,
          average_progress:
            enrollments.length > 0
              ? round2(
                  enrollments.reduce((sum, row) => sum + courseProgress(db, row.user, course.id).progress, 0) /
                    enrollments.length,
                )
              : 0,
          completion_rate: percent(enrollments.filter((row) => row.status === 'completed').length, enrollments.length),
          total_time_spent_minutes: Math.round(completions.reduce((sum, row) => sum + row.time_spent_seconds, 0) / 60),
          assessments: assessments.length,
          attempts: attempts.length,
          average_score:
            graded.length > 0 ? round2(graded.reduce((sum, row) => sum + (row.percentage ?? 0), 0) / graded.length) : null,
          pass_rate: graded.length > 0 ? percent(graded.filter((row) => row.is_passed).length, graded.length) : null,
          daily_activity: days.map((date) => {
            const today = completions.filter((row) => row.completed_at.startsWith(date));
            return {
              date,
              active_students: new Set(today.map((row) => row.student)).size,
              time_spent_minutes: Math.round(today.reduce((sum, row) => sum + row.time_spent_seconds, 0) / 60),
            };
          }),
        });
      },
      { roles: STAFF },
    ),
    route('getLearningProgressSummary', ({ db, user }) => {
      const enrollments = db.payments.enrollments.filter((row) => row.user === user.id && row.status !== 'cancelled');
      const attempts = db.learning.attempts.filter((row) => row.student === user.id);
      const graded = attempts.filter((row) => row.status === 'graded');
      return json<LearningProgressSummary>({
        courses_enrolled: enrollments.length,
        courses_completed: enrollments.filter((row) => row.status === 'completed').length,
        lessons_completed: db.progress.lessonCompletions.count((row) => row.student === user.id),
        assessments_attempted: new Set(attempts.map((row) => row.assessment)).size,
        assessments_passed: new Set(graded.filter((row) => row.is_passed).map((row) => row.assessment)).size,
        average_score:
          graded.length > 0 ? round2(graded.reduce((sum, row) => sum + (row.percentage ?? 0), 0) / graded.length) : null,
        total_time_spent_minutes: Math.round(
          db.progress.lessonCompletions
            .filter((row) => row.student === user.id)
            .reduce((sum, row) => sum + row.time_spent_seconds, 0) / 60,
        ),
        learning_paths_active: db.learning.studentCenterPaths.count(
          (row) => row.student === user.id && (row.status === 'in_progress' || row.status === 'paused'),
        ),
        learning_paths_completed: db.learning.studentCenterPaths.count(
          (row) => row.student === user.id && row.status === 'completed',
        ),
        courses: applyOrdering(enrollments, '-last_accessed_at').map((row) => ({
          course: courseSummaryById(db, row.course),
          progress: courseProgress(db, user.id, row.course).progress,
          last_accessed_at: row.last_accessed_at,
        })),
      });
    }),
    route('submitLearningFeedback', async (context) => {
      const input = await context.body<LearningFeedbackRequest>();
      if (input instanceof Response) return input;
      if (input.rating !== undefined && input.rating !== null && (input.rating < 1 || input.rating > 5))
        return fieldErrors({ rating: 'Ensure this value is between 1 and 5.' });
      if (input.course !== undefined && input.course !== null && !context.db.courses.courses.get(input.course))
        return fieldErrors({ course: `Invalid pk "${input.course}" - object does not exist.` });
      if (input.assessment !== undefined && input.assessment !== null) {
        const assessment = context.db.learning.assessments.get(input.assessment);
        if (
          !assessment ||
          !(seesAssessment(context.db, context.user, assessment) || managesAssessment(context.db, context.user, assessment))
        )
          return fieldErrors({ assessment: `Invalid pk "${input.assessment}" - object does not exist.` });
      }
      const row = context.db.learning.feedback.insert({
        user: context.user.id,
        feedback_type: input.feedback_type,
        subject: input.subject ?? '',
        message: input.message,
        rating: input.rating ?? null,
        course: input.course ?? null,
        assessment: input.assessment ?? null,
        page_url: input.page_url ?? null,
        created_at: nowIso(),
      });
      return created<LearningFeedback>(row);
    }),
    publicRoute('getLearningHealth', () =>
      json<HealthStatus>({
        status: 'healthy',
        timestamp: nowIso(),
        version: '2026.11.0',
        checks: { database: 'ok', sandbox: 'ok', cache: 'ok' },
      }),
    ),
    publicRoute('receiveIdeWebhook', async (context) => {
      if (!context.request.headers.get('x-webhook-signature')) return detail(400, 'Invalid webhook signature.');
      const event = await context.body<IdeWebhookEvent>();
      if (event instanceof Response) return event;
      if (event.event === 'session.expired') {
        const session = event.session_id ? context.db.learning.ideSessions.get(event.session_id) : undefined;
        if (session && session.status === 'active')
          context.db.learning.ideSessions.update(session.id, { status: 'expired', ended_at: event.timestamp });
        return json<MessageResponse>({ message: session ? 'Session expired.' : 'Unknown session; ignored.', success: true });
      }
      const execution = event.execution_id ? context.db.learning.ideExecutions.get(event.execution_id) : undefined;
      if (!execution) return json<MessageResponse>({ message: 'Unknown execution; ignored.', success: true });
      context.db.learning.ideExecutions.update(execution.id, {
        status:
          event.status ??
          (event.event === 'execution.timeout' ? 'timeout' : event.event === 'execution.failed' ? 'error' : 'success'),
        stdout: event.stdout ?? execution.stdout,
        stderr: event.stderr ?? execution.stderr,
        exit_code: event.exit_code ?? execution.exit_code,
        execution_time_ms: event.execution_time_ms ?? execution.execution_time_ms,
        memory_kb: event.memory_kb ?? execution.memory_kb,
      });
      return json<MessageResponse>({ message: 'Execution updated.', success: true });
    }),
  ];
}
