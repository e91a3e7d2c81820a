import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { AssessmentPage } from '../assessment/assessment-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };

/** An assessment with a code question whose test cases the editor lists. */
function codeQuestion() {
  const db = getMockDatabase();
  const question = must(
    db.learning.questions.find(
      (row) => row.question_type === 'code' && db.learning.testCases.some((test) => test.question === row.id),
    ),
    'a seeded code question with test cases',
  );
  const ordered = db.learning.questions
    .filter((row) => row.assessment === question.assessment)
    .sort((a, b) => a.order - b.order || a.id - b.id);
  return { question, number: ordered.findIndex((row) => row.id === question.id) + 1 };
}

const openAssessment = (assessment: number) =>
  renderInApp(<AssessmentPage />, {
    path: `/dashboard/courses/assessments/${assessment}`,
    routePath: '/dashboard/courses/assessments/:slugOrId',
    session: signedInSession('admin'),
  });

describe('editing a question of an assessment', { timeout: 40_000 }, () => {
  it('shows its test cases; a blank question is refused on its field, then the new text is saved', async () => {
    const { question, number } = codeQuestion();
    const { user } = openAssessment(question.assessment);
    await user.click(await screen.findByRole('button', { name: `Edit question ${number}` }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit question ${number}` }));
    const tests = within(await dialog.findByRole('region', { name: 'Test cases' }, LOADED));
    expect((await tests.findAllByRole('listitem', undefined, LOADED)).length).toBe(
      getMockDatabase().learning.testCases.filter((test) => test.question === question.id).length,
    );
    const text = dialog.getByRole('textbox', { name: /^Question/ });
    await user.clear(text);
    await user.click(dialog.getByRole('button', { name: 'Save question' }));
    expect(await dialog.findByText('This field may not be blank.')).toBeTruthy();
    await user.type(text, 'Print n squared.');
    await user.click(dialog.getByRole('button', { name: 'Save question' }));
    await waitFor(
      () => expect(getMockDatabase().learning.questions.get(question.id)?.question_text).toBe('Print n squared.'),
      LOADED,
    );
  });

  it('deletes a question after a confirmation', async () => {
    const { question, number } = codeQuestion();
    const { user } = openAssessment(question.assessment);
    await user.click(await screen.findByRole('button', { name: `Edit question ${number}` }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit question ${number}` }));
    await user.click(await dialog.findByRole('button', { name: `Delete question ${number}` }, LOADED));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete question ${number}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete question' }));
    await waitFor(() => expect(getMockDatabase().learning.questions.get(question.id)).toBeUndefined(), LOADED);
    expect(getMockDatabase().learning.testCases.some((test) => test.question === question.id)).toBe(false);
  });

  it('says when the question could not be loaded, with Try again', async () => {
    setMockFaults({ statuses: { getAssessmentQuestion: 500 } });
    const { question, number } = codeQuestion();
    const { user } = openAssessment(question.assessment);
    await user.click(await screen.findByRole('button', { name: `Edit question ${number}` }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit question ${number}` }));
    expect(await dialog.findByRole('button', { name: 'Try again' }, LOADED)).toBeTruthy();
  });
});
