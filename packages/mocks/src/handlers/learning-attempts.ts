/** Coding assessment attempts and responses: CRUD, answering with auto-grading, and submitting. */
import type {
  AssessmentAttempt,
  AssessmentAttemptBulkGradeRequest,
  AssessmentAttemptBulkGradeResult,
  AssessmentAttemptGradeRequest,
  AssessmentAttemptSubmitRequest,
  AssessmentAttemptSubmitResult,
  AssessmentResponse,
  AssessmentSubmittedAnswer,
  CodeLanguage,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { rubricScores } from './courses-submissions';
import {
  startRefusal,
  seesAssessment,
  refreshAttempt,
  presentAttempt,
  newAttempt,
  managesAssessment,
  testsOf,
} from './learning-assessments';
import { round2 } from './courses-shared';
import { passesTest } from '../sandbox/run-code';
import { nowIso } from '../db/time';
import { type AttemptRow, type QuestionRow, totalPoints } from '../db/learning';
import type { MockDatabase } from '../db/database';
import { STAFF } from '../kit/crud';
import { listPage, applyOrdering } from '../kit/list';
import { detail, fieldErrors, json, created, notFound, noContent, file } from '../kit/respond';
import { type AuthedContext, route } from '../kit/route';

export function presentResponse(row: AssessmentResponse, forStaff: boolean): AssessmentResponse {
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
export function scoreAttempt(db: MockDatabase, attempt: AttemptRow, grader: number | null, feedback?: string | null): AttemptRow {
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

export async function autoGrade(
  db: MockDatabase,
  attempt: AttemptRow,
  grader: number | null,
  feedback?: string | null,
): Promise<AttemptRow> {
  for (const response of db.learning.responses.filter((candidate) => candidate.attempt === attempt.id))
    await gradeResponse(db, response);
  return scoreAttempt(db, attempt, grader, feedback);
}

export function saveAnswer(db: MockDatabase, attempt: AttemptRow, answer: AssessmentSubmittedAnswer): AssessmentResponse {
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

// ---------------------------------------------------------------------------------------------
// Attempts, responses and code reviews.

export function attemptHandlers(): HttpHandler[] {
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
    const assessment = context.db.learning.assessments.get(row.assessment);
    const rubric = assessment?.rubric ? context.db.learning.rubrics.get(assessment.rubric) : undefined;
    if (rubric && input.rubric_scores) {
      const scored = rubricScores(rubric, input.rubric_scores);
      if ('errors' in scored) return fieldErrors(scored.errors);
      context.db.learning.attempts.update(row.id, { rubric_scores: scored.scores });
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
