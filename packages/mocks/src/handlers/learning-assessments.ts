/**
 * Coding assessments of the learning area: assessments, questions with test cases, attempts
 * (start, submit, grade), responses and code reviews; and the in-browser code editor (config,
 * languages, runs, sessions). Code answers and editor runs go through the sandbox
 * (src/sandbox/run-code.ts): JavaScript and TypeScript run for real, other languages are graded
 * plausibly. Students see published assessments of their courses, without answer keys or hidden
 * test cases; staff manage the assessments of their courses.
 */
import type {
  AssessmentAttempt,
  AssessmentAttemptBulkGradeRequest,
  AssessmentAttemptBulkGradeResult,
  AssessmentAttemptGradeRequest,
  AssessmentAttemptStart,
  AssessmentAttemptSubmitRequest,
  AssessmentAttemptSubmitResult,
  AssessmentQuestion,
  AssessmentQuestionRequest,
  AssessmentResponse,
  AssessmentSubmittedAnswer,
  CodeLanguage,
  CodeReview,
  CodingAssessment,
  CodingAssessmentAnalytics,
  CodingAssessmentSummary,
  IdeConfig,
  IdeExecuteCodeRequest,
  IdeExecution,
  IdeExecutionResult,
  IdeLanguage,
  IdeSession,
  IdeSessionCreateRequest,
  LearningPublishToggleResult,
  QuestionTestCase,
  QuestionTestCaseRequest,
} from '@ujuzi/api';
import { CODE_LANGUAGES, LANGUAGE_INFO } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import { userSummaryById, type UserRecord } from '../db/accounts';
import type { MockDatabase } from '../db/database';
import { enrollmentFor, isManagement, isStaff } from '../db/enrollments';
import type { AssessmentRow, AttemptRow, CodeReviewRow, IdeSessionRow, QuestionRow } from '../db/learning';
import { totalPoints } from '../db/learning';
import { isoDateTime, nowIso } from '../db/time';
import { STAFF, uniqueSlug } from '../kit/crud';
import { applyOrdering, listPage, paginate } from '../kit/list';
import { created, detail, fieldErrors, file, json, noContent, notFound } from '../kit/respond';
import { route, type AuthedContext } from '../kit/route';
import { DEFAULT_TIMEOUT_MS, MAX_OUTPUT, passesTest, runCode } from '../sandbox/run-code';
import { integerError, limitOf, managesCourse, percent, round2 } from './courses-shared';
import { withRow } from '../kit/row-lookup';

const MAX_CODE_LENGTH = 65_536;
const RUNS_PER_MINUTE = 30;

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

const testsOf = (db: MockDatabase, questionId: number): QuestionTestCase[] =>
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
    assessment_title: db.learning.assessments.get(row.assessment)?.title ?? '',
    student: userSummaryById(db, student),
    responses_count: db.learning.responses.count((response) => response.attempt === row.id),
    max_score: totalPoints(db, row.assessment),
  };
}

function presentResponse(row: AssessmentResponse, forStaff: boolean): AssessmentResponse {
  if (forStaff) return row;
  return {
    ...row,
    test_results: (row.test_results ?? []).map((result) => (result.is_hidden ? { ...result, actual_output: null } : result)),
  };
}

// ---------------------------------------------------------------------------------------------
// Grading.

const normalise = (text: string | null | undefined): string => (text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** Marks one answer: objective questions against the key, code against every test case (weighted). */
export async function gradeResponse(db: MockDatabase, response: AssessmentResponse): Promise<AssessmentResponse> {
  const question = db.learning.questions.get(response.question);
  if (!question) return response;
  const stamp = nowIso();
  if (question.question_type === 'code') {
    const language = (response.language ?? question.language ?? 'javascript') as CodeLanguage;
    const tests = testsOf(db, question.id);
    const results = [];
    let weight = 0;
    let passedWeight = 0;
    for (const test of tests) {
      const outcome = response.code
        ? await passesTest(language, response.code, test, question.solution_code)
        : { passed: false, output: null, timeMs: 0 };
      weight += test.weight;
      if (outcome.passed) passedWeight += test.weight;
      results.push({
        test_case: test.id,
        passed: outcome.passed,
        is_hidden: test.is_hidden,
        actual_output: outcome.output,
        execution_time_ms: outcome.timeMs,
      });
    }
    const passed = results.filter((result) => result.passed).length;
    const points = weight > 0 ? round2((question.points * passedWeight) / weight) : 0;
    return (
      db.learning.responses.update(response.id, {
        is_correct: tests.length > 0 && passed === tests.length,
        points_awarded: points,
        max_points: question.points,
        tests_passed: passed,
        tests_total: tests.length,
        test_results: results,
        graded_at: stamp,
        updated_at: stamp,
      }) ?? response
    );
  }
  let correct: boolean;
  if (question.question_type === 'multiple_choice') {
    const key = question.correct_answer ?? (question.options ?? []).find((option) => option.is_correct)?.key;
    correct = !!response.selected_option && response.selected_option === key;
  } else if (question.question_type === 'true_false') {
    correct = normalise(response.selected_option ?? response.answer_text) === normalise(question.correct_answer);
  } else {
    correct = !!question.correct_answer && normalise(response.answer_text) === normalise(question.correct_answer);
  }
  return (
    db.learning.responses.update(response.id, {
      is_correct: correct,
      points_awarded: correct ? question.points : 0,
      max_points: question.points,
      graded_at: stamp,
      updated_at: stamp,
    }) ?? response
  );
}

/** Totals an attempt from its responses: score, percentage, pass. */
function scoreAttempt(db: MockDatabase, attempt: AttemptRow, grader: number | null, feedback?: string | null): AttemptRow {
  const assessment = db.learning.assessments.get(attempt.assessment);
  const max = totalPoints(db, attempt.assessment);
  const score = round2(
    db.learning.responses
      .filter((response) => response.attempt === attempt.id)
      .reduce((sum, response) => sum + (response.points_awarded ?? 0), 0),
  );
  const percentage = max > 0 ? round2((score / max) * 100) : 0;
  const passed = percentage >= (assessment?.passing_score ?? 50);
  return (
    db.learning.attempts.update(attempt.id, {
      status: 'graded',
      score,
      percentage,
      is_passed: passed,
      graded_by: grader,
      graded_at: nowIso(),
      feedback:
        feedback !== undefined && feedback !== null
          ? feedback
          : (attempt.feedback ?? (passed ? 'Well done.' : 'Review the module notes and try again.')),
      updated_at: nowIso(),
    }) ?? attempt
  );
}

async function autoGrade(
  db: MockDatabase,
  attempt: AttemptRow,
  grader: number | null,
  feedback?: string | null,
): Promise<AttemptRow> {
  for (const response of db.learning.responses.filter((candidate) => candidate.attempt === attempt.id))
    await gradeResponse(db, response);
  return scoreAttempt(db, attempt, grader, feedback);
}

/** An in-progress attempt past its time limit becomes `expired` when read. */
function refreshAttempt(db: MockDatabase, row: AttemptRow): AttemptRow {
  if (row.status === 'in_progress' && row.expires_at && row.expires_at < isoDateTime(new Date()))
    return db.learning.attempts.update(row.id, { status: 'expired', updated_at: nowIso() }) ?? row;
  return row;
}

function saveAnswer(db: MockDatabase, attempt: AttemptRow, answer: AssessmentSubmittedAnswer): AssessmentResponse {
  const question = db.learning.questions.get(answer.question_id) as QuestionRow;
  const existing = db.learning.responses.find((response) => response.attempt === attempt.id && response.question === question.id);
  const stamp = nowIso();
  const fields = {
    selected_option: answer.selected_option ?? null,
    answer_text: answer.answer_text ?? null,
    code: answer.code ?? null,
    language: answer.language ?? question.language ?? null,
    updated_at: stamp,
  };
  if (existing)
    return db.learning.responses.update(existing.id, { ...fields, is_correct: null, points_awarded: null }) ?? existing;
  return db.learning.responses.insert({
    attempt: attempt.id,
    question: question.id,
    question_type: question.question_type,
    ...fields,
    is_correct: null,
    points_awarded: null,
    max_points: question.points,
    feedback: null,
    tests_passed: null,
    tests_total: null,
    test_results: [],
    graded_at: null,
    created_at: stamp,
  });
}

/** Why a student may not start a new attempt now (undefined when they may). */
function startRefusal(db: MockDatabase, row: AssessmentRow, studentId: number): string | undefined {
  const stamp = isoDateTime(new Date());
  if (!row.is_published) return 'This assessment is not published.';
  if (row.available_from && row.available_from > stamp) return `This assessment opens on ${row.available_from.slice(0, 10)}.`;
  if (row.due_date && row.due_date < stamp) return 'The due date of this assessment has passed.';
  const used = db.learning.attempts.count((attempt) => attempt.assessment === row.id && attempt.student === studentId);
  if (row.max_attempts && used >= row.max_attempts) return `You have used all ${row.max_attempts} attempts.`;
  return undefined;
}

function newAttempt(db: MockDatabase, row: AssessmentRow, studentId: number): AttemptRow {
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

function replaceTests(db: MockDatabase, questionId: number, tests: QuestionTestCaseRequest[]): void {
  db.learning.testCases.removeWhere((test) => test.question === questionId);
  const stamp = nowIso();
  tests.forEach((test, index) =>
    db.learning.testCases.insert({
      question: questionId,
      description: test.description ?? '',
      input: test.input,
      expected_output: test.expected_output,
      is_hidden: test.is_hidden ?? false,
      weight: test.weight ?? 1,
      order: test.order ?? index + 1,
      created_at: stamp,
    }),
  );
}

async function writeQuestion(context: AuthedContext, existing?: QuestionRow): Promise<Response> {
  const input = await context.body<Partial<AssessmentQuestionRequest>>();
  if (input instanceof Response) return input;
  const assessment = context.db.learning.assessments.get(input.assessment ?? existing?.assessment ?? 0);
  if (!assessment) return fieldErrors({ assessment: `Invalid pk "${String(input.assessment)}" - object does not exist.` });
  if (!managesAssessment(context.db, context.user, assessment)) return context.deny();
  const errors = questionErrors(input, existing);
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

function assessmentHandlers(): HttpHandler[] {
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

// ---------------------------------------------------------------------------------------------
// Attempts, responses and code reviews.

function attemptHandlers(): HttpHandler[] {
  const seesAttempt = (context: AuthedContext, row: AttemptRow): boolean => {
    if (row.student === context.user.id) return true;
    const assessment = context.db.learning.assessments.get(row.assessment);
    if (assessment && managesAssessment(context.db, context.user, assessment)) return true;
    return (
      context.user.user_type === 'parent' &&
      context.db.accounts.relations.some((relation) => relation.parent === context.user.id && relation.student === row.student)
    );
  };
  const find = (context: AuthedContext): AttemptRow | undefined => {
    const row = context.db.learning.attempts.get(context.id());
    return row && seesAttempt(context, row) ? refreshAttempt(context.db, row) : undefined;
  };
  const managed = (context: AuthedContext, row: AttemptRow): boolean => {
    const assessment = context.db.learning.assessments.get(row.assessment);
    return !!assessment && managesAssessment(context.db, context.user, assessment);
  };
  const grade = async (
    context: AuthedContext,
    row: AttemptRow,
    input: AssessmentAttemptGradeRequest,
  ): Promise<AttemptRow | Response> => {
    if (row.status === 'in_progress') return detail(400, 'The attempt is still in progress.');
    for (const item of input.response_grades ?? []) {
      const response = context.db.learning.responses.get(item.response_id);
      if (!response || response.attempt !== row.id)
        return fieldErrors({ response_grades: `Response ${item.response_id} is not part of this attempt.` });
      if (item.points_awarded < 0 || item.points_awarded > (response.max_points ?? 0))
        return fieldErrors({
          response_grades: `Points for response ${item.response_id} must be between 0 and ${response.max_points ?? 0}.`,
        });
    }
    if (input.auto_grade !== false)
      for (const response of context.db.learning.responses.filter((candidate) => candidate.attempt === row.id))
        await gradeResponse(context.db, response);
    for (const item of input.response_grades ?? []) {
      context.db.learning.responses.update(item.response_id, (response) => ({
        points_awarded: item.points_awarded,
        is_correct: item.points_awarded >= (response.max_points ?? 0),
        feedback: item.feedback ?? response.feedback ?? null,
        graded_at: nowIso(),
      }));
    }
    return scoreAttempt(context.db, row, context.user.id, input.feedback);
  };
  return [
    route('listAssessmentAttempts', (context) => {
      const rows = context.db.learning.attempts
        .filter((row) => seesAttempt(context, row))
        .map((row) => presentAttempt(context.db, refreshAttempt(context.db, row)));
      return json(
        listPage(context, rows, {
          search: ['assessment_title', 'student.get_full_name', 'student.username'],
          ordering: '-started_at',
        }),
      );
    }),
    route('createAssessmentAttempt', async (context) => {
      const input = await context.body<{
        assessment: number;
        student?: number;
        time_spent_seconds?: number;
        feedback?: string | null;
      }>();
      if (input instanceof Response) return input;
      const assessment = context.db.learning.assessments.get(input.assessment);
      if (!assessment || !seesAssessment(context.db, context.user, assessment))
        return fieldErrors({ assessment: `Invalid pk "${input.assessment}" - object does not exist.` });
      const studentId =
        input.student !== undefined && managesAssessment(context.db, context.user, assessment) ? input.student : context.user.id;
      if (context.db.accounts.users.get(studentId)?.user_type !== 'student')
        return fieldErrors({ student: 'Attempts belong to students.' });
      const refusal = startRefusal(context.db, assessment, studentId);
      if (refusal) return detail(400, refusal);
      const row = newAttempt(context.db, assessment, studentId);
      return created<AssessmentAttempt>(presentAttempt(context.db, row));
    }),
    route('getAssessmentAttempt', (context) => {
      const row = find(context);
      return row ? json<AssessmentAttempt>(presentAttempt(context.db, row)) : notFound();
    }),
    ...(['updateAssessmentAttempt', 'partialUpdateAssessmentAttempt'] as const).map((operationId) =>
      route(operationId, async (context) => {
        const row = find(context);
        if (!row) return notFound();
        if (!managed(context, row)) return context.deny();
        const input = await context.body<{ time_spent_seconds?: number; feedback?: string | null }>();
        if (input instanceof Response) return input;
        const updated =
          context.db.learning.attempts.update(row.id, {
            ...(input.time_spent_seconds !== undefined ? { time_spent_seconds: input.time_spent_seconds } : {}),
            ...(input.feedback !== undefined ? { feedback: input.feedback } : {}),
            updated_at: nowIso(),
          }) ?? row;
        return json<AssessmentAttempt>(presentAttempt(context.db, updated));
      }),
    ),
    route('deleteAssessmentAttempt', (context) => {
      const row = find(context);
      if (!row) return notFound();
      if (!managed(context, row)) return context.deny();
      context.db.learning.responses.removeWhere((response) => response.attempt === row.id);
      context.db.learning.attempts.remove(row.id);
      return noContent();
    }),
    route('submitAssessmentAttempt', async (context) => {
      const row = find(context);
      if (!row) return notFound();
      if (row.student !== context.user.id) return context.deny();
      const input = await context.body<AssessmentAttemptSubmitRequest>();
      if (input instanceof Response) return input;
      if (input.attempt_id !== row.id) return fieldErrors({ attempt_id: 'attempt_id must match the attempt in the URL.' });
      if (row.status === 'expired') return detail(400, 'The time limit of this attempt has passed.');
      if (row.status !== 'in_progress') return detail(400, 'This attempt has already been submitted.');
      const questions = new Set(
        context.db.learning.questions.filter((question) => question.assessment === row.assessment).map((question) => question.id),
      );
      const stranger = input.responses.find((answer) => !questions.has(answer.question_id));
      if (stranger) return fieldErrors({ responses: `Question ${stranger.question_id} is not part of this assessment.` });
      for (const answer of input.responses) saveAnswer(context.db, row, answer);
      const spent = Math.max(0, Math.round((Date.now() - new Date(row.started_at).getTime()) / 1000));
      let attempt = context.db.learning.attempts.update(row.id, { time_spent_seconds: spent, updated_at: nowIso() }) ?? row;
      if (!input.submit_final) {
        return json<AssessmentAttemptSubmitResult>({
          success: true,
          message: `${input.responses.length} answers saved.`,
          responses_saved: input.responses.length,
          attempt: presentAttempt(context.db, attempt),
        });
      }
      attempt = context.db.learning.attempts.update(row.id, { status: 'submitted', submitted_at: nowIso() }) ?? attempt;
      for (const response of context.db.learning.responses.filter((candidate) => candidate.attempt === row.id))
        await gradeResponse(context.db, response);
      const assessment = context.db.learning.assessments.get(row.assessment);
      let message = 'Attempt submitted. Your instructor will release the results.';
      if (assessment?.show_results_immediately) {
        attempt = scoreAttempt(context.db, attempt, null);
        message = `Attempt submitted: ${attempt.score ?? 0}/${totalPoints(context.db, row.assessment)} (${attempt.percentage ?? 0}%). ${attempt.is_passed ? 'Passed!' : 'Not passed yet.'}`;
      }
      return json<AssessmentAttemptSubmitResult>({
        success: true,
        message,
        responses_saved: input.responses.length,
        attempt: presentAttempt(context.db, attempt),
      });
    }),
    route(
      'gradeAssessmentAttempt',
      async (context) => {
        const row = find(context);
        if (!row) return notFound();
        if (!managed(context, row)) return context.deny();
        const input = await context.body<AssessmentAttemptGradeRequest>();
        if (input instanceof Response) return input;
        const graded = await grade(context, row, input);
        return graded instanceof Response ? graded : json<AssessmentAttempt>(presentAttempt(context.db, graded));
      },
      { roles: STAFF },
    ),
    route(
      'bulkGradeAssessmentAttempts',
      async (context) => {
        const input = await context.body<AssessmentAttemptBulkGradeRequest>();
        if (input instanceof Response) return input;
        const result: AssessmentAttemptBulkGradeResult = { graded_count: 0, failed_count: 0, errors: [], message: '' };
        for (const id of input.attempt_ids) {
          const row = context.db.learning.attempts.get(id);
          const refusal = !row
            ? 'Not found.'
            : !managed(context, row)
              ? 'Not one of your assessments.'
              : row.status === 'in_progress'
                ? 'The attempt is still in progress.'
                : undefined;
          if (refusal || !row) {
            result.failed_count++;
            result.errors.push({ attempt_id: id, error: refusal ?? 'Not found.' });
            continue;
          }
          await autoGrade(context.db, row, context.user.id, input.feedback);
          result.graded_count++;
        }
        result.message = `${result.graded_count} ${result.graded_count === 1 ? 'attempt' : 'attempts'} graded${result.failed_count ? `, ${result.failed_count} skipped` : ''}.`;
        return json<AssessmentAttemptBulkGradeResult>(result);
      },
      { roles: STAFF },
    ),
    route(
      'exportAssessmentResults',
      (context) => {
        const assessment = context.db.learning.assessments.get(context.id());
        if (!assessment) return notFound();
        if (!managesAssessment(context.db, context.user, assessment)) return context.deny();
        const cell = (value: unknown) => `"${String(value ?? '').replace(/"/g, '""')}"`;
        const rows = applyOrdering(
          context.db.learning.attempts.filter((attempt) => attempt.assessment === assessment.id),
          'student,attempt_number',
        ).map((attempt) => {
          const student = context.db.accounts.users.get(attempt.student);
          return [
            student ? `${student.first_name} ${student.last_name}` : attempt.student,
            student?.username ?? '',
            attempt.attempt_number,
            attempt.status,
            attempt.started_at,
            attempt.submitted_at ?? '',
            attempt.score ?? '',
            attempt.percentage ?? '',
            attempt.is_passed === null || attempt.is_passed === undefined ? '' : attempt.is_passed ? 'yes' : 'no',
          ]
            .map(cell)
            .join(',');
        });
        return file(
          `student,username,attempt,status,started_at,submitted_at,score,percentage,passed\n${rows.join('\n')}\n`,
          'text/csv',
          `${assessment.slug}-results.csv`,
        );
      },
      { roles: STAFF },
    ),
    // Responses.
    route('listAssessmentResponses', (context) => {
      const rows = context.db.learning.responses
        .filter((response) => {
          const attempt = context.db.learning.attempts.get(response.attempt);
          return !!attempt && seesAttempt(context, attempt);
        })
        .map((response) =>
          presentResponse(response, managed(context, context.db.learning.attempts.get(response.attempt) as AttemptRow)),
        );
      return json(listPage(context, rows, { ordering: 'attempt,question' }));
    }),
    route('createAssessmentResponse', async (context) => {
      const input = await context.body<{ attempt: number; question: number } & AssessmentSubmittedAnswer>();
      if (input instanceof Response) return input;
      const attempt = context.db.learning.attempts.get(input.attempt);
      if (!attempt || attempt.student !== context.user.id)
        return fieldErrors({ attempt: `Invalid pk "${input.attempt}" - object does not exist.` });
      if (refreshAttempt(context.db, attempt).status !== 'in_progress')
        return detail(400, 'This attempt is no longer in progress.');
      const question = context.db.learning.questions.get(input.question);
      if (!question || question.assessment !== attempt.assessment)
        return fieldErrors({ question: 'This question is not part of the attempt’s assessment.' });
      if (context.db.learning.responses.some((response) => response.attempt === attempt.id && response.question === question.id))
        return fieldErrors({ question: 'This question already has an answer in the attempt.' });
      const row = saveAnswer(context.db, attempt, { ...input, question_id: question.id });
      return created<AssessmentResponse>(presentResponse(row, false));
    }),
    route('getAssessmentResponse', (context) => {
      const row = context.db.learning.responses.get(context.id());
      const attempt = row ? context.db.learning.attempts.get(row.attempt) : undefined;
      if (!row || !attempt || !seesAttempt(context, attempt)) return notFound();
      return json<AssessmentResponse>(presentResponse(row, managed(context, attempt)));
    }),
    ...(['updateAssessmentResponse', 'partialUpdateAssessmentResponse'] as const).map((operationId) =>
      route(operationId, async (context) => {
        const row = context.db.learning.responses.get(context.id());
        const attempt = row ? context.db.learning.attempts.get(row.attempt) : undefined;
        if (!row || !attempt || !seesAttempt(context, attempt)) return notFound();
        const input = await context.body<Partial<AssessmentResponse>>();
        if (input instanceof Response) return input;
        const staff = managed(context, attempt);
        if (!staff && attempt.student !== context.user.id) return context.deny();
        if (!staff && refreshAttempt(context.db, attempt).status !== 'in_progress')
          return detail(403, 'This attempt is no longer in progress.');
        if (
          input.points_awarded !== undefined &&
          input.points_awarded !== null &&
          (input.points_awarded < 0 || input.points_awarded > (row.max_points ?? 0))
        )
          return fieldErrors({ points_awarded: `Ensure this value is between 0 and ${row.max_points ?? 0}.` });
        const patch: Partial<AssessmentResponse> = { updated_at: nowIso() };
        for (const field of ['selected_option', 'answer_text', 'code', 'language'] as const)
          if (input[field] !== undefined && !staff) Object.assign(patch, { [field]: input[field] });
        if (staff && input.points_awarded !== undefined)
          Object.assign(patch, {
            points_awarded: input.points_awarded,
            is_correct: input.points_awarded === row.max_points,
            graded_at: nowIso(),
          });
        if (staff && input.feedback !== undefined) patch.feedback = input.feedback;
        const updated = context.db.learning.responses.update(row.id, patch) ?? row;
        if (staff && attempt.status === 'graded') scoreAttempt(context.db, attempt, context.user.id);
        return json<AssessmentResponse>(presentResponse(updated, staff));
      }),
    ),
    route('deleteAssessmentResponse', (context) => {
      const row = context.db.learning.responses.get(context.id());
      const attempt = row ? context.db.learning.attempts.get(row.attempt) : undefined;
      if (!row || !attempt || !seesAttempt(context, attempt)) return notFound();
      const staff = managed(context, attempt);
      if (!staff && (attempt.student !== context.user.id || attempt.status !== 'in_progress')) return context.deny();
      context.db.learning.responses.remove(row.id);
      return noContent();
    }),
  ];
}

function presentReview(db: MockDatabase, row: CodeReviewRow): CodeReview {
  return { ...row, reviewer: userSummaryById(db, row.reviewer) };
}

function reviewHandlers(): HttpHandler[] {
  const studentOf = (db: MockDatabase, row: CodeReviewRow): number | undefined => {
    const response = db.learning.responses.get(row.response);
    return response ? db.learning.attempts.get(response.attempt)?.student : undefined;
  };
  const sees = (context: AuthedContext, row: CodeReviewRow): boolean =>
    row.reviewer === context.user.id || isStaff(context.user) || studentOf(context.db, row) === context.user.id;
  const find = (context: AuthedContext): CodeReviewRow | undefined => {
    const row = context.db.learning.codeReviews.get(context.id());
    return row && sees(context, row) ? row : undefined;
  };
  const write = async (context: AuthedContext, existing?: CodeReviewRow): Promise<Response> => {
    const input = await context.body<Partial<CodeReviewRow>>();
    if (input instanceof Response) return input;
    // The learner whose answer was reviewed may only reopen it (PATCH is_resolved false); staff write.
    const onlyReopens = existing !== undefined && Object.keys(input).every((key) => key === 'is_resolved');
    if (!onlyReopens && existing && existing.reviewer !== context.user.id && !isManagement(context.user)) return context.deny();
    const response = context.db.learning.responses.get(input.response ?? existing?.response ?? 0);
    if (!response) return fieldErrors({ response: `Invalid pk "${String(input.response)}" - object does not exist.` });
    if (response.question_type !== 'code') return fieldErrors({ response: 'Code reviews are for answers to code questions.' });
    const line = input.line_number !== undefined ? input.line_number : (existing?.line_number ?? null);
    const endLine = input.end_line_number !== undefined ? input.end_line_number : (existing?.end_line_number ?? null);
    const lineCount = (response.code ?? '').replace(/\n$/, '').split('\n').length;
    if (line !== null && (line < 1 || line > lineCount))
      return fieldErrors({ line_number: `The code has ${lineCount} lines; choose one of them.` });
    if (endLine !== null && (line === null || endLine < line || endLine > lineCount))
      return fieldErrors({ end_line_number: 'The range must end on a line after its first, within the code.' });
    if (!(input.comment ?? existing?.comment ?? '').trim()) return fieldErrors({ comment: 'This field may not be blank.' });
    const stamp = nowIso();
    const reopened =
      existing?.is_resolved && input.is_resolved === false ? { is_resolved: false, resolved_by: null, resolved_at: null } : {};
    const fields = {
      ...reopened,
      response: response.id,
      line_number: line,
      end_line_number: endLine === line ? null : endLine,
      comment: input.comment ?? existing?.comment ?? '',
      severity: input.severity ?? existing?.severity ?? ('suggestion' as const),
      suggested_code: input.suggested_code !== undefined ? input.suggested_code : (existing?.suggested_code ?? null),
      updated_at: stamp,
    };
    const stored = existing
      ? (context.db.learning.codeReviews.update(existing.id, fields) ?? existing)
      : context.db.learning.codeReviews.insert({
          ...fields,
          reviewer: context.user.id,
          is_resolved: false,
          resolved_by: null,
          resolved_at: null,
          created_at: stamp,
        });
    return existing
      ? json<CodeReview>(presentReview(context.db, stored))
      : created<CodeReview>(presentReview(context.db, stored));
  };
  return [
    route('listCodeReviews', (context) => {
      const rows = context.db.learning.codeReviews
        .filter((row) => sees(context, row))
        .map((row) => presentReview(context.db, row));
      return json(
        listPage(context, rows, {
          search: ['comment', 'suggested_code'],
          ordering: '-created_at',
          filters: { attempt: (row, value) => String(context.db.learning.responses.get(row.response)?.attempt) === value },
        }),
      );
    }),
    route('createCodeReview', (context) => write(context), { roles: STAFF }),
    route('getCodeReview', (context) => {
      const row = find(context);
      return row ? json<CodeReview>(presentReview(context.db, row)) : notFound();
    }),
    ...(['updateCodeReview', 'partialUpdateCodeReview'] as const).map((operationId) => route(operationId, withRow(find, write))),
    route('deleteCodeReview', (context) => {
      const row = find(context);
      if (!row) return notFound();
      if (row.reviewer !== context.user.id && !isManagement(context.user)) return context.deny();
      context.db.learning.codeReviews.remove(row.id);
      return noContent();
    }),
    route('resolveCodeReview', (context) => {
      const row = find(context);
      if (!row) return notFound();
      if (row.is_resolved) return detail(400, 'This code review is already resolved.');
      const stamp = nowIso();
      return json<CodeReview>(
        presentReview(
          context.db,
          context.db.learning.codeReviews.update(row.id, {
            is_resolved: true,
            resolved_by: context.user.id,
            resolved_at: stamp,
            updated_at: stamp,
          }) ?? row,
        ),
      );
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// The code editor.

const VERSIONS: Record<CodeLanguage, string> = {
  python: '3.12',
  javascript: 'Node.js 22',
  java: '21',
  cpp: 'C++20 (GCC 13)',
  c: 'C17 (GCC 13)',
  csharp: '.NET 8',
  php: '8.3',
  ruby: '3.3',
  go: '1.22',
  rust: '1.79',
  swift: '5.10',
  typescript: '5.5',
  kotlin: '2.0',
  scala: '3.4',
  r: '4.4',
  matlab: 'R2024a (Octave 9)',
  perl: '5.38',
  dart: '3.4',
};

export const IDE_CONFIG: IdeConfig = {
  default_language: 'python',
  supported_languages: [...CODE_LANGUAGES],
  execution_timeout_seconds: DEFAULT_TIMEOUT_MS / 1000,
  memory_limit_kb: 131_072,
  max_code_length: MAX_CODE_LENGTH,
  max_output_length: MAX_OUTPUT,
  themes: ['vs-light', 'vs-dark', 'high-contrast'],
  default_theme: 'vs-dark',
  font_size: 14,
  tab_size: 4,
  auto_save_interval_seconds: 30,
  stdin_enabled: true,
};

function presentSession(db: MockDatabase, row: IdeSessionRow): IdeSession {
  const { user, ...rest } = row;
  return {
    ...rest,
    user: userSummaryById(db, user),
    executions_count: db.learning.ideExecutions.count((execution) => execution.session === row.id),
  };
}

/** Runs in the last minute by a user, for the throttle. */
const recentRuns = new Map<number, number[]>();

function ideHandlers(): HttpHandler[] {
  const find = (context: AuthedContext): IdeSessionRow | undefined => {
    const row = context.db.learning.ideSessions.get(context.id());
    if (!row || (row.user !== context.user.id && !isManagement(context.user))) return undefined;
    // Sessions idle for more than two hours expire.
    if (row.status === 'active' && (row.last_activity_at ?? row.started_at) < isoDateTime(new Date(Date.now() - 2 * 3_600_000))) {
      return (
        context.db.learning.ideSessions.update(row.id, { status: 'expired', ended_at: row.last_activity_at ?? row.started_at }) ??
        row
      );
    }
    return row;
  };
  return [
    route('getIdeConfig', () => json<IdeConfig>(IDE_CONFIG)),
    route('listIdeLanguages', () =>
      json<IdeLanguage[]>(
        CODE_LANGUAGES.map((id) => ({
          id,
          name: LANGUAGE_INFO[id].label,
          version: VERSIONS[id],
          file_extension: LANGUAGE_INFO[id].extension || 'txt',
          default_code: LANGUAGE_INFO[id].sample,
          is_executable: true,
        })),
      ),
    ),
    route('executeIdeCode', async (context) => {
      const input = await context.body<IdeExecuteCodeRequest>();
      if (input instanceof Response) return input;
      if (!CODE_LANGUAGES.includes(input.language))
        return fieldErrors({ language: `"${String(input.language)}" is not a supported language.` });
      if (input.code.length > MAX_CODE_LENGTH)
        return fieldErrors({ code: `Ensure this field has no more than ${MAX_CODE_LENGTH} characters.` });
      const now = Date.now();
      const runs = (recentRuns.get(context.user.id) ?? []).filter((at) => now - at < 60_000);
      if (runs.length >= RUNS_PER_MINUTE) return detail(429, 'Request was throttled. Expected available in 60 seconds.');
      recentRuns.set(context.user.id, [...runs, now]);
      let session: IdeSessionRow | undefined;
      if (input.session_id !== undefined && input.session_id !== null) {
        session = context.db.learning.ideSessions.get(input.session_id);
        if (!session || session.user !== context.user.id)
          return fieldErrors({ session_id: `Invalid pk "${input.session_id}" - object does not exist.` });
        if (session.status !== 'active') return fieldErrors({ session_id: 'This session has ended.' });
      }
      const result = await runCode(input.language, input.code, input.stdin ?? '');
      let executionId: number | null = null;
      if (session) {
        const stamp = nowIso();
        executionId = context.db.learning.ideExecutions.insert({
          session: session.id,
          language: input.language,
          code: input.code,
          stdin: input.stdin ?? '',
          stdout: result.stdout,
          stderr: result.stderr,
          exit_code: result.exitCode,
          status: result.status,
          execution_time_ms: result.timeMs,
          memory_kb: result.memoryKb,
          created_at: stamp,
        }).id;
        context.db.learning.ideSessions.update(session.id, {
          code: input.code,
          language: input.language,
          last_activity_at: stamp,
        });
      }
      return json<IdeExecutionResult>({
        status: result.status,
        stdout: result.stdout,
        stderr: result.stderr,
        exit_code: result.exitCode,
        execution_time_ms: result.timeMs,
        memory_kb: result.memoryKb,
        execution_id: executionId,
      });
    }),
    route('createIdeSession', async (context) => {
      const input = await context.body<IdeSessionCreateRequest>();
      if (input instanceof Response) return input;
      if (input.course !== undefined && input.course !== null && !context.db.courses.courses.get(input.course))
        return fieldErrors({ course: `Invalid pk "${input.course}" - object does not exist.` });
      if (input.lesson !== undefined && input.lesson !== null && !context.db.courses.lessons.get(input.lesson))
        return fieldErrors({ lesson: `Invalid pk "${input.lesson}" - object does not exist.` });
      const stamp = nowIso();
      const row = context.db.learning.ideSessions.insert({
        session_key: crypto.randomUUID(),
        user: context.user.id,
        title: input.title || `${LANGUAGE_INFO[input.language].label} playground`,
        language: input.language,
        code: input.code ?? LANGUAGE_INFO[input.language].sample,
        status: 'active',
        course: input.course ?? null,
        lesson: input.lesson ?? null,
        started_at: stamp,
        last_activity_at: stamp,
        ended_at: null,
        duration_seconds: 0,
      });
      return created<IdeSession>(presentSession(context.db, row));
    }),
    route('listIdeSessions', (context) => {
      const rows = context.db.learning.ideSessions
        .filter((row) => row.user === context.user.id || isManagement(context.user))
        .map((row) => presentSession(context.db, row));
      return json(listPage(context, rows, { search: ['title', 'code'], ordering: '-started_at' }));
    }),
    route('getIdeSession', (context) => {
      const row = find(context);
      return row ? json<IdeSession>(presentSession(context.db, row)) : notFound();
    }),
    route('deleteIdeSession', (context) => {
      const row = find(context);
      if (!row) return notFound();
      context.db.learning.ideExecutions.removeWhere((execution) => execution.session === row.id);
      context.db.learning.ideSessions.remove(row.id);
      return noContent();
    }),
    route('listIdeSessionExecutions', (context) => {
      const row = find(context);
      if (!row) return notFound();
      return json(
        paginate(
          context.url,
          applyOrdering(
            context.db.learning.ideExecutions.filter((execution) => execution.session === row.id),
            '-created_at,-id',
          ) as IdeExecution[],
        ),
      );
    }),
    route('endIdeSession', (context) => {
      const row = find(context);
      if (!row) return notFound();
      if (row.user !== context.user.id && !isManagement(context.user)) return context.deny();
      if (row.status !== 'active') return detail(400, 'Only active sessions can be ended.');
      const ended = new Date();
      const updated =
        context.db.learning.ideSessions.update(row.id, {
          status: 'ended',
          ended_at: isoDateTime(ended),
          duration_seconds: Math.max(0, Math.round((ended.getTime() - new Date(row.started_at).getTime()) / 1000)),
        }) ?? row;
      return json<IdeSession>(presentSession(context.db, updated));
    }),
  ];
}

export function learningAssessmentHandlers(): HttpHandler[] {
  return [...assessmentHandlers(), ...attemptHandlers(), ...reviewHandlers(), ...ideHandlers()];
}
