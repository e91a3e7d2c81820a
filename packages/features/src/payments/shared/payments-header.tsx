/**
 * The head of every enrollment and payment screen: breadcrumbs (Dashboard / Payments / … / this page)
 * and the page's <h1>, with an optional sentence and actions beside it.
 */
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

export type PaymentsCrumb = Crumb;

export interface PaymentsHeaderProps {
  /** The page's heading (its <h1>) and last breadcrumb. */
  title: string;
  description?: ReactNode;
  /** Pages between the dashboard and this page (Payments by default). */
  trail?: readonly PaymentsCrumb[];
  actions?: ReactNode;
}

export const PAYMENTS_CRUMB: PaymentsCrumb = { label: 'Payments', href: links.payments() };
export const COURSES_CRUMB: PaymentsCrumb = { label: 'My courses', href: links.courses() };
/** A parent enrolling a child comes from the courses, not from courses of their own. */
export const PARENT_COURSES_CRUMB: PaymentsCrumb = { label: 'Courses', href: links.courses() };

export function PaymentsHeader({ title, description, trail = [PAYMENTS_CRUMB], actions }: PaymentsHeaderProps) {
  const crumbs = [{ label: 'Dashboard', href: links.dashboard() }, ...trail];
  return <PageHeader title={title} description={description} crumbs={crumbs} actions={actions} />;
}
