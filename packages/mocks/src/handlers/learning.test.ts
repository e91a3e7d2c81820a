import type {
  AssessmentAttemptStart,
  AssessmentAttemptSubmitResult,
  AssessmentResponse,
  CodingAssessmentSummary,
  IdeExecutionResult,
  IdeLanguage,
  IdeSession,
  StudyGroupMembershipResult,
} from '@ujuzi/api';
import { CODE_LANGUAGES, LANGUAGE_INFO } from '@ujuzi/domain';
import { describe, expect, it, vi } from 'vitest';
import { getMockDatabase } from '../db/database';
import { MOCK_REFERENCE_DATE } from '../seed';
import { type TestPage, setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests({ atReferenceDate: true });

const assessment = (title: string) => {
  const row = getMockDatabase().learning.assessments.find((candidate) => candidate.title === title);
  if (!row) throw new Error(`No assessment ${title}`);
  return row;
};

const PASSING =
  "const payments = JSON.parse(input);\nconst total = payments.filter((p) => p.status === 'completed').reduce((sum, p) => sum + p.amount, 0);\nconsole.log(total);\n";
const FAILING = 'const payments = JSON.parse(input);\nconsole.log(payments.reduce((sum, p) => sum + p.amount, 0));\n';

async function takeRestQuiz(code: string, as: 'student' = 'student') {
  const quiz = assessment('REST API design quiz');
  const started = await call<AssessmentAttemptStart>('POST', `/learning/assessments/${quiz.id}/start_attempt/`, { as });
  expect(started.status).toBe(201);
  const byType = (type: string) => started.body.questions.find((question) => question.question_type === type);
  const responses = [
    { question_id: byType('short_answer')?.id ?? 0, answer_text: '201' },
    { question_id: byType('multiple_choice')?.id ?? 0, selected_option: 'c' },
    { question_id: byType('true_false')?.id ?? 0, selected_option: 'true' },
    { question_id: byType('code')?.id ?? 0, code, language: 'javascript' as const },
  ];
  const submitted = await call<AssessmentAttemptSubmitResult>(
    'POST',
    `/learning/assessment-attempts/${started.body.attempt.id}/submit/`,
    { as, body: { attempt_id: started.body.attempt.id, responses, submit_final: true } },
  );
  return { started, submitted, codeQuestion: byType('code') };
}

describe('coding assessments', () => {
  it('starts an attempt without the answer key or hidden test cases', async () => {
    const { started, codeQuestion } = await takeRestQuiz(PASSING);
    expect(started.body.attempt).toMatchObject({ status: 'in_progress', attempt_number: 1, expires_at: '2026-11-01T06:20:00Z' });
    expect(codeQuestion?.solution_code).toBeNull();
    expect(codeQuestion?.test_cases?.every((test) => !test.is_hidden)).toBe(true);
    expect(codeQuestion?.test_cases_count).toBe(2);
    const mc = started.body.questions.find((question) => question.question_type === 'multiple_choice');
    expect(mc?.options?.every((option) => option.is_correct === undefined)).toBe(true);
    expect(mc?.correct_answer).toBeNull();
  });

  it('runs a passing JavaScript answer against every test case, hidden ones included', async () => {
    const { submitted } = await takeRestQuiz(PASSING);
    expect(submitted.body.attempt).toMatchObject({
      status: 'graded',
      score: 15,
      max_score: 15,
      percentage: 100,
      is_passed: true,
    });
    const responses = await call<TestPage<AssessmentResponse>>('GET', '/learning/assessment-responses/', {
      as: 'student',
      query: { attempt: submitted.body.attempt.id },
    });
    const code = responses.body.results.find((response) => response.question_type === 'code');
    expect(code).toMatchObject({ is_correct: true, tests_passed: 2, tests_total: 2, points_awarded: 10 });
    // Students see no output of hidden tests.
    expect(code?.test_results?.find((result) => result.is_hidden)?.actual_output).toBeNull();
    expect(code?.test_results?.find((result) => !result.is_hidden)?.actual_output).toBe('1500\n');
  });

  it('gives a wrong JavaScript answer only the weight of the tests it passes', async () => {
    // Summing every payment is wrong for the visible test (a failed payment) but right for the hidden one.
    const { submitted } = await takeRestQuiz(FAILING);
    expect(submitted.body.attempt).toMatchObject({ status: 'graded', score: 10, percentage: 66.67, is_passed: true });
    const responses = await call<TestPage<AssessmentResponse>>('GET', '/learning/assessment-responses/', {
      as: 'teacher',
      query: { attempt: submitted.body.attempt.id },
    });
    const code = responses.body.results.find((response) => response.question_type === 'code');
    expect(code).toMatchObject({ is_correct: false, tests_passed: 1, tests_total: 2, points_awarded: 5 });
    expect(code?.test_results?.[0]).toMatchObject({ passed: false, actual_output: '2200\n' });
    expect(code?.test_results?.[1]).toMatchObject({ passed: true, is_hidden: true, actual_output: '1000\n' });
  });

  it('runs TypeScript answers too (types stripped)', async () => {
    const exam = assessment('TypeScript types exam');
    const started = await call<AssessmentAttemptStart>('POST', `/learning/assessments/${exam.id}/start_attempt/`, {
      as: 'student',
    });
    const code = started.body.questions.find((question) => question.question_type === 'code');
    const answer =
      'interface Item { price: number; qty: number }\nconst items: Item[] = JSON.parse(input);\nconst total = items.reduce((sum: number, { price, qty }: Item): number => sum + price * qty, 0);\nconsole.log(total as number);\n';
    const submitted = await call<AssessmentAttemptSubmitResult>(
      'POST',
      `/learning/assessment-attempts/${started.body.attempt.id}/submit/`,
      {
        as: 'student',
        body: {
          attempt_id: started.body.attempt.id,
          responses: [{ question_id: code?.id, code: answer, language: 'typescript' }],
          submit_final: true,
        },
      },
    );
    expect(submitted.body.attempt.score).toBe(15);
  });

  it('saves answers without submitting, then refuses a second final submit and foreign questions', async () => {
    const quiz = assessment('REST API design quiz');
    const started = await call<AssessmentAttemptStart>('POST', `/learning/assessments/${quiz.id}/start_attempt/`, {
      as: 'student',
    });
    const id = started.body.attempt.id;
    const saved = await call<AssessmentAttemptSubmitResult>('POST', `/learning/assessment-attempts/${id}/submit/`, {
      as: 'student',
      body: {
        attempt_id: id,
        responses: [{ question_id: started.body.questions[0]?.id, answer_text: '201' }],
        submit_final: false,
      },
    });
    expect(saved.body).toMatchObject({ responses_saved: 1, attempt: { status: 'in_progress' } });
    const resumed = await call<AssessmentAttemptStart>('POST', `/learning/assessments/${quiz.id}/start_attempt/`, {
      as: 'student',
    });
    expect(resumed.body.attempt.id).toBe(id);
    expect(
      (
        await call('POST', `/learning/assessment-attempts/${id}/submit/`, {
          as: 'student',
          body: { attempt_id: id + 1, responses: [] },
        })
      ).status,
    ).toBe(400);
    const foreign = getMockDatabase().learning.questions.find((question) => question.assessment !== quiz.id);
    expect(
      (
        await call('POST', `/learning/assessment-attempts/${id}/submit/`, {
          as: 'student',
          body: { attempt_id: id, responses: [{ question_id: foreign?.id }] },
        })
      ).status,
    ).toBe(400);
    await call('POST', `/learning/assessment-attempts/${id}/submit/`, {
      as: 'student',
      body: { attempt_id: id, responses: [], submit_final: true },
    });
    expect(
      (
        await call('POST', `/learning/assessment-attempts/${id}/submit/`, {
          as: 'student',
          body: { attempt_id: id, responses: [], submit_final: true },
        })
      ).status,
    ).toBe(400);
  });

  it('expires an attempt whose time limit passed', async () => {
    const quiz = assessment('REST API design quiz');
    const started = await call<AssessmentAttemptStart>('POST', `/learning/assessments/${quiz.id}/start_attempt/`, {
      as: 'student',
    });
    vi.setSystemTime(MOCK_REFERENCE_DATE.getTime() + 21 * 60_000);
    const late = await call<{ detail: string }>('POST', `/learning/assessment-attempts/${started.body.attempt.id}/submit/`, {
      as: 'student',
      body: { attempt_id: started.body.attempt.id, responses: [], submit_final: true },
    });
    expect(late).toMatchObject({ status: 400, body: { detail: 'The time limit of this attempt has passed.' } });
  });

  it('lists the demo student’s upcoming assessments, soonest first, and refuses a past-due one', async () => {
    const upcoming = await call<CodingAssessmentSummary[]>('GET', '/learning/assessments/upcoming/', { as: 'student' });
    expect(upcoming.body.map((row) => row.title)).toEqual(
      expect.arrayContaining(['REST API design quiz', 'Pandas coding challenge', 'TypeScript types exam']),
    );
    const dates = upcoming.body.map((row) => row.due_date ?? '');
    expect(dates).toEqual([...dates].sort());
    const past = assessment('JavaScript Fundamentals: functions and loops quiz');
    expect(
      (await call<{ detail: string }>('POST', `/learning/assessments/${past.id}/start_attempt/`, { as: 'student' })).body.detail,
    ).toBe('The due date of this assessment has passed.');
  });

  it('lets only staff create assessments, and needs a token', async () => {
    const body = { title: 'Quiz', course: 1, assessment_type: 'quiz', passing_score: 50 };
    expect((await call('POST', '/learning/assessments/', { body })).status).toBe(401);
    expect((await call('POST', '/learning/assessments/', { as: 'student', body })).status).toBe(403);
    expect((await call('POST', '/learning/assessments/', { as: 'teacher', body })).status).toBe(201);
  });
});

describe('the code editor', () => {
  it('lists the 18 languages with their sample code', async () => {
    const languages = await call<IdeLanguage[]>('GET', '/learning/ide/languages/', { as: 'student' });
    expect(languages.body.map((language) => language.id)).toEqual([...CODE_LANGUAGES]);
    expect(languages.body.find((language) => language.id === 'python')?.file_extension).toBe('py');
  });

  it('runs the playground journey’s program deterministically: console.log(6 * 7) prints 42', async () => {
    const run = await call<IdeExecutionResult>('POST', '/learning/ide/execute-code/', {
      as: 'student',
      body: { language: 'javascript', code: 'console.log(6 * 7)' },
    });
    expect(run.body).toMatchObject({ status: 'success', stdout: '42\n', stderr: '', exit_code: 0 });
  });

  it('runs JavaScript for real with stdin, and reports runtime errors and timeouts as answers, not HTTP errors', async () => {
    const run = await call<IdeExecutionResult>('POST', '/learning/ide/execute-code/', {
      as: 'student',
      body: {
        language: 'javascript',
        code: 'const [a, b] = readLine().split(" ").map(Number);\nconsole.log(a * b);',
        stdin: '6 7\n',
      },
    });
    expect(run.body).toMatchObject({ status: 'success', stdout: '42\n', stderr: '', exit_code: 0 });
    const failing = await call<IdeExecutionResult>('POST', '/learning/ide/execute-code/', {
      as: 'student',
      body: { language: 'javascript', code: 'null.length' },
    });
    expect(failing.body).toMatchObject({ status: 'runtime_error', exit_code: 1 });
    expect(failing.body.stderr).toMatch(/^TypeError: /);
    const endless = await call<IdeExecutionResult>('POST', '/learning/ide/execute-code/', {
      as: 'student',
      body: { language: 'javascript', code: 'let i = 0;\nwhile (true) { i++; }' },
    });
    expect(endless.body).toMatchObject({ status: 'timeout', exit_code: null });
  });

  it('answers other languages plausibly from their print statements', async () => {
    const run = await call<IdeExecutionResult>('POST', '/learning/ide/execute-code/', {
      as: 'student',
      body: { language: 'python', code: 'print("Habari, Ujuzi!")' },
    });
    expect(run.body).toMatchObject({ status: 'success', stdout: 'Habari, Ujuzi!\n' });
    const broken = await call<IdeExecutionResult>('POST', '/learning/ide/execute-code/', {
      as: 'student',
      body: { language: 'java', code: 'class Main { void main() {' },
    });
    expect(broken.body.status).toBe('compilation_error');
  });

  it('records runs in a session and ends it once', async () => {
    const session = await call<IdeSession>('POST', '/learning/ide/create-session/', {
      as: 'student',
      body: { language: 'typescript' },
    });
    expect(session.body).toMatchObject({ status: 'active', code: LANGUAGE_INFO.typescript.sample });
    const run = await call<IdeExecutionResult>('POST', '/learning/ide/execute-code/', {
      as: 'student',
      body: {
        language: 'typescript',
        code: 'const greeting: string = "Sasa";\nconsole.log(greeting);',
        session_id: session.body.id,
      },
    });
    expect(run.body.stdout).toBe('Sasa\n');
    const executions = await call<TestPage<{ id: number; stdout: string }>>(
      'GET',
      `/learning/ide-sessions/${session.body.id}/executions/`,
      { as: 'student' },
    );
    expect(executions.body.results.map((execution) => execution.id)).toEqual([run.body.execution_id]);
    expect(
      (await call<IdeSession>('POST', `/learning/ide-sessions/${session.body.id}/end-session/`, { as: 'student' })).body.status,
    ).toBe('ended');
    expect((await call('POST', `/learning/ide-sessions/${session.body.id}/end-session/`, { as: 'student' })).status).toBe(400);
    expect((await call('GET', `/learning/ide-sessions/${session.body.id}/`, { as: 'teacher' })).status).toBe(404);
  });
});

describe('study groups', () => {
  it('joins and leaves a public group, refusing a second join', async () => {
    const group = getMockDatabase().learning.studyGroups.find(
      (row) => !row.is_private && row.is_active !== false && !row.members.includes(4),
    );
    const joined = await call<StudyGroupMembershipResult>('POST', `/learning/study-groups/${group?.id}/join/`, { as: 'student' });
    expect(joined.body).toMatchObject({ is_member: true, members_count: (group?.members.length ?? 0) + 1 });
    expect((await call('POST', `/learning/study-groups/${group?.id}/join/`, { as: 'student' })).status).toBe(400);
    expect(
      (await call<StudyGroupMembershipResult>('POST', `/learning/study-groups/${group?.id}/leave/`, { as: 'student' })).body
        .is_member,
    ).toBe(false);
  });
});
