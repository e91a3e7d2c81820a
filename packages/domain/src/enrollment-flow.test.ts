import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ENROLLMENT_CREATE_POLICY,
  ENROLLMENT_FLOW_TYPES,
  ENROLLMENT_MESSAGES,
  ENROLLMENT_STATUS_POLICY,
  MPESA_MESSAGES,
  creationBodyForCourse,
  decideEnrollmentCreateRetry,
  decideEnrollmentStatusRetry,
  enrollmentCreationBody,
  enrollmentMatchesCourse,
  flowTypeOfEnrollment,
  flowTypeOfStatus,
  flowTypeOfValidation,
  mpesaAmount,
  nextEnrollmentStep,
  normaliseMpesaPhone,
  runEnrollmentCreation,
  runEnrollmentStatusCheck,
  type EnrollmentCreateFailure,
  type EnrollmentRecordLike,
} from './enrollment';
import { parseCourseIdentifier } from './validation';

const python = parseCourseIdentifier('python-for-data-science');
const course12 = parseCourseIdentifier('12');
const enrolledIn = (id: number, slug: string, rest: Partial<EnrollmentRecordLike> = {}): EnrollmentRecordLike => ({
  id: 1024,
  course: { id, slug },
  course_slug: slug,
  ...rest,
});

describe('which course an enrollment is for (service spec §5)', () => {
  it('matches by slug for a slug and by id for an id', () => {
    expect(enrollmentMatchesCourse(enrolledIn(12, 'python-for-data-science'), python)).toBe(true);
    expect(enrollmentMatchesCourse(enrolledIn(12, 'python-for-data-science'), course12)).toBe(true);
  });
  it('does not match another course, by slug or by id', () => {
    expect(enrollmentMatchesCourse(enrolledIn(13, 'react-basics'), python)).toBe(false);
    expect(enrollmentMatchesCourse(enrolledIn(13, 'react-basics'), course12)).toBe(false);
  });
  it('reads the course of the course offering', () => {
    expect(enrollmentMatchesCourse({ course_offering: { course: { id: 12, slug: 'python-for-data-science' } } }, python)).toBe(
      true,
    );
    expect(enrollmentMatchesCourse({ course_offering: { course: { id: 12 } } }, course12)).toBe(true);
  });
  it('cannot confirm an enrollment that names no course', () => expect(enrollmentMatchesCourse({ id: 5 }, python)).toBe(false));
});

describe('the flow of an existing enrollment (service spec §4)', () => {
  it('takes the flow the server tells', () => {
    expect(flowTypeOfEnrollment({ status: 'active', flow_info: { flow_type: 'payment_processing' } })).toBe('payment_processing');
  });
  it.each([
    [{ status: 'trial' }, 'active_enrollment'],
    [{ status: 'active', access_info: { can_access_course: true, balance_due: '0.00' } }, 'active_enrollment'],
    [{ status: 'active', access_info: { can_access_course: true, balance_due: '2500.00' } }, 'payment_required'],
    [{ status: 'payment_pending' }, 'payment_required'],
    [{ status: 'payment_processing' }, 'payment_processing'],
    [{ status: 'expired' }, 'upgrade_trial'],
    [{ status: 'pending' }, 'enrollment_pending'],
    [{ status: 'suspended' }, 'existing_enrollment'],
    [{ status: 'active', flow_info: { flow_type: 'mystery' } }, 'payment_required'],
  ] as const)('without a known server flow, %j is %s', (enrollment, flow) => expect(flowTypeOfEnrollment(enrollment)).toBe(flow));
});

describe('the flow of a validation answer', () => {
  it('is new when not enrolled', () =>
    expect(flowTypeOfValidation({ can_enroll: true, is_already_enrolled: false })).toBe('new'));
  it.each([
    ['active', 'already_active'],
    ['trial', 'already_active'],
    ['completed', 'already_active'],
    ['payment_pending', 'payment_pending'],
    ['pending', 'enrollment_pending'],
    ['payment_processing', 'payment_processing'],
    ['expired', 'upgrade_trial'],
    ['cancelled', 'existing_enrollment'],
  ])('already enrolled with status %s is %s', (status, flow) =>
    expect(flowTypeOfValidation({ can_enroll: false, is_already_enrolled: true, existing_enrollment_status: status })).toBe(flow),
  );
});

describe('the flow of a status check (service spec §8)', () => {
  it('is the enrollment’s flow, new when not enrolled, error when the check failed', () => {
    expect(flowTypeOfStatus({ kind: 'enrolled', enrollment: { status: 'payment_processing' } })).toBe('payment_processing');
    expect(flowTypeOfStatus({ kind: 'not_enrolled' })).toBe('new');
    expect(flowTypeOfStatus({ kind: 'failed', message: 'x' })).toBe('error');
  });
});

describe('the one next step of every flow', () => {
  const paid = { id: 7, status: 'active', access_info: { can_access_course: true, balance_due: '0.00' } };
  const owing = { id: 7, status: 'active', access_info: { can_access_course: true, balance_due: '900.00' } };
  it.each([
    ['new', {}, { kind: 'enroll', requiresPayment: true }],
    ['new', { validation: { can_enroll: true, is_free: true } }, { kind: 'enroll', requiresPayment: false }],
    [
      'new',
      { validation: { can_enroll: false, reasons: ['Only students can enroll in courses.'] } },
      { kind: 'unavailable', reason: 'Only students can enroll in courses.' },
    ],
    [
      'already_active',
      { validation: { can_enroll: false, is_already_enrolled: true, existing_enrollment_id: 7 } },
      { kind: 'open_course', enrollmentId: 7 },
    ],
    ['active_enrollment', { enrollment: paid }, { kind: 'open_course', enrollmentId: 7 }],
    ['active_enrollment', { enrollment: owing }, { kind: 'pay', enrollmentId: 7 }],
    ['payment_pending', { enrollment: { id: 7 } }, { kind: 'pay', enrollmentId: 7 }],
    ['payment_required', { enrollment: { id: 7 } }, { kind: 'pay', enrollmentId: 7 }],
    ['payment_processing', { enrollment: { id: 7 } }, { kind: 'finish_payment', enrollmentId: 7 }],
    ['upgrade_trial', { enrollment: { id: 7 } }, { kind: 'upgrade_trial', enrollmentId: 7 }],
    ['enrollment_pending', { enrollment: { id: 7 } }, { kind: 'view_enrollment', enrollmentId: 7 }],
    ['existing_enrollment', { enrollment: paid }, { kind: 'open_course', enrollmentId: 7 }],
    [
      'existing_enrollment',
      { enrollment: { id: 7, status: 'suspended', balance_due: '300.00' } },
      { kind: 'pay', enrollmentId: 7 },
    ],
    ['existing_enrollment', { enrollment: { id: 7, status: 'cancelled' } }, { kind: 'view_enrollment', enrollmentId: 7 }],
    [
      'error',
      { message: 'Server error. Please try again later.' },
      { kind: 'retry', message: 'Server error. Please try again later.' },
    ],
    ['error', {}, { kind: 'retry', message: 'Unknown error' }],
  ] as const)('%s with %j → %j', (flow, facts, step) => expect(nextEnrollmentStep(flow, facts)).toEqual(step));
  it('covers every flow type', () => {
    for (const flow of ENROLLMENT_FLOW_TYPES) expect(nextEnrollmentStep(flow).kind).toBeTruthy();
  });
});

describe('the creation body (service spec §5)', () => {
  it('names the course by slug or id, with the plan and code when given', () => {
    expect(enrollmentCreationBody({ course_slug: ' python ' })).toEqual({ course_slug: 'python' });
    expect(enrollmentCreationBody({ course_id: 12, payment_plan_id: 3, discount_code: ' JAMHURI20 ' })).toEqual({
      course_id: 12,
      payment_plan_id: 3,
      discount_code: 'JAMHURI20',
    });
    expect(creationBodyForCourse(python)).toEqual({ course_slug: 'python-for-data-science' });
    expect(creationBodyForCourse(course12, { discount_code: '' })).toEqual({ course_id: 12 });
  });
  it.each([{}, { course_slug: '  ' }, { course_id: 0 }, { course_slug: null, course_id: null }])('refuses %j', (input) =>
    expect(() => enrollmentCreationBody(input)).toThrow('Either course_slug or course_id is required for enrollment'),
  );
});

describe('the creation retry schedule (service spec §5, §9)', () => {
  it('makes 2 attempts by default, 1 from the wrapper', () => {
    expect(ENROLLMENT_CREATE_POLICY.attempts).toBe(2);
    expect(ENROLLMENT_CREATE_POLICY.attemptsFromWrapper).toBe(1);
    expect(decideEnrollmentCreateRetry(1, { status: 500 }, 1)).toEqual({
      kind: 'done',
      result: { kind: 'failed', message: 'Failed to create enrollment after retries' },
    });
  });
  it('waits 2000 ms × attempt after a 5xx and 1000 ms after another first failure', () => {
    expect(decideEnrollmentCreateRetry(1, { status: 503 })).toEqual({ kind: 'retry', delayMs: 2000 });
    expect(decideEnrollmentCreateRetry(2, { status: 500 }, 3)).toEqual({ kind: 'retry', delayMs: 4000 });
    expect(decideEnrollmentCreateRetry(1, { status: 0 })).toEqual({ kind: 'retry', delayMs: 1000 });
    expect(decideEnrollmentCreateRetry(1, { status: 409, body: { detail: 'Conflict' } })).toEqual({
      kind: 'retry',
      delayMs: 1000,
    });
  });
  it('never retries validation_error, and shows its text (else Unknown error)', () => {
    const body = { error: ENROLLMENT_MESSAGES.courseRequired, error_type: 'validation_error' };
    expect(decideEnrollmentCreateRetry(1, { status: 400, body })).toEqual({
      kind: 'done',
      result: { kind: 'failed', message: 'Either course_slug or course_id is required for enrollment' },
    });
    expect(decideEnrollmentCreateRetry(1, { status: 400, body: { error_type: 'validation_error' } })).toEqual({
      kind: 'done',
      result: { kind: 'failed', message: 'Unknown error' },
    });
  });
  it('treats a 400 saying already enrolled / already exist as success, and payment processing as payment_processing', () => {
    expect(decideEnrollmentCreateRetry(1, { status: 400, body: { detail: 'You are already enrolled in this course.' } })).toEqual(
      {
        kind: 'done',
        result: { kind: 'already_enrolled', message: 'You are already enrolled in this course.' },
      },
    );
    expect(decideEnrollmentCreateRetry(1, { status: 400, body: { error: 'Enrollment already exists' } }).kind).toBe('done');
    const processing = 'A payment for this course is still processing. Please wait for M-Pesa confirmation.';
    expect(decideEnrollmentCreateRetry(1, { status: 400, body: { detail: processing } })).toEqual({
      kind: 'done',
      result: { kind: 'payment_processing', message: processing },
    });
  });
});

describe('the status-check retry schedule (service spec §8, §9)', () => {
  it('makes 3 attempts by default and 2 from status', () => {
    expect(ENROLLMENT_STATUS_POLICY.attempts).toBe(3);
    expect(ENROLLMENT_STATUS_POLICY.attemptsFromStatus).toBe(2);
    expect(decideEnrollmentStatusRetry(2, { kind: 'error', status: 500 }, 2)).toEqual({ kind: 'done', result: 'failed' });
    expect(decideEnrollmentStatusRetry(3, { kind: 'error', status: 500 })).toEqual({ kind: 'done', result: 'failed' });
  });
  it('waits 1000 ms × attempt, doubled after an error', () => {
    expect(decideEnrollmentStatusRetry(1, { kind: 'unusable_answer' })).toEqual({ kind: 'retry', delayMs: 1000 });
    expect(decideEnrollmentStatusRetry(2, { kind: 'unusable_answer' })).toEqual({ kind: 'retry', delayMs: 2000 });
    expect(decideEnrollmentStatusRetry(1, { kind: 'error', status: 500 })).toEqual({ kind: 'retry', delayMs: 2000 });
    expect(decideEnrollmentStatusRetry(2, { kind: 'error', status: 0 })).toEqual({ kind: 'retry', delayMs: 4000 });
  });
  it('reads 404 as not enrolled, without a retry', () =>
    expect(decideEnrollmentStatusRetry(1, { kind: 'error', status: 404 })).toEqual({ kind: 'done', result: 'not_enrolled' }));
});

/** A call that fails with the given statuses in turn, then answers. */
function scripted<T>(statuses: number[], answer: T) {
  const calls: number[] = [];
  const call = () => {
    calls.push(Date.now());
    const status = statuses[calls.length - 1];
    return status === undefined
      ? Promise.resolve(answer)
      : Promise.reject(Object.assign(new Error(`HTTP ${status}`), { status }));
  };
  return { call, calls };
}
const readFailure = (error: unknown): EnrollmentCreateFailure => ({
  status: (error as { status: number }).status,
  message: (error as Error).message,
});

describe('the runs, on fake timers', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('creation: a 5xx, then 2000 ms, then the second attempt succeeds', async () => {
    const { call, calls } = scripted([502], { success: true, enrollment: { id: 1 } });
    const run = runEnrollmentCreation(call, readFailure);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(run).resolves.toEqual({ kind: 'created', answer: { success: true, enrollment: { id: 1 } } });
    expect(calls).toEqual([0, 2000]);
  });

  it('creation: two 5xx end with "Failed to create enrollment after retries" after one 2000 ms wait', async () => {
    const { call, calls } = scripted([500, 500], { success: true });
    const onRetry = vi.fn();
    const run = runEnrollmentCreation(call, readFailure, { onRetry });
    await vi.runAllTimersAsync();
    await expect(run).resolves.toEqual({ kind: 'failed', message: 'Failed to create enrollment after retries' });
    expect(calls).toEqual([0, 2000]);
    expect(onRetry.mock.calls).toEqual([[{ attempt: 1, delayMs: 2000 }]]);
  });

  it('creation: a network failure waits 1000 ms; a 2xx with success false is a failure', async () => {
    const { call, calls } = scripted([0], { success: false, error: 'Course is full', error_type: 'capacity' });
    const run = runEnrollmentCreation(call, readFailure);
    await vi.runAllTimersAsync();
    await expect(run).resolves.toEqual({ kind: 'failed', message: 'Failed to create enrollment after retries' });
    expect(calls).toEqual([0, 1000]);
  });

  it('creation: validation_error makes one call only, from the wrapper one attempt', async () => {
    const validation = scripted([], { success: false, error: 'Invalid plan.', error_type: 'validation_error' });
    await expect(runEnrollmentCreation(validation.call, readFailure)).resolves.toEqual({
      kind: 'failed',
      message: 'Invalid plan.',
    });
    expect(validation.calls).toHaveLength(1);
    const wrapper = scripted([500, 500], { success: true });
    await expect(runEnrollmentCreation(wrapper.call, readFailure, { attempts: 1 })).resolves.toEqual({
      kind: 'failed',
      message: 'Failed to create enrollment after retries',
    });
    expect(wrapper.calls).toHaveLength(1);
  });

  it('status: errors wait 2000 then 4000 ms (1000 × attempt, doubled), 3 attempts, then failed', async () => {
    const { call, calls } = scripted([500, 503, 500], null);
    const run = runEnrollmentStatusCheck(call, (error) => error as { status: number }, python);
    await vi.runAllTimersAsync();
    await expect(run).resolves.toEqual({ kind: 'failed', message: 'HTTP 500' });
    expect(calls).toEqual([0, 2000, 6000]);
  });

  it('status: an answer without an enrollment waits 1000 × attempt; 2 attempts from status', async () => {
    const { call, calls } = scripted([], null);
    const run = runEnrollmentStatusCheck(call, () => ({ status: 0 }), python, {
      attempts: ENROLLMENT_STATUS_POLICY.attemptsFromStatus,
    });
    await vi.runAllTimersAsync();
    await expect(run).resolves.toEqual({ kind: 'failed', message: 'Unknown error' });
    expect(calls).toEqual([0, 1000]);
  });

  it('status: 404 is not enrolled at once; an enrollment of another course is not enrolled; a match is enrolled', async () => {
    const missing = scripted([404], null);
    await expect(runEnrollmentStatusCheck(missing.call, (error) => error as { status: number }, python)).resolves.toEqual({
      kind: 'not_enrolled',
    });
    expect(missing.calls).toHaveLength(1);
    const other = scripted([], enrolledIn(13, 'react-basics'));
    await expect(runEnrollmentStatusCheck(other.call, () => ({ status: 0 }), python)).resolves.toEqual({ kind: 'not_enrolled' });
    const mine = enrolledIn(12, 'python-for-data-science');
    const match = scripted([500], mine);
    const run = runEnrollmentStatusCheck(match.call, (error) => error as { status: number }, course12);
    await vi.runAllTimersAsync();
    await expect(run).resolves.toEqual({ kind: 'enrolled', enrollment: mine });
    expect(match.calls).toEqual([0, 2000]);
  });

  it('an aborted run stops waiting and makes no further call', async () => {
    const { call, calls } = scripted([500, 500], { success: true });
    const controller = new AbortController();
    const run = runEnrollmentCreation(call, readFailure, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await expect(run).resolves.toEqual({ kind: 'aborted' });
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1);
  });
});

describe('M-Pesa phone numbers', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    ['0712-345-678', '254712345678'],
    ['0112 345 678', '254112345678'],
    ['+254712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['254712345678', '254712345678'],
    ['+254112345678', '254112345678'],
    ['254 112-345-678', '254112345678'],
  ])('%s → %s', (input, phone) => expect(normaliseMpesaPhone(input)).toEqual({ ok: true, phone }));
  it.each(['0812345678', '071234567', '07123456789', '+255712345678', '712345678', '(0712) 345678', 'phone', '+2547123456780'])(
    'refuses %s',
    (input) => expect(normaliseMpesaPhone(input)).toEqual({ ok: false, message: MPESA_MESSAGES.phoneInvalid }),
  );
  it('asks for a number when empty', () =>
    expect(normaliseMpesaPhone('  ')).toEqual({ ok: false, message: 'Enter the M-Pesa phone number that will pay.' }));
});

describe('M-Pesa amounts are whole shillings, rounded up', () => {
  it.each([
    ['12500.00', 12500],
    ['3333.34', 3334],
    ['3333.3', 3334],
    ['0.01', 1],
    ['1', 1],
    [2499.5, 2500],
    [0.1 + 0.2, 1],
  ] as const)('%s → %d', (amount, shillings) => expect(mpesaAmount(amount)).toBe(shillings));
  it.each(['0.00', '-5.00', 'abc', ''])('refuses %s', (amount) =>
    expect(() => mpesaAmount(amount)).toThrow('The amount to pay must be at least KES 1.'),
  );
});
