import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { AcademicYearsPage } from './years-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderYears = (role: 'admin' | 'student', path = '/dashboard/academics/years') =>
  renderInApp(<AcademicYearsPage />, { path, session: signedInSession(role) });

describe('the academic years and terms', () => {
  it('shows a student the years, the terms and which term is current, without management actions', async () => {
    renderYears('student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Academic years and terms' }, LOADED)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Term 3, 2026' }, LOADED)).toBeTruthy();
    expect(await screen.findByText('(24 Aug 2026 – 20 Nov 2026)', undefined, LOADED)).toBeTruthy();
    const terms = within(await screen.findByRole('table', { name: 'Academic terms, newest first' }, LOADED));
    const current = must(terms.getByText('Term 3, 2026').closest('tr'), 'its row');
    expect(within(current).getByText('Current')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New year' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Mark current/ })).toBeNull();
  }, 30_000);

  it('lets management create a year and mark another term current', async () => {
    const { user } = renderYears('admin');
    await user.click((await screen.findAllByRole('button', { name: 'New year' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New academic year' }));
    await user.type(await dialog.findByRole('textbox', { name: /^Name/ }, LOADED), '2031');
    await user.click(dialog.getByRole('button', { name: 'Create year' }));
    expect(await dialog.findAllByText(/required|Please/i, undefined, LOADED)).not.toHaveLength(0);
    expect((dialog.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('2031');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click(await screen.findByRole('button', { name: 'Mark current: Term 2, 2026' }, LOADED));
    expect(await screen.findByText('Current term changed', undefined, LOADED)).toBeTruthy();
    await waitFor(() => expect(getMockDatabase().core.academicTerms.find((term) => term.is_current)?.name).toBe('Term 2'));
    expect(await screen.findByRole('link', { name: 'Term 2, 2026' }, LOADED)).toBeTruthy();
  }, 30_000);

  it('keeps a year that still has terms, with the server’s reason', async () => {
    const { user } = renderYears('admin');
    await user.click(await screen.findByRole('button', { name: 'Delete “2026”' }, LOADED));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this academic year?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete academic year' }));
    expect(await screen.findByText(/has terms, classes or fee structures/, undefined, LOADED)).toBeTruthy();
    expect(getMockDatabase().core.academicYears.find((year) => year.name === '2026')).toBeTruthy();
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listAcademicYears: 500, listAcademicTerms: 500 } });
    renderYears('admin');
    expect(await screen.findByRole('heading', { name: 'Could not load academic years' }, LOADED)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Could not load terms' }, LOADED)).toBeTruthy();
  }, 30_000);
});
