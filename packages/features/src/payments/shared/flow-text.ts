import type { EnrollmentFlowType } from '@ujuzi/domain';

/** What each flow type tells the learner (its heading and sentence). */
export const FLOW_TEXT: Readonly<Record<EnrollmentFlowType, { title: string; text: string }>> = {
  new: { title: 'Ready to enroll', text: 'You are not enrolled in this course yet.' },
  already_active: { title: 'You are already enrolled', text: 'Your enrollment is active: pick up where you left off.' },
  active_enrollment: { title: 'You are already enrolled', text: 'Your enrollment is active: pick up where you left off.' },
  existing_enrollment: { title: 'You are already enrolled', text: 'You have an enrollment in this course.' },
  payment_pending: { title: 'Payment needed', text: 'Your place is reserved. Pay to open the course.' },
  payment_required: { title: 'Payment needed', text: 'Your place is reserved. Pay to open the course.' },
  payment_processing: {
    title: 'Your payment is on its way',
    text: 'A payment for this course is still being confirmed. Follow it to the end before paying again.',
  },
  upgrade_trial: {
    title: 'You are on a free trial',
    text: 'Upgrade to full access to keep learning after the trial ends.',
  },
  enrollment_pending: {
    title: 'Your enrollment is waiting',
    text: 'The school is looking at your enrollment. Its page says what happens next.',
  },
  error: { title: 'We could not check your enrollment', text: '' },
};

/** What each flow type tells a parent enrolling a child (named, so nobody reads "you" as themselves). */
export function childFlowText(flow: EnrollmentFlowType, child: string): { title: string; text: string } {
  switch (flow) {
    case 'new':
      return { title: 'Ready to enroll', text: `${child} is not enrolled in this course yet.` };
    case 'already_active':
    case 'active_enrollment':
      return { title: `${child} is already enrolled`, text: `${child}’s enrollment is active.` };
    case 'existing_enrollment':
      return { title: `${child} is already enrolled`, text: `${child} has an enrollment in this course.` };
    case 'payment_pending':
    case 'payment_required':
      return { title: 'Payment needed', text: `${child}’s place is reserved. Pay to open the course for them.` };
    case 'payment_processing':
      return {
        title: 'A payment is on its way',
        text: `A payment for ${child}’s place is still being confirmed. Follow it to the end before paying again.`,
      };
    case 'upgrade_trial':
      return {
        title: `${child} is on a free trial`,
        text: `Upgrade to full access so that ${child} can keep learning after the trial ends.`,
      };
    case 'enrollment_pending':
      return {
        title: `${child}’s enrollment is waiting`,
        text: 'The school is looking at the enrollment. Its page says what happens next.',
      };
    case 'error':
      return { title: `We could not check ${child}’s enrollment`, text: '' };
  }
}
