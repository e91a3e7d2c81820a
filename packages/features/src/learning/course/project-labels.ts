/** How the course page names a project's difficulty and a submission's review state. */
import type { CourseProjectDifficulty, ProjectSubmissionStatus } from '@ujuzi/api';
import type { BadgeTone } from '@ujuzi/ui';

export const DIFFICULTY_LABELS: Record<CourseProjectDifficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const SUBMISSION_STATUS: Record<ProjectSubmissionStatus, { label: string; tone: BadgeTone }> = {
  submitted: { label: 'Handed in', tone: 'info' },
  under_review: { label: 'Under review', tone: 'warning' },
  graded: { label: 'Graded', tone: 'success' },
  resubmission_requested: { label: 'Resubmission requested', tone: 'danger' },
};

/** Whether a due date (YYYY-MM-DD) has passed by today's end. */
export const isPastDue = (dueDate: string | null | undefined, now = new Date()): boolean =>
  !!dueDate && new Date(`${dueDate}T23:59:59`).getTime() < now.getTime();
