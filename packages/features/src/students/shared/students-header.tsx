/** The head of every student screen: breadcrumbs (Dashboard / Students / …), the <h1>, a description and actions. */
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

export const STUDENTS_CRUMB: Crumb = { label: 'Students', href: links.students() };

export interface StudentsHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Pages between the student list and this one (a student's page above their edit form). */
  trail?: readonly Crumb[];
  /** The student list itself has only the dashboard above it. */
  isIndex?: boolean;
}

export function StudentsHeader({ title, description, actions, trail = [], isIndex = false }: StudentsHeaderProps) {
  return (
    <PageHeader
      title={title}
      description={description}
      actions={actions}
      crumbs={[{ label: 'Dashboard', href: links.dashboard() }, ...(isIndex ? [] : [STUDENTS_CRUMB]), ...trail]}
    />
  );
}
