/**
 * The head of every finance screen: breadcrumbs (Dashboard / … / this page), the <h1>, and the finance
 * sections the viewer may open (a learner or parent sees none: their only finance screen is invoices).
 */
import type { ReactNode } from 'react';
import { AreaHeader, type Area } from '../../infra/kit/shared/area-header';
import type { Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

const FINANCE: Area = {
  label: 'Finance',
  sections: [
    { label: 'Invoices', href: links.invoices() },
    { label: 'Fee collection', href: links.feeCollection() },
    { label: 'Fee structures', href: links.feeStructures() },
    { label: 'School fees', href: links.studentFees() },
    { label: 'Fee payments', href: links.feePayments() },
    { label: 'Receipts', href: links.financeReceipts() },
    { label: 'Expenses', href: links.expenses() },
    { label: 'Budgets', href: links.budgets() },
  ],
};

export const INVOICES_CRUMB: Crumb = { label: 'Invoices', href: links.invoices() };
export const FEE_STRUCTURES_CRUMB: Crumb = { label: 'Fee structures', href: links.feeStructures() };
export const STUDENT_FEES_CRUMB: Crumb = { label: 'School fees', href: links.studentFees() };
export const EXPENSES_CRUMB: Crumb = { label: 'Expenses', href: links.expenses() };
export const BUDGETS_CRUMB: Crumb = { label: 'Budgets', href: links.budgets() };
export const RECEIPTS_CRUMB: Crumb = { label: 'Receipts', href: links.financeReceipts() };

export interface FinanceHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Pages between the dashboard and this one (none for the sections themselves). */
  trail?: readonly Crumb[];
  /** The section this page belongs to. */
  current: string;
}

export function FinanceHeader(props: FinanceHeaderProps) {
  return <AreaHeader area={FINANCE} {...props} />;
}
