import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { InvoicesPage } from './invoices-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderInvoices = (role: 'accountant' | 'parent' | 'student', path = '/dashboard/finance/invoices') =>
  renderInApp(<InvoicesPage />, { path, session: signedInSession(role) });

describe('the invoices screen', () => {
  it("shows a parent each child's invoices, each opening its page, and no one else's", async () => {
    renderInvoices('parent');
    const db = getMockDatabase();
    const parent = db.accounts.users.find((user) => user.username === 'parent');
    const children = db.accounts.relations
      .filter((relation) => relation.parent === parent?.id)
      .map((relation) => relation.student);
    const theirs = db.payments.invoices.filter((row) => children.includes(row.user));
    const stranger = db.payments.invoices.find((row) => !children.includes(row.user));
    const first = theirs[0];
    if (!first || !stranger) throw new Error('the seed invoices the children and others');
    const link = await screen.findByRole('link', { name: first.invoice_number }, LOADED);
    expect(link.getAttribute('href')).toBe(`/dashboard/finance/invoices/${first.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: stranger.invoice_number })).toBeNull();
  });

  it('filters by status from the URL: only overdue invoices', async () => {
    renderInvoices('accountant', '/dashboard/finance/invoices?status=overdue&page_size=100');
    // The badges (the status filter's options say every status).
    await waitFor(() => expect(screen.getAllByText('Overdue', { selector: 'span' }).length).toBeGreaterThan(0), LOADED);
    expect(screen.queryByText('Paid', { selector: 'span' })).toBeNull();
    expect(screen.queryByText('Unpaid', { selector: 'span' })).toBeNull();
  });

  it('says when a learner has no invoices yet, with the way to their enrollments', async () => {
    getMockDatabase().payments.invoices.removeWhere(() => true);
    renderInvoices('student');
    expect(await screen.findByRole('heading', { name: 'No invoices yet' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My enrollments' }).getAttribute('href')).toBe('/dashboard/payments/enrollments');
  });

  it("lets finance staff invoice an enrollment's balance, then opens the new invoice", async () => {
    const { user } = renderInvoices('accountant');
    await user.click(await screen.findByRole('button', { name: 'New invoice' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: 'New invoice' }));
    // One letter: the search answers the enrollments whose learner or course has it, those owing offered.
    await user.type(await dialog.findByRole('combobox', { name: /Enrollment/ }, LOADED), 'a');
    const options = await screen.findAllByRole('option', { name: /owes Ksh/ }, LOADED);
    await user.click(options[0] as HTMLElement);
    await user.click(dialog.getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText(/^Invoice INV-\d{4}-\d{6} issued$/, undefined, LOADED)).toBeTruthy();
    const created = getMockDatabase().payments.invoices.all().at(-1);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toContain(`/dashboard/finance/invoices/${created?.id}`),
    );
  }, 30_000);

  it('offers Retry when the list fails', async () => {
    setMockFaults({ statuses: { listPaymentInvoices: 500 } });
    renderInvoices('student');
    expect(await screen.findByRole('button', { name: 'Try again' }, LOADED)).toBeTruthy();
  });
});
