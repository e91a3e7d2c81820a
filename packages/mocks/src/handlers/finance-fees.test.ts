import type {
  FeePayment,
  FeeStructure,
  FinanceReceipt,
  PaginatedPaymentInvoiceList,
  PaginatedStudentFeeList,
  StudentFee,
} from '@ujuzi/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMockDatabase } from '../db/database';
import { STK_SETTLE_MS } from '../db/payment-flow';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();

afterEach(() => void vi.useRealTimers());

/** The demo student's class level, and a new structure for it. */
async function newStructure(): Promise<{ structure: FeeStructure; level: number; studentId: number }> {
  const db = getMockDatabase();
  const student = db.accounts.users.find((user) => user.username === 'student');
  const enrollment = db.academics.classEnrollments.find((row) => row.student.id === student?.id && row.status === 'active');
  const section = db.academics.classSections.get(enrollment?.class_section ?? 0);
  const term = db.core.academicTerms.find((row) => !row.is_current) ?? db.core.academicTerms.all()[0];
  if (!student || !section || !term) throw new Error('the seed enrolls the demo student in a section');
  const answer = await call<FeeStructure>('POST', '/finance/fee-structures/', {
    as: 'admin',
    body: {
      name: 'Cloud lab fees',
      class_level: section.class_level,
      academic_term: term.id,
      due_date: '2030-01-31',
      items: [
        { name: 'Cloud credits', amount: '4000.00' },
        { name: 'Lab kit', amount: '1500.50' },
      ],
    },
  });
  expect(answer.status).toBe(201);
  expect(answer.body.total_amount).toBe('5500.50');
  return { structure: answer.body, level: section.class_level, studentId: student.id };
}

describe('billing from a fee structure', () => {
  it('bills a student once, with an invoice the parent sees; teachers may not bill', async () => {
    const { structure, studentId } = await newStructure();
    const bill = await call<StudentFee>('POST', '/finance/student-fees/', {
      as: 'accountant',
      body: { student: studentId, fee_structure: structure.id },
    });
    expect(bill.status).toBe(201);
    expect(bill.body).toMatchObject({ total_amount: '5500.50', balance: '5500.50', status: 'unpaid', due_date: '2030-01-31' });
    const again = await call('POST', '/finance/student-fees/', {
      as: 'admin',
      body: { student: studentId, fee_structure: structure.id },
    });
    expect(again.status).toBe(400);
    const invoices = await call<PaginatedPaymentInvoiceList>('GET', '/payments/invoices/', {
      as: 'parent',
      query: { page_size: 100 },
    });
    const invoice = invoices.body.results.find((row) => row.student_fee === bill.body.id);
    expect(invoice).toMatchObject({ status: 'issued', total_amount: '5500.50', balance_due: '5500.50', user: { id: studentId } });
    expect(invoice?.line_items).toHaveLength(2);
    expect(
      (await call('POST', '/finance/student-fees/', { as: 'teacher', body: { student: studentId, fee_structure: structure.id } }))
        .status,
    ).toBe(403);
  });

  it('lets the parent pay the fee by M-Pesa: pending, then completed with a receipt; the invoice is paid', async () => {
    const { structure, studentId } = await newStructure();
    const fee = (
      await call<StudentFee>('POST', '/finance/student-fees/', {
        as: 'admin',
        body: { student: studentId, fee_structure: structure.id },
      })
    ).body;
    vi.useFakeTimers({ toFake: ['Date'] });
    const pay = (payer_phone: string) =>
      call<FeePayment>('POST', '/finance/fee-payments/', {
        as: 'parent',
        body: { student_fee: fee.id, amount: fee.balance, payment_method: 'mpesa', payer_phone },
      });
    expect((await pay('+254812345678')).status).toBe(400);
    const cash = await call('POST', '/finance/fee-payments/', {
      as: 'parent',
      body: { student_fee: fee.id, amount: fee.balance, payment_method: 'cash' },
    });
    expect(cash.status).toBe(403);
    const started = await pay('+254712345678');
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: 'pending', amount: '5500.50', payment_method: 'mpesa', receipt: null });
    expect((await pay('+254712345678')).status).toBe(400);
    vi.setSystemTime(Date.now() + STK_SETTLE_MS);
    const settled = await call<FeePayment>('GET', `/finance/fee-payments/${started.body.id}/`, { as: 'parent' });
    expect(settled.body).toMatchObject({ status: 'completed', mpesa_receipt_number: expect.stringMatching(/^[A-Z0-9]{10}$/) });
    expect(settled.body.receipt_number).toMatch(/^RCT-/);
    const receipt = await call<FinanceReceipt>('GET', `/finance/receipts/${settled.body.receipt}/`, { as: 'accountant' });
    expect(receipt.body).toMatchObject({ amount: '5500.50', balance_after: '0.00' });
    const invoices = await call<PaginatedPaymentInvoiceList>('GET', '/payments/invoices/', {
      as: 'student',
      query: { page_size: 100 },
    });
    expect(invoices.body.results.find((row) => row.student_fee === fee.id)?.status).toBe('paid');
    const fees = await call<PaginatedStudentFeeList>('GET', '/finance/student-fees/', {
      as: 'student',
      query: { fee_structure: structure.id },
    });
    expect(fees.body.results[0]).toMatchObject({ status: 'paid', amount_paid: '5500.50', balance: '0.00' });
  });
});

describe('payments taken at the office', () => {
  it('asks for the M-Pesa code (unique) and a bank reference', async () => {
    const owing = await call<PaginatedStudentFeeList>('GET', '/finance/student-fees/', {
      as: 'accountant',
      query: { has_balance: true },
    });
    const fee = owing.body.results[0] as StudentFee;
    const noCode = await call('POST', '/finance/receipts/', {
      as: 'accountant',
      body: { student_fee: fee.id, amount: '100.00', payment_method: 'mpesa' },
    });
    expect(noCode.body).toMatchObject({ mpesa_receipt_number: ['Enter the M-Pesa receipt code of this payment.'] });
    const noRef = await call('POST', '/finance/receipts/', {
      as: 'accountant',
      body: { student_fee: fee.id, amount: '100.00', payment_method: 'bank' },
    });
    expect(noRef.body).toMatchObject({ reference: ['Enter the bank deposit reference.'] });
    const first = await call('POST', '/finance/receipts/', {
      as: 'accountant',
      body: { student_fee: fee.id, amount: '100.00', payment_method: 'mpesa', mpesa_receipt_number: 'QJK3H5L2M9' },
    });
    expect(first.status).toBe(201);
    const dup = await call('POST', '/finance/receipts/', {
      as: 'accountant',
      body: { student_fee: fee.id, amount: '100.00', payment_method: 'mpesa', mpesa_receipt_number: 'QJK3H5L2M9' },
    });
    expect(dup.status).toBe(400);
  });
});
