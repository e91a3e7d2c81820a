/**
 * The assessments group: course grades (letter grade and points derived from the score), rubrics
 * with their criteria, and peer reviews of project submissions (assigned by staff, submitted by
 * the reviewer against the rubric). Students see their own grades and reviews, parents their
 * children's, teachers those of the courses they teach.
 */
import type {
  CourseGrade,
  CourseGradeBulkUpdateRequest,
  CourseGradeBulkUpdateResult,
  CourseGradeRequest,
  PeerReview,
  PeerReviewRequest,
  PeerReviewSubmitRequest,
  Rubric,
  RubricRequest,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { optionalSummary, userSummaryById } from '../db/accounts';
import { courseSummaryById } from '../db/courses';
import type { MockDatabase } from '../db/database';
import { isManagement, isStaff } from '../db/enrollments';
import { gradeComponents, letterGrade, type CourseGradeRow, type PeerReviewRow, type RubricRow } from '../db/learning';
import { omit } from '../db/rows';
import { isoDateTime, nowIso } from '../db/time';
import { STAFF, tableRoutes } from '../kit/crud';
import { listPage } from '../kit/list';
import { created, detail, fieldErrors, json, noContent, notFound } from '../kit/respond';
import { route, type AuthedContext } from '../kit/route';
import { managesCourse, round2, seesRecord } from './courses-shared';
import { withRow } from '../kit/row-lookup';

// ---------------------------------------------------------------------------------------------
// Course grades.

function presentGrade(db: MockDatabase, row: CourseGradeRow): CourseGrade {
  const { components, computed } = gradeComponents(db, row.student, row.course);
  return {
    ...row,
    computed_score: computed,
    components,
    is_overridden: row.override_reason !== '',
    student: userSummaryById(db, row.student),
    course: courseSummaryById(db, row.course),
    graded_by: optionalSummary(db, row.graded_by),
  };
}

/** Validates grade fields and answers the stored fields (letter and points derived from the score when omitted). */
function gradeFields(
  context: AuthedContext,
  input: Partial<CourseGradeRequest>,
  existing?: CourseGradeRow,
): Record<string, string> | Omit<CourseGradeRow, 'id' | 'created_at'> {
  const student = context.db.accounts.users.get(input.student ?? existing?.student ?? 0);
  const course = context.db.courses.courses.get(input.course ?? existing?.course ?? 0);
  if (!student || student.user_type !== 'student') return { student: 'The user is not a student.' };
  if (!course) return { course: `Invalid pk "${String(input.course)}" - object does not exist.` };
  if (!managesCourse(context.user, course)) return { course: 'You can only grade the courses you teach.' };
  const score = input.score ?? existing?.score ?? 0;
  if (score < 0 || score > 100) return { score: 'Ensure this value is between 0 and 100.' };
  if (
    context.db.learning.courseGrades.some(
      (row) => row.student === student.id && row.course === course.id && row.id !== existing?.id,
    )
  )
    return { non_field_errors: 'This student already has a grade for this course.' };
  // A score set away from the one drawn from the learner's work is an override: it needs its reason.
  const { computed } = gradeComponents(context.db, student.id, course.id);
  const scoreSet = input.score !== undefined && (!existing || input.score !== existing.score);
  const reason = (input.override_reason ?? '').trim();
  let overrideReason = existing?.override_reason ?? '';
  if (scoreSet) {
    const overrides = computed === null ? Boolean(existing) : score !== computed;
    if (overrides && !reason) return { override_reason: 'Give the reason for overriding the computed grade.' };
    overrideReason = overrides ? reason : '';
  } else if (reason && overrideReason) overrideReason = reason;
  if (reason.length > 500) return { override_reason: 'Ensure this field has no more than 500 characters.' };
  const derived = letterGrade(score);
  const scoreChanged = input.score !== undefined && input.score !== existing?.score;
  return {
    student: student.id,
    course: course.id,
    score,
    letter_grade: input.letter_grade ?? (scoreChanged || !existing ? derived.letter : existing.letter_grade),
    grade_points:
      input.grade_points !== undefined
        ? input.grade_points
        : scoreChanged || !existing
          ? derived.points
          : (existing.grade_points ?? null),
    is_passed: score >= 50,
    is_final: input.is_final ?? existing?.is_final ?? false,
    remarks: input.remarks ?? existing?.remarks ?? '',
    override_reason: overrideReason,
    graded_by: context.user.id,
    graded_at: nowIso(),
    updated_at: nowIso(),
  };
}

function gradeHandlers(): HttpHandler[] {
  const write = async (context: AuthedContext, existing?: CourseGradeRow): Promise<Response> => {
    const input = await context.body<Partial<CourseGradeRequest>>();
    if (input instanceof Response) return input;
    const fields = gradeFields(context, input, existing);
    if (!('score' in fields) || typeof fields.score !== 'number') return fieldErrors(fields as Record<string, string>);
    const typed = fields as Omit<CourseGradeRow, 'id' | 'created_at'>;
    const stored = existing
      ? (context.db.learning.courseGrades.update(existing.id, typed) ?? existing)
      : context.db.learning.courseGrades.insert({ ...typed, created_at: nowIso() });
    return existing
      ? json<CourseGrade>(presentGrade(context.db, stored))
      : created<CourseGrade>(presentGrade(context.db, stored));
  };
  return [
    ...tableRoutes<CourseGradeRow, AuthedContext, CourseGrade>({
      table: (db) => db.learning.courseGrades,
      operations: {
        list: 'listCourseGrades',
        create: 'createCourseGrade',
        get: 'getCourseGrade',
        update: 'updateCourseGrade',
        partialUpdate: 'partialUpdateCourseGrade',
        delete: 'deleteCourseGrade',
      },
      writeRoles: STAFF,
      visible: (row, context) => seesRecord(context, row.student, row.course),
      present: (row, context) => presentGrade(context.db, row),
      listPresented: {
        search: ['student.get_full_name', 'student.username', 'course.title', 'letter_grade'],
        ordering: '-graded_at',
      },
      write,
      beforeDelete: (row, context) =>
        managesCourse(context.user, context.db.courses.courses.get(row.course)) ? undefined : context.deny(),
    }),
    route(
      'bulkUpdateCourseGrades',
      async (context) => {
        const input = await context.body<CourseGradeBulkUpdateRequest>();
        if (input instanceof Response) return input;
        const result: CourseGradeBulkUpdateResult = { updated_count: 0, failed_count: 0, errors: [], message: '' };
        input.grades.forEach((item, index) => {
          const existing = context.db.learning.courseGrades.get(item.id);
          if (!existing) {
            result.failed_count++;
            result.errors.push({ index, id: item.id, errors: { id: ['Not found.'] } });
            return;
          }
          const fields = gradeFields(context, omit(item, 'id'), existing);
          if (!('score' in fields) || typeof fields.score !== 'number') {
            result.failed_count++;
            result.errors.push({
              index,
              id: item.id,
              errors: Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, [String(message)]])),
            });
            return;
          }
          context.db.learning.courseGrades.update(existing.id, fields as Omit<CourseGradeRow, 'id' | 'created_at'>);
          result.updated_count++;
        });
        result.message = `${result.updated_count} grades updated${result.failed_count ? `, ${result.failed_count} failed` : ''}.`;
        return json<CourseGradeBulkUpdateResult>(result);
      },
      { roles: STAFF },
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Rubrics.

const presentRubric = (db: MockDatabase, row: RubricRow): Rubric => ({
  ...row,
  total_points: round2(row.criteria.reduce((sum, criterion) => sum + criterion.points, 0)),
  created_by: userSummaryById(db, row.created_by),
});

function rubricHandlers(): HttpHandler[] {
  const write = async (context: AuthedContext, existing?: RubricRow): Promise<Response> => {
    const input = await context.body<Partial<RubricRequest>>();
    if (input instanceof Response) return input;
    const courseId = input.course !== undefined ? input.course : (existing?.course ?? null);
    if (courseId !== null && !context.db.courses.courses.get(courseId))
      return fieldErrors({ course: `Invalid pk "${courseId}" - object does not exist.` });
    if (input.criteria && input.criteria.length === 0) return fieldErrors({ criteria: 'A rubric needs at least one criterion.' });
    if ((input.criteria ?? []).some((criterion) => criterion.points <= 0))
      return fieldErrors({ criteria: 'Every criterion needs points above 0.' });
    const stamp = nowIso();
    const fields = {
      title: input.title ?? existing?.title ?? 'Rubric',
      description: input.description ?? existing?.description ?? '',
      course: courseId,
      criteria: input.criteria
        ? input.criteria.map((criterion, index) => ({
            id: index + 1,
            title: criterion.title,
            description: criterion.description ?? '',
            points: criterion.points,
            order: criterion.order ?? index + 1,
            levels: criterion.levels ?? [],
          }))
        : (existing?.criteria ?? []),
      is_active: input.is_active ?? existing?.is_active ?? true,
      updated_at: stamp,
    };
    const stored = existing
      ? (context.db.learning.rubrics.update(existing.id, fields) ?? existing)
      : context.db.learning.rubrics.insert({ ...fields, created_by: context.user.id, created_at: stamp });
    return existing ? json<Rubric>(presentRubric(context.db, stored)) : created<Rubric>(presentRubric(context.db, stored));
  };
  return tableRoutes<RubricRow, AuthedContext, Rubric>({
    table: (db) => db.learning.rubrics,
    operations: {
      list: 'listRubrics',
      create: 'createRubric',
      get: 'getRubric',
      update: 'updateRubric',
      partialUpdate: 'partialUpdateRubric',
      delete: 'deleteRubric',
    },
    writeRoles: STAFF,
    present: (row, context) => presentRubric(context.db, row),
    listPresented: { search: ['title', 'description'], ordering: 'title' },
    write,
    beforeDelete: (row, context) =>
      context.db.learning.peerReviews.some((review) => review.rubric === row.id && review.status === 'submitted')
        ? detail(400, 'This rubric is used by submitted peer reviews.')
        : undefined,
  });
}

// ---------------------------------------------------------------------------------------------
// Peer reviews.

function presentPeerReview(db: MockDatabase, row: PeerReviewRow, viewer: number): PeerReview {
  const hidden = row.is_anonymous && row.reviewee === viewer && row.reviewer !== viewer;
  const reviewer = hidden
    ? {
        id: 0,
        username: 'anonymous',
        first_name: 'Anonymous',
        last_name: 'reviewer',
        get_full_name: 'Anonymous reviewer',
        user_type: 'student' as const,
        profile_picture: null,
      }
    : userSummaryById(db, row.reviewer);
  const status = row.status === 'pending' && row.due_date && row.due_date < isoDateTime(new Date()) ? 'expired' : row.status;
  return { ...row, status, reviewer, reviewee: userSummaryById(db, row.reviewee) };
}

function peerHandlers(): HttpHandler[] {
  const sees = (context: AuthedContext, row: PeerReviewRow): boolean =>
    row.reviewer === context.user.id ||
    row.reviewee === context.user.id ||
    isManagement(context.user) ||
    (isStaff(context.user) && managesCourse(context.user, context.db.courses.courses.get(row.course ?? 0)));
  const find = (context: AuthedContext): PeerReviewRow | undefined => {
    const row = context.db.learning.peerReviews.get(context.id());
    return row && sees(context, row) ? row : undefined;
  };
  const write = async (context: AuthedContext, existing?: PeerReviewRow): Promise<Response> => {
    const input = await context.body<Partial<PeerReviewRequest>>();
    if (input instanceof Response) return input;
    const submission = context.db.progress.submissions.get(input.submission ?? existing?.submission ?? 0);
    if (!submission) return fieldErrors({ submission: `Invalid pk "${String(input.submission)}" - object does not exist.` });
    const reviewer = context.db.accounts.users.get(input.reviewer ?? existing?.reviewer ?? 0);
    if (!reviewer || reviewer.user_type !== 'student') return fieldErrors({ reviewer: 'The reviewer must be a student.' });
    if (reviewer.id === submission.student) return fieldErrors({ reviewer: 'Students cannot review their own work.' });
    const rubricId = input.rubric !== undefined ? input.rubric : (existing?.rubric ?? null);
    const rubric = rubricId ? context.db.learning.rubrics.get(rubricId) : undefined;
    if (rubricId && !rubric) return fieldErrors({ rubric: `Invalid pk "${rubricId}" - object does not exist.` });
    const course = context.db.courses.projects.get(submission.project)?.course ?? null;
    if (!managesCourse(context.user, context.db.courses.courses.get(course ?? 0))) return context.deny();
    const stamp = nowIso();
    const fields = {
      submission: submission.id,
      course,
      rubric: rubric?.id ?? null,
      reviewer: reviewer.id,
      reviewee: submission.student,
      is_anonymous: input.is_anonymous ?? existing?.is_anonymous ?? true,
      due_date: input.due_date !== undefined ? input.due_date : (existing?.due_date ?? null),
      max_score: rubric ? rubric.criteria.reduce((sum, criterion) => sum + criterion.points, 0) : 100,
      updated_at: stamp,
    };
    const stored = existing
      ? (context.db.learning.peerReviews.update(existing.id, fields) ?? existing)
      : context.db.learning.peerReviews.insert({
          ...fields,
          status: 'pending',
          scores: [],
          total_score: null,
          overall_feedback: '',
          submitted_at: null,
          created_at: stamp,
        });
    return existing
      ? json<PeerReview>(presentPeerReview(context.db, stored, context.user.id))
      : created<PeerReview>(presentPeerReview(context.db, stored, context.user.id));
  };
  return [
    route('listPeerReviews', (context) => {
      const role = context.query.get('role');
      if (role && !['reviewer', 'reviewee'].includes(role))
        return fieldErrors({ role: `Select a valid choice. ${role} is not one of the available choices.` });
      const rows = context.db.learning.peerReviews
        .filter(
          (row) =>
            sees(context, row) &&
            (!role || (role === 'reviewer' ? row.reviewer === context.user.id : row.reviewee === context.user.id)),
        )
        .map((row) => presentPeerReview(context.db, row, context.user.id));
      return json(listPage(context, rows, { search: ['overall_feedback'], ordering: '-created_at', ignore: ['role'] }));
    }),
    route('createPeerReview', (context) => write(context), { roles: STAFF }),
    route('getPeerReview', (context) => {
      const row = find(context);
      return row ? json<PeerReview>(presentPeerReview(context.db, row, context.user.id)) : notFound();
    }),
    ...(['updatePeerReview', 'partialUpdatePeerReview'] as const).map((operationId) =>
      route(operationId, withRow(find, write), { roles: STAFF }),
    ),
    route(
      'deletePeerReview',
      (context) => {
        const row = find(context);
        if (!row) return notFound();
        context.db.learning.peerReviews.remove(row.id);
        return noContent();
      },
      { roles: STAFF },
    ),
    route('listPendingPeerReviews', (context) => {
      const stamp = isoDateTime(new Date());
      const rows = context.db.learning.peerReviews
        .filter((row) => row.reviewer === context.user.id && row.status === 'pending' && (!row.due_date || row.due_date >= stamp))
        .map((row) => presentPeerReview(context.db, row, context.user.id));
      return json(listPage(context, rows, { ordering: 'due_date' }));
    }),
    route('submitPeerReview', async (context) => {
      const row = find(context);
      if (!row) return notFound();
      if (row.reviewer !== context.user.id) return context.deny();
      const input = await context.body<PeerReviewSubmitRequest>();
      if (input instanceof Response) return input;
      if (presentPeerReview(context.db, row, context.user.id).status !== 'pending')
        return detail(400, 'Only pending reviews can be submitted.');
      const rubric = row.rubric ? context.db.learning.rubrics.get(row.rubric) : undefined;
      const scores = input.scores ?? [];
      if (rubric) {
        const missing = rubric.criteria.find((criterion) => !scores.some((score) => score.criterion === criterion.id));
        if (missing) return fieldErrors({ scores: `Score the criterion "${missing.title}".` });
        const stranger = scores.find((score) => !rubric.criteria.some((criterion) => criterion.id === score.criterion));
        if (stranger) return fieldErrors({ scores: `Criterion ${stranger.criterion} is not part of the rubric.` });
        const over = scores.find(
          (score) =>
            score.points < 0 ||
            score.points > (rubric.criteria.find((criterion) => criterion.id === score.criterion)?.points ?? 0),
        );
        if (over) return fieldErrors({ scores: `Points for criterion ${over.criterion} must be between 0 and its maximum.` });
      }
      if (!input.overall_feedback.trim()) return fieldErrors({ overall_feedback: 'This field may not be blank.' });
      const stamp = nowIso();
      const updated =
        context.db.learning.peerReviews.update(row.id, {
          scores,
          total_score: round2(scores.reduce((sum, score) => sum + score.points, 0)),
          overall_feedback: input.overall_feedback.trim(),
          status: 'submitted',
          submitted_at: stamp,
          updated_at: stamp,
        }) ?? row;
      return json<PeerReview>(presentPeerReview(context.db, updated, context.user.id));
    }),
  ];
}

export function assessmentsHandlers(): HttpHandler[] {
  return [...gradeHandlers(), ...rubricHandlers(), ...peerHandlers()];
}
