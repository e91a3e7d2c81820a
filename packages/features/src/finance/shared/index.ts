export * from './labels';
export {
  FEE_STRUCTURES_CRUMB,
  FinanceHeader,
  INVOICES_CRUMB,
  RECEIPTS_CRUMB,
  STUDENT_FEES_CRUMB,
  type FinanceHeaderProps,
} from './finance-header';
