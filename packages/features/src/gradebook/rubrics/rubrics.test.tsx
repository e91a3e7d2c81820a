import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { HTTP_MESSAGES } from '@ujuzi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { RubricPage } from './rubric-page';
import { RubricsPage } from './rubrics-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const PATH = '/dashboard/gradebook/rubrics';

describe('rubrics', () => {
  it('lets a teacher create a rubric with criteria by levels, told of a level above its criterion', async () => {
    const { user } = renderInApp(<RubricsPage />, { path: PATH, session: signedInSession('teacher') });
    expect(await screen.findByRole('link', { name: 'Web project rubric' }, LOADED)).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'New rubric' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New rubric' }, LOADED));
    await user.type(await dialog.findByRole('textbox', { name: /^Title/ }, LOADED), 'API design rubric');
    await user.type(dialog.getByRole('textbox', { name: /^Criterion 1/ }), 'Endpoints');
    await user.type(dialog.getByRole('textbox', { name: /^Points of criterion 1/ }), '20');
    await user.type(dialog.getByRole('textbox', { name: /^Level 1 of criterion 1/ }), 'Excellent');
    await user.type(dialog.getByRole('textbox', { name: /^Points of level 1/ }), '25');
    await user.click(dialog.getByRole('button', { name: 'Create rubric' }));
    expect(await dialog.findByText('At most the criterion’s 20 points.', undefined, LOADED)).toBeTruthy();
    await user.clear(dialog.getByRole('textbox', { name: /^Points of level 1/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Points of level 1/ }), '20');
    await user.click(dialog.getByRole('button', { name: 'Create rubric' }));
    await waitFor(
      () =>
        expect(getMockDatabase().learning.rubrics.find((row) => row.title === 'API design rubric')?.criteria).toEqual([
          expect.objectContaining({ title: 'Endpoints', points: 20, levels: [expect.objectContaining({ points: 20 })] }),
        ]),
      LOADED,
    );
  }, 40_000);

  it('says when the rubrics could not be loaded, with Retry', async () => {
    setMockFaults({ statuses: { listRubrics: 500 } });
    renderInApp(<RubricsPage />, { path: PATH, session: signedInSession('teacher') });
    expect(await screen.findByText(HTTP_MESSAGES.serverError, undefined, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a rubric’s criteria and levels; a learner may change nothing', async () => {
    const rubric = getMockDatabase().learning.rubrics.find((row) => row.title === 'Web project rubric');
    renderInApp(<RubricPage />, { path: `${PATH}/${rubric?.id}`, routePath: `${PATH}/:id`, session: signedInSession('student') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Functionality · 40 points' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Levels of Functionality' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit rubric' })).toBeNull();
  });
});
