import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
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
});
