import type { AssessmentAttemptStart, AssessmentAttemptSubmitResult, AssessmentResponse, CodeReview } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { getMockDatabase } from '../db/database';
import { type TestPage, setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests({ atReferenceDate: true });

const CODE = 'const payments = JSON.parse(input);\nconst total = payments.length;\nconsole.log(total);\n';

/** The demo student hands in the REST quiz; returns their code answer. */
async function codeAnswer(): Promise<AssessmentResponse> {
  const quiz = getMockDatabase().learning.assessments.find((row) => row.title === 'REST API design quiz');
  const started = await call<AssessmentAttemptStart>('POST', `/learning/assessments/${quiz?.id}/start_attempt/`, {
    as: 'student',
  });
  const question = started.body.questions.find((row) => row.question_type === 'code');
  const attempt = started.body.attempt.id;
  await call<AssessmentAttemptSubmitResult>('POST', `/learning/assessment-attempts/${attempt}/submit/`, {
    as: 'student',
    body: {
      attempt_id: attempt,
      responses: [{ question_id: question?.id ?? 0, code: CODE, language: 'javascript' }],
      submit_final: true,
    },
  });
  const responses = await call<TestPage<AssessmentResponse>>('GET', '/learning/assessment-responses/', {
    as: 'student',
    query: { attempt },
  });
  const answer = responses.body.results.find((row) => row.question_type === 'code');
  if (!answer) throw new Error('No code answer');
  return answer;
}

describe('code reviews', () => {
  it('a teacher comments on a range of lines and the learner reads it on their answer', async () => {
    const answer = await codeAnswer();
    const created = await call<CodeReview>('POST', '/learning/code-reviews/', {
      as: 'teacher',
      body: { response: answer.id, line_number: 2, end_line_number: 3, comment: 'Sum the amounts.', severity: 'warning' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      line_number: 2,
      end_line_number: 3,
      is_resolved: false,
      reviewer: { username: 'teacher' },
    });

    const seen = await call<TestPage<CodeReview>>('GET', '/learning/code-reviews/', {
      as: 'student',
      query: { response: answer.id },
    });
    expect(seen.body.results.map((row) => row.comment)).toEqual(['Sum the amounts.']);
  });

  it('refuses a line past the end of the code and a range ending before it starts', async () => {
    const answer = await codeAnswer();
    const past = await call<Record<string, string[]>>('POST', '/learning/code-reviews/', {
      as: 'teacher',
      body: { response: answer.id, line_number: 9, comment: 'Here.' },
    });
    expect(past.status).toBe(400);
    expect(past.body.line_number).toEqual(['The code has 3 lines; choose one of them.']);
    const backwards = await call<Record<string, string[]>>('POST', '/learning/code-reviews/', {
      as: 'teacher',
      body: { response: answer.id, line_number: 3, end_line_number: 2, comment: 'Here.' },
    });
    expect(backwards.body.end_line_number).toEqual(['The range must end on a line after its first, within the code.']);
  });

  it('is resolved once, then reopened by the learner; a learner cannot rewrite it', async () => {
    const answer = await codeAnswer();
    const { body: review } = await call<CodeReview>('POST', '/learning/code-reviews/', {
      as: 'teacher',
      body: { response: answer.id, line_number: 1, comment: 'Validate the input.' },
    });
    const resolved = await call<CodeReview>('POST', `/learning/code-reviews/${review.id}/resolve/`, { as: 'student' });
    expect(resolved.body).toMatchObject({ is_resolved: true });
    expect(resolved.body.resolved_at).not.toBeNull();
    const again = await call<{ detail: string }>('POST', `/learning/code-reviews/${review.id}/resolve/`, { as: 'teacher' });
    expect(again.status).toBe(400);

    const reopened = await call<CodeReview>('PATCH', `/learning/code-reviews/${review.id}/`, {
      as: 'student',
      body: { is_resolved: false },
    });
    expect(reopened.body).toMatchObject({ is_resolved: false, resolved_by: null, resolved_at: null });
    const rewritten = await call('PATCH', `/learning/code-reviews/${review.id}/`, { as: 'student', body: { comment: 'Fine.' } });
    expect(rewritten.status).toBe(403);
  });
});
