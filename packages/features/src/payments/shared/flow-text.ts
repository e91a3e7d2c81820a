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
