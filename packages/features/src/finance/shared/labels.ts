/** How finance states and categories read on screen, and the badge tone of each. */
import type {
  BudgetStatus,
  ExpenseCategory,
  ExpenseStatus,
  FeePaymentStatus,
  FinanceReceiptStatus,
  PaymentInvoiceStatus,
  StudentFeeStatus,
} from '@ujuzi/api';
import type { BadgeTone } from '@ujuzi/ui';

export const INVOICE_STATUS_LABELS: Readonly<Record<PaymentInvoiceStatus, string>> = {
  draft: 'Draft',
  issued: 'Unpaid',
  partially_paid: 'Partly paid',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Void',
};

export const INVOICE_STATUS_TONES: Readonly<Record<PaymentInvoiceStatus, BadgeTone>> = {
  draft: 'neutral',
  issued: 'info',
  partially_paid: 'warning',
  paid: 'success',
  overdue: 'danger',
  cancelled: 'neutral',
};

export const EXPENSE_CATEGORY_LABELS: Readonly<Record<ExpenseCategory, string>> = {
  salaries: 'Salaries',
  rent: 'Rent',
  utilities: 'Utilities',
  internet: 'Internet',
  software_licenses: 'Software licences',
  equipment: 'Equipment',
  maintenance: 'Maintenance',
  supplies: 'Supplies',
  transport: 'Transport',
  marketing: 'Marketing',
  events: 'Events',
  training: 'Training',
  other: 'Other',
};

export const EXPENSE_STATUS_LABELS: Readonly<Record<ExpenseStatus, string>> = {
  pending: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Rejected',
  paid: 'Paid',
};

export const EXPENSE_STATUS_TONES: Readonly<Record<ExpenseStatus, BadgeTone>> = {
  pending: 'warning',
  approved: 'info',
  rejected: 'danger',
  paid: 'success',
};

export const FEE_STATUS_LABELS: Readonly<Record<StudentFeeStatus, string>> = {
  unpaid: 'Unpaid',
  partial: 'Partly paid',
  paid: 'Paid',
  overdue: 'Overdue',
  waived: 'Waived',
};

export const FEE_STATUS_TONES: Readonly<Record<StudentFeeStatus, BadgeTone>> = {
  unpaid: 'info',
  partial: 'warning',
  paid: 'success',
  overdue: 'danger',
  waived: 'neutral',
};

/** `Object.keys` typed by the record's keys, in their written order. */
export const keysOf = <K extends string>(record: Readonly<Record<K, unknown>>): K[] => Object.keys(record) as K[];

export const PAYMENT_METHOD_LABELS: Readonly<Record<'mpesa' | 'bank' | 'cash' | 'card', string>> = {
  mpesa: 'M-Pesa',
  bank: 'Bank',
  cash: 'Cash',
  card: 'Card',
};

export const FEE_PAYMENT_STATUS_LABELS: Readonly<Record<FeePaymentStatus, string>> = {
  pending: 'Awaiting M-Pesa PIN',
  completed: 'Completed',
  failed: 'Failed',
  reversed: 'Reversed',
};

export const FEE_PAYMENT_STATUS_TONES: Readonly<Record<FeePaymentStatus, BadgeTone>> = {
  pending: 'warning',
  completed: 'success',
  failed: 'danger',
  reversed: 'neutral',
};

export const RECEIPT_STATUS_LABELS: Readonly<Record<FinanceReceiptStatus, string>> = {
  issued: 'Issued',
  cancelled: 'Cancelled',
};

export const RECEIPT_STATUS_TONES: Readonly<Record<FinanceReceiptStatus, BadgeTone>> = {
  issued: 'success',
  cancelled: 'neutral',
};

/** A learner's name as lists show it. */
export const learnerOf = (row: { student: { get_full_name?: string | null; username: string } }): string =>
  row.student.get_full_name || row.student.username;

export const BUDGET_STATUS_LABELS: Readonly<Record<BudgetStatus, string>> = {
  draft: 'Draft',
  active: 'Active',
  closed: 'Closed',
};

export const BUDGET_STATUS_TONES: Readonly<Record<BudgetStatus, BadgeTone>> = {
  draft: 'neutral',
  active: 'info',
  closed: 'neutral',
};
