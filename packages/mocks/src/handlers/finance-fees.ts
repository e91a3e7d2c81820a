/**
 * What a student fee brings along: its invoice (which the student and parents see among their invoices),
 * and the online M-Pesa payments of a fee by the student or a parent (an STK push settled lazily on the
 * next read, as the payments' M-Pesa flow does).
 */
import type { FeePayment, FinanceReceipt, StudentFee } from '@ujuzi/api';
import { canSeeStudent, fullName, userSummary, type UserRecord } from '../db/accounts';
import type { MockDatabase } from '../db/database';
import { amountOf, feeFigures, money, receiptNumber } from '../db/finance';
import { MPESA_RESULTS, MPESA_TEST_NUMBERS, STK_SETTLE_MS, isSafaricomNumber, normalisePhone } from '../db/payment-flow';
import { reference } from '../db/payments';
import { addDays, nowIso, todayIso, schoolDay } from '../db/time';
import { FINANCE } from '../kit/crud';
import { detail, fieldErrors } from '../kit/respond';
import type { AuthedContext, BodyRecord } from '../kit/route';

export const isFinanceUser = (user: UserRecord): boolean => (FINANCE as readonly string[]).includes(user.user_type);

/** A new student fee's invoice: one line per item of its structure, issued, due with the fee. */
export function invoiceFee(db: MockDatabase, fee: StudentFee): void {
  const structure = db.finance.feeStructures.get(fee.fee_structure);
  if (!structure || db.payments.invoices.some((row) => row.student_fee === fee.id)) return;
  const stamp = nowIso();
  const items = structure.items.map((item) => ({
    description: `${structure.name}: ${item.name}`,
    quantity: 1,
    unit_price: item.amount,
    amount: item.amount,
  }));
  // A fee billed at another amount than the structure's total is one line.
  const lines =
    fee.total_amount === structure.total_amount || amountOf(fee.total_amount) === sumOf(items)
      ? items
      : [{ description: structure.name, quantity: 1, unit_price: fee.total_amount, amount: fee.total_amount }];
  db.payments.invoices.insert({
    invoice_number: reference('INV', db.payments.invoices.nextId()),
    user: fee.student.id,
    enrollment: null,
    installment: null,
    student_fee: fee.id,
    course: null,
    line_items: lines,
    discount_amount: fee.discount_amount,
    tax_amount: money(0),
    currency: fee.currency,
    status: 'issued',
    issue_date: todayIso(),
    due_date: fee.due_date ?? structure.due_date ?? schoolDay(addDays(new Date(), 14)),
    paid_at: null,
    billing_address: 'Nairobi, Kenya',
    notes: 'Pay online by M-Pesa, or by M-Pesa Paybill 522533 with the invoice number as the account.',
    created_at: stamp,
    updated_at: stamp,
  });
}

const sumOf = (items: readonly { amount: string }[]): number => items.reduce((sum, item) => sum + amountOf(item.amount), 0);

/**
 * A learner's or parent's own payment (an STK push): only `mpesa` without a receipt code, towards a fee
 * they see, with a Safaricom number, while nothing else is pending and something is owed.
 */
export function onlinePaymentRefusal(
  input: BodyRecord,
  existing: FeePayment | undefined,
  context: AuthedContext,
): Response | undefined {
  if (isFinanceUser(context.user)) return undefined;
  if (existing || input.payment_method !== 'mpesa' || input.mpesa_receipt_number)
    return detail(403, 'You do not have permission to perform this action.');
  const fee = context.db.finance.studentFees.get(Number(input.student_fee));
  if (!fee || !canSeeStudent(context.db, context.user, fee.student.id))
    return fieldErrors({ student_fee: `Invalid pk "${String(input.student_fee)}" - object does not exist.` });
  const phone = typeof input.payer_phone === 'string' ? input.payer_phone : '';
  if (!phone) return fieldErrors({ payer_phone: 'A Safaricom phone number is required for M-Pesa.' });
  if (!isSafaricomNumber(phone)) return fieldErrors({ payer_phone: 'Enter a Safaricom number in the form +2547XXXXXXXX.' });
  settleFeePayments(context.db);
  if (fee.status === 'waived' || amountOf(feeFigures(context.db, fee).balance) <= 0)
    return detail(400, 'Nothing is owed on this fee.');
  if (context.db.finance.feePayments.some((row) => row.student_fee === fee.id && row.status === 'pending'))
    return detail(400, 'A payment for this fee is still processing. Please wait for M-Pesa confirmation.');
  return undefined;
}

/** The fields of a learner's or parent's STK push (pending until the payer answers). */
export const onlinePaymentFields = (context: AuthedContext, input: BodyRecord): BodyRecord => ({
  status: 'pending',
  received_by: null,
  mpesa_receipt_number: null,
  reference: null,
  payer_name: input.payer_name ?? fullName(context.user),
  payer_phone: normalisePhone(String(input.payer_phone)),
  notes: 'STK push sent. Enter your M-Pesa PIN.',
});

/** Records a completed payment's receipt and links it to the payment. */
export function issueReceipt(
  db: MockDatabase,
  payment: FeePayment,
  issuer: UserRecord,
  description?: string | null,
): FinanceReceipt {
  const fee = db.finance.studentFees.get(payment.student_fee);
  const stamp = nowIso();
  const number = receiptNumber(db, stamp.slice(0, 4));
  const receipt = db.finance.receipts.insert({
    receipt_number: number,
    fee_payment: payment.id,
    student_fee: payment.student_fee,
    student: payment.student,
    amount: payment.amount,
    currency: payment.currency,
    payment_method: payment.payment_method,
    reference: payment.reference ?? null,
    mpesa_receipt_number: payment.mpesa_receipt_number ?? null,
    description: description ?? `Fees payment${fee?.academic_term_name ? ` for ${fee.academic_term_name}` : ''}`,
    balance_after: fee ? feeFigures(db, fee).balance : money(0),
    status: 'issued',
    issued_at: stamp,
    issued_by: userSummary(issuer),
    pdf_url: `/media/receipts/${number}.pdf`,
    created_at: stamp,
    updated_at: stamp,
  });
  db.finance.feePayments.update(payment.id, { receipt: receipt.id, receipt_number: receipt.receipt_number });
  return receipt;
}

/** Applies the payer's answer to every fee STK push whose time has come (called before fees are read). */
export function settleFeePayments(db: MockDatabase, now = Date.now()): void {
  for (const payment of db.finance.feePayments.filter(
    (row) => row.status === 'pending' && row.payment_method === 'mpesa' && !row.mpesa_receipt_number,
  )) {
    if (Date.parse(payment.created_at) + STK_SETTLE_MS > now) continue;
    const outcome = MPESA_TEST_NUMBERS[normalisePhone(payment.payer_phone ?? '')] ?? 'success';
    const result = MPESA_RESULTS[outcome];
    if (result.status !== 'completed') {
      db.finance.feePayments.update(payment.id, { status: 'failed', notes: result.description, updated_at: nowIso() });
      continue;
    }
    const code = `T${Math.random().toString(36).slice(2, 11).toUpperCase().padEnd(9, '0')}`;
    const stored = db.finance.feePayments.update(payment.id, {
      status: 'completed',
      mpesa_receipt_number: code,
      reference: code,
      updated_at: nowIso(),
    });
    const payer = db.accounts.users.get(payment.student.id);
    if (stored && payer) issueReceipt(db, stored, payer);
  }
}
