/** The results section of the staff assessment page: figures from the analytics operation, hardest questions first, every state. */
import { screen, within } from '@testing-library/react';
import type { CodingAssessmentAnalytics } from '@ujuzi/api';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { AssessmentPage } from '../assessment/assessment-page';
import { hardestQuestions } from './assessment-analytics';

startMockBackend();
const LOADED = { timeout: 15_000 };

const open = (id: number) =>
  renderInApp(<AssessmentPage />, {
    path: `/dashboard/courses/assessments/${id}`,
    routePath: '/dashboard/courses/assessments/:slugOrId',
    session: signedInSession('admin'),
  });

describe("an assessment's results", { timeout: 40_000 }, () => {
  it('shows its attempts, pass rate and hardest questions, the attempts linking to its grading list', async () => {
    const db = getMockDatabase();
    const assessment = db.learning.assessments.find((row) =>
      db.learning.attempts.some((attempt) => attempt.assessment === row.id && attempt.status === 'graded'),
    );
    if (!assessment) throw new Error('no assessment with graded attempts');
    const attempts = db.learning.attempts.count((attempt) => attempt.assessment === assessment.id);
    open(assessment.id);
    const results = within(await screen.findByRole('region', { name: 'Results' }, LOADED));
    const link = await results.findByRole('link', { name: 'Attempts' }, LOADED);
    expect(link.getAttribute('href')).toBe(`/dashboard/courses/grading/attempts?assessment=${assessment.id}`);
    expect(link.closest('dl')?.textContent).toContain(String(attempts));
    expect(results.getByRole('heading', { name: 'Hardest questions' })).toBeTruthy();
    expect(results.getAllByRole('progressbar', { name: /^Correct answers to / }).length).toBeGreaterThan(0);
    expect(await results.findByRole('table', { name: 'Score distribution' }, LOADED)).toBeTruthy();
  });

  it('says when the results cannot load, and loads them on Try again', async () => {
    setMockFaults({ statuses: { getCodingAssessmentAnalytics: 500 } });
    const { user } = open(1);
    const results = within(await screen.findByRole('region', { name: 'Results' }, LOADED));
    expect(await results.findByText('The results could not be loaded', undefined, LOADED)).toBeTruthy();
    resetMockFaults();
    await user.click(results.getByRole('button', { name: 'Try again' }));
    expect(await results.findByText('Pass rate', undefined, LOADED)).toBeTruthy();
  });
});

describe('the hardest questions', () => {
  const analytics = (rates: number[]): CodingAssessmentAnalytics => ({
    assessment_id: 1,
    total_attempts: 4,
    completed_attempts: 4,
    unique_students: 4,
    question_stats: rates.map((correct_rate, index) => ({ question_id: index + 1, correct_rate })),
  });
  it('are the five answered correctly least often, the least first', () => {
    expect(hardestQuestions(analytics([90, 20, 55, 20, 70, 10, 100])).map((question) => question.question_id)).toEqual([
      6, 2, 4, 3, 5,
    ]);
  });
});
