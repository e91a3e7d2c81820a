/**
 * The head of every materials screen: breadcrumbs (Dashboard / Materials / … / this page), the <h1>,
 * a sentence under it and the page's actions.
 */
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../../kit/shared/page-header';
import { MATERIALS_HREF } from './hrefs';

export interface MaterialsHeaderProps {
  title: string;
  description?: ReactNode;
  /** Pages between Materials and this page (the material an edit form changes). */
  trail?: readonly Crumb[];
  actions?: ReactNode;
}

export function MaterialsHeader({ title, description, trail = [], actions }: MaterialsHeaderProps) {
  const crumbs: Crumb[] = [{ label: 'Dashboard', href: '/dashboard' }, { label: 'Materials', href: MATERIALS_HREF }, ...trail];
  return <PageHeader title={title} description={description} crumbs={crumbs} actions={actions} />;
}
