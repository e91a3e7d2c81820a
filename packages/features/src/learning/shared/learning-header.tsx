/**
 * The head of every learning screen: breadcrumbs from the dashboard through the trail to the page,
 * the page's <h1>, a line under it and the screen's actions.
 */
import type { ReactNode } from 'react';
import { PageHeader, type Crumb, type SectionLinks } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

export type LearningCrumb = Crumb;

export interface LearningHeaderProps {
  /** The page's heading (its <h1>) and last breadcrumb. */
  title: string;
  /** Pages between the dashboard and this page (the catalogue, the course…). */
  trail?: readonly LearningCrumb[];
  description?: ReactNode;
  actions?: ReactNode;
  /** The page's own section links (a course's Overview, Projects and Reviews). */
  sections?: SectionLinks;
}

export const COURSES_CRUMB: LearningCrumb = { label: 'Courses', href: links.courses() };

export function LearningHeader({ title, trail = [], description, actions, sections }: LearningHeaderProps) {
  const crumbs: LearningCrumb[] = [{ label: 'Dashboard', href: links.dashboard() }, ...trail];
  return <PageHeader title={title} description={description} crumbs={crumbs} actions={actions} sections={sections} />;
}
