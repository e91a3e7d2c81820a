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
    session: signedInSession('teacher'),
  });

/** A scheduled exam (no marks yet) of a class with active students. */
function scheduledExam() {
  const exam = getMockDatabase().assessment.exams.find((row) => row.status === 'scheduled' && (row.subjects?.length ?? 0) > 0);
  if (!exam) throw new Error('the seed schedules an exam');
  return exam;
}

describe('the exam page', () => {
  it('shows the exam, its subjects linked, and lets a teacher record a mark that gets its grade', async () => {
    const exam = scheduledExam();
    const { user } = renderExam(exam.slug);
    expect(await screen.findByRole('heading', { level: 1, name: exam.title }, LOADED)).toBeTruthy();
    const subject = exam.subjects?.[0];
    if (!subject?.slug) throw new Error('the exam has a subject');
    expect(screen.getByRole('link', { name: subject.name }).getAttribute('href')).toBe(
      `/dashboard/academics/subjects/${subject.slug}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Record a mark' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record a mark' }));
    const student = await dialog.findByRole('combobox', { name: /Student/ }, LOADED);
    // The class's students are offered (a second option after the placeholder).
    await waitFor(() => expect(within(student).getAllByRole('option').length).toBeGreaterThan(1), LOADED);
    const first = within(student).getAllByRole('option')[1] as HTMLOptionElement;
    await user.selectOptions(student, first.value);
    await user.selectOptions(dialog.getByRole('combobox', { name: /Subject/ }), String(subject.id));
    const marks = dialog.getByRole('textbox', { name: /Marks/ });
    await user.type(marks, String(exam.total_marks + 1));
    await user.click(dialog.getByRole('button', { name: 'Record mark' }));
    expect(await dialog.findByText(`Marks cannot be more than the exam's ${exam.total_marks}.`, undefined, LOADED)).toBeTruthy();
    await user.clear(marks);
    await user.type(marks, String(exam.total_marks));
    await user.click(dialog.getByRole('button', { name: 'Record mark' }));
    await waitFor(
      () => expect(getMockDatabase().assessment.results.filter((row) => row.exam === exam.id)).toHaveLength(1),
      LOADED,
    );
    const saved = getMockDatabase().assessment.results.find((row) => row.exam === exam.id);
    const table = within(await screen.findByRole('table', { name: `Marks of ${exam.title}` }, LOADED));
    expect(table.getByText(`${exam.total_marks}/${exam.total_marks}`)).toBeTruthy();
    expect(saved?.grade).toBeTruthy();
    expect(table.getByText(saved?.grade ?? '')).toBeTruthy();
  }, 30_000);

  it('says when the exam does not exist, with the way back', async () => {
    renderExam('no-such-exam');
    expect(await screen.findByRole('link', { name: 'Back to exams' }, LOADED)).toBeTruthy();
  });
});
