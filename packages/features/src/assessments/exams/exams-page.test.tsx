import { screen } from '@testing-library/react';
import { getMockDatabase, resetMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { ExamsPage } from './exams-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };

describe('the exams screen', () => {
  it('lists the exams of a class from the URL, each opening its page', async () => {
    const db = getMockDatabase();
    const exam = db.assessment.exams.find((row) => row.class_level !== null);
    const other = db.assessment.exams.find((row) => row.class_level !== exam?.class_level);
    if (!exam || !other) throw new Error('the seed has exams of several classes');
    renderInApp(<ExamsPage />, {
      path: `/dashboard/assessments/exams?class_level=${exam.class_level}&page_size=100`,
      session: signedInSession('teacher'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exams' }, LOADED)).toBeTruthy();
    const link = await screen.findByRole('link', { name: exam.title }, LOADED);
    expect(link.getAttribute('href')).toBe(`/dashboard/assessments/exams/${exam.slug}`);
    expect(screen.queryByRole('link', { name: other.title })).toBeNull();
  });

  it('says when there are no exams yet, with the way to create one', async () => {
    getMockDatabase().assessment.exams.removeWhere(() => true);
    const { user } = renderInApp(<ExamsPage />, { path: '/dashboard/assessments/exams', session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { name: 'No exams yet' }, LOADED)).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'New exam' });
    await user.click(buttons[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'New exam' }, LOADED)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Create exam' }, LOADED)).toBeTruthy();
  }, 30_000);
});
