import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { HTTP_MESSAGES } from '@ujuzi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { GradingSystemsPage } from './systems-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const PATH = '/dashboard/assessments/grading-systems';

describe('the grading systems screen', () => {
  it('lists each system with its bands, each opening its page; an admin creates one and lands on it', async () => {
    const { user } = renderInApp(<GradingSystemsPage />, { path: PATH, session: signedInSession('admin') });
    const link = await screen.findByRole('link', { name: 'KCSE 12-point scale' }, LOADED);
    const kcse = getMockDatabase().assessment.gradingSystems.find((row) => row.name === 'KCSE 12-point scale');
    expect(link.getAttribute('href')).toBe(`${PATH}/${kcse?.id}`);
    expect(screen.getAllByText(/A 80–100 · A- 75–79\.99/).length).toBeGreaterThan(0);
    // The default system cannot be deleted; the other can.
    expect(screen.queryByRole('button', { name: 'Delete “KCSE 12-point scale”' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete “Competency-based (TVET CDACC)”' })).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'New grading system' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New grading system' }, LOADED));
    await user.click(await dialog.findByRole('button', { name: 'Create grading system' }, LOADED));
    expect(await dialog.findByText(/required|at least 1/i, undefined, LOADED)).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Short courses');
    await user.click(dialog.getByRole('button', { name: 'Create grading system' }));
    await waitFor(
      () => expect(getMockDatabase().assessment.gradingSystems.find((row) => row.name === 'Short courses')).toBeTruthy(),
      LOADED,
    );
  }, 30_000);

  it('offers a teacher no changes', async () => {
    renderInApp(<GradingSystemsPage />, { path: PATH, session: signedInSession('teacher') });
    expect(await screen.findByRole('link', { name: 'KCSE 12-point scale' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New grading system' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('says when the systems could not be loaded, with Retry', async () => {
    setMockFaults({ statuses: { listGradingSystems: 500 } });
    const { user } = renderInApp(<GradingSystemsPage />, { path: PATH, session: signedInSession('admin') });
    expect(await screen.findByText(HTTP_MESSAGES.serverError, undefined, LOADED)).toBeTruthy();
    resetMockFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'KCSE 12-point scale' }, LOADED)).toBeTruthy();
  });
});
