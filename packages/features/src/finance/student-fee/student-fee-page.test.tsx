import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { ReceiptPage } from '../receipt';
import { StudentFeePage } from './student-fee-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const ROUTE = '/dashboard/finance/student-fees/:id';

/** A fee of the demo student (the demo parent's child) with a balance. */
function owingFee() {
  const db = getMockDatabase();
  const student = db.accounts.users.find((user) => user.username === 'student');
  const fee = db.finance.studentFees.find((row) => row.student.id === student?.id);
  if (!fee) throw new Error('the demo student is billed');
  return fee;
}

describe('a learner’s fee', () => {
  it('lets the parent pay the balance by M-Pesa: one push for a double tap, then the receipt', async () => {
    const fee = owingFee();
    const { user } = renderInApp(<StudentFeePage />, {
      path: `/dashboard/finance/student-fees/${fee.id}`,
      routePath: ROUTE,
      session: signedInSession('parent'),
    });
    const form = within(await screen.findByRole('form', { name: 'Pay by M-Pesa' }, LOADED));
    await user.type(form.getByRole('textbox', { name: /M-Pesa phone number/ }), '0812 345 678');
    await user.click(form.getByRole('button', { name: /^Pay .* with M-Pesa$/ }));
    expect(await form.findByText(/Enter a Safaricom number/)).toBeTruthy();
    await user.clear(form.getByRole('textbox', { name: /M-Pesa phone number/ }));
    await user.type(form.getByRole('textbox', { name: /M-Pesa phone number/ }), '0712 345 678');
    const before = getMockDatabase().finance.feePayments.count((row) => row.student_fee === fee.id);
    await user.dblClick(form.getByRole('button', { name: /^Pay .* with M-Pesa$/ }));
    expect(await screen.findByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' }, LOADED)).toBeTruthy();
    expect(getMockDatabase().finance.feePayments.count((row) => row.student_fee === fee.id)).toBe(before + 1);
    expect(await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Receipt RCT-/ }).length).toBeGreaterThan(0);
  }, 40_000);

  it('lets the accountant record an office payment once, however often the button is pressed', async () => {
    const fee = owingFee();
    const { user } = renderInApp(<StudentFeePage />, {
      path: `/dashboard/finance/student-fees/${fee.id}`,
      routePath: ROUTE,
      session: signedInSession('accountant'),
    });
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: /^Record a payment from / }, LOADED));
    const amount = await dialog.findByRole('textbox', { name: /Amount received/ }, LOADED);
    await user.clear(amount);
    await user.type(amount, '1500');
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));
    // M-Pesa (the default) needs its receipt code.
    expect(await dialog.findByText(/M-Pesa receipt code|Invalid|match/i, undefined, LOADED)).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: /M-Pesa code/ }), 'QJK3H5L2Z7');
    const before = getMockDatabase().finance.feePayments.count((row) => row.student_fee === fee.id);
    await user.dblClick(dialog.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(/^Receipt RCT-\d{4}-\d{6} issued$/, undefined, LOADED)).toBeTruthy();
    await waitFor(() =>
      expect(getMockDatabase().finance.feePayments.count((row) => row.student_fee === fee.id)).toBe(before + 1),
    );
  }, 40_000);

  it('lets the accountant correct a payment, then delete it: the balance goes back up and its receipt goes', async () => {
    const db = getMockDatabase();
    const payment = db.finance.feePayments.find((row) => row.status === 'completed' && Boolean(row.receipt));
    if (!payment) throw new Error('a completed payment with its receipt');
    const { user } = renderInApp(<StudentFeePage />, {
      path: `/dashboard/finance/student-fees/${payment.student_fee}`,
      routePath: ROUTE,
      session: signedInSession('accountant'),
    });
    const row = await screen.findByRole('link', { name: `Receipt ${payment.receipt_number ?? ''}` }, LOADED);
    const item = within(row.closest('li') as HTMLElement);
    await user.click(item.getByRole('button', { name: /^Correct / }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Correct .* payment of / }, LOADED));
    const payer = await dialog.findByRole('textbox', { name: /^Paid by/ }, LOADED);
    await user.clear(payer);
    await user.type(payer, 'Mama Wanjiku');
    await user.click(dialog.getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(db.finance.feePayments.get(payment.id)?.payer_name).toBe('Mama Wanjiku'), LOADED);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOADED);

    await user.click(item.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: /^Delete .* payment of Ksh/ }));
    expect(confirm.getByText(/balance goes back up by Ksh/)).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Delete payment' }));
    await waitFor(() => expect(db.finance.feePayments.get(payment.id)).toBeUndefined(), LOADED);
    expect(db.finance.receipts.find((receipt) => receipt.fee_payment === payment.id)).toBeUndefined();
    expect(await screen.findByText('Payment deleted', undefined, LOADED)).toBeTruthy();
  }, 40_000);

  it('lets the accountant give a discount on a fee; a fee is deleted only while nothing is paid on it', async () => {
    const db = getMockDatabase();
    const paid = new Set(db.finance.feePayments.filter((row) => row.status === 'completed').map((row) => row.student_fee));
    const payment = db.finance.feePayments.find((row) => row.status === 'completed');
    const unpaid = db.finance.studentFees.find(
      (row) => !paid.has(row.id) && !db.finance.feePayments.some((p) => p.student_fee === row.id),
    );
    if (!payment || !unpaid) throw new Error('a fee with a payment and one without');
    const { user, unmount } = renderInApp(<StudentFeePage />, {
      path: `/dashboard/finance/student-fees/${payment.student_fee}`,
      routePath: ROUTE,
      session: signedInSession('accountant'),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit fee' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: /^Edit .*’s / }, LOADED));
    const discount = await dialog.findByRole('textbox', { name: /^Discount/ }, LOADED);
    await user.clear(discount);
    await user.type(discount, '1000');
    await user.click(dialog.getByRole('button', { name: 'Save fee' }));
    await waitFor(() => expect(Number(db.finance.studentFees.get(payment.student_fee)?.discount_amount)).toBe(1000), LOADED);
    expect(screen.queryByRole('button', { name: 'Delete fee' })).toBeNull();
    unmount();

    const next = renderInApp(<StudentFeePage />, {
      path: `/dashboard/finance/student-fees/${unpaid.id}`,
      routePath: ROUTE,
      session: signedInSession('accountant'),
    });
    await next.user.click(await screen.findByRole('button', { name: 'Delete fee' }, LOADED));
    const confirm = within(await screen.findByRole('alertdialog', { name: /^Delete .* of Ksh/ }));
    await next.user.click(confirm.getByRole('button', { name: 'Delete fee' }));
    await waitFor(() => expect(db.finance.studentFees.get(unpaid.id)).toBeUndefined(), LOADED);
  }, 40_000);

  it('lets the accountant cancel a receipt after a confirmation: its payment is reversed', async () => {
    const db = getMockDatabase();
    const receipt = db.finance.receipts.find((row) => row.status === 'issued' && Boolean(row.fee_payment));
    if (!receipt?.fee_payment) throw new Error('an issued receipt of a payment');
    const { user } = renderInApp(<ReceiptPage />, {
      path: `/dashboard/finance/receipts/${receipt.id}`,
      routePath: '/dashboard/finance/receipts/:id',
      session: signedInSession('accountant'),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel receipt' }, LOADED));
    const confirm = within(await screen.findByRole('alertdialog', { name: /^Cancel .*’s receipt of Ksh/ }));
    expect(confirm.getByText(/balance goes back up by Ksh/)).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Cancel receipt' }));
    await waitFor(() => expect(db.finance.feePayments.get(receipt.fee_payment ?? 0)?.status).toBe('reversed'), LOADED);
    expect(db.finance.receipts.get(receipt.id)?.status).toBe('cancelled');
    expect(screen.getByRole('button', { name: 'Delete receipt' })).toBeTruthy();
  }, 40_000);
});
