import type {
  Expense,
  FinanceReceipt,
  PaginatedExpenseList,
  PaginatedPaymentInvoiceList,
  PaginatedStudentFeeList,
  PaymentInvoice,
} from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { childrenOf } from '../db/accounts';
import { getMockDatabase } from '../db/database';
import { enrollmentMoney } from '../db/enrollments';
import { EXPENSE_DECISION_REFUSED } from './finance';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();

const ALL = { page_size: 1000 };
const sum = (values: readonly string[]): number => values.reduce((total, value) => total + Number(value), 0);

describe('expenses', () => {
  it('lists a recorded expense, pending, by the accountant, and the category total follows', async () => {
    const before = await call<PaginatedExpenseList>('GET', '/finance/expenses/', {
      as: 'accountant',
      query: { ...ALL, category: 'transport' },
    });
    const created = await call<Expense>('POST', '/finance/expenses/', {
      as: 'accountant',
      body: {
        title: 'Matatu fares for the Kisumu outreach',
        category: 'transport',
        amount: '4500.00',
        expense_date: '2026-11-20',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'pending',
      amount: '4500.00',
      currency: 'KES',
      recorded_by: { user_type: 'accountant' },
    });
    const after = await call<PaginatedExpenseList>('GET', '/finance/expenses/', {
      as: 'accountant',
      query: { ...ALL, category: 'transport' },
    });
    expect(after.body.count).toBe(before.body.count + 1);
    expect(sum(after.body.results.map((row) => row.amount)) - sum(before.body.results.map((row) => row.amount))).toBe(4500);
  });

  it('lets an admin approve or reject, naming who decided; an accountant gets 403', async () => {
    const pending = getMockDatabase().finance.expenses.insert({
      ...(getMockDatabase().finance.expenses.all()[0] as Expense),
      status: 'pending',
      approved_by: null,
      approved_at: null,
    });
    const refused = await call<{ detail: string }>('PATCH', `/finance/expenses/${pending.id}/`, {
      as: 'accountant',
      body: { status: 'approved' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(EXPENSE_DECISION_REFUSED);
    const rejected = await call<Expense>('PATCH', `/finance/expenses/${pending.id}/`, {
      as: 'admin',
      body: { status: 'rejected' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', approved_by: { user_type: 'admin' } });
    expect(rejected.body.approved_at).not.toBeNull();
  });

  it('deletes an expense, and only finance staff read them', async () => {
    const victim = getMockDatabase().finance.expenses.all()[0] as Expense;
    expect((await call('DELETE', `/finance/expenses/${victim.id}/`, { as: 'accountant' })).status).toBe(204);
    expect((await call('GET', `/finance/expenses/${victim.id}/`, { as: 'accountant' })).status).toBe(404);
    expect((await call('GET', '/finance/expenses/', { as: 'teacher' })).status).toBe(403);
  });
});

describe('fee collection', () => {
  it('records a payment on a fee with a balance: a receipt, and the balance drops by the amount', async () => {
    const owing = await call<PaginatedStudentFeeList>('GET', '/finance/student-fees/', {
      as: 'accountant',
      query: { has_balance: true, ordering: '-balance' },
    });
    const fee = owing.body.results[0];
    if (!fee) throw new Error('the seed has fees with a balance');
    const receipt = await call<FinanceReceipt>('POST', '/finance/receipts/', {
      as: 'accountant',
      body: { student_fee: fee.id, amount: '1000', payment_method: 'cash' },
    });
    expect(receipt.status).toBe(201);
    // Stored as the contract's decimal, whatever the form sent.
    expect(receipt.body.amount).toBe('1000.00');
    expect(receipt.body.receipt_number).toMatch(/^RCT-\d{4}-\d{6}$/);
    expect(Number(receipt.body.balance_after)).toBe(Number(fee.balance) - 1000);
    const after = await call<PaginatedStudentFeeList>('GET', `/finance/student-fees/`, {
      as: 'accountant',
      query: { search: fee.student.username },
    });
    expect(after.body.results.find((row) => row.id === fee.id)?.balance).toBe((Number(fee.balance) - 1000).toFixed(2));
  });
});

describe('invoices', () => {
  it('match their enrollment: the total is what the enrollment costs, paid what was paid, the status follows', async () => {
    const { body } = await call<PaginatedPaymentInvoiceList>('GET', '/payments/invoices/', { as: 'accountant', query: ALL });
    expect(body.count).toBeGreaterThan(0);
    const db = getMockDatabase();
    for (const invoice of body.results.filter((row) => row.enrollment && !row.installment)) {
      const enrollment = db.payments.enrollments.get(invoice.enrollment ?? 0);
      if (!enrollment) throw new Error('an invoice names its enrollment');
      const figures = enrollmentMoney(db, enrollment);
      expect(Number(invoice.total_amount)).toBeCloseTo(figures.total, 2);
      expect(Number(invoice.amount_paid)).toBeCloseTo(Math.min(figures.paid, figures.total), 2);
      expect(Number(invoice.balance_due)).toBeCloseTo(Number(invoice.total_amount) - Number(invoice.amount_paid), 2);
      if (figures.total > 0 && figures.paid >= figures.total) expect(invoice.status).toBe('paid');
      else expect(invoice.status).not.toBe('paid');
    }
  });

  it('filters by status and by the date issued', async () => {
    const all = await call<PaginatedPaymentInvoiceList>('GET', '/payments/invoices/', { as: 'admin', query: ALL });
    const overdue = await call<PaginatedPaymentInvoiceList>('GET', '/payments/invoices/', {
      as: 'admin',
      query: { ...ALL, status: 'overdue' },
    });
    expect(overdue.body.count).toBe(all.body.results.filter((row) => row.status === 'overdue').length);
    const dates = all.body.results.map((row) => row.issue_date).sort();
    const middle = dates[Math.floor(dates.length / 2)] ?? '';
    const since = await call<PaginatedPaymentInvoiceList>('GET', '/payments/invoices/', {
      as: 'admin',
      query: { ...ALL, date_from: middle },
    });
    expect(since.body.count).toBe(dates.filter((date) => date >= middle).length);
  });

  it("shows a parent their children's invoices and no one else's", async () => {
    const db = getMockDatabase();
    const parent = db.accounts.users.find((user) => user.username === 'parent');
    if (!parent) throw new Error('the demo parent exists');
    const children = childrenOf(db, parent.id);
    const { body } = await call<PaginatedPaymentInvoiceList>('GET', '/payments/invoices/', { as: 'parent', query: ALL });
    expect(body.count).toBeGreaterThan(0);
    expect(body.results.every((invoice) => children.includes(invoice.user.id))).toBe(true);
    const own = body.results[0] as PaymentInvoice;
    expect((await call('GET', `/payments/invoices/${own.id}/`, { as: 'parent' })).status).toBe(200);
    const stranger = db.payments.invoices.find((row) => !children.includes(row.user));
    expect((await call('GET', `/payments/invoices/${stranger?.id ?? 0}/`, { as: 'parent' })).status).toBe(404);
  });

  it('voids an issued invoice for finance staff; a learner may not', async () => {
    const { body } = await call<PaginatedPaymentInvoiceList>('GET', '/payments/invoices/', {
      as: 'accountant',
      query: { status: 'overdue' },
    });
    const invoice = body.results[0];
    if (!invoice) throw new Error('the seed has overdue invoices');
    expect(
      (await call('PATCH', `/payments/invoices/${invoice.id}/`, { as: 'student', body: { status: 'cancelled' } })).status,
    ).toBe(403);
    const voided = await call<PaymentInvoice>('PATCH', `/payments/invoices/${invoice.id}/`, {
      as: 'accountant',
      body: { status: 'cancelled' },
    });
    expect(voided.body.status).toBe('cancelled');
  });
});
