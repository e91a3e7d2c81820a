import { screen, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { AssessmentPage } from './assessment-page';

startMockBackend();

const LOADED = { timeout: 5_000 };
const ROUTE = '/dashboard/courses/assessments/:slugOrId';
const quiz = () => {
  const row = getMockDatabase().learning.assessments.find((candidate) => candidate.title === 'REST API design quiz');
  if (!row) throw new Error('the seed has the REST API design quiz');
  return row;
};

describe('an assessment’s page', () => {
  it('shows a student the instructions, time limit, attempts, pass mark and Start attempt', async () => {
    const row = quiz();
    renderInApp(<AssessmentPage />, {
      path: `/dashboard/courses/assessments/${row.id}`,
      routePath: ROUTE,
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'REST API design quiz' }, LOADED)).toBeTruthy();
    const facts = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling?.textContent;
    expect(facts('Time limit')).toBe('20 minutes');
    expect(facts('Pass mark')).toBe(`${row.passing_score}%`);
    expect(facts('Questions')).toBe('4');
    expect(screen.getByRole('heading', { level: 2, name: 'Instructions' })).toBeTruthy();
    const attempts = await screen.findByRole('region', { name: 'Your attempts' });
    expect(await within(attempts).findByText(/No attempts yet/, {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start attempt' }).getAttribute('href')).toBe(
      `/dashboard/courses/assessments/${row.id}/submit`,
    );
    expect(screen.getByText(/attempts? left|Unlimited attempts/, { selector: 'dd' })).toBeTruthy();
  });

  it("answers a non-integer id with 'Invalid assessment ID' and calls nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderInApp(<AssessmentPage />, {
      path: '/dashboard/courses/assessments/rest-api-quiz',
      routePath: ROUTE,
      session: signedInSession('student'),
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Invalid assessment ID' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to assessments' }).getAttribute('href')).toBe('/dashboard/courses/assessments');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const urls = fetchSpy.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
    expect(urls.filter((url) => url.includes('/learning/'))).toEqual([]);
    fetchSpy.mockRestore();
  });

  it('says so when the assessment does not exist', async () => {
    renderInApp(<AssessmentPage />, {
      path: '/dashboard/courses/assessments/99999',
      routePath: ROUTE,
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { name: 'This assessment does not exist' }, LOADED)).toBeTruthy();
  });

  it('gives a teacher the staff side (edit, publish, questions) instead of Start attempt', async () => {
    const row = quiz();
    renderInApp(<AssessmentPage />, {
      path: `/dashboard/courses/assessments/${row.id}`,
      routePath: ROUTE,
      session: signedInSession('teacher'),
    });
    expect(await screen.findByRole('button', { name: 'Edit assessment' }, LOADED)).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Questions' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start attempt' })).toBeNull();
  });
});
