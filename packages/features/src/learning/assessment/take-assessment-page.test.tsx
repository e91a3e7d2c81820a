import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { formatCountdown, isAnswered, namesOfQuestions } from './attempt-answers';
import { TakeAssessmentPage } from './take-assessment-page';

startMockBackend();

beforeAll(() => {
  // jsdom lays nothing out; CodeMirror measures text ranges.
  Range.prototype.getClientRects ??= () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

const LOADED = { timeout: 8_000 };
const ROUTE = '/dashboard/courses/assessments/:slugOrId/submit';
const assessment = (title: string) => {
  const row = getMockDatabase().learning.assessments.find((candidate) => candidate.title === title);
  if (!row) throw new Error(`the seed has ${title}`);
  return row;
};
const take = (id: number) =>
  renderInApp(<TakeAssessmentPage />, {
    path: `/dashboard/courses/assessments/${id}/submit`,
    routePath: ROUTE,
    session: signedInSession('student'),
  });

describe('taking an assessment', () => {
  it('starts an attempt, keeps answers through a reload, runs the visible tests, confirms naming the unanswered, and shows the result', async () => {
    const quiz = assessment('REST API design quiz');
    const first = take(quiz.id);
    await screen.findByRole('heading', { level: 2, name: 'Question 1' }, LOADED);
    expect(await screen.findByRole('heading', { level: 1, name: 'Attempt: REST API design quiz' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^(19|20):\d\d$/);
    const questions = screen.getAllByRole('heading', { level: 2, name: /^Question \d$/ });
    expect(questions).toHaveLength(4);

    // Short answer and multiple choice, wherever the attempt placed them.
    const shortField = screen.getByRole('textbox', { name: /^Your answer to question \d$/ });
    await first.user.type(shortField, '201');
    await first.user.click(screen.getByRole('radio', { name: 'PATCH' }));
    await waitFor(() => expect(screen.getByText(/2 of 4 answered\. All answers saved\./)).toBeTruthy(), LOADED);
    // The draft reached the server (submit_final: false).
    const attempt = getMockDatabase().learning.attempts.find((row) => row.assessment === quiz.id && row.status === 'in_progress');
    expect(
      getMockDatabase()
        .learning.responses.filter((row) => row.attempt === attempt?.id)
        .map((row) => row.answer_text),
    ).toContain('201');

    // The code question's visible test runs against the starter code, which prints nothing.
    const tests = screen.getByRole('region', { name: /^Test cases of question \d$/ });
    expect(within(tests).getByRole('heading', { name: 'Test cases (1 visible, 1 hidden)' })).toBeTruthy();
    await first.user.click(within(tests).getByRole('button', { name: 'Run the tests' }));
    expect(await within(tests).findByText('0 of 1 visible tests passed', {}, LOADED)).toBeTruthy();
    expect(within(tests).getByText('Failed')).toBeTruthy();
    expect(within(tests).getByText('1500')).toBeTruthy();
    first.unmount();

    // A reload resumes the same attempt with every answer in place.
    const second = take(quiz.id);
    expect(await screen.findByText('Your attempt in progress was resumed.', {}, LOADED)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Your answer to question \d$/ }) as HTMLInputElement).value).toBe('201');
    expect((screen.getByRole('radio', { name: 'PATCH' }) as HTMLInputElement).checked).toBe(true);

    await second.user.click(screen.getAllByRole('button', { name: 'Submit attempt' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Submit your attempt?' }));
    expect(dialog.getByText(/^Questions \d and \d have no answer yet\./)).toBeTruthy();
    await second.user.click(dialog.getByRole('button', { name: 'Submit' }));

    const results = within(await screen.findByTestId('attempt-results', {}, LOADED));
    expect(results.getByRole('heading', { name: /^Your score: [\d.]+ \/ \d+ \([\d.]+%\)$/ })).toBeTruthy();
    expect(results.getByText(/^(Passed|Not passed)$/)).toBeTruthy();
    // The true/false and the untouched code question were not answered.
    expect(await results.findAllByText('Not answered', {}, LOADED)).toHaveLength(2);
    expect(results.getAllByText('Correct').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Result: REST API design quiz' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/\?attempt=\d+$/));
  }, 40_000);

  it('resumes on another device with the answers saved on the server', async () => {
    const quiz = assessment('REST API design quiz');
    const laptop = take(quiz.id);
    await screen.findByRole('heading', { level: 2, name: 'Question 1' }, LOADED);
    await laptop.user.type(screen.getByRole('textbox', { name: /^Your answer to question \d$/ }), '201');
    await laptop.user.click(screen.getByRole('radio', { name: 'PATCH' }));
    await waitFor(() => expect(screen.getByText(/2 of 4 answered\. All answers saved\./)).toBeTruthy(), LOADED);
    laptop.unmount();
    // The phone has none of the laptop's browser storage.
    localStorage.clear();
    sessionStorage.clear();

    take(quiz.id);
    expect(await screen.findByText('Your attempt in progress was resumed.', {}, LOADED)).toBeTruthy();
    await waitFor(
      () => expect((screen.getByRole('textbox', { name: /^Your answer to question \d$/ }) as HTMLInputElement).value).toBe('201'),
      LOADED,
    );
    expect((screen.getByRole('radio', { name: 'PATCH' }) as HTMLInputElement).checked).toBe(true);
  }, 40_000);

  it('submits on its own when the time runs out', async () => {
    const exam = assessment('TypeScript types exam');
    const first = take(exam.id);
    await screen.findByRole('heading', { level: 2, name: 'Question 1' }, LOADED);
    first.unmount();
    // The attempt now ends in five seconds: the countdown submits it ahead of the end.
    const db = getMockDatabase();
    const attempt = db.learning.attempts.find((row) => row.assessment === exam.id && row.status === 'in_progress');
    if (!attempt) throw new Error('an attempt in progress');
    db.learning.attempts.update(attempt.id, { expires_at: new Date(Date.now() + 5_000).toISOString() });
    take(exam.id);
    expect(await screen.findByTestId('attempt-results', {}, { timeout: 10_000 })).toBeTruthy();
    expect(db.learning.attempts.get(attempt.id)?.status).not.toBe('in_progress');
  }, 30_000);

  it("answers a non-integer id with 'Invalid assessment ID'", () => {
    take(Number.NaN);
    expect(screen.getByRole('heading', { name: 'Invalid assessment ID' })).toBeTruthy();
  });
});

describe('attempt helpers', () => {
  it('names unanswered questions and formats the time left', () => {
    expect(namesOfQuestions([2])).toBe('Question 2');
    expect(namesOfQuestions([2, 4])).toBe('Questions 2 and 4');
    expect(namesOfQuestions([1, 3, 5])).toBe('Questions 1, 3 and 5');
    expect(formatCountdown(19 * 60_000 + 5_000)).toBe('19:05');
    expect(formatCountdown(2 * 3_600_000 + 61_000)).toBe('2:01:01');
    expect(formatCountdown(-10)).toBe('00:00');
  });

  it('counts code left as the starter as unanswered', () => {
    const question = {
      id: 1,
      assessment: 1,
      question_type: 'code',
      question_text: 'x',
      points: 1,
      order: 1,
      starter_code: '// go\n',
    } as const;
    expect(isAnswered(question, { question_id: 1, code: '// go\n' })).toBe(false);
    expect(isAnswered(question, { question_id: 1, code: 'console.log(1)' })).toBe(true);
  });
});
