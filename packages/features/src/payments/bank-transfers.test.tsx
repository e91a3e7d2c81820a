import { screen, waitFor, within } from '@testing-library/react';
import { initiateEnrollmentPayment } from '@ujuzi/api/hooks';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { PaymentsHomePage } from './home';

startMockBackend();
const SLOW = { timeout: 15_000 };

/** The demo student chooses bank transfer for the course she owes: the payment waits for an admin. */
async function bankTransfer() {
  signedInSession('student');
  const db = getMockDatabase();
  const enrollment = db.payments.enrollments.find((row) => row.user === 4 && row.status === 'payment_pending');
  if (!enrollment) throw new Error('the demo student owes no course');
  const answer = await initiateEnrollmentPayment(enrollment.id, { payment_gateway: 'bank_transfer' });
  expect(answer.payment.status).toBe('pending');
  return { enrollmentId: enrollment.id, payment: answer.payment };
}

const rowOf = (list: HTMLElement, reference: string): HTMLElement => {
  const item = within(list).getByText(new RegExp(reference)).closest('li');
  if (!item) throw new Error(`no row for ${reference}`);
  return item;
};

const openAs = (role: 'admin' | 'accountant') =>
  renderInApp(<PaymentsHomePage />, { path: '/dashboard/payments', session: signedInSession(role) });

describe('bank transfers awaiting verification', () => {
  it('lets an admin verify a transfer with the slip reference; the enrollment becomes active', async () => {
    const { enrollmentId, payment } = await bankTransfer();
    const { user } = openAs('admin');
    const list = await screen.findByRole('list', { name: 'Bank transfers awaiting verification' }, SLOW);
    const item = rowOf(list, payment.reference);
    expect(within(item).getByRole('link', { name: payment.course?.title })).toHaveProperty(
      'href',
      expect.stringContaining(`/dashboard/payments/enrollments/${enrollmentId}`),
    );
    await user.click(within(item).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('alertdialog', undefined, SLOW);
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank slip reference' }), 'KCB-778899');
    await user.click(within(dialog).getByRole('button', { name: 'Verify payment' }));
    await screen.findByText('Bank transfer verified', undefined, SLOW);
    const db = getMockDatabase();
    expect(db.payments.payments.get(payment.id)).toMatchObject({ status: 'completed', gateway_transaction_id: 'KCB-778899' });
    expect(db.payments.enrollments.get(enrollmentId)?.status).toBe('active');
    await waitFor(() => expect(within(list).queryByText(new RegExp(payment.reference))).toBeNull(), SLOW);
  });

  it('lets an accountant reject a transfer, only with a reason, and the payment fails', async () => {
    const { payment } = await bankTransfer();
    const { user } = openAs('accountant');
    const list = await screen.findByRole('list', { name: 'Bank transfers awaiting verification' }, SLOW);
    await user.click(within(rowOf(list, payment.reference)).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', undefined, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(await within(dialog).findByText('Say why, so the learner knows what to do.', undefined, SLOW)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No deposit with this reference on the statement.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    await screen.findByText('Bank transfer rejected', undefined, SLOW);
    expect(getMockDatabase().payments.payments.get(payment.id)?.status).toBe('failed');
  });

  it('is not offered to a teacher', async () => {
    await bankTransfer();
    renderInApp(<PaymentsHomePage />, { path: '/dashboard/payments', session: signedInSession('teacher') });
    await screen.findByRole('heading', { level: 1, name: 'Payments' }, SLOW);
    await screen.findByRole('link', { name: 'Payment history' }, SLOW);
    expect(screen.queryByRole('heading', { name: 'Bank transfers awaiting verification' })).toBeNull();
  });
});
