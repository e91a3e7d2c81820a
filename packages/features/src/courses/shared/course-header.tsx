/**
 * The head of every course-authoring screen: breadcrumbs (Dashboard / Courses / … / this page), the
 * page's <h1>, a sentence under it and the page's actions.
 *
 *   <CourseHeader title="New course" />
 *   <CourseHeader title="Edit course" trail={[{ label: course.title, href: courseHref(course.slug) }]} />
 */
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

export type CourseCrumb = Crumb;

export interface CourseHeaderProps {
  /** The page's heading (its <h1>) and last breadcrumb. */
  title: string;
  description?: ReactNode;
  /** Pages between Courses and this page (the course a form edits). */
  trail?: readonly CourseCrumb[];
  actions?: ReactNode;
}

export function CourseHeader({ title, description, trail = [], actions }: CourseHeaderProps) {
  const crumbs: CourseCrumb[] = [
    { label: 'Dashboard', href: links.dashboard() },
    { label: 'Courses', href: links.courses() },
    ...trail,
  ];
  return <PageHeader title={title} description={description} crumbs={crumbs} actions={actions} />;
}
