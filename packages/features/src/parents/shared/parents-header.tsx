/** The head of the parents screens: breadcrumbs (Dashboard / Parents / …), the <h1>, a description and actions. */
import type { ReactNode } from 'react';
import { links } from '../../infra/kit/links';
import { PageHeader, type Crumb } from '../../infra/kit/shared/page-header';

export const PARENTS_CRUMB: Crumb = { label: 'Parents', href: links.parents() };

export interface ParentsHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The parents list itself has only the dashboard above it. */
  isIndex?: boolean;
}

export function ParentsHeader({ isIndex = false, ...header }: ParentsHeaderProps) {
  return (
    <PageHeader {...header} crumbs={[{ label: 'Dashboard', href: links.dashboard() }, ...(isIndex ? [] : [PARENTS_CRUMB])]} />
  );
}
