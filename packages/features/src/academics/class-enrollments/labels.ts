/** The contract's class enrollment statuses as the screens name and colour them. */
import type { ClassEnrollmentStatus } from '@ujuzi/api';
import type { BadgeTone } from '@ujuzi/ui';

export const ENROLLMENT_STATUS_LABELS: Record<ClassEnrollmentStatus, string> = {
  active: 'Active',
  transferred: 'Transferred',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
  suspended: 'Suspended',
};

export const ENROLLMENT_STATUS_TONES: Record<ClassEnrollmentStatus, BadgeTone> = {
  active: 'success',
  transferred: 'info',
  completed: 'neutral',
  withdrawn: 'danger',
  suspended: 'warning',
};
