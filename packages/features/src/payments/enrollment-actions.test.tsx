import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { EnrollmentPage } from './enrollment';
import { ReceiptPage } from './receipt';

startMockBackend();
const SLOW = { timeout: 15_000 };
const STUDENT_ID = 4;
const location = () => screen.getByTestId('location').textContent;

const enrollmentOf = (status: string, paid?: boolean) => {
  const db = getMockDatabase();
  const row = db.payments.enrollments.find(
    (candidate) =>
      candidate.user === STUDENT_ID &&
      candidate.status === status &&
      (paid === undefined ||
        paid === db.payments.payments.some((payment) => payment.enrollment === candidate.id && payment.status === 'completed')),
  );
  if (!row) throw new Error(`the demo student has no ${status} enrollment`);
  return { row, course: db.courses.courses.get(row.course) };
};

const open = (id: number, role: 'student' | 'accountant' | 'parent' = 'student') =>
  renderInApp(<EnrollmentPage />, {
    path: `/dashboard/payments/enrollments/${id}`,
    routePath: '/dashboard/payments/enrollments/:enrollmentId',
    session: signedInSession(role),
  });

describe('enrollment actions', () => {
  const originalCreate = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = originalCreate;
  });

  it('upgrades a trial after a confirmation and leads to checkout to pay; only staff extend it', async () => {
    const { row, course } = enrollmentOf('trial');
    const { user } = open(row.id);
    await user.click(await screen.findByRole('button', { name: 'Upgrade to paid' }, SLOW));
    expect(screen.queryByRole('button', { name: 'Extend trial' })).toBeNull();
    const dialog = await screen.findByRole('alertdialog', undefined, SLOW);
    expect(within(dialog).getByText(`Upgrade ${course?.title} to a paid enrollment?`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    await screen.findByText('Trial converted to a paid enrollment', undefined, SLOW);
    expect(location()).toBe(`/dashboard/payments/enroll/${course?.id}`);
    expect(getMockDatabase().payments.enrollments.get(row.id)?.status).toBe('payment_pending');
  });

  it('cancels an enrollment only after a confirmation naming the course, and shows it cancelled', async () => {
    const { row, course } = enrollmentOf('active', true);
    const { user } = open(row.id);
    await user.click(await screen.findByRole('button', { name: 'Cancel enrollment' }, SLOW));
    const dialog = await screen.findByRole('alertdialog', undefined, SLOW);
    expect(within(dialog).getByText(`Cancel your enrollment in ${course?.title}?`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep enrollment' }));
    // The page is hidden from assistive technology until the dialog has gone.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), SLOW);
    expect(getMockDatabase().payments.enrollments.get(row.id)?.status).toBe('active');
    await user.click(await screen.findByRole('button', { name: 'Cancel enrollment' }, SLOW));
    const again = await screen.findByRole('alertdialog', undefined, SLOW);
    await user.click(within(again).getByRole('checkbox', { name: /Ask for a refund of what was paid/ }));
    await user.click(within(again).getByRole('button', { name: 'Cancel enrollment' }));
    await screen.findByText('Enrollment cancelled. Your refund request was sent to the accounts office.', undefined, SLOW);
    expect(await screen.findByText('Cancelled', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel enrollment' })).toBeNull();
    expect(getMockDatabase().payments.refunds.some((refund) => refund.enrollment === row.id)).toBe(true);
  });

  it('lets finance staff extend a trial by the days they choose (7 by default, 1 to 30)', async () => {
    const { row } = enrollmentOf('trial');
    const before = Date.parse(row.trial_ends_at ?? '');
    const { user } = open(row.id, 'accountant');
    await user.click(await screen.findByRole('button', { name: 'Extend trial' }, SLOW));
    const dialog = await screen.findByRole('alertdialog', undefined, SLOW);
    const days = within(dialog).getByRole('textbox', { name: /Days to add/ });
    expect((days as HTMLInputElement).value).toBe('7');
    await user.clear(days);
    await user.type(days, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Extend trial' }));
    expect(await within(dialog).findByText('Choose between 1 and 30 days.', undefined, SLOW)).toBeTruthy();
    expect(getMockDatabase().payments.enrollments.get(row.id)?.trial_ends_at).toBe(row.trial_ends_at);
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Extend trial' }));
    await screen.findByText('Trial extended by 14 days', undefined, SLOW);
    expect(Date.parse(getMockDatabase().payments.enrollments.get(row.id)?.trial_ends_at ?? '') - before).toBe(14 * 86_400_000);
  });

  it('shows a parent the child’s enrollment with its receipt, without the actions that change it', async () => {
    const { row, course } = enrollmentOf('active', true);
    open(row.id, 'parent');
    await screen.findByRole('heading', { level: 1, name: course?.title }, SLOW);
    expect(await screen.findByRole('button', { name: 'Download receipt' }, SLOW)).toBeTruthy();
    // The child is named; a parent cannot open the staff's student page, so it is not a link.
    expect(screen.getByText('Learner').nextElementSibling?.textContent).toBe('Wanjiku Kamau');
    expect(screen.queryByRole('link', { name: 'Wanjiku Kamau' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel enrollment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade to paid' })).toBeNull();
  });

  it('downloads the receipt as the PDF the server names', async () => {
    const { row } = enrollmentOf('active', true);
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:receipt'));
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = open(row.id);
    await user.click(await screen.findByRole('button', { name: 'Download receipt' }, SLOW));
    await screen.findByText(/^Downloaded receipt-PAY-/, undefined, SLOW);
    click.mockRestore();
    expect(names[0]).toMatch(/^receipt-PAY-[\w-]+\.pdf$/);
    expect(new TextDecoder().decode((await blobs[0]?.arrayBuffer())?.slice(0, 5))).toBe('%PDF-');
  });

  it('offers the receipt page’s PDF for that very payment', async () => {
    const db = getMockDatabase();
    const payment = db.payments.payments.find((row) => row.user === STUDENT_ID && row.status === 'completed');
    const names: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderInApp(<ReceiptPage />, {
      path: `/dashboard/payments/receipts/${payment?.id}`,
      routePath: '/dashboard/payments/receipts/:paymentId',
      session: signedInSession('student'),
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }, SLOW));
    await screen.findByText(`Downloaded receipt-${payment?.reference}.pdf`, undefined, SLOW);
    click.mockRestore();
    expect(names).toEqual([`receipt-${payment?.reference}.pdf`]);
  });
});
