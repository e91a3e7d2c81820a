/**
 * Parts the grading screens share (not a screen of their own): the status words, the
 * page head with the two lists as sections, and the refresh after a grade.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AssessmentAttempt, ProjectSubmission } from '@ujuzi/api';
import type { BadgeTone } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../../kit/shared/page-header';
import { links } from '../../kit/links';

export const SUBMISSION_STATUSES = [
  'submitted',
  'under_review',
  'resubmission_requested',
  'graded',
] as const satisfies readonly ProjectSubmission['status'][];
export const SUBMISSION_STATUS_LABELS: Record<ProjectSubmission['status'], string> = {
  submitted: 'To grade',
  under_review: 'In review',
  resubmission_requested: 'Returned',
  graded: 'Graded',
};
export const SUBMISSION_STATUS_TONES: Record<ProjectSubmission['status'], BadgeTone> = {
  submitted: 'info',
  under_review: 'warning',
  resubmission_requested: 'accent',
  graded: 'success',
};

export const ATTEMPT_STATUSES = [
  'submitted',
  'graded',
  'in_progress',
  'expired',
] as const satisfies readonly AssessmentAttempt['status'][];
export const ATTEMPT_STATUS_LABELS: Record<AssessmentAttempt['status'], string> = {
  in_progress: 'In progress',
  submitted: 'To grade',
  graded: 'Graded',
  expired: 'Expired',
};
export const ATTEMPT_STATUS_TONES: Record<AssessmentAttempt['status'], BadgeTone> = {
  in_progress: 'neutral',
  submitted: 'info',
  graded: 'success',
  expired: 'warning',
};

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
