import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { AssessmentPage } from '../assessment/assessment-page';
import { AssessmentsPage } from '../assessments/assessments-page';

startMockBackend();

const LOADED = { timeout: 15_000 };

describe('assessments, staff side', { timeout: 40_000 }, () => {
  it('creates a draft assessment for a course and opens it', async () => {
    const course = getMockDatabase().courses.courses.all()[0];
    const { user } = renderInApp(<AssessmentsPage />, {
      path: '/dashboard/courses/assessments',
      routePath: '/dashboard/courses/assessments',
      session: signedInSession('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'New assessment' }, LOADED));
    const form = within(await screen.findByRole('form', { name: 'New assessment' }, LOADED));
    await waitFor(() => expect(form.getByRole('option', { name: course?.title })).toBeTruthy(), LOADED);
    await user.selectOptions(form.getByRole('combobox', { name: /^Course/ }), String(course?.id));
    await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Loops checkpoint');
    await user.click(form.getByRole('button', { name: 'Create assessment' }));
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toMatch(/^\/dashboard\/courses\/assessments\/\d+$/),
      LOADED,
    );
    expect(getMockDatabase().learning.assessments.find((row) => row.title === 'Loops checkpoint')).toMatchObject({
      course: course?.id,
      is_published: false,
      passing_score: 50,
    });
  });

  it('adds a code question with a hidden test case', async () => {
    const assessment = getMockDatabase().learning.assessments.all()[0];
    const { user } = renderInApp(<AssessmentPage />, {
      path: `/dashboard/courses/assessments/${assessment?.id}`,
      routePath: '/dashboard/courses/assessments/:slugOrId',
      session: signedInSession('admin'),
    });
    const questions = within(await screen.findByRole('region', { name: 'Questions' }, LOADED));
    await user.click(await questions.findByRole('button', { name: 'Add question' }, LOADED));
    const form = within(await screen.findByRole('form', { name: 'New question' }, LOADED));
    await user.selectOptions(form.getByRole('combobox', { name: /^Kind of question/ }), 'code');
    await user.type(form.getByRole('textbox', { name: /^Question/ }), 'Print the square of n.');
    await user.click(form.getByRole('button', { name: 'Add question' }));
    expect(await form.findByText('Choose the language of the code.', undefined, LOADED)).toBeTruthy();
    await user.selectOptions(form.getByRole('combobox', { name: /^Language/ }), 'python');
    await user.type(form.getByRole('textbox', { name: /^Test input/ }), '7');
    await user.type(form.getByRole('textbox', { name: /^Expected output/ }), '49');
    await user.click(form.getByRole('button', { name: 'Add question' }));
    await waitFor(() => {
      const db = getMockDatabase();
      const question = db.learning.questions.find((row) => row.question_text === 'Print the square of n.');
      expect(question).toMatchObject({ question_type: 'code', language: 'python', assessment: assessment?.id });
      expect(db.learning.testCases.filter((row) => row.question === question?.id)).toMatchObject([
        { input: '7', expected_output: '49', is_hidden: true },
      ]);
    }, LOADED);
  });

  it('edits an assessment with PATCH, attaching a rubric, then deletes it after a confirmation naming it', async () => {
    const db = getMockDatabase();
    const assessment = db.learning.assessments.all()[0];
    const rubric = db.learning.rubrics.find((row) => row.course === null);
    const { user } = renderInApp(<AssessmentPage />, {
      path: `/dashboard/courses/assessments/${assessment?.id}`,
      routePath: '/dashboard/courses/assessments/:slugOrId',
      session: signedInSession('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit assessment' }, LOADED));
    const form = within(await screen.findByRole('form', { name: 'Edit assessment' }, LOADED));
    await waitFor(() => expect(form.getByRole('option', { name: new RegExp(`^${rubric?.title}`) })).toBeTruthy(), LOADED);
    await user.selectOptions(form.getByRole('combobox', { name: /^Rubric/ }), String(rubric?.id));
    await user.click(form.getByRole('button', { name: 'Save assessment' }));
    await waitFor(() => expect(getMockDatabase().learning.assessments.get(assessment?.id ?? 0)?.rubric).toBe(rubric?.id), LOADED);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit assessment' })).toBeNull(), LOADED);
    await user.click(screen.getByRole('button', { name: 'Delete assessment' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: `Delete ${assessment?.title}?` }, LOADED));
    await user.click(confirm.getByRole('button', { name: 'Delete assessment' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/courses/assessments'), LOADED);
    expect(getMockDatabase().learning.assessments.get(assessment?.id ?? 0)).toBeUndefined();
  });
});
