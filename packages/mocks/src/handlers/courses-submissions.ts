/** Project submissions (with grading) and study sessions. */
import type {
  CourseStudySession,
  CourseStudySessionEndRequest,
  CourseStudySessionRequest,
  PeerReviewCriterionScore,
  ProjectRubricScore,
  ProjectSubmission,
  ProjectSubmissionGradeRequest,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { seesRecord, managesCourse } from './courses-shared';
import { withRow } from '../kit/row-lookup';
import { type AuthedContext, route } from '../kit/route';
import { fieldErrors, detail, json, created, notFound } from '../kit/respond';
import { listPage } from '../kit/list';
import { STAFF } from '../kit/crud';
import { nowIso, isoDateTime, addDays } from '../db/time';
import type { SubmissionRow, StudySessionRow } from '../db/progress';
import { enrollmentFor } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import type { RubricRow } from '../db/learning';
import { userSummaryById, optionalSummary } from '../db/accounts';

// ---------------------------------------------------------------------------------------------
// Project submissions.
function presentSubmission(db: MockDatabase, row: SubmissionRow): ProjectSubmission {
  const project = db.courses.projects.get(row.project);
  return {
    ...row,
    project_title: project?.title ?? '',
    course: project?.course ?? 0,
    rubric_scores: row.rubric_scores ?? [],
    student: userSummaryById(db, row.student),
    graded_by: optionalSummary(db, row.graded_by),
  };
}

const rubricTotal = (rubric: RubricRow): number => rubric.criteria.reduce((sum, criterion) => sum + criterion.points, 0);

/** Checks a grader's points against the project's rubric: every criterion scored once, within its points. */
export function rubricScores(
  rubric: RubricRow,
  given: PeerReviewCriterionScore[],
): { scores: ProjectRubricScore[]; grade: number } | { errors: Record<string, string> } {
  const missing = rubric.criteria.find((criterion) => !given.some((score) => score.criterion === criterion.id));
  if (missing) return { errors: { rubric_scores: `Score the criterion "${missing.title}".` } };
  const stranger = given.find((score) => !rubric.criteria.some((criterion) => criterion.id === score.criterion));
  if (stranger) return { errors: { rubric_scores: `Criterion ${stranger.criterion} is not part of the rubric.` } };
  const scores = [...rubric.criteria]
    .sort((a, b) => a.order - b.order)
    .map((criterion) => {
      const score = given.find((candidate) => candidate.criterion === criterion.id);
      return {
        criterion: criterion.id,
        criterion_title: criterion.title,
        max_points: criterion.points,
        points: score?.points ?? 0,
        comment: score?.comment ?? '',
      };
    });
  const over = scores.find((score) => score.points < 0 || score.points > score.max_points);
  if (over)
    return { errors: { rubric_scores: `Points for "${over.criterion_title}" must be between 0 and ${over.max_points}.` } };
  return { scores, grade: scores.reduce((sum, score) => sum + score.points, 0) };
}

const submissionCourse = (db: MockDatabase, row: SubmissionRow): number => db.courses.projects.get(row.project)?.course ?? 0;

export function submissionHandlers(): HttpHandler[] {
  const find = (context: AuthedContext): SubmissionRow | undefined => {
    const row = context.db.progress.submissions.get(context.id());
    return row && seesRecord(context, row.student, submissionCourse(context.db, row)) ? row : undefined;
  };
  const write = async (context: AuthedContext, existing?: SubmissionRow): Promise<Response> => {
    const input = await context.body<{
      project: number;
      submission_url?: string;
      description?: string;
      submission_file?: Blob;
    }>();
    if (input instanceof Response) return input;
    const project = context.db.courses.projects.get(input.project);
    if (!project) return fieldErrors({ project: `Invalid pk "${input.project}" - object does not exist.` });
    if (existing && existing.student !== context.user.id) return context.deny();
    if (existing && existing.status === 'graded')
      return detail(403, 'This submission has been graded; it can only be changed when a resubmission is requested.');
    const course = context.db.courses.courses.get(project.course);
    if (!course || !enrollmentFor(context.db, context.user.id, course.id))
      return detail(403, 'You must be enrolled in this course to submit its projects.');
    const upload = input.submission_file instanceof Blob ? input.submission_file : undefined;
    const url = input.submission_url || undefined;
    if (!url && !upload && !existing?.submission_url && !existing?.submission_file)
      return fieldErrors({ non_field_errors: 'Provide a submission URL or a file.' });
    const stamp = nowIso();
    const fileName = upload instanceof File ? upload.name : 'submission.zip';
    const fields = {
      project: project.id,
      ...(url !== undefined ? { submission_url: url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(upload
        ? {
            submission_file: `/media/submissions/${project.slug}/${context.user.username}-${fileName.replace(/[^A-Za-z0-9._-]+/g, '-')}`,
          }
        : {}),
      status: 'submitted' as const,
      updated_at: stamp,
    };
    const stored = existing
      ? (context.db.progress.submissions.update(existing.id, { ...fields, submitted_at: stamp }) ?? existing)
      : context.db.progress.submissions.insert({
          submission_url: null,
          description: '',
          submission_file: null,
          grade: null,
          feedback: '',
          is_completed: false,
          graded_by: null,
          graded_at: null,
          ...fields,
          student: context.user.id,
          submitted_at: stamp,
        });
    return existing
      ? json<ProjectSubmission>(presentSubmission(context.db, stored))
      : created<ProjectSubmission>(presentSubmission(context.db, stored));
  };
  return [
    route('listProjectSubmissions', (context) => {
      const rows = context.db.progress.submissions
        .filter((row) => seesRecord(context, row.student, submissionCourse(context.db, row)))
        .map((row) => presentSubmission(context.db, row));
      return json(
        listPage(context, rows, { search: ['project_title', 'student.get_full_name', 'description'], ordering: '-submitted_at' }),
      );
    }),
    route('getProjectSubmission', (context) => {
      // A classmate assigned to review it (assessments/peer-reviews) reads it too, and nothing more.
      const row =
        find(context) ??
        context.db.learning.peerReviews
          .filter((review) => review.submission === context.id() && review.reviewer === context.user.id)
          .map((review) => context.db.progress.submissions.get(review.submission))
          .find((submission) => submission !== undefined);
      return row ? json<ProjectSubmission>(presentSubmission(context.db, row)) : notFound();
    }),
    route('createProjectSubmission', (context) => write(context)),
    route('updateProjectSubmission', withRow(find, write)),
    route(
      'gradeProjectSubmission',
      async (context) => {
        const row = find(context);
        if (!row) return notFound();
        const project = context.db.courses.projects.get(row.project);
        if (!managesCourse(context.user, context.db.courses.courses.get(project?.course))) return context.deny();
        const input = await context.body<ProjectSubmissionGradeRequest>();
        if (input instanceof Response) return input;
        const max = project?.max_score ?? 100;
        const rubric = project?.rubric ? context.db.learning.rubrics.get(project.rubric) : undefined;
        const scored = rubric ? rubricScores(rubric, input.rubric_scores ?? []) : { scores: [], grade: input.grade };
        if ('errors' in scored) return fieldErrors(scored.errors);
        // With a rubric the grade is its points scaled to the project's maximum score.
        const gradeValue = rubric ? Math.round((scored.grade / Math.max(1, rubricTotal(rubric))) * max * 100) / 100 : input.grade;
        if (gradeValue < 0 || gradeValue > max) return fieldErrors({ grade: `Ensure this value is between 0 and ${max}.` });
        const stamp = nowIso();
        const stored =
          context.db.progress.submissions.update(row.id, {
            grade: gradeValue,
            rubric_scores: scored.scores,
            feedback: input.feedback ?? row.feedback,
            is_completed: input.request_resubmission ? false : (input.is_completed ?? true),
            status: input.request_resubmission ? 'resubmission_requested' : 'graded',
            graded_by: context.user.id,
            graded_at: stamp,
            updated_at: stamp,
          }) ?? row;
        context.db.payments.notifications.insert({
          user: row.student,
          enrollment: null,
          payment: null,
          installment: null,
          notification_type: 'enrollment_confirmed',
          channel: 'in_app',
          title: input.request_resubmission ? 'Project returned for resubmission' : 'Project graded',
          message: input.request_resubmission
            ? `${project?.title ?? 'Your project'} was returned: hand it in again after reading the feedback.`
            : `${project?.title ?? 'Your project'} was graded: ${gradeValue}/${max}.`,
          // The learner's project page lives in its course's page (the route table has no project route).
          action_url: project
            ? `/dashboard/courses/${context.db.courses.courses.get(project.course)?.slug ?? ''}?section=projects&project=${project.id}`
            : null,
          is_opened: false,
          opened_at: null,
          is_clicked: false,
          clicked_at: null,
          sent_at: stamp,
          created_at: stamp,
        });
        return json<ProjectSubmission>(presentSubmission(context.db, stored));
      },
      { roles: STAFF },
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Study sessions.
function presentSession(db: MockDatabase, row: StudySessionRow): CourseStudySession {
  return { ...row, student: userSummaryById(db, row.student), course_title: db.courses.courses.get(row.course)?.title ?? '' };
}

function endSession(db: MockDatabase, row: StudySessionRow, input: CourseStudySessionEndRequest = {}): StudySessionRow {
  const ended = new Date();
  const duration = Math.max(0, Math.round((ended.getTime() - new Date(row.started_at).getTime()) / 1000));
  return (
    db.progress.studySessions.update(row.id, {
      ended_at: isoDateTime(ended),
      duration_seconds: duration,
      is_active: false,
      lessons_completed: input.lessons_completed ?? row.lessons_completed,
      notes: input.notes ?? row.notes,
    }) ?? row
  );
}

export function sessionHandlers(): HttpHandler[] {
  const find = (context: AuthedContext): StudySessionRow | undefined => {
    const row = context.db.progress.studySessions.get(context.id());
    return row && seesRecord(context, row.student, row.course) ? row : undefined;
  };
  return [
    route('listCourseStudySessions', (context) => {
      // Sessions left open for more than a day are closed when read.
      const stale = isoDateTime(addDays(new Date(), -1));
      for (const row of context.db.progress.studySessions.filter(
        (candidate) => candidate.is_active && candidate.started_at < stale,
      ))
        endSession(context.db, row);
      const rows = context.db.progress.studySessions
        .filter((row) => seesRecord(context, row.student, row.course))
        .map((row) => presentSession(context.db, row));
      return json(listPage(context, rows, { ordering: '-started_at' }));
    }),
    route('getCourseStudySession', (context) => {
      const row = find(context);
      return row ? json<CourseStudySession>(presentSession(context.db, row)) : notFound();
    }),
    route('createCourseStudySession', async (context) => {
      const input = await context.body<CourseStudySessionRequest>();
      if (input instanceof Response) return input;
      const course = context.db.courses.courses.get(input.course);
      if (!course) return fieldErrors({ course: `Invalid pk "${input.course}" - object does not exist.` });
      if (!enrollmentFor(context.db, context.user.id, course.id))
        return detail(403, 'You must be enrolled in this course to start a study session.');
      if (
        input.lesson !== undefined &&
        input.lesson !== null &&
        context.db.courses.lessons.get(input.lesson)?.course !== course.id
      )
        return fieldErrors({ lesson: 'This lesson is not part of the course.' });
      for (const row of context.db.progress.studySessions.filter(
        (candidate) => candidate.student === context.user.id && candidate.course === course.id && candidate.is_active,
      ))
        endSession(context.db, row);
      const stamp = nowIso();
      const row = context.db.progress.studySessions.insert({
        course: course.id,
        student: context.user.id,
        lesson: input.lesson ?? null,
        started_at: stamp,
        ended_at: null,
        duration_seconds: null,
        lessons_completed: 0,
        is_active: true,
        notes: input.notes ?? '',
        created_at: stamp,
      });
      return created<CourseStudySession>(presentSession(context.db, row));
    }),
    route('endCourseStudySession', async (context) => {
      const row = find(context);
      if (!row) return notFound();
      if (row.student !== context.user.id) return context.deny();
      const input = await context.body<CourseStudySessionEndRequest>();
      if (input instanceof Response) return input;
      if (!row.is_active) return detail(400, 'This study session has already ended.');
      return json<CourseStudySession>(presentSession(context.db, endSession(context.db, row, input)));
    }),
  ];
}
