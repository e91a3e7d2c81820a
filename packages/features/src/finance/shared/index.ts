export * from './labels';
export * from './routes';
export { FinanceHeader, INVOICES_CRUMB, type FinanceHeaderProps } from './finance-header';
