/**
 * The finance group: fee structures, student fees (balances follow the payments), fee payments
 * (each completed one gets a receipt), receipts, expenses and budgets (spending follows the expenses).
 */
import type {
  Budget,
  Expense,
  FeePayment,
  FeeStructure,
  FinanceReceipt,
  FinanceReceiptGenerateRequest,
  FinanceReceiptRequest,
  StudentFee,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { canSeeStudent, userSummary } from '../db/accounts';
import { amountOf, budgetFigures, feeFigures, money } from '../db/finance';
import { liveMpesaReceipt } from '../db/kenya';
import { nowIso } from '../db/time';
import { crudHandlers, FINANCE, MANAGEMENT } from '../kit/crud';
import {
  invoiceFee,
  isFinanceUser,
  issueReceipt,
  onlinePaymentFields,
  onlinePaymentRefusal,
  settleFeePayments,
} from './finance-fees';
import { registerRelationFields, registerRelationTarget, relationErrors } from '../kit/relations';
import { created, detail, fieldErrors, json } from '../kit/respond';
import { route, type AuthedContext, type BodyRecord } from '../kit/route';

export function registerFinanceRelations(): void {
  registerRelationTarget('feeStructures', { table: (db) => db.finance.feeStructures });
  registerRelationTarget('studentFees', {
    table: (db) => db.finance.studentFees,
    label: (row) => (row as StudentFee).fee_structure_name ?? `Fee #${row.id}`,
  });
  registerRelationTarget('feePayments', { table: (db) => db.finance.feePayments, label: (row) => `Payment #${row.id}` });
  registerRelationTarget('budgets', { table: (db) => db.finance.budgets });
  registerRelationFields('feeStructures', ['fee_structure']);
  registerRelationFields('studentFees', ['student_fee']);
  registerRelationFields('feePayments', ['fee_payment']);
  registerRelationFields('budgets', ['budget']);
}

/** The contract: only super_admin and admin approve or reject an expense. */
export const EXPENSE_DECISION_REFUSED = 'Only an admin can approve or reject an expense.';

/** Finance staff see every fee; teachers see all students' too; students and parents their own. */
const visibleFee = (row: { student: { id: number } }, { db, user }: AuthedContext): boolean =>
  isFinanceUser(user) || canSeeStudent(db, user, row.student.id);

function paymentErrors(
  input: BodyRecord,
  existing: FeePayment | undefined,
  { db, user }: AuthedContext,
): Record<string, string> | undefined {
  const fee = db.finance.studentFees.get(typeof input.student_fee === 'number' ? input.student_fee : existing?.student_fee);
  const amount = typeof input.amount === 'string' ? amountOf(input.amount) : undefined;
  if (amount !== undefined && amount <= 0) return { amount: 'Ensure this value is greater than 0.' };
  // The contract: an M-Pesa payment needs its receipt code, unique; a bank or card payment its reference.
  const method = input.payment_method ?? existing?.payment_method;
  const code = input.mpesa_receipt_number === undefined ? existing?.mpesa_receipt_number : input.mpesa_receipt_number;
  if (method === 'mpesa' && !code && isFinanceUser(user))
    return { mpesa_receipt_number: 'Enter the M-Pesa receipt code of this payment.' };
  if (
    method === 'mpesa' &&
    code &&
    db.finance.feePayments.some((payment) => payment.mpesa_receipt_number === code && payment.id !== existing?.id)
  )
    return { mpesa_receipt_number: `A payment with the M-Pesa receipt code ${String(code)} is already recorded.` };
  const ref = input.reference === undefined ? existing?.reference : input.reference;
  if ((method === 'bank' || method === 'card') && !ref)
    return { reference: `Enter the ${method === 'bank' ? 'bank deposit' : 'card transaction'} reference.` };
  if (fee && amount !== undefined && !existing) {
    const balance = amountOf(feeFigures(db, fee).balance);
    if (amount > balance) return { amount: `The amount exceeds the balance of KES ${money(balance)}.` };
  }
  return undefined;
}

/** A new payment's own fields: the student from the fee, who received it, an M-Pesa code when missing. */
function paymentDefaults(context: AuthedContext, input: BodyRecord): BodyRecord {
  const fee = context.db.finance.studentFees.get(Number(input.student_fee));
  const base: BodyRecord = {
    student: fee?.student.id,
    received_by: context.user.id,
    status: input.status ?? 'completed',
    payment_date: input.payment_date ?? nowIso(),
    mpesa_receipt_number:
      input.payment_method === 'mpesa'
        ? (input.mpesa_receipt_number ?? liveMpesaReceipt())
        : (input.mpesa_receipt_number ?? null),
    currency: input.currency ?? fee?.currency ?? 'KES',
    receipt: null,
    receipt_number: null,
  };
  // A learner or parent paying online: an STK push, pending until the payer answers.
  return isFinanceUser(context.user) ? base : { ...base, ...onlinePaymentFields(context, input) };
}

export function financeHandlers(): HttpHandler[] {
  registerFinanceRelations();
  return [
    ...crudHandlers<FeeStructure>({
      table: (db) => db.finance.feeStructures,
      schema: 'FeeStructure',
      operations: {
        list: 'listFeeStructures',
        create: 'createFeeStructure',
        get: 'getFeeStructure',
        update: 'updateFeeStructure',
        partialUpdate: 'partialUpdateFeeStructure',
        delete: 'deleteFeeStructure',
      },
      writeRoles: FINANCE,
      search: ['name', 'description', 'class_level_name'],
      ordering: '-created_at',
      derive: (row, { db }) => {
        const term = db.core.academicTerms.get(row.academic_term);
        return {
          ...row,
          academic_year: row.academic_year ?? term?.academic_year,
          total_amount: money(row.items.reduce((sum, item) => sum + amountOf(item.amount), 0)),
          students_billed: db.finance.studentFees.count((fee) => fee.fee_structure === row.id),
        };
      },
      beforeDelete: (row, { db }) =>
        // The spec documents no 400 for deletes: a refusal is a 403 with the reason.
        db.finance.studentFees.some((fee) => fee.fee_structure === row.id)
          ? detail(403, 'Students have been billed on this fee structure; deactivate it instead.')
          : undefined,
    }),
    ...crudHandlers<StudentFee>({
      table: (db) => db.finance.studentFees,
      schema: 'StudentFee',
      operations: {
        list: 'listStudentFees',
        create: 'createStudentFee',
        get: 'getStudentFee',
        update: 'updateStudentFee',
        partialUpdate: 'partialUpdateStudentFee',
        delete: 'deleteStudentFee',
      },
      writeRoles: FINANCE,
      visible: visibleFee,
      search: ['student.get_full_name', 'student.username', 'fee_structure_name', 'notes'],
      ordering: '-created_at',
      filters: {
        has_balance: (row, value, context) => amountOf(feeFigures(context.db, row).balance) > 0 === (value === 'true'),
        status: (row, value, context) => feeFigures(context.db, row).status === value,
        class_section: (row, value, { db }) =>
          db.academics.classEnrollments.some(
            (enrollment) =>
              enrollment.student.id === row.student.id &&
              enrollment.status === 'active' &&
              String(enrollment.class_section) === value,
          ),
      },
      validate: (input, existing, { db }) => {
        const student = db.accounts.users.get(typeof input.student === 'number' ? input.student : existing?.student.id);
        if (input.student !== undefined && student?.user_type !== 'student') return { student: 'The user is not a student.' };
        const structure = typeof input.fee_structure === 'number' ? input.fee_structure : existing?.fee_structure;
        return !existing &&
          db.finance.studentFees.some((fee) => fee.student.id === student?.id && fee.fee_structure === structure)
          ? { non_field_errors: 'This student is already billed on this fee structure.' }
          : undefined;
      },
      onCreate: (_context, input) => ({
        amount_paid: money(0),
        balance: money(0),
        status: 'unpaid',
        // The contract's default: no discount unless one is given.
        discount_amount: input.discount_amount ?? money(0),
      }),
      afterWrite: (row, { db }, input) => {
        // The bill defaults to the structure's total; `waived` settles it without payment.
        const structure = db.finance.feeStructures.get(row.fee_structure);
        const patch: Partial<StudentFee> = {};
        if (
          input.total_amount === undefined &&
          structure &&
          row.total_amount !== structure.total_amount &&
          row.created_at === row.updated_at
        )
          patch.total_amount = structure.total_amount;
        if (input.waived === true) patch.status = 'waived';
        if (input.waived === false && row.status === 'waived') patch.status = 'unpaid';
        if (Object.keys(patch).length > 0) db.finance.studentFees.update(row.id, patch);
        // A new fee is invoiced: the learner and parents see it among their invoices and pay it there.
        if (!input.id && input.student !== undefined && input.fee_structure !== undefined)
          invoiceFee(db, db.finance.studentFees.get(row.id) ?? row);
      },
      derive: (row, { db }) => {
        settleFeePayments(db);
        const structure = db.finance.feeStructures.get(row.fee_structure);
        return {
          ...row,
          fee_structure_name: structure?.name ?? row.fee_structure_name,
          academic_term: structure?.academic_term ?? row.academic_term,
          academic_term_name: structure?.academic_term_name ?? row.academic_term_name,
          due_date: row.due_date ?? structure?.due_date ?? null,
          ...feeFigures(db, row),
        };
      },
      beforeDelete: (row, { db }) =>
        db.finance.feePayments.some((payment) => payment.student_fee === row.id && payment.status === 'completed')
          ? detail(403, 'Payments have been made on this fee; reverse them first.')
          : undefined,
    }),
    ...crudHandlers<FeePayment>({
      table: (db) => db.finance.feePayments,
      schema: 'FeePayment',
      operations: {
        list: 'listFeePayments',
        create: 'createFeePayment',
        get: 'getFeePayment',
        update: 'updateFeePayment',
        partialUpdate: 'partialUpdateFeePayment',
        delete: 'deleteFeePayment',
      },
      // Learners and parents only start online M-Pesa payments (onlinePaymentRefusal says what else they may not).
      writeRoles: [...FINANCE, 'student', 'parent'],
      beforeWrite: onlinePaymentRefusal,
      visible: visibleFee,
      search: ['student.get_full_name', 'mpesa_receipt_number', 'reference', 'payer_name', 'receipt_number'],
      ordering: '-payment_date',
      filters: {
        student: (row, value) => String(row.student.id) === value,
        date_from: (row, value) => row.payment_date.slice(0, 10) >= value,
        date_to: (row, value) => row.payment_date.slice(0, 10) <= value,
      },
      validate: paymentErrors,
      onCreate: paymentDefaults,
      // An online M-Pesa payment settles when the payer has answered the STK push.
      derive: (row, { db }) => {
        settleFeePayments(db);
        const stored = db.finance.feePayments.get(row.id);
        if (!stored || stored.updated_at === row.updated_at) return row;
        const { status, mpesa_receipt_number, reference, receipt, receipt_number, notes, updated_at } = stored;
        return { ...row, status, mpesa_receipt_number, reference, receipt, receipt_number, notes, updated_at };
      },
      afterWrite: (row, context, input) => {
        const patch: Partial<FeePayment> = {};
        if (input.student_fee !== undefined)
          patch.student = context.db.finance.studentFees.get(row.student_fee)?.student ?? row.student;
        if (row.payment_method === 'mpesa' && !row.mpesa_receipt_number && row.status !== 'pending')
          patch.mpesa_receipt_number = liveMpesaReceipt();
        const stored = Object.keys(patch).length > 0 ? context.db.finance.feePayments.update(row.id, patch) : row;
        if (stored && stored.status === 'completed' && (stored.receipt === null || stored.receipt === undefined))
          issueReceipt(context.db, stored, context.user);
      },
      // A deleted payment takes its receipt with it: the fee's paid amount and balance are computed from payments.
      beforeDelete: (row, { db, user }) => {
        if (!isFinanceUser(user)) return detail(403, 'You do not have permission to perform this action.');
        db.finance.receipts.removeWhere((receipt) => receipt.fee_payment === row.id);
        return undefined;
      },
    }),
    ...crudHandlers<FinanceReceipt>({
      table: (db) => db.finance.receipts,
      schema: 'FinanceReceipt',
      operations: {
        list: 'listFinanceReceipts',
        get: 'getFinanceReceipt',
        update: 'updateFinanceReceipt',
        partialUpdate: 'partialUpdateFinanceReceipt',
        delete: 'deleteFinanceReceipt',
      },
      writeRoles: FINANCE,
      visible: visibleFee,
      search: ['receipt_number', 'student.get_full_name', 'mpesa_receipt_number', 'reference'],
      ordering: '-issued_at',
      filters: {
        date_from: (row, value) => row.issued_at.slice(0, 10) >= value,
        date_to: (row, value) => row.issued_at.slice(0, 10) <= value,
      },
      // The contract: a cancelled receipt reverses its payment (the fee's balance goes back up).
      afterWrite: (row, { db }) => {
        if (row.status === 'cancelled' && row.fee_payment)
          db.finance.feePayments.update(row.fee_payment, { status: 'reversed', updated_at: nowIso() });
      },
    }),
    route(
      'createFinanceReceipt',
      async (context) => {
        // Recording a receipt records the payment it is for (the client uses this to take payments).
        const input = await context.body<FinanceReceiptRequest>();
        if (input instanceof Response) return input;
        const body = input as unknown as BodyRecord;
        const errors = { ...relationErrors(context.db, body), ...(paymentErrors(body, undefined, context) ?? {}) };
        const fee = context.db.finance.studentFees.get(input.student_fee);
        if (Object.keys(errors).length > 0 || !fee) return fieldErrors(errors);
        const stamp = nowIso();
        const payment = context.db.finance.feePayments.insert({
          student_fee: fee.id,
          student: fee.student,
          amount: money(amountOf(input.amount)),
          currency: input.currency ?? fee.currency,
          payment_method: input.payment_method,
          reference: input.reference ?? null,
          mpesa_receipt_number:
            input.payment_method === 'mpesa'
              ? (input.mpesa_receipt_number ?? liveMpesaReceipt())
              : (input.mpesa_receipt_number ?? null),
          payer_name: input.payer_name ?? null,
          payer_phone: input.payer_phone ?? null,
          payment_date: input.payment_date ?? stamp,
          status: 'completed',
          receipt: null,
          receipt_number: null,
          received_by: userSummary(context.user),
          notes: null,
          created_at: stamp,
          updated_at: stamp,
        });
        const receipt = issueReceipt(context.db, payment, context.user, input.description);
        if (input.status === 'cancelled')
          return created(context.db.finance.receipts.update(receipt.id, { status: 'cancelled' }) ?? receipt);
        return created<FinanceReceipt>(receipt);
      },
      { roles: FINANCE },
    ),
    route(
      'generateFinanceReceipt',
      async (context) => {
        const input = await context.body<FinanceReceiptGenerateRequest>();
        if (input instanceof Response) return input;
        const payment = context.db.finance.feePayments.get(input.fee_payment);
        if (!payment) return fieldErrors({ fee_payment: `Invalid pk "${input.fee_payment}" - object does not exist.` });
        if (payment.status !== 'completed')
          return fieldErrors({ fee_payment: 'Receipts are issued for completed payments only.' });
        const existing = context.db.finance.receipts.find(
          (receipt) => receipt.fee_payment === payment.id && receipt.status === 'issued',
        );
        if (existing) return json<FinanceReceipt>(existing);
        return created<FinanceReceipt>(issueReceipt(context.db, payment, context.user));
      },
      { roles: FINANCE },
    ),
    ...crudHandlers<Expense>({
      table: (db) => db.finance.expenses,
      schema: 'Expense',
      operations: {
        list: 'listExpenses',
        create: 'createExpense',
        get: 'getExpense',
        update: 'updateExpense',
        partialUpdate: 'partialUpdateExpense',
        delete: 'deleteExpense',
      },
      readRoles: FINANCE,
      writeRoles: FINANCE,
      search: ['title', 'description', 'vendor', 'reference'],
      ordering: '-expense_date',
      filters: {
        date_from: (row, value) => row.expense_date >= value,
        date_to: (row, value) => row.expense_date <= value,
      },
      beforeWrite: (input, existing, { user }) =>
        (input.status === 'approved' || input.status === 'rejected') &&
        input.status !== existing?.status &&
        !(MANAGEMENT as readonly string[]).includes(user.user_type)
          ? detail(403, EXPENSE_DECISION_REFUSED)
          : undefined,
      // A new expense waits for approval unless the body says otherwise (the contract's default).
      onCreate: ({ user }, input) => ({ recorded_by: user.id, status: input.status ?? 'pending' }),
      afterWrite: (row, { db, user }) => {
        // A decimal field answers two decimals whatever was sent ('8750' → '8750.00').
        if (row.amount !== money(amountOf(row.amount)))
          db.finance.expenses.update(row.id, { amount: money(amountOf(row.amount)) });
        if ((row.status === 'approved' || row.status === 'rejected' || row.status === 'paid') && !row.approved_by) {
          db.finance.expenses.update(row.id, { approved_by: userSummary(user), approved_at: nowIso() });
        }
      },
      derive: (row, { db }) => {
        const budget = db.finance.budgets.get(row.budget);
        return {
          ...row,
          budget_name: budget?.name ?? null,
          department: row.department ?? budget?.department ?? null,
          department_name: row.department_name ?? budget?.department_name ?? null,
        };
      },
    }),
    ...crudHandlers<Budget>({
      table: (db) => db.finance.budgets,
      schema: 'Budget',
      operations: {
        list: 'listBudgets',
        create: 'createBudget',
        get: 'getBudget',
        update: 'updateBudget',
        partialUpdate: 'partialUpdateBudget',
        delete: 'deleteBudget',
      },
      readRoles: FINANCE,
      writeRoles: FINANCE,
      search: ['name', 'description', 'department_name'],
      ordering: '-created_at',
      onCreate: ({ user }) => ({ created_by: user.id, spent_amount: money(0), remaining_amount: money(0) }),
      // The contract: `allocated_amount` must be positive.
      beforeWrite: (input) =>
        input.allocated_amount !== undefined && !(Number(input.allocated_amount) > 0)
          ? fieldErrors({ allocated_amount: 'Ensure this value is greater than 0.' })
          : undefined,
      // A decimal field answers two decimals whatever was sent ('50000' → '50000.00').
      afterWrite: (row, { db }) => {
        if (row.allocated_amount !== money(amountOf(row.allocated_amount)))
          db.finance.budgets.update(row.id, { allocated_amount: money(amountOf(row.allocated_amount)) });
      },
      derive: (row, { db }) => ({ ...row, ...budgetFigures(db, row) }),
      beforeDelete: (row, { db }) => {
        for (const expense of db.finance.expenses.filter((candidate) => candidate.budget === row.id))
          db.finance.expenses.update(expense.id, { budget: null, budget_name: null });
        return undefined;
      },
    }),
  ];
}
