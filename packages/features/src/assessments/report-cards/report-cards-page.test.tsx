import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { ReportCardsPage } from './report-cards-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const PATH = '/dashboard/assessments/report-cards';

describe('generating report cards', () => {
  it('an admin generates a class’s cards for a term and is told who was skipped and why', async () => {
    const db = getMockDatabase();
    const section = db.academics.classSections.find((row) => row.display_name === 'DSE1 Morning 2026');
    const term = db.core.academicTerms.find((row) => row.name === 'Term 2' && row.academic_year_name === '2026');
    if (!section || !term) throw new Error('the seed has DSE1 Morning 2026 and Term 2 2026');
    const { user } = renderInApp(<ReportCardsPage />, { path: PATH, session: signedInSession('admin') });
    await user.click(await screen.findByRole('button', { name: 'Generate report cards' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: 'Generate report cards' }, LOADED));
    const terms = await dialog.findByRole('combobox', { name: /Term/ }, LOADED);
    await waitFor(() => expect(within(terms).getAllByRole('option').length).toBeGreaterThan(1), LOADED);
    await user.selectOptions(terms, String(term.id));
    const classes = dialog.getByRole('combobox', { name: /Class/ });
    await waitFor(() => expect(within(classes).getAllByRole('option').length).toBeGreaterThan(1), LOADED);
    await user.selectOptions(classes, String(section.id));
    await user.click(dialog.getByRole('button', { name: 'Generate report cards' }));
    // Last term's cards exist already: every student is skipped, each named with the reason.
    const skipped = await dialog.findByRole('list', { name: 'Students skipped' }, LOADED);
    expect(within(skipped).getAllByText(/already has a report card for Term 2 2026/).length).toBeGreaterThan(0);
    expect(dialog.getByText(/0 report cards generated for Term 2 2026; \d+ skipped\./)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);

  it('is not offered to a student', async () => {
    renderInApp(<ReportCardsPage />, { path: PATH, session: signedInSession('student') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Report cards' }, LOADED)).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Term 2 2026/ }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate report cards' })).toBeNull();
  });
});
