/**
 * Coding assessments of the learning area: assessments (start, analytics, upcoming, publishing) and
 * questions with test cases, and what the attempt, review and editor modules share. Code answers and
 * editor runs go through the sandbox (src/sandbox/run-code.ts): JavaScript and TypeScript run for
 * real, other languages are graded plausibly. Students see published assessments of their courses,
 * without answer keys or hidden test cases; staff manage the assessments of their courses.
 */
import type {
  AssessmentAttempt,
  AssessmentAttemptStart,
  AssessmentQuestion,
  AssessmentQuestionRequest,
  CodingAssessment,
  CodingAssessmentAnalytics,
  CodingAssessmentSummary,
  LearningPublishToggleResult,
  QuestionTestCase,
  QuestionTestCaseItemRequest,
  QuestionTestCaseRequest,
} from '@ujuzi/api';
import { LANGUAGE_INFO } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import { userSummaryById, type UserRecord } from '../db/accounts';
import type { MockDatabase } from '../db/database';
import { enrollmentFor, isManagement, isStaff } from '../db/enrollments';
import { type AssessmentRow, type AttemptRow, type QuestionRow, totalPoints } from '../db/learning';
import { isoDateTime, nowIso } from '../db/time';
import { STAFF, uniqueSlug } from '../kit/crud';
import { applyOrdering, listPage } from '../kit/list';
import { created, detail, fieldErrors, json, noContent, notFound } from '../kit/respond';
import { route, type AuthedContext } from '../kit/route';
import { integerError, limitOf, managesCourse, percent, round2 } from './courses-shared';
import { withRow } from '../kit/row-lookup';

// ---------------------------------------------------------------------------------------------
// Visibility and presentation.

/** Staff who manage the assessment's course see everything; enrolled students see published ones. */
export function managesAssessment(db: MockDatabase, user: UserRecord, row: AssessmentRow): boolean {
  return isManagement(user) || managesCourse(user, db.courses.courses.get(row.course));
}

export function seesAssessment(db: MockDatabase, user: UserRecord, row: AssessmentRow): boolean {
  if (managesAssessment(db, user, row)) return true;
  if (isStaff(user)) return row.is_published;
  if (!row.is_published) return false;
  if (user.user_type === 'parent')
    return db.accounts.relations.some(
      (relation) => relation.parent === user.id && !!enrollmentFor(db, relation.student, row.course),
    );
  return !!enrollmentFor(db, user.id, row.course);
}

export function presentAssessment(db: MockDatabase, row: AssessmentRow): CodingAssessment {
  const { created_by, ...rest } = row;
  return {
    ...rest,
    rubric: row.rubric ?? null,
    course_title: db.courses.courses.get(row.course)?.title ?? '',
    questions_count: db.learning.questions.count((question) => question.assessment === row.id),
    attempts_count: db.learning.attempts.count((attempt) => attempt.assessment === row.id),
    total_points: totalPoints(db, row.id),
    created_by: userSummaryById(db, created_by),
  };
}

export const assessmentSummary = (db: MockDatabase, row: AssessmentRow): CodingAssessmentSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  course: row.course,
  course_title: db.courses.courses.get(row.course)?.title ?? '',
  assessment_type: row.assessment_type,
  time_limit_minutes: row.time_limit_minutes ?? null,
  due_date: row.due_date ?? null,
});

export const testsOf = (db: MockDatabase, questionId: number): QuestionTestCase[] =>
  applyOrdering(
    db.learning.testCases.filter((test) => test.question === questionId),
    'order,id',
  );

/** A question as the caller may see it: without the answer key and hidden test cases for students. */
export function presentQuestion(db: MockDatabase, row: QuestionRow, withKey: boolean): AssessmentQuestion {
  const tests = testsOf(db, row.id);
  const question: AssessmentQuestion = {
    ...row,
    test_cases: withKey ? tests : tests.filter((test) => !test.is_hidden),
    test_cases_count: tests.length,
  };
  if (withKey) return question;
  return {
    ...question,
    correct_answer: null,
    solution_code: null,
    options: (row.options ?? []).map(({ key, text }) => ({ key, text })),
  };
}

export function presentAttempt(db: MockDatabase, row: AttemptRow): AssessmentAttempt {
  const { student, ...rest } = row;
  return {
    ...rest,
    rubric_scores: row.rubric_scores ?? [],
    assessment_title: db.learning.assessments.get(row.assessment)?.title ?? '',
    student: userSummaryById(db, student),
    responses_count: db.learning.responses.count((response) => response.attempt === row.id),
    max_score: totalPoints(db, row.assessment),
  };
}

/** An in-progress attempt past its time limit becomes `expired` when read. */
export function refreshAttempt(db: MockDatabase, row: AttemptRow): AttemptRow {
  if (row.status === 'in_progress' && row.expires_at && row.expires_at < isoDateTime(new Date()))
    return db.learning.attempts.update(row.id, { status: 'expired', updated_at: nowIso() }) ?? row;
  return row;
}

/** Why a student may not start a new attempt now (undefined when they may). */
export function startRefusal(db: MockDatabase, row: AssessmentRow, studentId: number): string | undefined {
  const stamp = isoDateTime(new Date());
  if (!row.is_published) return 'This assessment is not published.';
  if (row.available_from && row.available_from > stamp) return `This assessment opens on ${row.available_from.slice(0, 10)}.`;
  if (row.due_date && row.due_date < stamp) return 'The due date of this assessment has passed.';
  const used = db.learning.attempts.count((attempt) => attempt.assessment === row.id && attempt.student === studentId);
  if (row.max_attempts && used >= row.max_attempts) return `You have used all ${row.max_attempts} attempts.`;
  return undefined;
}

export function newAttempt(db: MockDatabase, row: AssessmentRow, studentId: number): AttemptRow {
  const now = new Date();
  const stamp = isoDateTime(now);
  return db.learning.attempts.insert({
    assessment: row.id,
    student: studentId,
    attempt_number: db.learning.attempts.count((attempt) => attempt.assessment === row.id && attempt.student === studentId) + 1,
    status: 'in_progress',
    started_at: stamp,
    expires_at: row.time_limit_minutes ? isoDateTime(new Date(now.getTime() + row.time_limit_minutes * 60_000)) : null,
    submitted_at: null,
    time_spent_seconds: 0,
    score: null,
    percentage: null,
    is_passed: null,
    feedback: null,
    graded_by: null,
    graded_at: null,
    created_at: stamp,
    updated_at: stamp,
  });
}

/** A stable shuffle of the questions for one attempt. */
function shuffled<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed * 9301 + 49297;
  for (let index = result.length - 1; index > 0; index--) {
    state = (state * 9301 + 49297) % 233280;
    const other = Math.floor((state / 233280) * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Assessments and questions.

async function writeAssessment(context: AuthedContext, existing?: AssessmentRow): Promise<Response> {
  const input = await context.body<Partial<CodingAssessment>>();
  if (input instanceof Response) return input;
  const course = context.db.courses.courses.get(input.course ?? existing?.course ?? 0);
  if (!course) return fieldErrors({ course: `Invalid pk "${String(input.course)}" - object does not exist.` });
  if (!managesCourse(context.user, course)) return context.deny();
  const from = input.available_from !== undefined ? input.available_from : (existing?.available_from ?? null);
  const due = input.due_date !== undefined ? input.due_date : (existing?.due_date ?? null);
  if (from && due && due < from) return fieldErrors({ due_date: 'The due date must be after the availability date.' });
  const passing = input.passing_score ?? existing?.passing_score ?? 60;
  if (passing < 0 || passing > 100) return fieldErrors({ passing_score: 'Ensure this value is between 0 and 100.' });
  if (input.is_published && !existing) return fieldErrors({ is_published: 'Add questions before publishing the assessment.' });
  const rubric = input.rubric !== undefined ? input.rubric : (existing?.rubric ?? null);
  if (rubric !== null && !context.db.learning.rubrics.get(rubric))
    return fieldErrors({ rubric: `Invalid pk "${rubric}" - object does not exist.` });
  const title = input.title ?? existing?.title ?? 'Assessment';
  const stamp = nowIso();
  const fields: Omit<AssessmentRow, 'id' | 'created_at' | 'created_by'> = {
    title,
    slug:
      typeof input.slug === 'string' && input.slug
        ? input.slug
        : existing && input.title === undefined
          ? existing.slug
          : uniqueSlug(context.db.learning.assessments, title, existing?.id),
    description: input.description ?? existing?.description ?? '',
    instructions: input.instructions ?? existing?.instructions ?? '',
    course: course.id,
    assessment_type: input.assessment_type ?? existing?.assessment_type ?? 'quiz',
    time_limit_minutes:
      input.time_limit_minutes !== undefined ? input.time_limit_minutes : (existing?.time_limit_minutes ?? null),
    passing_score: passing,
    rubric,
    max_attempts: input.max_attempts !== undefined ? input.max_attempts : (existing?.max_attempts ?? null),
    is_published: input.is_published ?? existing?.is_published ?? false,
    available_from: from,
    due_date: due,
    shuffle_questions: input.shuffle_questions ?? existing?.shuffle_questions ?? false,
    show_results_immediately: input.show_results_immediately ?? existing?.show_results_immediately ?? true,
    updated_at: stamp,
  };
  if (fields.is_published && existing && !context.db.learning.questions.some((question) => question.assessment === existing.id))
    return fieldErrors({ is_published: 'Add questions before publishing the assessment.' });
  const stored = existing
    ? (context.db.learning.assessments.update(existing.id, fields) ?? existing)
    : context.db.learning.assessments.insert({ ...fields, created_by: context.user.id, created_at: stamp });
  return existing
    ? json<CodingAssessment>(presentAssessment(context.db, stored))
    : created<CodingAssessment>(presentAssessment(context.db, stored));
}

function questionErrors(
  input: Partial<AssessmentQuestionRequest>,
  existing: QuestionRow | undefined,
): Record<string, string> | undefined {
  const type = input.question_type ?? existing?.question_type;
  const options = input.options ?? existing?.options ?? [];
  if (type === 'code' && !(input.language ?? existing?.language)) return { language: 'Code questions need a language.' };
  if (type === 'multiple_choice' && (options.length < 2 || options.filter((option) => option.is_correct).length !== 1))
    return { options: 'Multiple-choice questions need at least two options with exactly one correct.' };
  if ((input.points ?? existing?.points ?? 1) <= 0) return { points: 'Ensure this value is greater than 0.' };
  if (type !== 'code' && (input.test_cases ?? []).length > 0) return { test_cases: 'Only code questions take test cases.' };
  return undefined;
}

/**
 * A question's test cases as sent in its `test_cases`: an item with the id of one of them updates it in
 * place (its id stays), one without is added, and the question's cases left out are deleted.
 */
function replaceTests(db: MockDatabase, questionId: number, tests: QuestionTestCaseItemRequest[]): void {
  const kept = new Set(tests.flatMap((test) => (test.id === undefined ? [] : [test.id])));
  db.learning.testCases.removeWhere((test) => test.question === questionId && !kept.has(test.id));
  const stamp = nowIso();
  tests.forEach((test, index) => {
    const fields = {
      description: test.description ?? '',
      input: test.input,
      expected_output: test.expected_output,
      is_hidden: test.is_hidden ?? false,
      weight: test.weight ?? 1,
      order: test.order ?? index + 1,
    };
    if (test.id !== undefined) db.learning.testCases.update(test.id, fields);
    else db.learning.testCases.insert({ ...fields, question: questionId, created_at: stamp });
  });
}

/** The `test_cases` items naming a case that is not one of this question's. */
function foreignTestCase(db: MockDatabase, questionId: number | undefined, tests: QuestionTestCaseItemRequest[] = []) {
  const unknown = tests.find((test) => test.id !== undefined && db.learning.testCases.get(test.id)?.question !== questionId);
  return unknown ? { test_cases: `Invalid pk "${unknown.id}" - object does not exist.` } : undefined;
}

async function writeQuestion(context: AuthedContext, existing?: QuestionRow): Promise<Response> {
  const input = await context.body<Partial<AssessmentQuestionRequest>>();
  if (input instanceof Response) return input;
  const assessment = context.db.learning.assessments.get(input.assessment ?? existing?.assessment ?? 0);
  if (!assessment) return fieldErrors({ assessment: `Invalid pk "${String(input.assessment)}" - object does not exist.` });
  if (!managesAssessment(context.db, context.user, assessment)) return context.deny();
  const errors = questionErrors(input, existing) ?? foreignTestCase(context.db, existing?.id, input.test_cases);
  if (errors) return fieldErrors(errors);
  const type = input.question_type ?? existing?.question_type ?? 'short_answer';
  const options = input.options ?? existing?.options ?? [];
  const stamp = nowIso();
  const fields: Omit<QuestionRow, 'id' | 'created_at'> = {
    assessment: assessment.id,
    question_type: type,
    question_text: input.question_text ?? existing?.question_text ?? '',
    points: input.points ?? existing?.points ?? 1,
    order:
      input.order ??
      existing?.order ??
      context.db.learning.questions.count((question) => question.assessment === assessment.id) + 1,
    options,
    correct_answer:
      input.correct_answer !== undefined
        ? input.correct_answer
        : type === 'multiple_choice'
          ? (options.find((option) => option.is_correct)?.key ?? null)
          : (existing?.correct_answer ?? null),
    explanation: input.explanation ?? existing?.explanation ?? '',
    language: input.language !== undefined ? input.language : (existing?.language ?? null),
    starter_code:
      input.starter_code !== undefined
        ? input.starter_code
        : (existing?.starter_code ?? (type === 'code' && input.language ? LANGUAGE_INFO[input.language].sample : null)),
    solution_code: input.solution_code !== undefined ? input.solution_code : (existing?.solution_code ?? null),
    updated_at: stamp,
  };
  const stored = existing
    ? (context.db.learning.questions.update(existing.id, fields) ?? existing)
    : context.db.learning.questions.insert({ ...fields, created_at: stamp });
  if (input.test_cases) replaceTests(context.db, stored.id, input.test_cases);
  const answer = presentQuestion(context.db, stored, true);
  return existing ? json<AssessmentQuestion>(answer) : created<AssessmentQuestion>(answer);
}

export function assessmentHandlers(): HttpHandler[] {
  const find = (context: AuthedContext): AssessmentRow | undefined => {
    const row = context.db.learning.assessments.get(context.id());
    return row && seesAssessment(context.db, context.user, row) ? row : undefined;
  };
  const findQuestion = (context: AuthedContext): QuestionRow | undefined => {
    const row = context.db.learning.questions.get(context.id());
    const assessment = row ? context.db.learning.assessments.get(row.assessment) : undefined;
    return row && assessment && seesAssessment(context.db, context.user, assessment) ? row : undefined;
  };
  return [
    route('listCodingAssessments', (context) => {
      const rows = context.db.learning.assessments
        .filter((row) => seesAssessment(context.db, context.user, row))
        .map((row) => presentAssessment(context.db, row));
      return json(
        listPage(context, rows, {
          search: ['title', 'description', 'course_title'],
          ordering: 'due_date',
          filters: { course_slug: (row, value) => context.db.courses.courses.get(row.course)?.slug === value },
        }),
      );
    }),
    route('createCodingAssessment', (context) => writeAssessment(context), { roles: STAFF }),
    route('getCodingAssessment', (context) => {
      const row = find(context);
      return row ? json<CodingAssessment>(presentAssessment(context.db, row)) : notFound();
    }),
    ...(['updateCodingAssessment', 'partialUpdateCodingAssessment'] as const).map((operationId) =>
      route(operationId, withRow(find, writeAssessment), { roles: STAFF }),
    ),
    route(
      'deleteCodingAssessment',
      (context) => {
        const row = find(context);
        if (!row) return notFound();
        if (!managesAssessment(context.db, context.user, row)) return context.deny();
        const questions = new Set(
          context.db.learning.questions.filter((question) => question.assessment === row.id).map((question) => question.id),
        );
        const attempts = new Set(
          context.db.learning.attempts.filter((attempt) => attempt.assessment === row.id).map((attempt) => attempt.id),
        );
        context.db.learning.testCases.removeWhere((test) => questions.has(test.question));
        context.db.learning.responses.removeWhere((response) => attempts.has(response.attempt));
        context.db.learning.attempts.removeWhere((attempt) => attempts.has(attempt.id));
        context.db.learning.questions.removeWhere((question) => questions.has(question.id));
        context.db.learning.assessments.remove(row.id);
        return noContent();
      },
      { roles: STAFF },
    ),
    route('startCodingAssessmentAttempt', (context) => {
      const row = find(context);
      if (!row) return notFound();
      if (
        isStaff(context.user) &&
        !enrollmentFor(context.db, context.user.id, row.course) &&
        context.user.user_type !== 'student'
      )
        return detail(400, 'Only students take assessments; preview the questions instead.');
      const running = context.db.learning.attempts
        .filter(
          (attempt) => attempt.assessment === row.id && attempt.student === context.user.id && attempt.status === 'in_progress',
        )
        .map((attempt) => refreshAttempt(context.db, attempt))
        .find((attempt) => attempt.status === 'in_progress');
      let attempt = running;
      if (!attempt) {
        const refusal = startRefusal(context.db, row, context.user.id);
        if (refusal) return detail(400, refusal);
        attempt = newAttempt(context.db, row, context.user.id);
      }
      const questions = applyOrdering(
        context.db.learning.questions.filter((question) => question.assessment === row.id),
        'order,id',
      );
      const ordered = row.shuffle_questions ? shuffled(questions, attempt.id) : questions;
      return json<AssessmentAttemptStart>(
        {
          attempt: presentAttempt(context.db, attempt),
          questions: ordered.map((question) => presentQuestion(context.db, question, false)),
          message: running
            ? 'Your attempt in progress was resumed.'
            : row.time_limit_minutes
              ? `Attempt started. You have ${row.time_limit_minutes} minutes.`
              : 'Attempt started.',
        },
        201,
      );
    }),
    route(
      'getCodingAssessmentAnalytics',
      (context) => {
        const row = find(context);
        if (!row) return notFound();
        if (!managesAssessment(context.db, context.user, row)) return context.deny();
        const attempts = context.db.learning.attempts.filter((attempt) => attempt.assessment === row.id);
        const graded = attempts.filter(
          (attempt) => attempt.status === 'graded' && attempt.percentage !== null && attempt.percentage !== undefined,
        );
        const scores = graded.map((attempt) => attempt.percentage ?? 0);
        const minutes = attempts
          .filter((attempt) => attempt.time_spent_seconds)
          .map((attempt) => (attempt.time_spent_seconds ?? 0) / 60);
        const bands: [string, number, number][] = [
          ['0-49', 0, 50],
          ['50-59', 50, 60],
          ['60-69', 60, 70],
          ['70-79', 70, 80],
          ['80-100', 80, 101],
        ];
        const questions = context.db.learning.questions.filter((question) => question.assessment === row.id);
        return json<CodingAssessmentAnalytics>({
          assessment_id: row.id,
          total_attempts: attempts.length,
          completed_attempts: attempts.filter((attempt) => attempt.status === 'graded' || attempt.status === 'submitted').length,
          unique_students: new Set(attempts.map((attempt) => attempt.student)).size,
          average_score: scores.length > 0 ? round2(scores.reduce((sum, value) => sum + value, 0) / scores.length) : null,
          highest_score: scores.length > 0 ? Math.max(...scores) : null,
          lowest_score: scores.length > 0 ? Math.min(...scores) : null,
          pass_rate: graded.length > 0 ? percent(graded.filter((attempt) => attempt.is_passed).length, graded.length) : null,
          average_time_minutes:
            minutes.length > 0 ? round2(minutes.reduce((sum, value) => sum + value, 0) / minutes.length) : null,
          score_distribution: bands.map(([range, low, high]) => ({
            range,
            count: scores.filter((score) => score >= low && score < high).length,
          })),
          question_stats: questions.map((question) => {
            const responses = context.db.learning.responses.filter(
              (response) => response.question === question.id && response.points_awarded !== null,
            );
            return {
              question_id: question.id,
              question_text: question.question_text,
              correct_rate: percent(responses.filter((response) => response.is_correct).length, responses.length),
              average_points:
                responses.length > 0
                  ? round2(responses.reduce((sum, response) => sum + (response.points_awarded ?? 0), 0) / responses.length)
                  : 0,
            };
          }),
        });
      },
      { roles: STAFF },
    ),
    route('listUpcomingCodingAssessments', (context) => {
      const problem = integerError(context, 'limit', 1, 50) ?? integerError(context, 'course');
      if (problem) return problem;
      const stamp = isoDateTime(new Date());
      const course = context.query.get('course');
      const rows = context.db.learning.assessments.filter(
        (row) =>
          row.is_published &&
          !!row.due_date &&
          row.due_date >= stamp &&
          (!course || String(row.course) === course) &&
          seesAssessment(context.db, context.user, row) &&
          !context.db.learning.attempts.some(
            (attempt) =>
              attempt.assessment === row.id &&
              attempt.student === context.user.id &&
              (attempt.status === 'submitted' || attempt.status === 'graded'),
          ),
      );
      return json<CodingAssessmentSummary[]>(
        applyOrdering(rows, 'due_date')
          .slice(0, limitOf(context, 10, 50))
          .map((row) => assessmentSummary(context.db, row)),
      );
    }),
    route(
      'toggleCodingAssessmentPublished',
      (context) => {
        const row = find(context);
        if (!row) return notFound();
        if (!managesAssessment(context.db, context.user, row)) return context.deny();
        if (!row.is_published && !context.db.learning.questions.some((question) => question.assessment === row.id))
          return detail(400, 'Add questions before publishing the assessment.');
        const updated =
          context.db.learning.assessments.update(row.id, { is_published: !row.is_published, updated_at: nowIso() }) ?? row;
        return json<LearningPublishToggleResult>({
          id: row.id,
          is_published: updated.is_published,
          message: updated.is_published ? 'Assessment published.' : 'Assessment unpublished.',
        });
      },
      { roles: STAFF },
    ),
    route('listAssessmentQuestions', (context) => {
      const rows = context.db.learning.questions
        .filter((row) => {
          const assessment = context.db.learning.assessments.get(row.assessment);
          return !!assessment && seesAssessment(context.db, context.user, assessment);
        })
        .map((row) =>
          presentQuestion(
            context.db,
            row,
            managesAssessment(context.db, context.user, context.db.learning.assessments.get(row.assessment) as AssessmentRow),
          ),
        );
      return json(listPage(context, rows, { search: ['question_text'], ordering: 'assessment,order' }));
    }),
    route('createAssessmentQuestion', (context) => writeQuestion(context), { roles: STAFF }),
    route('getAssessmentQuestion', (context) => {
      const row = findQuestion(context);
      return row
        ? json<AssessmentQuestion>(
            presentQuestion(
              context.db,
              row,
              managesAssessment(context.db, context.user, context.db.learning.assessments.get(row.assessment) as AssessmentRow),
            ),
          )
        : notFound();
    }),
    ...(['updateAssessmentQuestion', 'partialUpdateAssessmentQuestion'] as const).map((operationId) =>
      route(operationId, withRow(findQuestion, writeQuestion), { roles: STAFF }),
    ),
    route(
      'deleteAssessmentQuestion',
      (context) => {
        const row = findQuestion(context);
        if (!row) return notFound();
        if (!managesAssessment(context.db, context.user, context.db.learning.assessments.get(row.assessment) as AssessmentRow))
          return context.deny();
        context.db.learning.testCases.removeWhere((test) => test.question === row.id);
        context.db.learning.questions.remove(row.id);
        return noContent();
      },
      { roles: STAFF },
    ),
    route(
      'addQuestionTestCase',
      async (context) => {
        const row = findQuestion(context);
        if (!row) return notFound();
        if (!managesAssessment(context.db, context.user, context.db.learning.assessments.get(row.assessment) as AssessmentRow))
          return context.deny();
        const input = await context.body<QuestionTestCaseRequest>();
        if (input instanceof Response) return input;
        if (row.question_type !== 'code') return detail(400, 'Only code questions take test cases.');
        const test = context.db.learning.testCases.insert({
          question: row.id,
          description: input.description ?? '',
          input: input.input,
          expected_output: input.expected_output,
          is_hidden: input.is_hidden ?? false,
          weight: input.weight ?? 1,
          order: input.order ?? testsOf(context.db, row.id).length + 1,
          created_at: nowIso(),
        });
        return created<QuestionTestCase>(test);
      },
      { roles: STAFF },
    ),
    route('listQuestionTestCases', (context) => {
      const row = findQuestion(context);
      if (!row) return notFound();
      const key = managesAssessment(
        context.db,
        context.user,
        context.db.learning.assessments.get(row.assessment) as AssessmentRow,
      );
      return json<QuestionTestCase[]>(testsOf(context.db, row.id).filter((test) => key || !test.is_hidden));
    }),
  ];
}
