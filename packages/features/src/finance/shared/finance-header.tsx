/**
 * The head of every finance screen: breadcrumbs (Dashboard / … / this page), the <h1>, and the finance
 * sections the viewer may open (a learner or parent sees none: their only finance screen is invoices).
 */
import { canOpen } from '@ujuzi/domain';
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../../kit/shared/page-header';
import { useSession } from '../../session/session-context';
import { EXPENSES_HREF, FEE_COLLECTION_HREF, INVOICES_HREF } from './routes';

const SECTIONS: readonly Crumb[] = [
  { label: 'Invoices', href: INVOICES_HREF },
  { label: 'Fee collection', href: FEE_COLLECTION_HREF },
  { label: 'Expenses', href: EXPENSES_HREF },
];

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

export function FinanceHeader({ title, description, actions, trail = [], current }: FinanceHeaderProps) {
  const { user } = useSession();
  const links = SECTIONS.filter((section) => canOpen(section.href, user));
  return (
    <PageHeader
      title={title}
      description={description}
      actions={actions}
      crumbs={[{ label: 'Dashboard', href: '/dashboard' }, ...trail]}
      // Only finance staff have more than one finance screen to move between.
      sections={links.length > 1 ? { label: 'Finance', links, current } : undefined}
    />
  );
}
