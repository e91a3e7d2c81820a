export * from './labels';
export { FinanceHeader, INVOICES_CRUMB, type FinanceHeaderProps } from './finance-header';
