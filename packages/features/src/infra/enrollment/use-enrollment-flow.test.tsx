import { act, renderHook } from '@testing-library/react';
import { createEnrollment, type Enrollment, type EnrollmentStatusCheck } from '@ujuzi/api';
import { setStoredToken } from '@ujuzi/api';
import { ENROLLMENT_MESSAGES } from '@ujuzi/domain';
import { demoToken, getMockDatabase, setMockFaults } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMockBackend } from '../../../test/app-harness';
import { TEST_API } from '../../../test/setup';
import { useEnrollmentFlow, type EnrollmentFlow } from '../../enrollment';

const server = startMockBackend();

/** Real time, kept before any test fakes setTimeout. */
const realSetTimeout = globalThis.setTimeout;
const STUDENT_ID = 4;

/** Polls on real time (fake timers do not move it) until the assertion holds, up to 5 s. */
async function until(assertion: () => void): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (Date.now() - started > 5_000) throw error;
      await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
    }
  }
}

/** The calls of one operation the mock backend received, by method and path. */
function callsTo(method: string, path: string): { count: () => number } {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === `/api${path}`) count += 1;
  });
  return { count: () => count };
}
const statusChecks = () => callsTo('GET', '/payments/enrollments/check-enrollment-status/');
const creations = () => callsTo('POST', '/payments/enrollments/');

/** A published paid course the demo student is not enrolled in, and one the student is active in. */
function courses() {
  const db = getMockDatabase();
  const enrolled = new Set(db.payments.enrollments.filter((row) => row.user === STUDENT_ID).map((row) => row.course));
  const published = db.courses.courses.filter((course) => course.status === 'published');
  const paid = published.find((course) => course.pricing_type === 'paid' && !enrolled.has(course.id));
  const activeRow = db.payments.enrollments.find(
    (row) =>
      row.user === STUDENT_ID &&
      row.status === 'active' &&
      db.payments.installments.filter((installment) => installment.enrollment === row.id).length === 0,
  );
  const active = activeRow && db.courses.courses.get(activeRow.course);
  if (!paid || !active) throw new Error('the seed lacks a paid course or an active enrollment of the demo student');
  return { paid, active };
}

const renderFlow = (identifier: string | number, options?: Parameters<typeof useEnrollmentFlow>[1]) =>
  renderHook(() => useEnrollmentFlow(identifier, options));
const ready = (flow: EnrollmentFlow) => expect(flow.phase).toBe('ready');

beforeEach(() => setStoredToken(demoToken('student')));
afterEach(() => vi.useRealTimers());

describe('the enrollment flow before enrolling', () => {
  it('is new for a course the student is not in: the status check answered 404 once, not retried', async () => {
    const { paid } = courses();
    const checks = statusChecks();
    const { result } = renderFlow(paid.slug);
    await until(() => ready(result.current));
    expect(result.current.flow).toBe('new');
    expect(result.current.nextStep).toEqual({ kind: 'enroll', requiresPayment: true });
    expect(result.current.summary?.course.title).toBe(paid.title);
    expect(result.current.validation?.can_enroll).toBe(true);
    expect(checks.count()).toBe(1);
  });

  it('opens the course the student is already active in', async () => {
    const { active } = courses();
    const { result } = renderFlow(String(active.id));
    await until(() => ready(result.current));
    expect(result.current.flow).toBe('active_enrollment');
    expect(result.current.nextStep).toMatchObject({ kind: 'open_course', enrollmentId: result.current.enrollment?.id });
  });

  it('treats an enrollment in another course as not enrolled', async () => {
    const { paid, active } = courses();
    const db = getMockDatabase();
    const otherRow = db.payments.enrollments.find((row) => row.user === STUDENT_ID && row.course === active.id);
    server.use(
      http.get(`${TEST_API}/payments/enrollments/check-enrollment-status/`, () =>
        HttpResponse.json<EnrollmentStatusCheck>({
          is_enrolled: true,
          enrollment: { id: otherRow?.id, course: { id: active.id, slug: active.slug }, course_slug: active.slug } as Enrollment,
          access_info: { can_access_course: true, needs_payment: false, payment_required: false, balance_due: '0.00' },
          flow_info: {
            flow_type: 'active_enrollment',
            requires_payment_form: false,
            can_access_course: true,
            requires_payment: false,
          },
        }),
      ),
    );
    const checks = statusChecks();
    const { result } = renderFlow(paid.slug);
    await until(() => ready(result.current));
    expect(result.current.flow).toBe('new');
    expect(result.current.enrollment).toBeNull();
    expect(result.current.nextStep).toEqual({ kind: 'enroll', requiresPayment: true });
    expect(checks.count()).toBe(1);
  });

  it('ends in error after 3 failed checks, waiting 2000 then 4000 ms; 2 checks from the status page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setMockFaults({ statuses: { checkEnrollmentStatus: 500 } });
    const { paid } = courses();
    const checks = statusChecks();
    const { result } = renderFlow(paid.slug);
    await until(() => expect(result.current.retry).toEqual({ operation: 'status', attempt: 1, delayMs: 2000 }));
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(checks.count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() => expect(result.current.retry).toEqual({ operation: 'status', attempt: 2, delayMs: 4000 }));
    expect(checks.count()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(checks.count()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() => ready(result.current));
    expect(checks.count()).toBe(3);
    expect(result.current.flow).toBe('error');
    expect(result.current.nextStep).toEqual({ kind: 'retry', message: 'Server error. Please try again later.' });

    const fromStatus = statusChecks();
    const second = renderFlow(paid.slug, { statusAttempts: 2 });
    await until(() => expect(second.result.current.retry?.attempt).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await until(() => ready(second.result.current));
    expect(fromStatus.count()).toBe(2);
    expect(second.result.current.flow).toBe('error');
  });

  it('for another learner (staff naming user_id) follows the validation, without the caller’s status check', async () => {
    const { active } = courses();
    setStoredToken(demoToken('admin'));
    const checks = statusChecks();
    const { result } = renderFlow(active.slug, { userId: STUDENT_ID });
    await until(() => ready(result.current));
    expect(result.current.validation?.user_id).toBe(STUDENT_ID);
    expect(result.current.flow).toBe('already_active');
    expect(result.current.nextStep).toMatchObject({
      kind: 'open_course',
      enrollmentId: result.current.validation?.existing_enrollment_id,
    });
    expect(checks.count()).toBe(0);
    // The enrollment the validation names, read from its detail, for the screens to pay or open.
    expect(result.current.enrollment?.id).toBe(result.current.validation?.existing_enrollment_id);
  });

  it('explains an empty identifier and an unknown course', async () => {
    const empty = renderFlow('  ');
    await until(() => ready(empty.result.current));
    expect(empty.result.current.message).toBe('Empty course identifier');
    const unknown = renderFlow('no-such-course');
    await until(() => ready(unknown.result.current));
    expect(unknown.result.current.flow).toBe('error');
    expect(unknown.result.current.message).toBe('Course with identifier "no-such-course" not found');
  });
});

describe('enrolling', () => {
  it('creates the enrollment of a new course: payment is required next', async () => {
    const { paid } = courses();
    const { result } = renderFlow(paid.id);
    await until(() => ready(result.current));
    let flow: string | undefined;
    await act(async () => void (flow = await result.current.enroll()));
    expect(flow).toBe('payment_required');
    expect(result.current.enrollment?.course.slug).toBe(paid.slug);
    expect(result.current.enrollment?.status).toBe('payment_pending');
    expect(result.current.message).toBe('Enrollment created. Complete payment to access the course.');
    expect(result.current.nextStep).toEqual({ kind: 'pay', enrollmentId: result.current.enrollment?.id });
  });

  it('starts one creation for a double tap', async () => {
    const { paid } = courses();
    const { result } = renderFlow(paid.slug);
    await until(() => ready(result.current));
    const calls = creations();
    let flows: string[] = [];
    await act(async () => void (flows = await Promise.all([result.current.enroll(), result.current.enroll()])));
    expect(flows).toEqual(['payment_required', 'payment_required']);
    expect(calls.count()).toBe(1);
  });

  it('takes "already enrolled" as success with the existing enrollment, without a retry', async () => {
    const { paid } = courses();
    const { result } = renderFlow(paid.slug);
    await until(() => ready(result.current));
    // Meanwhile, another tab enrolled.
    const other = await createEnrollment({ body: { course_slug: paid.slug } });
    const existingId = other.data?.enrollment?.id;
    expect(existingId).toBeTypeOf('number');
    const calls = creations();
    await act(async () => void (await result.current.enroll()));
    expect(calls.count()).toBe(1);
    expect(result.current.flow).toBe('existing_enrollment');
    expect(result.current.message).toBe('You are already enrolled in this course.');
    expect(result.current.enrollment?.id).toBe(existingId);
    expect(result.current.nextStep).toEqual({ kind: 'pay', enrollmentId: existingId });
  });

  it('shows a payment still processing as payment_processing', async () => {
    const { paid } = courses();
    const { result } = renderFlow(paid.slug);
    await until(() => ready(result.current));
    const other = await createEnrollment({ body: { course_slug: paid.slug } });
    const id = other.data?.enrollment?.id ?? 0;
    getMockDatabase().payments.enrollments.update(id, { status: 'payment_processing' });
    await act(async () => void (await result.current.enroll()));
    expect(result.current.flow).toBe('payment_processing');
    expect(result.current.message).toBe('A payment for this course is still processing. Please wait for M-Pesa confirmation.');
    expect(result.current.nextStep).toEqual({ kind: 'finish_payment', enrollmentId: id });
  });

  it('tries twice after server errors, 2000 ms apart, then says it failed after retries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { paid } = courses();
    const { result } = renderFlow(paid.slug);
    await until(() => ready(result.current));
    setMockFaults({ statuses: { createEnrollment: 500 } });
    const calls = creations();
    let done: Promise<string> | undefined;
    act(() => void (done = result.current.enroll()));
    await until(() => expect(result.current.retry).toEqual({ operation: 'create', attempt: 1, delayMs: 2000 }));
    expect(result.current.phase).toBe('enrolling');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(calls.count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(async () => void (await done));
    expect(calls.count()).toBe(2);
    expect(result.current.flow).toBe('error');
    expect(result.current.message).toBe(ENROLLMENT_MESSAGES.failedAfterRetries);
    expect(result.current.nextStep).toEqual({ kind: 'retry', message: 'Failed to create enrollment after retries' });
  });

  it('never retries a validation_error and shows its text', async () => {
    const { paid } = courses();
    const { result } = renderFlow(paid.slug);
    await until(() => ready(result.current));
    const calls = creations();
    await act(async () => void (await result.current.enroll({ paymentPlanId: 9999 })));
    expect(calls.count()).toBe(1);
    expect(result.current.flow).toBe('error');
    expect(result.current.message).toBe('Invalid pk "9999" - object does not exist.');
  });
});
