/**
 * Leave applications and student–parent links (accounts contract): their names on screen, who may decide
 * on a leave, and the days an application covers.
 */
import { MANAGEMENT_TYPES, STAFF_TYPES, hasAccess } from './roles';

export type LeaveState = 'pending' | 'approved' | 'rejected';
export type LeaveKind = 'sick' | 'casual' | 'annual' | 'maternity' | 'paternity' | 'compassionate' | 'study' | 'other';
export type ParentRelation = 'father' | 'mother' | 'guardian' | 'grandparent' | 'sibling' | 'sponsor' | 'other';

export const LEAVE_STATUS_LABELS: Readonly<Record<LeaveState, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const LEAVE_STATUS_TONES: Readonly<Record<LeaveState, 'warning' | 'success' | 'danger'>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export const LEAVE_TYPE_LABELS: Readonly<Record<LeaveKind, string>> = {
  sick: 'Sick',
  casual: 'Casual',
  annual: 'Annual',
  maternity: 'Maternity',
  paternity: 'Paternity',
  compassionate: 'Compassionate',
  study: 'Study',
  other: 'Other',
};

export const PARENT_RELATION_LABELS: Readonly<Record<ParentRelation, string>> = {
  father: 'Father',
  mother: 'Mother',
  guardian: 'Guardian',
  grandparent: 'Grandparent',
  sibling: 'Sibling',
  sponsor: 'Sponsor',
  other: 'Other',
};

/** The contract's rule (approveLeave): management decides on any leave, a teacher on a student's; nobody on their own. */
export function mayReviewLeave(
  actor: { id?: number; user_type?: string | null } | null | undefined,
  leave: { applicant: { id: number }; student?: { id: number } | null; status: string },
): boolean {
  if (!actor || leave.status !== 'pending' || leave.applicant.id === actor.id) return false;
  if (hasAccess(actor.user_type, MANAGEMENT_TYPES)) return true;
  return hasAccess(actor.user_type, STAFF_TYPES) && Boolean(leave.student);
}

/** Calendar days from `start` to `end` (ISO dates), both included; 0 when the end is before the start. */
export function leaveDays(start: string, end: string): number {
  const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
  return Number.isFinite(days) && days > 0 ? days : 0;
}

/** The contract's rule on an application's dates (createLeave's 400 on end_date), checked before sending. */
export function validateLeaveDates(values: { start_date?: string | null; end_date?: string | null }): Record<string, string> {
  const { start_date: start, end_date: end } = values;
  return start && end && end < start ? { end_date: 'End date must be after start date.' } : {};
}
