import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { InvoicePage } from './invoice-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderInvoice = (role: 'accountant' | 'parent' | 'student', id: number | string) =>
  renderInApp(<InvoicePage />, {
    path: `/dashboard/finance/invoices/${id}`,
    routePath: '/dashboard/finance/invoices/:slug',
    session: signedInSession(role),
  });

/** A seeded invoice of the demo parent's child with something paid and something owed. */
function childInvoiceOwing() {
  const db = getMockDatabase();
  const parent = db.accounts.users.find((user) => user.username === 'parent');
  const children = db.accounts.relations.filter((relation) => relation.parent === parent?.id).map((relation) => relation.student);
  const invoice = db.payments.invoices.find((row) => {
    if (!children.includes(row.user) || !row.enrollment) return false;
    const paid = db.payments.payments
      .filter((payment) => payment.enrollment === row.enrollment && payment.status === 'completed')
      .reduce((sum, payment) => sum + Number(payment.amount), 0);
    return paid > 0 && paid < Number(db.payments.enrollments.get(row.enrollment)?.total_amount ?? 0);
  });
  if (!invoice) throw new Error('the seed has a part-paid invoice of the parent’s child');
  return invoice;
}

describe('the invoice page', () => {
  it('shows a parent the lines, the payments made linked to their receipts, and a way to pay the balance', async () => {
    const invoice = childInvoiceOwing();
    renderInvoice('parent', invoice.id);
    expect(await screen.findByRole('heading', { level: 1, name: `Invoice ${invoice.invoice_number}` }, LOADED)).toBeTruthy();
    const payments = within((await screen.findByRole('heading', { name: 'Payments made' })).closest('section') as HTMLElement);
    const receipts = await payments.findAllByRole('link', { name: /^Receipt for PAY-/ }, LOADED);
    expect(receipts[0]?.getAttribute('href')).toMatch(/^\/dashboard\/payments\/receipts\/\d+$/);
    const pay = screen.getByRole('link', { name: /^Pay Ksh / });
    expect(pay.getAttribute('href')).toBe(`/dashboard/payments/enrollments/${invoice.enrollment}`);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('lets finance staff void an invoice after a confirmation naming it', async () => {
    const invoice = childInvoiceOwing();
    const { user } = renderInvoice('accountant', invoice.id);
    await user.click(await screen.findByRole('button', { name: 'Void' }, LOADED));
    const confirm = within(await screen.findByRole('alertdialog', { name: `Void ${invoice.invoice_number}?` }));
    await user.click(confirm.getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(getMockDatabase().payments.invoices.get(invoice.id)?.status).toBe('cancelled'), LOADED);
    expect(await screen.findByText('Void', { selector: 'span' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Pay Ksh / })).toBeNull();
  });

  it('lets finance staff remind the learner of the balance by e-mail and SMS', async () => {
    const invoice = childInvoiceOwing();
    const { user } = renderInvoice('accountant', invoice.id);
    await user.click(await screen.findByRole('button', { name: 'Send reminder' }, LOADED));
    const confirm = within(await screen.findByRole('alertdialog', { name: /^Remind .+ of Ksh [\d,.]+\?$/ }));
    await user.click(confirm.getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText('Reminder sent by e-mail and SMS', undefined, LOADED)).toBeTruthy();
    const sent = getMockDatabase().payments.notifications.filter(
      (row) => row.enrollment === invoice.enrollment && row.notification_type === 'payment_reminder',
    );
    expect(sent.map((row) => row.channel).sort()).toEqual(expect.arrayContaining(['email', 'sms']));
  });

  it('says an unknown invoice does not exist, with the way back', async () => {
    renderInvoice('student', 999_999);
    expect(await screen.findByRole('heading', { name: 'This invoice does not exist' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to invoices' }).getAttribute('href')).toBe('/dashboard/finance/invoices');
  });

  it('offers Retry when the invoice fails to load', async () => {
    setMockFaults({ statuses: { getPaymentInvoice: 500 } });
    renderInvoice('student', 1);
    expect(await screen.findByRole('button', { name: 'Try again' }, LOADED)).toBeTruthy();
  });
});
