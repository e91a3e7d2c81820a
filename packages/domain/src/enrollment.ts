/** Enrollment flow types and access rules (service spec §3, §4, §5, §8, §9). */

export const ENROLLMENT_FLOW_TYPES = [
  'new',
  'already_active',
  'payment_pending',
  'enrollment_pending',
  'existing_enrollment',
  'payment_processing',
  'payment_required',
  'upgrade_trial',
  'active_enrollment',
  'error',
] as const;
export type EnrollmentFlowType = (typeof ENROLLMENT_FLOW_TYPES)[number];

export interface AccessInfo {
  can_access_course?: boolean | null;
  needs_payment?: boolean | null;
  payment_required?: boolean | null;
  balance_due?: string | number | null;
}
export interface FlowInfo {
  flow_type?: string | null;
  requires_payment_form?: boolean | null;
  can_access_course?: boolean | null;
  requires_payment?: boolean | null;
}
export interface EnrollmentLike {
  status?: string | null;
  balance_due?: string | number | null;
  access_info?: AccessInfo | null;
  flow_info?: FlowInfo | null;
}

const hasBalance = (value: string | number | null | undefined) => Number(value ?? 0) > 0;

const balanceOf = (enrollment: EnrollmentLike) => enrollment.access_info?.balance_due ?? enrollment.balance_due;

/** Payment is required when a balance is due, payment is required, or a payment form is required. */
export function requiresPayment(enrollment: EnrollmentLike): boolean {
  return (
    hasBalance(balanceOf(enrollment)) ||
    Boolean(enrollment.access_info?.payment_required) ||
    Boolean(enrollment.access_info?.needs_payment) ||
    Boolean(enrollment.flow_info?.requires_payment) ||
    Boolean(enrollment.flow_info?.requires_payment_form)
  );
}

const DENYING_FLOWS: readonly string[] = ['payment_required', 'payment_processing', 'upgrade_trial'];

/**
 * Access: a trial gives access; flows payment_required, payment_processing and upgrade_trial deny it;
 * active_enrollment grants it when no balance is due; otherwise the server must say the course can be
 * accessed and no balance may be due.
 */
export function canAccessCourse(enrollment: EnrollmentLike | null | undefined): boolean {
  if (!enrollment) return false;
  if (enrollment.status === 'trial') return true;
  const flow = enrollment.flow_info?.flow_type ?? '';
  if (DENYING_FLOWS.includes(flow)) return false;
  const noBalance = !hasBalance(balanceOf(enrollment));
  if (flow === 'active_enrollment') return noBalance;
  const serverSaysYes = Boolean(enrollment.access_info?.can_access_course ?? enrollment.flow_info?.can_access_course);
  return serverSaysYes && noBalance;
}

/** §5: a 400 saying 'already enrolled' or 'already exist' counts as success with the existing enrollment. */
export const isAlreadyEnrolledMessage = (message: string): boolean => /already enrolled|already exist/i.test(message);
/** §5: a 400 mentioning payment and processing is payment_processing. */
export const isPaymentProcessingMessage = (message: string): boolean => /payment/i.test(message) && /processing/i.test(message);

export const ENROLLMENT_MESSAGES = {
  courseRequired: 'Either course_slug or course_id is required for enrollment',
  failedAfterRetries: 'Failed to create enrollment after retries',
  unknown: 'Unknown error',
} as const;

/** §9: enrollment creation makes up to 2 attempts. */
export const ENROLLMENT_CREATE_ATTEMPTS = 2;
/** §9: wait 2000 ms × attempt after a 5xx, otherwise 1000 ms after a first failure. */
export const enrollmentCreateRetryDelay = (attempt: number, status: number): number => (status >= 500 ? 2000 * attempt : 1000);
/** §9: the status check makes 3 attempts (2 when called from status). */
export const ENROLLMENT_STATUS_ATTEMPTS = 3;
/** §9: wait 1000 ms × attempt, doubled after an error. */
export const enrollmentStatusRetryDelay = (attempt: number, afterError: boolean): number => 1000 * attempt * (afterError ? 2 : 1);
