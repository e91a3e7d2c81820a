import { screen, waitFor, within } from '@testing-library/react';
import { demoAccount, getMockDatabase, resetMockFaults } from '@ujuzi/mocks';
import { displayName, formatMoney } from '@ujuzi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { ReceiptPage } from '../receipt/receipt-page';
import { RefundPage } from './refund-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderRefund = (id: number | string, role: 'admin' | 'super_admin' = 'admin') =>
  renderInApp(<RefundPage />, {
    path: `/dashboard/payments/admin/refunds/${id}`,
    routePath: '/dashboard/payments/admin/refunds/:refundId',
    session: signedInSession(role),
  });
const pendingRefund = () => {
  const db = getMockDatabase();
  const refund = must(
    db.payments.refunds.find((row) => row.status === 'pending'),
    'a pending refund',
  );
  const payment = must(db.payments.payments.get(refund.payment), 'its payment');
  const course = must(db.courses.courses.get(payment.course ?? 0), 'its course');
  const learner = must(db.accounts.users.get(refund.user), 'its learner');
  return { db, refund, payment, course, learner };
};

describe('a refund’s page', () => {
  it('links the learner, the course, the enrollment and the payment', async () => {
    const { refund, course, learner } = pendingRefund();
    renderRefund(refund.id);
    expect(await screen.findByRole('heading', { level: 1, name: `Refund ${refund.reference}` }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: displayName(learner) }).getAttribute('href')).toBe(
      `/dashboard/students/${learner.id}`,
    );
    expect(screen.getByRole('link', { name: course.title }).getAttribute('href')).toBe(`/dashboard/courses/${course.slug}`);
    expect(screen.getByRole('link', { name: refund.payment_reference ?? '' }).getAttribute('href')).toBe(
      `/dashboard/payments/receipts/${refund.payment}`,
    );
    expect(screen.getByRole('link', { name: `Enrollment #${refund.enrollment}` })).toBeTruthy();
  }, 30_000);

  it('approves half: the confirmation names learner, course and amount; more than asked is refused on its field; a double click records one refund', async () => {
    const { db, refund, payment, course, learner } = pendingRefund();
    const half = (Number.parseFloat(refund.amount) / 2).toFixed(2);
    const { user } = renderRefund(refund.id);
    await user.click(await screen.findByRole('button', { name: 'Approve' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: `Approve the refund to ${displayName(learner)}?` }));
    expect(dialog.getByText(`${displayName(learner)} · ${course.title} · ${formatMoney(refund.amount)}`)).toBeTruthy();
    const amount = await dialog.findByRole('textbox', { name: /^Amount to refund/ }, LOADED);
    await user.clear(amount);
    await user.type(amount, String(Number.parseFloat(refund.amount) + 1));
    await user.click(dialog.getByRole('button', { name: 'Approve refund' }));
    expect(await dialog.findByText(/^At most Ksh .* can be refunded\.$/, undefined, LOADED)).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, half);
    await user.dblClick(dialog.getByRole('button', { name: 'Approve refund' }));
    await waitFor(() => expect(db.payments.refunds.get(refund.id)?.status).toBe('completed'), LOADED);
    expect(db.payments.refunds.get(refund.id)?.amount).toBe(half);
    expect(db.payments.payments.get(payment.id)?.refunded_amount).toBe(half);
    expect(db.payments.payments.get(payment.id)?.status).toBe('completed');
    expect(
      db.payments.notifications.some((row) => row.user === refund.user && row.notification_type === 'refund_processed'),
    ).toBe(true);
    expect(await screen.findByText('Refunded', { selector: 'h1 ~ * *, [class*=badge] *, span' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  }, 40_000);

  it('rejects with the reason the learner is shown', async () => {
    const { db, refund, learner } = pendingRefund();
    const { user } = renderRefund(refund.id);
    await user.click(await screen.findByRole('button', { name: 'Reject' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: `Reject the refund to ${displayName(learner)}?` }));
    await user.click(await dialog.findByRole('button', { name: 'Reject refund' }, LOADED));
    expect(await dialog.findByText('This field is required', undefined, LOADED)).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Most of the course was completed.');
    await user.click(dialog.getByRole('button', { name: 'Reject refund' }));
    await waitFor(() => expect(db.payments.refunds.get(refund.id)?.status).toBe('rejected'), LOADED);
    expect(await screen.findByText('Most of the course was completed.', undefined, LOADED)).toBeTruthy();
    expect(db.payments.notifications.some((row) => row.user === refund.user && row.notification_type === 'refund_rejected')).toBe(
      true,
    );
  }, 30_000);

  it('says a refund that does not exist was not found, with the way back', async () => {
    renderRefund(999_999);
    expect(await screen.findByRole('link', { name: 'Back to refunds' }, LOADED)).toBeTruthy();
  }, 30_000);
});

describe('starting a refund from a payment’s page', () => {
  it('opens one refund of part of a paid payment, even on a double click', async () => {
    const db = getMockDatabase();
    const payment = must(
      db.payments.payments.find(
        (row) =>
          row.status === 'completed' &&
          Number(row.refunded_amount ?? 0) === 0 &&
          !db.payments.refunds.some((refund) => refund.payment === row.id),
      ),
      'a paid payment without refunds',
    );
    const { user } = renderInApp(<ReceiptPage />, {
      path: `/dashboard/payments/receipts/${payment.id}`,
      routePath: '/dashboard/payments/receipts/:paymentId',
      session: signedInSession('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Start a refund' }, LOADED));
    const dialog = within(await screen.findByRole('dialog'));
    const amount = await dialog.findByRole('textbox', { name: /^Amount to refund/ }, LOADED);
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Charged for a session that was cancelled.');
    await user.dblClick(dialog.getByRole('button', { name: 'Start refund' }));
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toMatch(/^\/dashboard\/payments\/admin\/refunds\/\d+$/),
      LOADED,
    );
    const opened = db.payments.refunds.filter((refund) => refund.payment === payment.id);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ amount: '1000.00', status: 'pending' });
  }, 30_000);

  it('is not offered to a learner on their own receipt', async () => {
    const session = signedInSession('student');
    const db = getMockDatabase();
    const username = demoAccount('student')?.username;
    const student = must(
      db.accounts.users.find((row) => row.username === username),
      'the student',
    );
    const payment = must(
      db.payments.payments.find((row) => row.user === student.id && row.status === 'completed'),
      'their payment',
    );
    renderInApp(<ReceiptPage />, {
      path: `/dashboard/payments/receipts/${payment.id}`,
      routePath: '/dashboard/payments/receipts/:paymentId',
      session,
    });
    expect(await screen.findByRole('heading', { level: 1, name: /^Receipt / }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start a refund' })).toBeNull();
  }, 30_000);
});
