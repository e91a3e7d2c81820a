/** The head of every staff screen: breadcrumbs (Dashboard / Staff / …), the <h1>, a description and actions. */
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

export const STAFF_CRUMB: Crumb = { label: 'Staff', href: links.staff() };

export interface StaffHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Pages between the staff list and this one (a member's page above their edit form). */
  trail?: readonly Crumb[];
  /** The staff list itself has only the dashboard above it. */
  isIndex?: boolean;
}

export function StaffHeader({ title, description, actions, trail = [], isIndex = false }: StaffHeaderProps) {
  return (
    <PageHeader
      title={title}
      description={description}
      actions={actions}
      crumbs={[{ label: 'Dashboard', href: links.dashboard() }, ...(isIndex ? [] : [STAFF_CRUMB]), ...trail]}
    />
  );
}
