/** The head of the pricing screens: Dashboard / Payments / … / this page, the <h1>, a sentence and actions. */
import type { ReactNode } from 'react';
import { PageHeader, links, type Crumb } from '../../infra/kit';

export const PRICING_PAYMENTS_CRUMB: Crumb = { label: 'Payments', href: links.payments() };

export interface PricingHeaderProps {
  title: string;
  description?: ReactNode;
  /** Pages between Payments and this page. */
  trail?: readonly Crumb[];
  actions?: ReactNode;
}

export function PricingHeader({ title, description, trail = [], actions }: PricingHeaderProps) {
  return (
    <PageHeader
      title={title}
      description={description}
      crumbs={[{ label: 'Dashboard', href: links.dashboard() }, PRICING_PAYMENTS_CRUMB, ...trail]}
      actions={actions}
    />
  );
}
