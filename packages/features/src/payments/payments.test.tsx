import { screen, waitFor, within } from '@testing-library/react';
import { initiateEnrollmentPayment } from '@ujuzi/api/hooks';
import { MPESA_MESSAGES, courseNotFoundMessage } from '@ujuzi/domain';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { CheckoutPage } from './checkout';
import { EnrollPage } from './enroll';
import { EnrollmentsPage } from './enrollments';
import { PaymentHistoryPage } from './history';
import { PaymentsHomePage } from './home';
import { InstallmentsPage } from './installments';
import { ReceiptPage } from './receipt';
import { PaymentSuccessPage, PaymentVerifyPage } from './result';
import {
  MPESA_OUTCOMES,
  MPESA_WAITING_TEXT,
  forgetPendingPayment,
  mpesaOutcomeOf,
  pendingPaymentOf,
  rememberPendingPayment,
  secondsLeft,
} from './shared';

const server = startMockBackend();
const STUDENT_ID = 4;
const location = () => screen.getByTestId('location').textContent;
const SLOW = { timeout: 15_000 };

function initiations(): { count: () => number } {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/payments\/enrollments\/\d+\/initiate-payment\/$/.test(new URL(request.url).pathname))
      count += 1;
  });
  return { count: () => count };
}

/** The demo student's courses: one paid and not enrolled, one active, one waiting for payment. */
function demoCourses() {
  const db = getMockDatabase();
  const mine = db.payments.enrollments.filter((row) => row.user === STUDENT_ID);
  const enrolled = new Set(mine.map((row) => row.course));
  const paid = db.courses.courses.find(
    (course) => course.status === 'published' && course.pricing_type === 'paid' && !enrolled.has(course.id),
  );
  const active = mine.find((row) => row.status === 'active');
  const pending = mine.find((row) => row.status === 'payment_pending');
  if (!paid || !active || !pending) throw new Error('the demo student lacks a paid, an active or a pending course');
  return {
    paid,
    active: db.courses.courses.get(active.course),
    pending: { enrollment: pending, course: db.courses.courses.get(pending.course) },
  };
}

/** Starts an M-Pesa push as the student and lets its simulated phone answer at the next read. */
async function settledPush(enrollmentId: number, phone: string): Promise<number> {
  const answer = await initiateEnrollmentPayment(enrollmentId, { payment_gateway: 'mpesa', phone_number: phone });
  getMockDatabase().payments.payments.update(answer.payment.id, { settle_at: Date.now() - 1 });
  return answer.payment.id;
}

describe('M-Pesa outcomes in plain words', () => {
  it('tells each ResultCode apart and waits while the status is not final', () => {
    const final = { is_final: true, mpesa_receipt_number: null };
    expect(mpesaOutcomeOf({ ...final, status: 'processing', is_final: false })).toBeNull();
    expect(mpesaOutcomeOf({ ...final, status: 'completed', mpesa_receipt_number: 'TKA1B2C3D4' })).toMatchObject({
      kind: 'paid',
      text: 'M-Pesa receipt TKA1B2C3D4',
    });
    expect(mpesaOutcomeOf({ ...final, status: 'cancelled', result_code: 1032 })?.title).toBe('Payment cancelled on your phone');
    expect(mpesaOutcomeOf({ ...final, status: 'failed', result_code: 2001 })?.kind).toBe('wrong_pin');
    expect(mpesaOutcomeOf({ ...final, status: 'failed', result_code: 1 })?.kind).toBe('insufficient_funds');
    expect(mpesaOutcomeOf({ ...final, status: 'failed', result_code: 1037 })?.kind).toBe('unreachable');
    expect(mpesaOutcomeOf({ ...final, status: 'failed', result_code: 1019 })?.kind).toBe('timed_out');
    expect(mpesaOutcomeOf({ ...final, status: 'failed', result_code: 17 })?.kind).toBe('failed');
    for (const outcome of Object.values(MPESA_OUTCOMES)) expect(outcome.next).toContain('another_number');
  });

  it('counts 60 s down from the push and keeps the pending payment of this tab', () => {
    expect(secondsLeft(1_000, 1_000)).toBe(60);
    expect(secondsLeft(1_000, 31_500)).toBe(30);
    expect(secondsLeft(1_000, 120_000)).toBe(0);
    rememberPendingPayment({ paymentId: 9, courseId: 6, startedAt: 5 });
    expect(pendingPaymentOf(6)).toEqual({ paymentId: 9, courseId: 6, startedAt: 5 });
    expect(pendingPaymentOf(7)).toBeNull();
    forgetPendingPayment(9);
    expect(pendingPaymentOf(6)).toBeNull();
  });
});

describe('the enroll screen', { timeout: 20_000 }, () => {
  it('offers checkout for a paid course the learner is not in', async () => {
    const { paid } = demoCourses();
    renderInApp(<EnrollPage />, {
      path: `/dashboard/courses/enroll/${paid.slug}`,
      routePath: '/dashboard/courses/enroll/:slug',
      session: signedInSession('student'),
    });
    await screen.findByRole('heading', { level: 1, name: `Enroll in ${paid.title}` }, SLOW);
    await screen.findByRole('heading', { name: 'Ready to enroll' }, SLOW);
    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe(
      `/dashboard/payments/enroll/${paid.id}`,
    );
  });

  it('leads an active learner into the course', async () => {
    const { active } = demoCourses();
    renderInApp(<EnrollPage />, {
      path: `/dashboard/courses/enroll/${active?.slug}`,
      routePath: '/dashboard/courses/enroll/:slug',
      session: signedInSession('student'),
    });
    const link = await screen.findByRole('link', { name: 'Go to the course' }, SLOW);
    expect(link.getAttribute('href')).toBe(`/dashboard/courses/${active?.slug}/lessons`);
  });

  it('says the spec’s text for an unknown course, with Try again', async () => {
    renderInApp(<EnrollPage />, {
      path: '/dashboard/courses/enroll/no-such-course',
      routePath: '/dashboard/courses/enroll/:slug',
      session: signedInSession('student'),
    });
    await screen.findByText(courseNotFoundMessage('no-such-course'), undefined, SLOW);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('checkout', { timeout: 30_000 }, () => {
  it('explains an unknown and an expired discount code', async () => {
    const { paid } = demoCourses();
    const { user } = renderInApp(<CheckoutPage />, {
      path: `/dashboard/payments/enroll/${paid.id}`,
      routePath: '/dashboard/payments/enroll/:courseId',
      session: signedInSession('student'),
    });
    const field = await screen.findByRole('textbox', { name: 'Discount code' }, SLOW);
    await user.type(field, 'NOSUCHCODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    await user.clear(field);
    await user.type(field, 'MADARAKA15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(/expired/i);
    await user.clear(field);
    await user.type(field, 'JAMHURI20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(/^JAMHURI20 applied: you save Ksh/);
    expect(screen.getByText(/^Discount \(JAMHURI20\)$/)).toBeTruthy();
  });

  it('keeps the code when it cannot be applied to the reserved place, and applies it on the next Continue', async () => {
    const { paid } = demoCourses();
    const { user } = renderInApp(<CheckoutPage />, {
      path: `/dashboard/payments/enroll/${paid.id}`,
      routePath: '/dashboard/payments/enroll/:courseId',
      session: signedInSession('student'),
    });
    const field = await screen.findByRole('textbox', { name: 'Discount code' }, SLOW);
    await user.type(field, 'JAMHURI20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(/^JAMHURI20 applied: you save Ksh/);
    setMockFaults({ statuses: { applyEnrollmentDiscount: 500 } });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('alert', undefined, SLOW);
    // The place is reserved, yet the learner is not sent on to pay full price: the code is still there.
    expect(screen.queryByRole('heading', { name: 'Pay for the course' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Discount code' }).value).toBe('JAMHURI20');
    const reserved = () =>
      getMockDatabase().payments.enrollments.find((row) => row.user === STUDENT_ID && row.course === paid.id);
    expect(reserved()?.status).toBe('payment_pending');

    resetMockFaults();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { name: 'Pay for the course' }, SLOW);
    expect(reserved()?.discount_code).toBe('JAMHURI20');
    expect(
      getMockDatabase().payments.enrollments.filter((row) => row.user === STUDENT_ID && row.course === paid.id),
    ).toHaveLength(1);
  });

  it('refuses a number M-Pesa cannot reach, then starts one payment for a double tap and waits', async () => {
    const { pending } = demoCourses();
    const started = initiations();
    const { user } = renderInApp(<CheckoutPage />, {
      path: `/dashboard/payments/enroll/${pending.course?.id}`,
      routePath: '/dashboard/payments/enroll/:courseId',
      session: signedInSession('student'),
    });
    const phone = await screen.findByRole('textbox', { name: /M-Pesa phone number/ }, SLOW);
    const pay = await screen.findByRole('button', { name: /^Pay Ksh [\d,]+\.00 with M-Pesa$/ }, SLOW);
    await user.clear(phone);
    await user.type(phone, '0812 345 678');
    await user.click(pay);
    expect(await screen.findByText(MPESA_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(started.count()).toBe(0);

    await user.clear(phone);
    await user.type(phone, '0712-345-678');
    await user.dblClick(pay);
    await screen.findByRole('heading', { name: MPESA_WAITING_TEXT }, SLOW);
    expect(started.count()).toBe(1);
    expect(location()).toMatch(/\?payment=\d+$/);
    const payment = getMockDatabase()
      .payments.payments.filter((row) => row.enrollment === pending.enrollment.id)
      .at(-1);
    expect(payment).toMatchObject({ phone_number: '+254712345678', status: 'processing' });
    expect(Number(payment?.amount) % 1).toBe(0);
  });

  it('lets a learner on a free trial pay for the course', async () => {
    const db = getMockDatabase();
    const trial = db.payments.enrollments.find((row) => row.user === STUDENT_ID && row.status === 'trial');
    if (!trial) throw new Error('the demo student has no trial');
    renderInApp(<CheckoutPage />, {
      path: `/dashboard/payments/enroll/${trial.course}`,
      routePath: '/dashboard/payments/enroll/:courseId',
      session: signedInSession('student'),
    });
    await screen.findByRole('button', { name: /^Pay Ksh [\d,]+\.00 with M-Pesa$/ }, SLOW);
    expect(screen.queryByRole('link', { name: 'Go to the course' })).toBeNull();
  });

  it('picks a pending payment up from the URL and ends "cancelled on your phone" with the next steps', async () => {
    const { pending } = demoCourses();
    signedInSession('student');
    const paymentId = await settledPush(pending.enrollment.id, '+254700000001');
    renderInApp(<CheckoutPage />, {
      path: `/dashboard/payments/enroll/${pending.course?.id}?payment=${paymentId}`,
      routePath: '/dashboard/payments/enroll/:courseId',
      session: signedInSession('student'),
    });
    const alert = await screen.findByRole('alert', undefined, SLOW);
    await within(alert).findByText('Payment cancelled on your phone', undefined, SLOW);
    for (const name of ['Try again', 'Use another number', 'Pay another way'])
      expect(within(alert).getByRole('button', { name })).toBeTruthy();
    expect(location()).toBe(`/dashboard/payments/enroll/${pending.course?.id}`);
  });
});

describe('after paying', { timeout: 20_000 }, () => {
  it('shows the receipt number and leads into the course', async () => {
    const { pending } = demoCourses();
    signedInSession('student');
    const paymentId = await settledPush(pending.enrollment.id, '254712345678');
    renderInApp(<PaymentSuccessPage />, {
      path: `/dashboard/payments/success/${pending.enrollment.id}?payment=${paymentId}`,
      routePath: '/dashboard/payments/success/:enrollmentId?',
      session: signedInSession('student'),
    });
    await screen.findByText(/^M-Pesa receipt [A-Z0-9]{10}$/, undefined, SLOW);
    expect(screen.getByRole('link', { name: 'Start learning' }).getAttribute('href')).toBe(
      `/dashboard/courses/${pending.course?.slug}/lessons`,
    );
  });

  it('verifies with the server and refuses an unknown or malformed payment id', async () => {
    renderInApp(<PaymentVerifyPage />, {
      path: '/payment/verify/999999',
      routePath: '/payment/verify/:paymentId',
      session: signedInSession('student'),
    });
    await screen.findByRole('heading', { level: 1, name: 'We could not find this payment' }, SLOW);
  });

  it('refuses a tampered id without asking', async () => {
    renderInApp(<PaymentVerifyPage />, {
      path: '/payment/verify/12abc',
      routePath: '/payment/verify/:paymentId',
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this payment' })).toBeTruthy();
  });
});

describe('my enrollments', { timeout: 20_000 }, () => {
  it('lists the learner’s enrollments with status, balance and the way to pay what is due', async () => {
    const { pending } = demoCourses();
    renderInApp(<EnrollmentsPage />, { path: '/dashboard/payments/enrollments', session: signedInSession('student') });
    const list = await screen.findByRole('list', { name: 'Enrollments' }, SLOW);
    const mine = getMockDatabase().payments.enrollments.filter((row) => row.user === STUDENT_ID).length;
    expect(within(list).getAllByRole('listitem')).toHaveLength(mine);
    const pay = within(list).getAllByRole('link', { name: /^Pay Ksh/ });
    expect(pay.map((link) => link.getAttribute('href'))).toContain(`/dashboard/payments/enroll/${pending.course?.id}`);
  });
});

describe('a receipt', { timeout: 20_000 }, () => {
  it('names the school, learner, course, amount, method and M-Pesa code of a completed payment', async () => {
    const { pending } = demoCourses();
    signedInSession('student');
    const paymentId = await settledPush(pending.enrollment.id, '254712345678');
    renderInApp(<ReceiptPage />, {
      path: `/dashboard/payments/receipts/${paymentId}`,
      routePath: '/dashboard/payments/receipts/:paymentId',
      session: signedInSession('student'),
    });
    await screen.findByRole('heading', { level: 1, name: /^Receipt / }, SLOW);
    const code = getMockDatabase().payments.payments.get(paymentId)?.mpesa_receipt_number;
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    expect(screen.getByText(code ?? '')).toBeTruthy();
    expect(screen.getByText('M-Pesa', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByRole('link', { name: pending.course?.title ?? '' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});

describe('payment history and installments', { timeout: 20_000 }, () => {
  it('lists the learner’s payments, filtered by method in the URL', async () => {
    renderInApp(<PaymentHistoryPage />, {
      path: '/dashboard/payments/history?gateway=mpesa',
      session: signedInSession('student'),
    });
    const list = await screen.findByRole('list', { name: 'Payments' }, SLOW);
    const expected = getMockDatabase().payments.payments.filter(
      (row) => row.user === STUDENT_ID && row.gateway === 'mpesa',
    ).length;
    expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(expected, 20));
    expect(within(list).queryByText(/^Card|^PayPal|^Bank transfer/)).toBeNull();
  });

  it('puts the overdue installment first, with the days late and a way to pay it now', async () => {
    renderInApp(<InstallmentsPage />, {
      path: '/dashboard/payments/installments',
      session: signedInSession('student'),
    });
    const list = await screen.findByRole('list', { name: 'Installments' }, SLOW);
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row as HTMLElement).getByText(/^\d+ days? late$/)).toBeTruthy();
    expect(
      within(row as HTMLElement)
        .getByRole('link', { name: /^Pay Ksh [\d,]+\.\d\d now$/ })
        .getAttribute('href'),
    ).toMatch(/^\/dashboard\/payments\/enroll\/\d+$/);
  });
});

describe('the payments index', { timeout: 20_000 }, () => {
  it('shows a learner the balance due and the overdue installments, each leading to its list', async () => {
    renderInApp(<PaymentsHomePage />, { path: '/dashboard/payments', session: signedInSession('student') });
    const overdue = await screen.findByRole('link', { name: /Overdue installments/ }, SLOW);
    expect(overdue.getAttribute('href')).toBe('/dashboard/payments/installments?status=overdue');
    expect(screen.getByRole('link', { name: /Balance due/ }).getAttribute('href')).toBe('/dashboard/payments/enrollments');
  });

  it('gives staff the sections without a learner’s overview', async () => {
    renderInApp(<PaymentsHomePage />, { path: '/dashboard/payments', session: signedInSession('accountant') });
    expect(await screen.findByRole('link', { name: 'Payment history' })).toBeTruthy();
    expect(screen.queryByText('Balance due')).toBeNull();
  });
});
