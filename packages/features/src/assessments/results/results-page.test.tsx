import { screen, waitFor } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { ResultsPage } from './results-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderResults = (role: 'teacher' | 'student' | 'parent', path = '/dashboard/assessments/results') =>
  renderInApp(<ResultsPage />, { path, session: signedInSession(role) });

describe('the results screen', () => {
  it('shows a student only their own published marks, with grades, and no student column', async () => {
    const db = getMockDatabase();
    const me = db.accounts.users.find((user) => user.username === 'student');
    const mine = db.assessment.results.filter((row) => row.student.id === me?.id && row.is_published);
    if (mine.length === 0) throw new Error('the seed marks the demo student');
    db.assessment.results.update(mine[0]?.id ?? 0, { is_published: false });
    renderResults('student', '/dashboard/assessments/results?page_size=100');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results' }, LOADED)).toBeTruthy();
    // Each mark reads 'marks/total'; the unpublished one is not shown.
    await waitFor(() => expect(screen.getAllByText(/^\d+(\.\d+)?\/\d+$/).length).toBe(mine.length - 1), LOADED);
    expect(screen.queryByRole('columnheader', { name: 'Student' })).toBeNull();
    expect(screen.getAllByText(mine[1]?.grade ?? '', { selector: 'span' }).length).toBeGreaterThan(0);
  });

  it("filters staff's results by exam from the URL", async () => {
    const db = getMockDatabase();
    const exam = db.assessment.exams.find((row) => (row.results_count ?? 0) > 0);
    const other = db.assessment.results.find((row) => row.exam !== exam?.id);
    if (!exam || !other) throw new Error('the seed marks exams');
    renderResults('teacher', `/dashboard/assessments/results?exam=${exam.id}&page_size=100`);
    const links = await screen.findAllByRole('link', { name: exam.title }, LOADED);
    expect(links[0]?.getAttribute('href')).toBe(`/dashboard/assessments/exams/${exam.slug}`);
    expect(screen.queryByRole('link', { name: other.exam_title ?? '' })).toBeNull();
  });

  it('offers Retry when the list fails', async () => {
    setMockFaults({ statuses: { listExamResults: 500 } });
    renderResults('parent');
    expect(await screen.findByRole('button', { name: 'Try again' }, LOADED)).toBeTruthy();
  });
});
