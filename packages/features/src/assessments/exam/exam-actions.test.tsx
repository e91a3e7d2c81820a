import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { ExamPage } from './exam-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderExam = (slug: string) =>
  renderInApp(<ExamPage />, {
    path: `/dashboard/assessments/exams/${slug}`,
    routePath: '/dashboard/assessments/exams/:slug',
    session: signedInSession('admin'),
  });

describe('an exam’s actions', () => {
  it('publishes every result after a confirmation that counts them, and names the grading system', async () => {
    const db = getMockDatabase();
    const exam = db.assessment.exams.find((row) => (db.assessment.results.count((result) => result.exam === row.id) ?? 0) > 2);
    if (!exam) throw new Error('the seed marks an exam');
    db.assessment.exams.update(exam.id, { results_published: false });
    for (const result of db.assessment.results.filter((row) => row.exam === exam.id).slice(0, 3))
      db.assessment.results.update(result.id, { is_published: false });
    const { user } = renderExam(exam.slug);
    expect(await screen.findByRole('link', { name: /^KCSE 12-point scale/ }, LOADED)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Publish all results' }, LOADED));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Publish 3 results?' }, LOADED));
    await user.click(confirm.getByRole('button', { name: 'Publish 3 results' }));
    await waitFor(
      () => expect(db.assessment.results.filter((row) => row.exam === exam.id).every((row) => row.is_published)).toBe(true),
      LOADED,
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish all results' })).toBeNull(), LOADED);
  }, 30_000);

  it('deletes the exam with its results after naming it, then shows the exams', async () => {
    const exam = getMockDatabase().assessment.exams.find((row) => row.status === 'scheduled');
    if (!exam) throw new Error('the seed schedules an exam');
    const { user } = renderExam(exam.slug);
    await user.click(await screen.findByRole('button', { name: 'Delete exam' }, LOADED));
    const confirm = within(await screen.findByRole('alertdialog', { name: `Delete “${exam.title}”?` }, LOADED));
    await user.click(confirm.getByRole('button', { name: 'Delete exam' }));
    await waitFor(() => expect(getMockDatabase().assessment.exams.get(exam.id)).toBeUndefined(), LOADED);
    expect((await screen.findByTestId('location', undefined, LOADED)).textContent).toBe('/dashboard/assessments/exams');
  }, 30_000);

  it('deletes one mark recorded by mistake after naming whose it is, and the table no longer lists it', async () => {
    const db = getMockDatabase();
    const exam = db.assessment.exams.find((row) => (db.assessment.results.count((result) => result.exam === row.id) ?? 0) > 2);
    if (!exam) throw new Error('the seed marks an exam');
    const before = db.assessment.results.count((row) => row.exam === exam.id);
    const { user } = renderExam(exam.slug);
    const buttons = await screen.findAllByRole('button', { name: /^Delete .+’s mark in / }, LOADED);
    const label = buttons[0]?.getAttribute('aria-label') ?? '';
    await user.click(buttons[0] as HTMLElement);
    const confirm = within(await screen.findByRole('alertdialog', { name: `${label}?` }, LOADED));
    await user.click(confirm.getByRole('button', { name: 'Delete mark' }));
    await waitFor(() => expect(db.assessment.results.count((row) => row.exam === exam.id)).toBe(before - 1), LOADED);
    await waitFor(() => expect(screen.queryByRole('button', { name: label })).toBeNull(), LOADED);
  }, 30_000);
});
