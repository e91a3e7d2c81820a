import { describe, expect, it } from 'vitest';
import {
  canAccessCourse,
  enrollmentCreateRetryDelay,
  enrollmentStatusRetryDelay,
  isAlreadyEnrolledMessage,
  isPaymentProcessingMessage,
  requiresPayment,
} from './enrollment';

describe('course access (service spec §4)', () => {
  it('is allowed when the server says so and no balance is due', () => {
    expect(canAccessCourse({ access_info: { can_access_course: true, balance_due: '0.00' } })).toBe(true);
    expect(canAccessCourse({ access_info: { can_access_course: true, balance_due: '500.00' } })).toBe(false);
    expect(canAccessCourse({ access_info: { can_access_course: false, balance_due: '0.00' } })).toBe(false);
  });
  it('is given by a trial', () =>
    expect(canAccessCourse({ status: 'trial', access_info: { can_access_course: false } })).toBe(true));
  it.each(['payment_required', 'payment_processing', 'upgrade_trial'])('is denied by the %s flow', (flow) =>
    expect(canAccessCourse({ access_info: { can_access_course: true }, flow_info: { flow_type: flow } })).toBe(false),
  );
  it('is granted by an active enrollment flow without balance', () => {
    expect(canAccessCourse({ flow_info: { flow_type: 'active_enrollment' } })).toBe(true);
    expect(canAccessCourse({ balance_due: '100.00', flow_info: { flow_type: 'active_enrollment' } })).toBe(false);
  });
  it('is denied without an enrollment', () => expect(canAccessCourse(null)).toBe(false));
});

describe('payment is required (service spec §4)', () => {
  it.each([
    [{ access_info: { balance_due: '1500.00' } }, true],
    [{ access_info: { payment_required: true } }, true],
    [{ flow_info: { requires_payment_form: true } }, true],
    [{ access_info: { balance_due: '0.00', payment_required: false } }, false],
  ])('for %j: %s', (enrollment, expected) => expect(requiresPayment(enrollment)).toBe(expected));
});

describe('enrollment answers and retries (service spec §5, §9)', () => {
  it('treat already enrolled as success and payment processing as its own flow', () => {
    expect(isAlreadyEnrolledMessage('You are already enrolled in this course')).toBe(true);
    expect(isAlreadyEnrolledMessage('Enrollment already exists')).toBe(true);
    expect(isPaymentProcessingMessage('Your payment is still processing')).toBe(true);
    expect(isPaymentProcessingMessage('Payment failed')).toBe(false);
  });
  it('wait 2000 ms × attempt after a 5xx, else 1000 ms', () => {
    expect([enrollmentCreateRetryDelay(1, 502), enrollmentCreateRetryDelay(2, 500)]).toEqual([2000, 4000]);
    expect(enrollmentCreateRetryDelay(1, 400)).toBe(1000);
  });
  it('check status after 1000 ms × attempt, doubled after an error', () => {
    expect([
      enrollmentStatusRetryDelay(1, false),
      enrollmentStatusRetryDelay(2, false),
      enrollmentStatusRetryDelay(2, true),
    ]).toEqual([1000, 2000, 4000]);
  });
});
