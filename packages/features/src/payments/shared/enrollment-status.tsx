/** Enrollment statuses in the learner's words, their badge tones, and an enrollment's one next step. */
import type { Enrollment, EnrollmentStatus } from '@ujuzi/api';
import { canAccessCourse, formatMoney } from '@ujuzi/domain';
import { Link, type BadgeTone } from '@ujuzi/ui';
import { checkoutHref, courseLessonsHref, enrollmentHref } from './routes';

export const ENROLLMENT_STATUS_LABELS: Readonly<Record<EnrollmentStatus, string>> = {
  pending: 'Waiting for the school',
  trial: 'Free trial',
  active: 'Active',
  payment_pending: 'Payment due',
  payment_processing: 'Payment processing',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
  completed: 'Completed',
  expired: 'Expired',
};
export const ENROLLMENT_STATUS_TONES: Readonly<Record<EnrollmentStatus, BadgeTone>> = {
  pending: 'neutral',
  trial: 'info',
  active: 'success',
  payment_pending: 'warning',
  payment_processing: 'info',
  suspended: 'danger',
  cancelled: 'neutral',
  completed: 'brand',
  expired: 'warning',
};

/** The one next step of an enrollment in the list. */
export function EnrollmentNext({ enrollment }: { enrollment: Enrollment }) {
  if (enrollment.status === 'payment_processing')
    return <Link href={checkoutHref(enrollment.course.id)}>Follow the payment</Link>;
  if (Number(enrollment.balance_due) > 0 && enrollment.status !== 'cancelled')
    return (
      <Link href={checkoutHref(enrollment.course.id)}>{`Pay ${formatMoney(enrollment.balance_due, enrollment.currency)}`}</Link>
    );
  if (canAccessCourse(enrollment)) return <Link href={courseLessonsHref(enrollment.course.slug)}>Open the course</Link>;
  return <Link href={enrollmentHref(enrollment.id)}>See why</Link>;
}
