import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { HTTP_MESSAGES } from '@ujuzi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { GradebookPage } from './gradebook-page';
import { CourseGradePage } from './grade-page';
import { MyGradesPage } from './my-grades-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const studentId = () => getMockDatabase().accounts.users.find((row) => row.username === 'student')?.id;

describe('the gradebook', () => {
  it('lets a teacher override a grade only with a reason, which the grade keeps', async () => {
    const { user } = renderInApp(<GradebookPage />, { path: '/dashboard/gradebook', session: signedInSession('teacher') });
    const overrideButtons = await screen.findAllByRole('button', { name: /^Override / }, LOADED);
    await user.click(overrideButtons[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: /’s grade$/ }, LOADED));
    const score = await dialog.findByRole('textbox', { name: /^Score/ }, LOADED);
    await user.clear(score);
    await user.type(score, '41');
    await user.click(dialog.getByRole('button', { name: 'Save grade' }));
    expect(await dialog.findByText('Give the reason for overriding the computed grade.', undefined, LOADED)).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: /^Reason for the override/ }), 'Late project re-marked.');
    await user.click(dialog.getByRole('button', { name: 'Save grade' }));
    await waitFor(
      () =>
        expect(
          getMockDatabase().learning.courseGrades.find((row) => row.override_reason === 'Late project re-marked.'),
        ).toMatchObject({ score: 41, is_passed: false }),
      LOADED,
    );
  }, 40_000);

  it('says when the grades could not be loaded, with Retry', async () => {
    setMockFaults({ statuses: { listCourseGrades: 500 } });
    const { user } = renderInApp(<GradebookPage />, { path: '/dashboard/gradebook', session: signedInSession('teacher') });
    expect(await screen.findByText(HTTP_MESSAGES.serverError, undefined, LOADED)).toBeTruthy();
    resetMockFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByRole('button', { name: /^Override / }, LOADED)).length).toBeGreaterThan(0);
  });

  it('shows a learner their own grades, each with what it is made of and no staff action', async () => {
    renderInApp(<MyGradesPage />, { path: '/dashboard/gradebook/my-grades', session: signedInSession('student') });
    const mine = getMockDatabase().learning.courseGrades.filter((row) => row.student === studentId());
    const course = getMockDatabase().courses.courses.get(mine[0]?.course);
    expect(await screen.findByRole('link', { name: course?.title ?? '' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Override/ })).toBeNull();
  });

  it('opens a grade with the work it is drawn from', async () => {
    const grade = getMockDatabase().learning.courseGrades.find((row) => row.student === studentId());
    renderInApp(<CourseGradePage />, {
      path: `/dashboard/gradebook/grades/${grade?.id}`,
      routePath: '/dashboard/gradebook/grades/:id',
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'What the grade is made of' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('table', { name: /^Work the grade in/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Override grade' })).toBeNull();
  });
});
