import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { EnrollmentPage } from './enrollment';
import { InstallmentsPage } from './installments';
import { MPESA_PHONE_HELP, MPESA_WAITING_TEXT } from './shared';

startMockBackend();
const SLOW = { timeout: 15_000 };
const location = () => screen.getByTestId('location').textContent;

const openAsParent = (path = '/dashboard/payments/installments') =>
  renderInApp(<InstallmentsPage />, { path, routePath: '/dashboard/payments/installments', session: signedInSession('parent') });

describe('a parent pays a child’s installment', () => {
  it('lists the children’s installments together, each named, with Pay now for the child', async () => {
    openAsParent();
    const payLinks = await screen.findAllByRole('link', { name: /^Pay \S+\s[\d,.]+ now for (Wanjiku|Baraka) Kamau$/ }, SLOW);
    expect(payLinks.length).toBeGreaterThan(0);
    expect(screen.getAllByText(/· Wanjiku Kamau$/).length).toBeGreaterThan(0);
    expect(screen.getByText('Your children’s installments together: what is due and when; overdue first to pay.')).toBeTruthy();
  });

  it('pays one by M-Pesa for the child, waits, and lands on the success page', async () => {
    const { user } = openAsParent();
    const link = (await screen.findAllByRole('link', { name: /now for Wanjiku Kamau$/ }, SLOW))[0];
    if (!link) throw new Error('no installment to pay');
    await user.click(link);
    await screen.findByRole('heading', { name: /^Pay installment \d+ of \d+ of .+ for Wanjiku Kamau$/ }, SLOW);
    const phone = screen.getByRole('textbox', { name: /M-Pesa phone number/ });
    // The same field and help text as checkout's.
    expect(screen.getByText(MPESA_PHONE_HELP)).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, '0712 345 678');
    const pay = screen.getByRole('button', { name: /^Pay \S+\s[\d,.]+ with M-Pesa$/ });
    const db = getMockDatabase();
    const lastBefore = Math.max(...db.payments.payments.all().map((row) => row.id));
    await user.dblClick(pay);
    await screen.findByText(MPESA_WAITING_TEXT, { exact: false }, SLOW);
    // One payment for the double tap (on a slow machine it may have settled already).
    const started = db.payments.payments.filter((row) => row.id > lastBefore && row.gateway === 'mpesa');
    expect(started).toHaveLength(1);
    for (const row of started) db.payments.payments.update(row.id, { settle_at: Date.now() - 1 });
    const enrollment = db.payments.payments.get(started[0]?.id ?? 0)?.enrollment;
    await waitFor(() => expect(location()).toBe(`/dashboard/payments/success/${enrollment}?payment=${started[0]?.id}`), SLOW);
    expect(db.payments.payments.get(started[0]?.id ?? 0)?.status).toBe('completed');
  });

  it('pays two installments in one M-Pesa payment of their total, and both are paid when it completes', async () => {
    const { user } = openAsParent();
    const link = (await screen.findAllByRole('link', { name: /now for (Wanjiku|Baraka) Kamau$/ }, SLOW))[0];
    if (!link) throw new Error('no installment to pay');
    await user.click(link);
    const group = await screen.findByRole('group', { name: 'Pay together with' }, SLOW);
    const [other] = within(group).getAllByRole('checkbox');
    if (!other) throw new Error('no other installment to pay together');
    await user.click(other);
    await screen.findByText(/^2 installments in one payment: \S+\s[\d,.]+ in all$/, undefined, SLOW);
    const phone = screen.getByRole('textbox', { name: /M-Pesa phone number/ });
    await user.clear(phone);
    await user.type(phone, '0712 345 678');
    const db = getMockDatabase();
    const lastBefore = Math.max(...db.payments.payments.all().map((row) => row.id));
    await user.click(screen.getByRole('button', { name: /^Pay \S+\s[\d,.]+ with M-Pesa$/ }));
    await screen.findByText(MPESA_WAITING_TEXT, { exact: false }, SLOW);
    const shares = db.payments.payments.filter((row) => row.id > lastBefore);
    expect(shares).toHaveLength(2);
    for (const row of shares) db.payments.payments.update(row.id, { settle_at: Date.now() - 1 });
    await waitFor(() => expect(location()).toMatch(/^\/dashboard\/payments\/success\//), SLOW);
    expect(shares.map((row) => db.payments.payments.get(row.id)?.status)).toEqual(['completed', 'completed']);
  });

  it('gives the bank’s details and reference for a bank transfer', async () => {
    const { user } = openAsParent();
    const link = (await screen.findAllByRole('link', { name: /now for Wanjiku Kamau$/ }, SLOW))[0];
    if (!link) throw new Error('no installment to pay');
    await user.click(link);
    await screen.findByRole('heading', { name: /for Wanjiku Kamau$/ }, SLOW);
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await user.click(screen.getByRole('button', { name: /^Pay \S+\s[\d,.]+$/ }));
    expect(
      await screen.findByText(/KCB Bank, Kipande House branch, A\/C 1234567890 .* reference PAY-/, undefined, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();

    // The slip (its upload runs in the bank transfer journey: jsdom's File does not pass through fetch):
    // nothing chosen says what to do, and what was typed stays.
    const form = screen.getByRole('form', { name: 'Upload the transfer slip' });
    await user.type(within(form).getByRole('textbox', { name: /Reference on the slip/ }), 'KCB-554433');
    await user.click(within(form).getByRole('button', { name: 'Upload the slip' }));
    expect(await within(form).findByText('Choose the photo or PDF of the slip.', undefined, SLOW)).toBeTruthy();
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /Reference on the slip/ }).value).toBe('KCB-554433');
  });
});

describe('a parent pays what a child’s enrollment owes', () => {
  it('leads from the enrollment to a payment for the child, by card on the provider’s page', async () => {
    const db = getMockDatabase();
    const owed = db.payments.enrollments.find((row) => row.user === 4 && row.status === 'payment_pending');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    const { user } = renderInApp(<EnrollmentPage />, {
      path: `/dashboard/payments/enrollments/${owed?.id}`,
      routePath: '/dashboard/payments/enrollments/:enrollmentId',
      session: signedInSession('parent'),
    });
    await user.click(await screen.findByRole('link', { name: /^Pay \S+\s[\d,.]+ for Wanjiku Kamau$/ }, SLOW));
    await screen.findByRole('heading', { name: /^Pay for .+ for Wanjiku Kamau$/ }, SLOW);
    await user.click(screen.getByRole('radio', { name: /^Card \(Visa, Mastercard\)/ }));
    await user.click(screen.getByRole('button', { name: /^Pay \S+\s[\d,.]+$/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), SLOW);
    vi.unstubAllGlobals();
    expect(String(assign.mock.calls[0]?.[0])).toMatch(/\/payment\/success\?gateway=stripe&payment_id=\d+/);
    expect(db.payments.payments.filter((row) => row.enrollment === owed?.id && row.gateway === 'stripe')).toHaveLength(1);
  });
});
