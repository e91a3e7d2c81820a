/** How students and their enrollments read on screen, and what a viewer may do with them. */
import type { StudentEnrollmentStatus, User } from '@ujuzi/api';
import { hasPermission } from '@ujuzi/domain';
import type { BadgeTone } from '@ujuzi/ui';

export const STATUS_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Deactivated' },
] as const;

export const statusTone = (active: boolean): BadgeTone => (active ? 'success' : 'neutral');
export const statusLabel = (active: boolean): string => (active ? 'Active' : 'Deactivated');

export const ENROLLMENT_STATUS_LABELS: Readonly<Record<StudentEnrollmentStatus, string>> = {
  pending: 'Pending',
  trial: 'Trial',
  active: 'Active',
  suspended: 'Suspended',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const ENROLLMENT_STATUS_TONES: Readonly<Record<StudentEnrollmentStatus, BadgeTone>> = {
  pending: 'warning',
  trial: 'info',
  active: 'success',
  suspended: 'danger',
  completed: 'success',
  cancelled: 'neutral',
  expired: 'neutral',
};

/** The display name: full name, else first and last, else the username. */
export const studentName = (student: Pick<User, 'username' | 'get_full_name' | 'first_name' | 'last_name'>): string =>
  student.get_full_name || [student.first_name, student.last_name].filter(Boolean).join(' ') || student.username;

/**
 * Client spec §2: teachers and management open, add and edit students. §6: only management
 * (manage_students) activates, deactivates and deletes them.
 */
export const mayManageStudents = (viewer: Pick<User, 'user_type'> | null | undefined): boolean =>
  hasPermission(viewer?.user_type, 'manage_students');
