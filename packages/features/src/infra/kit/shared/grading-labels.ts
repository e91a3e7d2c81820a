/** The words and badge tones of project submissions' and assessment attempts' states as graders read them (grading screens, the teacher's home). */
import type { AssessmentAttempt, ProjectSubmission } from '@ujuzi/api';
import type { BadgeTone } from '@ujuzi/ui';

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
