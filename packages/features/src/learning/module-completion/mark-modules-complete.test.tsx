import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { displayName } from '@ujuzi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { MarkModulesComplete } from './mark-modules-complete';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };

/** A learner of a course with a module they have not completed. */
function learnerWithOpenModule() {
  const db = getMockDatabase();
  for (const enrollment of db.payments.enrollments.all()) {
    const module = db.courses.modules.find(
      (row) =>
        row.course === enrollment.course &&
        db.courses.lessons.some((lesson) => lesson.module === row.id && lesson.is_published) &&
        !db.progress.moduleCompletions.some((done) => done.module === row.id && done.student === enrollment.user),
    );
    const student = db.accounts.users.get(enrollment.user);
    if (module && student?.user_type === 'student') return { course: enrollment.course, module, student };
  }
  throw new Error('no learner with an open module');
}

describe('marking modules complete for a learner', () => {
  it('marks the ticked module complete for the chosen learner after a confirmation', async () => {
    const { course, module, student } = learnerWithOpenModule();
    const { user } = renderInApp(<MarkModulesComplete courseId={course} />, { session: signedInSession('admin') });
    const learner = await screen.findByRole('combobox', { name: 'Learner' });
    await waitFor(() => expect(within(learner).getAllByRole('option').length).toBeGreaterThan(1), LOADED);
    await user.selectOptions(learner, String(student.id));
    await user.click(await screen.findByRole('checkbox', { name: module.title }, LOADED));
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Mark 1 module complete for ${displayName(student as never)}?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    await waitFor(
      () =>
        expect(
          getMockDatabase().progress.moduleCompletions.some((row) => row.module === module.id && row.student === student.id),
        ).toBe(true),
      LOADED,
    );
    expect(await screen.findByText('1 modules completed, 0 already completed.', undefined, LOADED)).toBeTruthy();
  }, 30_000);

  it('says when the marking failed', async () => {
    setMockFaults({ statuses: { bulkCompleteModules: 500 } });
    const { course, module, student } = learnerWithOpenModule();
    const { user } = renderInApp(<MarkModulesComplete courseId={course} />, { session: signedInSession('admin') });
    const learner = await screen.findByRole('combobox', { name: 'Learner' });
    await waitFor(() => expect(within(learner).getAllByRole('option').length).toBeGreaterThan(1), LOADED);
    await user.selectOptions(learner, String(student.id));
    await user.click(await screen.findByRole('checkbox', { name: module.title }, LOADED));
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark complete' }));
    expect(await screen.findByText('Could not mark the modules complete', undefined, LOADED)).toBeTruthy();
  }, 30_000);
});
