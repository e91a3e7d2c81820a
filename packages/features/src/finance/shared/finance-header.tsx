/**
 * The head of every finance screen: breadcrumbs (Dashboard / … / this page), the <h1>, and the finance
 * sections the viewer may open (a learner or parent sees none: their only finance screen is invoices).
 */
import type { ReactNode } from 'react';
import { AreaHeader, type Area } from '../../kit/shared/area-header';
import type { Crumb } from '../../kit/shared/page-header';
import { EXPENSES_HREF, FEE_COLLECTION_HREF, INVOICES_HREF } from './routes';

const FINANCE: Area = {
  label: 'Finance',
  sections: [
    { label: 'Invoices', href: INVOICES_HREF },
    { label: 'Fee collection', href: FEE_COLLECTION_HREF },
    { label: 'Expenses', href: EXPENSES_HREF },
  ],
};

export const INVOICES_CRUMB: Crumb = { label: 'Invoices', href: INVOICES_HREF };

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
