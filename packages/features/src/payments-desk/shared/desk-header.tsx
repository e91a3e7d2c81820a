/**
 * The head of every payments desk screen: breadcrumbs (Dashboard / Payments / …), the <h1>, and the desk's
 * sections the viewer may open (an accountant reads the payments and the defaulters; the overview, the gateway logs and enrollment analytics are admins').
 */
import type { ReactNode } from 'react';
import { AreaHeader, type Area } from '../../infra/kit/shared/area-header';
import type { Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

const DESK: Area = {
  label: 'Payments desk',
  sections: [
    { label: 'Overview', href: links.paymentsOverview() },
    { label: 'All payments', href: links.adminPayments() },
    { label: 'Gateway logs', href: links.gatewayLogs() },
    { label: 'Enrollment analytics', href: links.enrollmentAnalytics() },
    { label: 'Defaulters', href: links.defaulters() },
  ],
};

export const PAYMENTS_CRUMB: Crumb = { label: 'Payments', href: links.payments() };
export const ALL_PAYMENTS_CRUMB: Crumb = { label: 'All payments', href: links.adminPayments() };
export const GATEWAY_LOGS_CRUMB: Crumb = { label: 'Gateway logs', href: links.gatewayLogs() };

export interface DeskHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Pages between Payments and this one. */
  trail?: readonly Crumb[];
}

export function DeskHeader({ trail = [], ...props }: DeskHeaderProps) {
  return <AreaHeader area={DESK} trail={[PAYMENTS_CRUMB, ...trail]} {...props} />;
}
