export * from './labels';
export {
  BUDGETS_CRUMB,
  EXPENSES_CRUMB,
  FEE_STRUCTURES_CRUMB,
  FinanceHeader,
  INVOICES_CRUMB,
  RECEIPTS_CRUMB,
  STUDENT_FEES_CRUMB,
  type FinanceHeaderProps,
} from './finance-header';
