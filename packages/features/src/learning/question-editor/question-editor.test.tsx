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

  it('edits one test case and deletes another, the others kept with their ids', async () => {
    const { question, number } = codeQuestion();
    const db = getMockDatabase();
    const before = db.learning.testCases
      .filter((test) => test.question === question.id)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    if (before.length < 2)
      db.learning.testCases.insert({
        question: question.id,
        description: '',
        input: '9',
        expected_output: '81',
        is_hidden: false,
        weight: 1,
        order: 9,
        created_at: must(before[0], 'a test case').created_at,
      });
    const ids = db.learning.testCases
      .filter((test) => test.question === question.id)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map((test) => test.id);
    const count = ids.length;
    const { user } = openAssessment(question.assessment);
    await user.click(await screen.findByRole('button', { name: `Edit question ${number}` }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit question ${number}` }));
    await user.click(await dialog.findByRole('button', { name: 'Edit test case 1' }, LOADED));
    const form = within(dialog.getByRole('form', { name: 'Edit test case 1' }));
    await user.clear(form.getByRole('textbox', { name: /^Expected output/ }));
    await user.type(form.getByRole('textbox', { name: /^Expected output/ }), '144');
    await user.click(form.getByRole('button', { name: 'Save test case' }));
    await waitFor(() => {
      const tests = getMockDatabase().learning.testCases.filter((test) => test.question === question.id);
      expect(tests.length).toBe(count);
      expect(tests.sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0]?.expected_output).toBe('144');
      expect(tests.map((test) => test.id)).toEqual(ids);
    }, LOADED);
    await user.click(await dialog.findByRole('button', { name: `Delete test case ${count}` }, LOADED));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete test case ${count}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete test case' }));
    await waitFor(
      () =>
        expect(
          getMockDatabase()
            .learning.testCases.filter((test) => test.question === question.id)
            .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
            .map((test) => test.id),
        ).toEqual(ids.slice(0, -1)),
      LOADED,
    );
  });

  it('edits the options of a multiple-choice question and which one is correct', async () => {
    const db = getMockDatabase();
    const question = must(
      db.learning.questions.find((row) => row.question_type === 'multiple_choice'),
      'a seeded multiple-choice question',
    );
    const number =
      db.learning.questions
        .filter((row) => row.assessment === question.assessment)
        .sort((a, b) => a.order - b.order || a.id - b.id)
        .findIndex((row) => row.id === question.id) + 1;
    const { user } = openAssessment(question.assessment);
    await user.click(await screen.findByRole('button', { name: `Edit question ${number}` }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit question ${number}` }));
    const options = await dialog.findByRole('textbox', { name: /^Options/ }, LOADED);
    await user.clear(options);
    await user.type(options, 'A tuple');
    await user.click(dialog.getByRole('button', { name: 'Save question' }));
    expect(await dialog.findByText('Give at least two options, one per line.')).toBeTruthy();
    await user.type(options, '{Enter}A list{Enter}A set');
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Correct option/ }), 'b');
    await user.click(dialog.getByRole('button', { name: 'Save question' }));
    await waitFor(
      () =>
        expect(getMockDatabase().learning.questions.get(question.id)?.options).toEqual([
          { key: 'a', text: 'A tuple', is_correct: false },
          { key: 'b', text: 'A list', is_correct: true },
          { key: 'c', text: 'A set', is_correct: false },
        ]),
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
