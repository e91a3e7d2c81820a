/**
 * Parts the grading screens share (not a screen of their own): the page head with the lists as
 * sections, and the refresh after a grade. The status words are the kit's (kit/shared/grading-labels).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../../infra/kit/shared/page-header';
import { links } from '../../infra/kit/links';

/** The head of every grading screen, with the two lists as sections. */
export function GradingHeader({
  title,
  description,
  trail = [],
  actions,
  current,
}: {
  title: string;
  description?: ReactNode;
  trail?: readonly Crumb[];
  actions?: ReactNode;
  /** The list this page belongs to, marked in the section links. */
  current?: string;
}) {
  return (
    <PageHeader
      title={title}
      description={description}
      actions={actions}
      crumbs={[{ label: 'Dashboard', href: links.dashboard() }, { label: 'Courses', href: links.courses() }, ...trail]}
      sections={{
        label: 'Grading and reviews',
        links: [
          { label: 'Project submissions', href: links.projectSubmissions() },
          { label: 'Assessment attempts', href: links.attempts() },
          { label: 'Course reviews', href: links.courseReviews() },
        ],
        current,
      }}
    />
  );
}

/** After a grade, every read of submissions and attempts (lists, details, the teacher's home) is fetched again. */
export const refreshGrading = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' &&
      /^\/(courses\/project-submissions|learning\/assessment-(attempts|responses)|courses\/dashboard)/.test(query.queryKey[0]),
  });
