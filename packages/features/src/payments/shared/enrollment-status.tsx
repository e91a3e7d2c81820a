/** Enrollment statuses in the learner's words, their badge tones, and an enrollment's one next step. */
import type { Enrollment, EnrollmentStatus } from '@ujuzi/api';
import { canAccessCourse, formatMoney, isFinance } from '@ujuzi/domain';
import { Link, type BadgeTone } from '@ujuzi/ui';
import { useSession } from '../../infra/session/session-context';
import { links } from '../../infra/kit/links';

// The words live in domain: the payments desk's analytics name the statuses too.
export { ENROLLMENT_STATUS_LABELS } from '@ujuzi/domain';
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

/** The one next step of an enrollment in the list. Someone paying for the learner (a parent) pays on its page. */
export function EnrollmentNext({ enrollment }: { enrollment: Enrollment }) {
  const { user } = useSession();
  const forSomeoneElse = !!user && user.id !== enrollment.user.id && (user.user_type === 'parent' || isFinance(user));
  if (forSomeoneElse && enrollment.status !== 'cancelled' && Number(enrollment.balance_due) > 0)
    return (
      <Link href={`${links.enrollment(enrollment.id)}?pay=1`}>
        {`Pay ${formatMoney(enrollment.balance_due, enrollment.currency)} for ${enrollment.user.get_full_name}`}
      </Link>
    );
  if (enrollment.status === 'payment_processing')
    return <Link href={links.checkout(enrollment.course.id)}>Follow the payment</Link>;
  if (Number(enrollment.balance_due) > 0 && enrollment.status !== 'cancelled')
    return (
      <Link href={links.checkout(enrollment.course.id)}>{`Pay ${formatMoney(enrollment.balance_due, enrollment.currency)}`}</Link>
    );
  if (canAccessCourse(enrollment)) return <Link href={links.lessons(enrollment.course.slug)}>Open the course</Link>;
  return <Link href={links.enrollment(enrollment.id)}>See why</Link>;
}
