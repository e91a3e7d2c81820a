/**
 * The head of every materials screen: breadcrumbs (Dashboard / Materials / … / this page), the <h1>,
 * a sentence under it and the page's actions.
 */
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

export interface MaterialsHeaderProps {
  title: string;
  description?: ReactNode;
  /** Pages between Materials and this page (the material an edit form changes). */
  trail?: readonly Crumb[];
  actions?: ReactNode;
  /** The materials list itself: its breadcrumbs end at the Dashboard. */
  isIndex?: boolean;
}

export function MaterialsHeader({ title, description, trail = [], actions, isIndex = false }: MaterialsHeaderProps) {
  const crumbs: Crumb[] = [
    { label: 'Dashboard', href: links.dashboard() },
    ...(isIndex ? [] : [{ label: 'Materials', href: links.materials() }]),
    ...trail,
  ];
  return <PageHeader title={title} description={description} crumbs={crumbs} actions={actions} />;
}
