/**
 * The finance domain, in KES: fee structures per programme level and term, each student's fee,
 * fee payments (mostly M-Pesa, with receipt codes), receipts, expenses and budgets.
 */
import type { Budget, Expense, FeePayment, FeeStructure, FinanceReceipt, StudentFee } from '@ujuzi/api';
import { fullName, userSummary, usersOfType, type UserRecord } from './accounts';
import type { MockDatabase } from './database';
import { defineDomain, type SeedContext } from './domain';
import { kenyanPhone, mpesaReceipt } from './kenya';
import { Table } from './table';
import { addDays, daysAgo, isoDate, isoDateTime, todayIso } from './time';

export const financeTables = () => ({
  feeStructures: new Table<FeeStructure>(),
  studentFees: new Table<StudentFee>(),
  feePayments: new Table<FeePayment>(),
  receipts: new Table<FinanceReceipt>(),
  expenses: new Table<Expense>(),
  budgets: new Table<Budget>(),
});

export type FinanceTables = ReturnType<typeof financeTables>;

/** Money as the spec writes it: a decimal string with two decimals. */
export const money = (amount: number): string => (Math.round(amount * 100) / 100).toFixed(2);
export const amountOf = (value: string | null | undefined): number => Number(value ?? 0) || 0;

/** Term fees by level code: tuition, then the other items. */
const TUITION: Record<string, number> = { FCSD: 45_000, DSE1: 68_000, DSE2: 72_000, PCDS: 85_000, PCCD: 80_000, PCMD: 78_000 };

/** A student fee's figures from its payments: paid, balance, status, last payment. */
export function feeFigures(
  db: MockDatabase,
  fee: StudentFee,
  today = todayIso(),
): Pick<StudentFee, 'amount_paid' | 'balance' | 'status' | 'last_payment_date'> {
  const payments = db.finance.feePayments.filter((payment) => payment.student_fee === fee.id && payment.status === 'completed');
  const paid = payments.reduce((sum, payment) => sum + amountOf(payment.amount), 0);
  const balance = Math.max(0, amountOf(fee.total_amount) - amountOf(fee.discount_amount) - paid);
  const last =
    payments
      .map((payment) => payment.payment_date)
      .sort()
      .at(-1) ?? null;
  let status: StudentFee['status'];
  if (fee.status === 'waived') status = 'waived';
  else if (balance <= 0) status = 'paid';
  else if (fee.due_date && fee.due_date < today) status = 'overdue';
  else if (paid > 0) status = 'partial';
  else status = 'unpaid';
  return { amount_paid: money(paid), balance: money(balance), status, last_payment_date: last };
}

/** A budget's figures from its approved and paid expenses. */
export function budgetFigures(
  db: MockDatabase,
  budget: Budget,
): Pick<Budget, 'spent_amount' | 'remaining_amount' | 'utilization_percentage' | 'expenses_count'> {
  const expenses = db.finance.expenses.filter((expense) => expense.budget === budget.id);
  const spent = expenses
    .filter((expense) => expense.status === 'approved' || expense.status === 'paid')
    .reduce((sum, expense) => sum + amountOf(expense.amount), 0);
  const allocated = amountOf(budget.allocated_amount);
  return {
    spent_amount: money(spent),
    remaining_amount: money(allocated - spent),
    utilization_percentage: allocated > 0 ? Math.round((spent / allocated) * 10_000) / 100 : 0,
    expenses_count: expenses.length,
  };
}

export const receiptNumber = (db: MockDatabase, year: string): string =>
  `RCT-${year}-${String(db.finance.receipts.nextId()).padStart(6, '0')}`;

function seedFinance(tables: FinanceTables, { db, faker }: SeedContext): void {
  const currentYear = db.core.academicYears.find((year) => year.is_current);
  const currentTerm = db.core.academicTerms.find((term) => term.is_current);
  if (!currentYear || !currentTerm) return;
  const accountant = usersOfType(db, 'accountant')[0];
  const created = isoDateTime(new Date(`${currentTerm.start_date}T06:00:00Z`));
  const termName = `${currentTerm.name} ${currentTerm.academic_year_name ?? currentYear.name}`;

  for (const level of db.academics.classLevels.all()) {
    const tuition = TUITION[level.code] ?? 60_000;
    const items = [
      { name: 'Tuition', description: `Tuition for ${termName}`, amount: money(tuition), is_mandatory: true },
      {
        name: 'Computer lab and internet',
        description: 'Lab access, fibre internet and cloud credits',
        amount: money(6_500),
        is_mandatory: true,
      },
      {
        name: 'Examination fee',
        description: 'Continuous assessment and end-of-term examinations',
        amount: money(3_000),
        is_mandatory: true,
      },
      {
        name: 'Student activity fee',
        description: 'Hackathons, clubs and industry visits',
        amount: money(1_500),
        is_mandatory: false,
      },
    ];
    tables.feeStructures.insert({
      name: `${level.code} fees, ${termName}`,
      class_level: level.id,
      class_level_name: level.name,
      academic_year: currentYear.id,
      academic_year_name: currentYear.name,
      academic_term: currentTerm.id,
      academic_term_name: termName,
      items,
      total_amount: money(items.reduce((sum, item) => sum + amountOf(item.amount), 0)),
      currency: 'KES',
      due_date: isoDate(addDays(new Date(`${currentTerm.start_date}T00:00:00Z`), 21)),
      description: `Fees for ${level.name}, ${termName}. Pay by M-Pesa Paybill 522533 with the admission number as the account.`,
      is_active: true,
      students_billed: 0,
      created_at: created,
      updated_at: created,
    });
  }

  const parentsOf = (studentId: number): UserRecord[] =>
    db.accounts.relations
      .filter((relation) => relation.student === studentId)
      .flatMap((relation) => db.accounts.users.get(relation.parent) ?? []);
  const enrollments = db.academics.classEnrollments.filter((enrollment) => enrollment.status === 'active');
  enrollments.forEach((enrollment, index) => {
    const section = db.academics.classSections.get(enrollment.class_section);
    const structure = tables.feeStructures.find((candidate) => candidate.class_level === section?.class_level);
    const student = db.accounts.users.get(enrollment.student.id);
    if (!structure || !student) return;
    const total = amountOf(structure.total_amount);
    const discount = index % 9 === 4 ? total * 0.2 : 0;
    const fee = tables.studentFees.insert({
      student: userSummary(student),
      fee_structure: structure.id,
      fee_structure_name: structure.name,
      academic_term: currentTerm.id,
      academic_term_name: termName,
      total_amount: structure.total_amount,
      discount_amount: money(discount),
      amount_paid: money(0),
      balance: money(total - discount),
      currency: 'KES',
      due_date: structure.due_date ?? null,
      status: 'unpaid',
      last_payment_date: null,
      notes: discount > 0 ? 'Ujuzi bursary: 20% of the term fees.' : null,
      created_at: created,
      updated_at: created,
    });

    // Most pay in instalments by M-Pesa; some have paid everything, a few nothing yet.
    const due = total - discount;
    const plan = index === 0 ? [0.5, 0.25] : faker.helpers.arrayElement([[1], [0.5, 0.5], [0.4, 0.3], [0.6], [], [0.3]]);
    const payer = parentsOf(student.id)[0] ?? student;
    plan.forEach((share, paymentIndex) => {
      const method = faker.helpers.weightedArrayElement([
        { weight: 8, value: 'mpesa' as const },
        { weight: 1, value: 'bank' as const },
        { weight: 1, value: 'cash' as const },
      ]);
      const paidAt = isoDateTime(
        addDays(new Date(`${currentTerm.start_date}T09:30:00Z`), 3 + paymentIndex * 25 + faker.number.int({ min: 0, max: 5 })),
      );
      const amount = money(Math.round(due * share));
      const payment = tables.feePayments.insert({
        student_fee: fee.id,
        student: userSummary(student),
        amount,
        currency: 'KES',
        payment_method: method,
        reference:
          method === 'bank'
            ? `KCB${faker.string.numeric(10)}`
            : method === 'mpesa'
              ? `UJZ/${currentYear.name}/${String(index + 1).padStart(4, '0')}`
              : null,
        mpesa_receipt_number: method === 'mpesa' ? mpesaReceipt(faker) : null,
        payer_name: fullName(payer),
        payer_phone: payer.phone_number ?? kenyanPhone(faker),
        payment_date: paidAt,
        status: 'completed',
        receipt: null,
        receipt_number: null,
        received_by: accountant ? userSummary(accountant) : null,
        notes: null,
        created_at: paidAt,
        updated_at: paidAt,
      });
      const paidSoFar = tables.feePayments
        .filter((row) => row.student_fee === fee.id)
        .reduce((sum, row) => sum + amountOf(row.amount), 0);
      const receipt = tables.receipts.insert({
        receipt_number: `RCT-${currentYear.name}-${String(tables.receipts.nextId()).padStart(6, '0')}`,
        fee_payment: payment.id,
        student_fee: fee.id,
        student: userSummary(student),
        amount,
        currency: 'KES',
        payment_method: method,
        reference: payment.reference ?? null,
        mpesa_receipt_number: payment.mpesa_receipt_number ?? null,
        description: `Fees payment for ${termName}`,
        balance_after: money(Math.max(0, due - paidSoFar)),
        status: 'issued',
        issued_at: paidAt,
        issued_by: accountant ? userSummary(accountant) : null,
        pdf_url: null,
        created_at: paidAt,
        updated_at: paidAt,
      });
      tables.receipts.update(receipt.id, { pdf_url: `/media/receipts/${receipt.receipt_number}.pdf` });
      tables.feePayments.update(payment.id, { receipt: receipt.id, receipt_number: receipt.receipt_number });
    });
  });

  // Budgets for the year, per department or category, and expenses against them.
  const departments = db.core.departments.all();
  const admin = usersOfType(db, 'admin')[0];
  const budgetPlan: [string, Budget['category'], number, number | undefined][] = [
    ['Staff salaries 2026', 'salaries', 14_400_000, undefined],
    ['Campus rent 2026', 'rent', 3_600_000, undefined],
    ['Internet and utilities 2026', 'internet', 960_000, undefined],
    ['Software licences and cloud 2026', 'software_licenses', 260_000, departments[2]?.id],
    ['Lab equipment 2026', 'equipment', 2_500_000, departments[0]?.id],
    // Set low on purpose: the hackathon's catering already passes it (an over-budget state to see).
    ['Hackathons and events 2026', 'events', 100_000, undefined],
    ['Marketing 2026', 'marketing', 900_000, undefined],
  ];
  for (const [name, category, allocated, departmentId] of budgetPlan) {
    const department = departments.find((candidate) => candidate.id === departmentId);
    tables.budgets.insert({
      name,
      description: `Approved by the board for ${currentYear.name}.`,
      academic_year: currentYear.id,
      academic_year_name: currentYear.name,
      department: department?.id ?? null,
      department_name: department?.name ?? null,
      category,
      allocated_amount: money(allocated),
      spent_amount: money(0),
      remaining_amount: money(allocated),
      utilization_percentage: 0,
      currency: 'KES',
      start_date: currentYear.start_date,
      end_date: currentYear.end_date,
      status: 'active',
      expenses_count: 0,
      created_by: admin ? userSummary(admin) : null,
      created_at: isoDateTime(new Date(`${currentYear.start_date}T06:00:00Z`)),
      updated_at: isoDateTime(new Date(`${currentYear.start_date}T06:00:00Z`)),
    });
  }
  const budgetFor = (category: Expense['category']) => tables.budgets.find((budget) => budget.category === category);
  const expensePlan: [string, Expense['category'], number, string, Expense['payment_method']][] = [
    ['October salaries', 'salaries', 1_185_000, 'Ujuzi staff', 'bank'],
    ['September salaries', 'salaries', 1_185_000, 'Ujuzi staff', 'bank'],
    ['Office rent, Q4', 'rent', 900_000, 'Bishop Magua Centre Ltd', 'bank'],
    ['Fibre internet, October', 'internet', 78_000, 'Safaricom PLC', 'mpesa'],
    ['Electricity tokens, October', 'utilities', 42_500, 'Kenya Power', 'mpesa'],
    ['GitHub Team licences', 'software_licenses', 96_000, 'GitHub Inc.', 'card'],
    ['AWS credits for the DevOps cohort', 'software_licenses', 145_000, 'Amazon Web Services', 'card'],
    ['20 laptops for the new lab', 'equipment', 1_640_000, 'Dell Kenya (Hotpoint)', 'bank'],
    ['Network switches and cabling', 'equipment', 185_000, 'Computer Pride Kenya', 'bank'],
    ['Hackathon catering and prizes', 'events', 120_000, 'Java House Catering', 'mpesa'],
    ['Facebook and Google ads, term 3', 'marketing', 150_000, 'Meta and Google', 'card'],
    ['Printer toner and stationery', 'supplies', 23_400, 'Text Book Centre', 'mpesa'],
    ['Air conditioner servicing', 'maintenance', 18_000, 'CoolTech Services', 'mpesa'],
  ];
  expensePlan.forEach(([title, category, amount, vendor, method], index) => {
    const status = faker.helpers.arrayElement(['paid', 'paid', 'approved', 'pending'] as const);
    const date = daysAgo(5 + index * 6);
    const budget = budgetFor(category);
    const approved = status !== 'pending';
    tables.expenses.insert({
      title,
      description: `${title} (${vendor}).`,
      category,
      amount: money(amount),
      currency: 'KES',
      expense_date: isoDate(date),
      payment_method: method,
      reference: method === 'mpesa' ? mpesaReceipt(faker) : `INV-${faker.string.numeric(6)}`,
      vendor,
      budget: budget?.id ?? null,
      budget_name: budget?.name ?? null,
      department: budget?.department ?? null,
      department_name: budget?.department_name ?? null,
      status,
      approved_by: approved && admin ? userSummary(admin) : null,
      approved_at: approved ? isoDateTime(addDays(date, 1)) : null,
      attachment: `/media/expenses/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
      recorded_by: accountant ? userSummary(accountant) : null,
      created_at: isoDateTime(date),
      updated_at: isoDateTime(approved ? addDays(date, 1) : date),
    });
  });

  // Store the derived figures so the snapshot reads right even before any request.
  for (const fee of tables.studentFees.all()) tables.studentFees.update(fee.id, feeFigures(db, fee, todayIso()));
  for (const budget of tables.budgets.all()) tables.budgets.update(budget.id, budgetFigures(db, budget));
  for (const structure of tables.feeStructures.all())
    tables.feeStructures.update(structure.id, {
      students_billed: tables.studentFees.count((fee) => fee.fee_structure === structure.id),
    });
}

export const financeDomain = defineDomain({ name: 'finance', tables: financeTables, seed: seedFinance });
