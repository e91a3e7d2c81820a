import type {
  DiscountValidationResult,
  Enrollment,
  EnrollmentCreateResponse,
  EnrollmentDiscountResult,
  EnrollmentStatusCheck,
  ErrorBody,
  Installment,
  PaymentInitiationResponse,
  PaymentRefund,
  PaymentStatusDetail,
  PaymentVerificationResult,
  WebhookAcknowledgement,
} from '@ujuzi/api';
import { canAccessCourse, ENROLLMENT_MESSAGES, isAlreadyEnrolledMessage, isPaymentProcessingMessage } from '@ujuzi/domain';
import { describe, expect, it, vi } from 'vitest';
import { getMockDatabase } from '../db/database';
import { STK_SETTLE_MS } from '../db/payment-flow';
import { MOCK_REFERENCE_DATE } from '../seed';
import { type TestPage, setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests({ atReferenceDate: true });

const later = (ms: number): void => void vi.setSystemTime(Date.now() + ms);

const course = (slug: string) => {
  const found = getMockDatabase().courses.courses.find((row) => row.slug === slug);
  if (!found) throw new Error(`No course ${slug}`);
  return found;
};

/** A paid course the demo student is not enrolled in. */
const PAID = 'docker-and-kubernetes-in-practice';

async function enroll(slug: string, body: Record<string, unknown> = {}) {
  return call<EnrollmentCreateResponse & ErrorBody>('POST', '/payments/enrollments/', {
    as: 'student',
    body: { course_slug: slug, ...body },
  });
}

describe('enrollment creation and status (service spec §4–§5)', () => {
  it('needs course_slug or course_id, as a validation error clients do not retry', async () => {
    const answer = await call<ErrorBody>('POST', '/payments/enrollments/', { as: 'student', body: {} });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: ENROLLMENT_MESSAGES.courseRequired,
      error_type: 'validation_error',
      non_field_errors: [ENROLLMENT_MESSAGES.courseRequired],
    });
    expect(
      (await call<ErrorBody>('POST', '/payments/enrollments/', { as: 'student', body: { course_slug: 'no-such-course' } })).body
        .detail,
    ).toBe('Course with identifier "no-such-course" not found');
  });

  it('makes a free course active at once, with access', async () => {
    const answer = await enroll('git-and-github-for-teams');
    expect(answer.status).toBe(201);
    expect(answer.body.enrollment).toMatchObject({ status: 'active', is_free: true, balance_due: '0.00' });
    expect(answer.body.flow_info).toEqual({
      flow_type: 'active_enrollment',
      requires_payment_form: false,
      can_access_course: true,
      requires_payment: false,
    });
    expect(canAccessCourse(answer.body.enrollment)).toBe(true);
  });

  it('makes a paid course payment_pending with the balance due and the payment form', async () => {
    const answer = await enroll(PAID, { course_id: course(PAID).id });
    expect(answer.body.enrollment).toMatchObject({
      status: 'payment_pending',
      total_amount: '25000.00',
      total_amount_paid: '0.00',
      balance_due: '25000.00',
    });
    expect(answer.body.enrollment?.access_info).toEqual({
      can_access_course: false,
      needs_payment: true,
      payment_required: true,
      balance_due: '25000.00',
    });
    expect(answer.body.flow_info).toMatchObject({
      flow_type: 'payment_required',
      requires_payment_form: true,
      requires_payment: true,
    });
    expect(answer.body.message).toBe('Enrollment created. Complete payment to access the course.');
    expect(canAccessCourse(answer.body.enrollment)).toBe(false);
  });

  it('starts a trial on a plan with trial days', async () => {
    const plan = getMockDatabase().payments.plans.find((row) => row.slug === '14-day-free-trial');
    const answer = await enroll(PAID, { payment_plan_id: plan?.id });
    expect(answer.body.enrollment).toMatchObject({ status: 'trial', trial_ends_at: '2026-11-15T06:00:00Z' });
    expect(canAccessCourse(answer.body.enrollment)).toBe(true);
  });

  it('answers an existing enrollment with a 400 clients read as success', async () => {
    const answer = await enroll('javascript-fundamentals');
    expect(answer.status).toBe(400);
    expect(isAlreadyEnrolledMessage(answer.body.detail ?? '')).toBe(true);
  });

  it('answers a 400 about payment processing while an M-Pesa push is waiting', async () => {
    await enroll(PAID);
    const enrollment = getMockDatabase().payments.enrollments.find((row) => row.user === 4 && row.course === course(PAID).id);
    await call('POST', `/payments/enrollments/${enrollment?.id}/initiate-payment/`, {
      as: 'student',
      body: { payment_gateway: 'mpesa', phone_number: '+254712345678' },
    });
    const again = await enroll(PAID);
    expect(again.status).toBe(400);
    expect(isPaymentProcessingMessage(again.body.detail ?? '')).toBe(true);
    const second = await call<ErrorBody>('POST', `/payments/enrollments/${enrollment?.id}/initiate-payment/`, {
      as: 'student',
      body: { payment_gateway: 'mpesa', phone_number: '+254712345678' },
    });
    expect(isPaymentProcessingMessage(second.body.detail ?? '')).toBe(true);
  });

  it('checks the status with the same access_info and flow_info; 404 when not enrolled', async () => {
    expect(
      (await call('GET', '/payments/enrollments/check-enrollment-status/', { as: 'student', query: { course_slug: PAID } }))
        .status,
    ).toBe(404);
    const created = await enroll(PAID);
    const check = await call<EnrollmentStatusCheck>('GET', '/payments/enrollments/check-enrollment-status/', {
      as: 'student',
      query: { course_id: course(PAID).id },
    });
    expect(check.body.is_enrolled).toBe(true);
    expect(check.body.flow_info).toEqual(created.body.flow_info);
    expect(check.body.access_info).toEqual(created.body.enrollment?.access_info);
    const courseView = await call<{ is_enrolled: boolean; status: string; access_info: unknown }>(
      'GET',
      `/courses/courses/${course(PAID).id}/enrollment_status/`,
      { as: 'student' },
    );
    expect(courseView.body).toMatchObject({ is_enrolled: true, status: 'pending', access_info: check.body.access_info });
  });

  it('gives the demo student active, trial, completed and payment-pending enrollments', async () => {
    const mine = await call<TestPage<Enrollment>>('GET', '/payments/enrollments/my-courses/', { as: 'student' });
    const statuses = new Set(mine.body.results.map((row) => row.status));
    for (const status of ['active', 'trial', 'completed', 'payment_pending']) expect(statuses).toContain(status);
    expect(mine.body.results.find((row) => row.status === 'trial')?.flow_info.flow_type).toBe('active_enrollment');
  });
});

describe('M-Pesa STK push (settles 4 s later, on the next read)', () => {
  async function pendingEnrollment() {
    const created = await enroll(PAID);
    return created.body.enrollment as Enrollment;
  }

  it('completes after the delay: the enrollment becomes active and fully paid', async () => {
    const enrollment = await pendingEnrollment();
    const started = await call<PaymentInitiationResponse>('POST', `/payments/enrollments/${enrollment.id}/initiate-payment/`, {
      as: 'student',
      body: { payment_gateway: 'mpesa', phone_number: '254712345678' },
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ success: true, status: 'processing', message: 'STK push sent. Enter your M-Pesa PIN.' });
    expect(started.body.checkout_request_id).toMatch(/^ws_CO_/);
    expect(started.body.payment.phone_number).toBe('+254712345678');

    const polled = await call<PaymentStatusDetail>('GET', `/payments/payment-status/${started.body.payment.id}/`, {
      as: 'student',
    });
    expect(polled.body).toMatchObject({ status: 'processing', is_final: false, enrollment_status: 'payment_processing' });

    later(STK_SETTLE_MS);
    const done = await call<PaymentStatusDetail>('GET', `/payments/payment-status/${started.body.payment.id}/`, {
      as: 'student',
    });
    expect(done.body).toMatchObject({
      status: 'completed',
      is_final: true,
      result_code: 0,
      enrollment_status: 'active',
      message: 'Payment received. Thank you!',
    });
    expect(done.body.mpesa_receipt_number).toMatch(/^[A-Z0-9]{10}$/);

    const after = await call<Enrollment>('GET', `/payments/enrollments/${enrollment.id}/`, { as: 'student' });
    expect(after.body).toMatchObject({ status: 'active', total_amount_paid: '25000.00', balance_due: '0.00' });
    expect(canAccessCourse(after.body)).toBe(true);
  });

  it('fails for the test number +254700000001 (cancelled by the user, ResultCode 1032)', async () => {
    const enrollment = await pendingEnrollment();
    const started = await call<PaymentInitiationResponse>('POST', `/payments/enrollments/${enrollment.id}/initiate-payment/`, {
      as: 'student',
      body: { payment_gateway: 'mpesa', phone_number: '+254700000001' },
    });
    later(STK_SETTLE_MS);
    const done = await call<PaymentStatusDetail>('GET', `/payments/payment-status/${started.body.payment.id}/`, {
      as: 'student',
    });
    expect(done.body).toMatchObject({
      status: 'cancelled',
      is_final: true,
      result_code: 1032,
      enrollment_status: 'payment_pending',
    });
    expect(done.body.message).toContain('Request cancelled by user.');
    const after = await call<Enrollment>('GET', `/payments/enrollments/${enrollment.id}/`, { as: 'student' });
    expect(after.body.flow_info.flow_type).toBe('payment_required');
  });

  it('fails for +254700000002 (wrong PIN, 2001) and the payment can be retried', async () => {
    const enrollment = await pendingEnrollment();
    const started = await call<PaymentInitiationResponse>('POST', `/payments/enrollments/${enrollment.id}/initiate-payment/`, {
      as: 'student',
      body: { payment_gateway: 'mpesa', phone_number: '+254700000002' },
    });
    later(STK_SETTLE_MS);
    const failed = await call<PaymentStatusDetail>('GET', `/payments/payment-status/${started.body.payment.id}/`, {
      as: 'student',
    });
    expect(failed.body).toMatchObject({ status: 'failed', result_code: 2001 });
    const retried = await call<PaymentInitiationResponse>('POST', `/payments/retry-payment/${started.body.payment.id}/`, {
      as: 'student',
      body: { phone_number: '+254722000111' },
    });
    expect(retried.status).toBe(201);
    later(STK_SETTLE_MS);
    expect(
      (await call<PaymentStatusDetail>('GET', `/payments/payment-status/${retried.body.payment.id}/`, { as: 'student' })).body
        .status,
    ).toBe('completed');
  });

  it.each([
    ['+254700000003', 1037, 'DS timeout user cannot be reached.'],
    ['+254700000004', 1, 'The balance is insufficient for the transaction.'],
    ['+254700000005', 1019, 'Transaction has expired.'],
  ])('fails for %s with ResultCode %i (%s)', async (phone, code, description) => {
    const enrollment = await pendingEnrollment();
    const started = await call<PaymentInitiationResponse>('POST', `/payments/enrollments/${enrollment.id}/initiate-payment/`, {
      as: 'student',
      body: { payment_gateway: 'mpesa', phone_number: phone },
    });
    later(STK_SETTLE_MS);
    const failed = await call<PaymentStatusDetail>('GET', `/payments/payment-status/${started.body.payment.id}/`, {
      as: 'student',
    });
    expect(failed.body).toMatchObject({
      status: 'failed',
      is_final: true,
      result_code: code,
      enrollment_status: 'payment_pending',
    });
    expect(failed.body.message).toBe(`Payment failed: ${description}`);
  });

  it('refuses a non-Safaricom number and a fully paid enrollment', async () => {
    const enrollment = await pendingEnrollment();
    expect(
      (
        await call('POST', `/payments/enrollments/${enrollment.id}/initiate-payment/`, {
          as: 'student',
          body: { payment_gateway: 'mpesa', phone_number: '+254812345678' },
        })
      ).status,
    ).toBe(400);
    const paid = getMockDatabase().payments.enrollments.find((row) => row.user === 4 && row.status === 'completed');
    expect(
      (
        await call<ErrorBody>('POST', `/payments/enrollments/${paid?.id}/initiate-payment/`, {
          as: 'student',
          body: { payment_gateway: 'stripe' },
        })
      ).body.detail,
    ).toBe('This enrollment is fully paid.');
  });
});

describe('card gateways, bank transfers and webhooks', () => {
  it('answers a checkout_url back to the app; the return page completes the payment', async () => {
    const enrollment = (await enroll(PAID)).body.enrollment as Enrollment;
    const started = await call<PaymentInitiationResponse>('POST', `/payments/enrollments/${enrollment.id}/initiate-payment/`, {
      as: 'student',
      body: { payment_gateway: 'stripe' },
    });
    const url = new URL(started.body.checkout_url ?? '');
    expect(url.pathname).toBe('/payment/success');
    expect(url.searchParams.get('payment_id')).toBe(String(started.body.payment.id));
    const result = await call<PaymentVerificationResult>('POST', '/payments/process-callback/', {
      as: 'student',
      body: { gateway: 'stripe', session_id: url.searchParams.get('session_id'), status: 'success' },
    });
    expect(result.body).toMatchObject({ verified: true, status: 'completed', enrollment_status: 'active' });
  });

  it('completes a Stripe payment from a signed webhook, ignores repeats, refuses unsigned ones', async () => {
    const enrollment = (await enroll(PAID)).body.enrollment as Enrollment;
    const started = await call<PaymentInitiationResponse>('POST', `/payments/enrollments/${enrollment.id}/initiate-payment/`, {
      as: 'student',
      body: { payment_gateway: 'stripe' },
    });
    const event = {
      id: 'evt_1',
      object: 'event',
      created: 1793520000,
      livemode: false,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_1',
          object: 'checkout.session',
          currency: 'kes',
          client_reference_id: started.body.payment.reference,
          metadata: { payment_reference: started.body.payment.reference, enrollment_id: String(enrollment.id) },
        },
      },
    };
    expect((await call('POST', '/payments/webhooks/stripe/', { body: event })).status).toBe(400);
    const signed = { 'Stripe-Signature': 't=1793520000,v1=abc123' };
    const first = await call<WebhookAcknowledgement>('POST', '/payments/webhooks/stripe/', { body: event, headers: signed });
    expect(first.body).toMatchObject({ status: 'processed', payment_reference: started.body.payment.reference });
    expect(
      (await call<WebhookAcknowledgement>('POST', '/payments/webhooks/stripe/', { body: event, headers: signed })).body.status,
    ).toBe('duplicate');
    expect((await call<Enrollment>('GET', `/payments/enrollments/${enrollment.id}/`, { as: 'student' })).body.status).toBe(
      'active',
    );
  });

  it('completes an STK push from the Daraja callback with its receipt number', async () => {
    const enrollment = (await enroll(PAID)).body.enrollment as Enrollment;
    const started = await call<PaymentInitiationResponse>('POST', `/payments/enrollments/${enrollment.id}/initiate-payment/`, {
      as: 'student',
      body: { payment_gateway: 'mpesa', phone_number: '+254712345678' },
    });
    const callback = {
      Body: {
        stkCallback: {
          MerchantRequestID: started.body.merchant_request_id,
          CheckoutRequestID: started.body.checkout_request_id,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 25000 },
              { Name: 'MpesaReceiptNumber', Value: 'TKX9P2L4QA' },
            ],
          },
        },
      },
    };
    expect(
      (await call('POST', '/payments/webhooks/mpesa/callback/', { body: callback, headers: { 'X-Forwarded-For': '8.8.8.8' } }))
        .status,
    ).toBe(403);
    expect((await call('POST', '/payments/webhooks/mpesa/callback/', { body: callback })).body).toEqual({
      ResultCode: 0,
      ResultDesc: 'Accepted',
    });
    const status = await call<PaymentStatusDetail>('GET', `/payments/payment-status/${started.body.payment.id}/`, {
      as: 'student',
    });
    expect(status.body).toMatchObject({ status: 'completed', mpesa_receipt_number: 'TKX9P2L4QA' });
  });

  it('keeps a bank transfer pending until staff mark the installment paid', async () => {
    const plan = getMockDatabase().payments.plans.find((row) => row.slug === '3-monthly-installments');
    const enrollment = (await enroll(PAID, { payment_plan_id: plan?.id })).body.enrollment as Enrollment;
    const started = await call<PaymentInitiationResponse>('POST', `/payments/enrollments/${enrollment.id}/initiate-payment/`, {
      as: 'student',
      body: { payment_gateway: 'bank_transfer' },
    });
    expect(started.body.status).toBe('pending');
    expect(started.body.message).toContain('KCB');
    const installments = await call<TestPage<Installment>>('GET', '/payments/installments/', {
      as: 'student',
      query: { enrollment_id: enrollment.id },
    });
    expect(installments.body.results.map((row) => row.amount)).toEqual(['8333.33', '8333.33', '8333.34']);
    const first = installments.body.results[0];
    expect((await call('POST', `/payments/installments/${first?.id}/mark-paid/`, { as: 'student', body: {} })).status).toBe(403);
    const marked = await call<Installment>('POST', `/payments/installments/${first?.id}/mark-paid/`, {
      as: 'accountant',
      body: { reference: 'KCB-554433', note: 'Slip checked' },
    });
    expect(marked.body).toMatchObject({ status: 'paid', balance: '0.00' });
    const after = await call<Enrollment>('GET', `/payments/enrollments/${enrollment.id}/`, { as: 'student' });
    expect(after.body).toMatchObject({ status: 'active', total_amount_paid: '8333.33', balance_due: '16666.67' });
    expect(canAccessCourse(after.body)).toBe(true);
  });
});

describe('installments, discounts, receipts and refunds', () => {
  it('lists the demo student’s overdue installment and pays it by M-Pesa', async () => {
    // Five days late on the reference date, still inside the plan's seven grace days.
    expect((await call<Installment[]>('GET', '/payments/installments/overdue/', { as: 'student' })).body).toHaveLength(0);
    vi.setSystemTime(new Date(MOCK_REFERENCE_DATE.getTime() + 3 * 86_400_000));
    const late = await call<Installment[]>('GET', '/payments/installments/overdue/', { as: 'student' });
    expect(late.body).toHaveLength(1);
    expect(late.body[0]).toMatchObject({
      status: 'overdue',
      course: expect.objectContaining({ slug: 'python-for-data-analysis' }),
      late_fee: '500.00',
    });
    const enrollment = getMockDatabase().payments.enrollments.get(late.body[0]?.enrollment);
    const before = await call<Enrollment>('GET', `/payments/enrollments/${enrollment?.id}/`, { as: 'student' });
    expect(before.body.flow_info.flow_type).toBe('payment_required');

    const paid = await call<PaymentInitiationResponse>('POST', `/payments/installments/${late.body[0]?.id}/pay-installment/`, {
      as: 'student',
      body: { payment_gateway: 'mpesa', phone_number: '+254712345678' },
    });
    expect(paid.body.payment).toMatchObject({ amount: '4000.00', installment: late.body[0]?.id });
    later(STK_SETTLE_MS);
    expect((await call<Installment[]>('GET', '/payments/installments/overdue/', { as: 'student' })).body).toHaveLength(0);
    expect(
      (await call<Enrollment>('GET', `/payments/enrollments/${enrollment?.id}/`, { as: 'student' })).body.flow_info.flow_type,
    ).toBe('active_enrollment');
  });

  it('lists installments overdue first (most days late first), then unpaid by due date, paid last', async () => {
    vi.setSystemTime(new Date(MOCK_REFERENCE_DATE.getTime() + 40 * 86_400_000));
    const list = await call<TestPage<Installment>>('GET', '/payments/installments/', { as: 'parent', query: { page_size: 100 } });
    const rank = { overdue: 0, partially_paid: 1, pending: 1, paid: 2 } as const;
    const rows = list.body.results;
    expect(rows.some((row) => row.status === 'overdue')).toBe(true);
    expect(rows.some((row) => row.status === 'paid')).toBe(true);
    rows.slice(1).forEach((row, index) => {
      const before = rows[index] as Installment;
      expect(rank[before.status]).toBeLessThanOrEqual(rank[row.status]);
      if (before.status === 'overdue' && row.status === 'overdue')
        expect(before.days_overdue ?? 0).toBeGreaterThanOrEqual(row.days_overdue ?? 0);
      if (rank[before.status] === 1 && rank[row.status] === 1) expect(before.due_date <= row.due_date).toBe(true);
    });
    const byDue = await call<TestPage<Installment>>('GET', '/payments/installments/', {
      as: 'parent',
      query: { page_size: 100, ordering: 'due_date' },
    });
    const dates = byDue.body.results.map((row) => row.due_date);
    expect(dates).toEqual([...dates].sort());
  });

  it('validates discount codes publicly: JAMHURI20 applies, MADARAKA15 has expired, unknown codes fail', async () => {
    const target = course('ui-ux-design-with-figma');
    const valid = await call<DiscountValidationResult>('POST', '/payments/discounts/validate-code/', {
      body: { code: 'jamhuri20', course_id: target.id },
    });
    expect(valid.body).toMatchObject({
      valid: true,
      code: 'JAMHURI20',
      original_amount: '9000.00',
      discount_amount: '1800.00',
      final_amount: '7200.00',
      message: 'Code applied. You save KES 1,800.00.',
    });
    expect(
      (
        await call<DiscountValidationResult>('POST', '/payments/discounts/validate-code/', {
          body: { code: 'MADARAKA15', course_id: target.id },
        })
      ).body,
    ).toMatchObject({ valid: false, message: 'This discount code has expired.' });
    expect(
      (
        await call<DiscountValidationResult>('POST', '/payments/discounts/validate-code/', {
          body: { code: 'NOPE', course_id: target.id },
        })
      ).body,
    ).toMatchObject({ valid: false, message: 'Invalid discount code.' });
    expect(
      (
        await call<DiscountValidationResult>('POST', '/payments/discounts/validate-code/', {
          body: { code: 'EARLYBIRD', course_id: target.id },
        })
      ).body.message,
    ).toBe('This discount code has reached its usage limit.');
    expect((await call('POST', '/payments/discounts/validate-code/', { body: { course_id: target.id } })).status).toBe(400);
  });

  it('applies a discount to an enrollment and lowers what is owed', async () => {
    const enrollment = (await enroll(PAID)).body.enrollment as Enrollment;
    const applied = await call<EnrollmentDiscountResult>('POST', `/payments/enrollments/${enrollment.id}/apply-discount/`, {
      as: 'student',
      body: { discount_code: 'JAMHURI20' },
    });
    expect(applied.body).toMatchObject({ discount_amount: '5000.00', final_amount: '20000.00' });
    expect(applied.body.enrollment).toMatchObject({ balance_due: '20000.00', discount_code: 'JAMHURI20' });
    expect(
      (
        await call('POST', `/payments/enrollments/${enrollment.id}/apply-discount/`, {
          as: 'student',
          body: { discount_code: 'KARIBU10' },
        })
      ).status,
    ).toBe(400);
  });

  it('answers a PDF receipt of a completed payment', async () => {
    const payment = getMockDatabase().payments.payments.find((row) => row.user === 4 && row.status === 'completed');
    const pdf = await call<string>('GET', `/payments/enrollments/${payment?.enrollment}/download-receipt/`, {
      as: 'student',
      query: { payment_id: payment?.id ?? 0 },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.body).toMatch(/^%PDF-1\.4[\s\S]*Payment Receipt[\s\S]*%%EOF\n$/);
    const receipt = await call<{ receipt_number: string; student_name: string }>(
      'GET',
      `/payments/payments/${payment?.id}/receipt/`,
      { as: 'student' },
    );
    expect(receipt.body).toMatchObject({ student_name: 'Wanjiku Kamau' });
    expect((await call('GET', `/payments/payments/${payment?.id}/receipt/`, { as: 'teacher' })).status).toBe(404);
  });

  it('lets accountants verify or reject bank transfers awaiting verification, as admins do', async () => {
    const enrollment = (await enroll(PAID)).body.enrollment as Enrollment;
    const started = await call<PaymentInitiationResponse>('POST', `/payments/enrollments/${enrollment.id}/initiate-payment/`, {
      as: 'student',
      body: { payment_gateway: 'bank_transfer' },
    });
    const waiting = await call<TestPage<{ id: number }>>('GET', '/payments/admin/payments/', {
      as: 'accountant',
      query: { gateway: 'bank_transfer', status: 'pending', page_size: 50 },
    });
    expect(waiting.body.results.map((row) => row.id)).toContain(started.body.payment.id);
    const verified = await call<{ status: string }>(
      'POST',
      `/payments/admin/payments/${started.body.payment.id}/mark-completed/`,
      {
        as: 'accountant',
        body: { gateway_transaction_id: 'KCB-998877', note: 'Slip checked.' },
      },
    );
    expect(verified.body.status).toBe('completed');
    expect(
      (await call('POST', `/payments/admin/payments/${started.body.payment.id}/mark-completed/`, { as: 'teacher', body: {} }))
        .status,
    ).toBe(403);
  });

  it('takes the slip of a pending bank transfer (image or PDF, 5 MB at most) and shows it to finance staff', async () => {
    const enrollment = (await enroll(PAID)).body.enrollment as Enrollment;
    const started = await call<PaymentInitiationResponse>('POST', `/payments/enrollments/${enrollment.id}/initiate-payment/`, {
      as: 'student',
      body: { payment_gateway: 'bank_transfer' },
    });
    const upload = (file: File) => {
      const form = new FormData();
      form.set('slip', file);
      form.set('slip_reference', 'KCB-554433');
      return call<ErrorBody & { transfer_slip?: string | null }>('PATCH', `/payments/payments/${started.body.payment.id}/`, {
        as: 'student',
        body: form,
      });
    };
    const zip = await upload(new File([new Uint8Array([80, 75])], 'slip.zip', { type: 'application/zip' }));
    expect(zip.status).toBe(400);
    expect(zip.body).toMatchObject({ slip: ['The slip must be an image (JPG, PNG, WebP) or a PDF.'] });
    const big = await upload(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'slip.pdf', { type: 'application/pdf' }));
    expect(big.body).toMatchObject({ slip: ['The slip must be at most 5 MB.'] });
    const ok = await upload(new File([new Uint8Array([37, 80, 68, 70])], 'deposit slip.pdf', { type: 'application/pdf' }));
    expect(ok.status).toBe(200);
    expect(ok.body.transfer_slip).toMatch(/deposit-slip\.pdf$/);
    const seen = await call<{ transfer_slip: string | null; transfer_slip_reference: string | null }>(
      'GET',
      `/payments/admin/payments/${started.body.payment.id}/`,
      { as: 'accountant' },
    );
    expect(seen.body).toMatchObject({ transfer_slip: ok.body.transfer_slip, transfer_slip_reference: 'KCB-554433' });
  });

  it('lets admins approve or reject refunds, and refuses everyone else (403)', async () => {
    const pending = getMockDatabase().payments.refunds.filter((row) => row.status === 'pending');
    expect((await call('GET', '/payments/admin/refunds/', { as: 'student' })).status).toBe(403);
    expect((await call('GET', '/payments/admin/payments/', { as: 'teacher' })).status).toBe(403);
    const approved = await call<PaymentRefund>('POST', `/payments/admin/refunds/${pending[0]?.id}/approve/`, {
      as: 'admin',
      body: { note: 'Within the refund window.' },
    });
    expect(approved.body).toMatchObject({ status: 'completed', reviewed_by: expect.objectContaining({ username: 'admin' }) });
    const payment = getMockDatabase().payments.payments.get(pending[0]?.payment);
    expect(payment?.refunded_amount).toBe(approved.body.amount);
    const rejected = await call<PaymentRefund>('POST', `/payments/admin/refunds/${pending[1]?.id}/reject/`, {
      as: 'admin',
      body: { reason: 'Outside the refund window.' },
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejection_reason: 'Outside the refund window.' });
    expect((await call('POST', `/payments/admin/refunds/${pending[1]?.id}/approve/`, { as: 'admin', body: {} })).status).toBe(
      400,
    );
  });

  it('approves part of a refund by bank transfer with its reference, tells the learner either way, and filters by date and payment', async () => {
    const db = getMockDatabase();
    const refund = db.payments.refunds.find((row) => row.status === 'pending');
    const path = `/payments/admin/refunds/${refund?.id}/`;
    const shown = await call<PaymentRefund>('GET', path, { as: 'admin' });
    expect(shown.body.course?.title).toBeTruthy();
    expect(shown.body.refundable_amount).toBe(shown.body.payment_amount);
    const missing = await call('POST', `${path}approve/`, { as: 'admin', body: { method: 'bank_transfer' } });
    expect(missing.body).toEqual({ reference: ['Give the bank transfer’s reference.'] });
    const half = (Number(refund?.amount) / 2).toFixed(2);
    const approved = await call<PaymentRefund>('POST', `${path}approve/`, {
      as: 'admin',
      body: { amount: half, method: 'bank_transfer', reference: 'KCB-778899' },
    });
    expect(approved.body).toMatchObject({ amount: half, method: 'bank_transfer', gateway_refund_id: 'KCB-778899' });
    const payment = db.payments.payments.get(refund?.payment);
    expect(payment).toMatchObject({ status: 'completed', refunded_amount: half });
    const theirs = await call<TestPage<{ id: number; refunded_amount: string }>>('GET', '/payments/payments/', {
      as: 'admin',
      query: { page_size: 1000 },
    });
    expect(theirs.body.results.find((row) => row.id === payment?.id)?.refunded_amount).toBe(half);
    const byPayment = await call<TestPage<PaymentRefund>>('GET', '/payments/admin/refunds/', {
      as: 'admin',
      query: { payment_id: payment?.id ?? 0, date_from: '2000-01-01', date_to: '2000-01-02' },
    });
    expect(byPayment.body.count).toBe(0);
    const other = db.payments.refunds.find((row) => row.status === 'pending');
    await call('POST', `/payments/admin/refunds/${other?.id}/reject/`, { as: 'admin', body: { reason: 'Too late.' } });
    expect(db.payments.notifications.some((row) => row.user === other?.user && row.notification_type === 'refund_rejected')).toBe(
      true,
    );
  });

  it('requires a token for the caller’s own payments, and shows a student only their own', async () => {
    expect((await call('GET', '/payments/payments/')).status).toBe(401);
    const mine = await call<TestPage<{ user: { id: number } }>>('GET', '/payments/payments/', {
      as: 'student',
      query: { page_size: 100 },
    });
    expect(mine.body.count).toBeGreaterThan(0);
    expect(mine.body.results.every((row) => row.user.id === 4)).toBe(true);
    const other = getMockDatabase().payments.payments.find((row) => row.user !== 4);
    expect((await call('GET', `/payments/payments/${other?.id}/`, { as: 'student' })).status).toBe(404);
  });
});

describe('enrollment actions', () => {
  it('converts a trial into a paid enrollment and starts the first payment', async () => {
    const trial = getMockDatabase().payments.enrollments.find((row) => row.user === 4 && row.status === 'trial');
    const full = getMockDatabase().payments.plans.find((row) => row.slug === 'full-payment');
    const converted = await call<{ enrollment: Enrollment; message: string }>(
      'POST',
      `/payments/enrollments/${trial?.id}/convert-trial/`,
      { as: 'student', body: { payment_plan_id: full?.id, payment_gateway: 'mpesa', phone_number: '+254712345678' } },
    );
    expect(converted.body.enrollment).toMatchObject({
      status: 'payment_processing',
      total_amount: '14250.00',
      trial_ends_at: null,
    });
    expect(converted.body.message).toContain('STK push sent');
    later(STK_SETTLE_MS);
    expect((await call<Enrollment>('GET', `/payments/enrollments/${trial?.id}/`, { as: 'student' })).body).toMatchObject({
      status: 'active',
      balance_due: '0.00',
    });
    expect((await call('POST', `/payments/enrollments/${trial?.id}/convert-trial/`, { as: 'student', body: {} })).status).toBe(
      400,
    );
  });

  it('expires a trial when its end passes, and staff can extend trials', async () => {
    const trial = getMockDatabase().payments.enrollments.find((row) => row.user === 4 && row.status === 'trial');
    expect(
      (await call('POST', `/payments/enrollments/${trial?.id}/extend-trial/`, { as: 'student', body: { days: 7 } })).status,
    ).toBe(403);
    const extended = await call<{ enrollment: Enrollment }>('POST', `/payments/enrollments/${trial?.id}/extend-trial/`, {
      as: 'admin',
      body: { days: 7 },
    });
    expect(extended.body.enrollment.trial_ends_at).toBe('2026-12-08T06:00:00Z');
    vi.setSystemTime(new Date('2026-12-09T00:00:00Z'));
    const expired = await call<Enrollment>('GET', `/payments/enrollments/${trial?.id}/`, { as: 'student' });
    expect(expired.body).toMatchObject({
      status: 'expired',
      flow_info: { flow_type: 'upgrade_trial', can_access_course: false },
    });
    expect(canAccessCourse(expired.body)).toBe(false);
  });

  it('suspends and reactivates (staff only), and records the audit trail', async () => {
    const active = getMockDatabase().payments.enrollments.find((row) => row.user === 4 && row.status === 'active' && row.is_free);
    expect(
      (await call('POST', `/payments/enrollments/${active?.id}/suspend-enrollment/`, { as: 'student', body: {} })).status,
    ).toBe(403);
    const suspended = await call<{ enrollment: Enrollment }>('POST', `/payments/enrollments/${active?.id}/suspend-enrollment/`, {
      as: 'accountant',
      body: { reason: 'Code of conduct review.' },
    });
    expect(suspended.body.enrollment).toMatchObject({ status: 'suspended', access_info: { can_access_course: false } });
    expect(
      (await call('POST', `/payments/enrollments/${active?.id}/suspend-enrollment/`, { as: 'accountant', body: {} })).status,
    ).toBe(400);
    expect(
      (
        await call<{ enrollment: Enrollment }>('POST', `/payments/enrollments/${active?.id}/reactivate-enrollment/`, {
          as: 'accountant',
          body: {},
        })
      ).body.enrollment.status,
    ).toBe('active');
    const trail = await call<{ entries: { action: string; note: string | null }[] }>(
      'GET',
      `/payments/enrollments/${active?.id}/audit-trail/`,
      { as: 'admin' },
    );
    expect(trail.body.entries.slice(0, 2).map((entry) => entry.action)).toEqual(['reactivated', 'suspended']);
    expect(trail.body.entries.at(-1)?.action).toBe('enrolled');
  });

  it('cancels with a refund request, and transfers an enrollment with its payments', async () => {
    const paid = getMockDatabase().payments.enrollments.find(
      (row) => row.user === 4 && row.payment_plan !== null && row.status === 'active' && row.discount_code !== null,
    );
    const cancelled = await call<{ enrollment: Enrollment; message: string }>(
      'POST',
      `/payments/enrollments/${paid?.id}/cancel-enrollment/`,
      { as: 'student', body: { reason: 'Moving to Mombasa.', request_refund: true } },
    );
    expect(cancelled.body.enrollment.status).toBe('cancelled');
    expect(cancelled.body.message).toContain('refund request');
    expect(getMockDatabase().payments.refunds.some((row) => row.enrollment === paid?.id && row.status === 'pending')).toBe(true);

    const other = getMockDatabase().payments.enrollments.find(
      (row) => row.user === 4 && row.course === course('python-for-data-analysis').id,
    );
    const target = course('machine-learning-with-scikit-learn');
    const moved = await call<{ enrollment: Enrollment }>('POST', `/payments/enrollments/${other?.id}/transfer-enrollment/`, {
      as: 'admin',
      body: { target_course_id: target.id, carry_over_payments: true },
    });
    expect(moved.body.enrollment).toMatchObject({ course_slug: target.slug, status: 'active', total_amount_paid: '4000.00' });
    expect(getMockDatabase().payments.enrollments.get(other?.id)?.status).toBe('cancelled');
  });

  it('lets a parent validate and create an enrollment for their own child only, owned by the child', async () => {
    const db = getMockDatabase();
    const target = course(PAID);
    const children = db.accounts.relations.filter((row) => row.parent === 5).map((row) => row.student);
    const childId = children.find((id) => id !== 4);
    const stranger = db.accounts.users.find((user) => user.user_type === 'student' && !children.includes(user.id));
    const checked = await call<{ can_enroll: boolean; user_id: number }>(
      'POST',
      '/payments/enrollment-validation/validate-enrollment/',
      { as: 'parent', body: { course_id: target.id, user_id: childId } },
    );
    expect(checked.body).toMatchObject({ can_enroll: true, user_id: childId });
    const refused = await call<ErrorBody>('POST', '/payments/enrollment-validation/validate-enrollment/', {
      as: 'parent',
      body: { course_id: target.id, user_id: stranger?.id },
    });
    expect(refused.status).toBe(403);
    const unnamed = await call<ErrorBody>('POST', '/payments/enrollments/', { as: 'parent', body: { course_id: target.id } });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toMatchObject({ user_id: ['Choose which of your children this enrollment is for.'] });
    expect(
      (await call('POST', '/payments/enrollments/', { as: 'parent', body: { course_id: target.id, user_id: stranger?.id } }))
        .status,
    ).toBe(403);
    expect(
      (await call('POST', '/payments/enrollments/', { as: 'student', body: { course_id: target.id, user_id: stranger?.id } }))
        .status,
    ).toBe(403);
    const created = await call<EnrollmentCreateResponse>('POST', '/payments/enrollments/', {
      as: 'parent',
      body: { course_id: target.id, user_id: childId },
    });
    expect(created.status).toBe(201);
    expect(created.body.enrollment?.user.id).toBe(childId);
    expect(db.payments.enrollments.some((row) => row.user === 5 && row.course === target.id)).toBe(false);
    const again = await call<ErrorBody>('POST', '/payments/enrollments/', {
      as: 'parent',
      body: { course_id: target.id, user_id: childId },
    });
    expect(isAlreadyEnrolledMessage(String(again.body.detail))).toBe(true);
  });

  it('lets a parent pay several installments in one payment: each is paid when it completes, none when it fails', async () => {
    const db = getMockDatabase();
    const owed = async () =>
      (
        await call<TestPage<Installment>>('GET', '/payments/installments/', { as: 'parent', query: { page_size: 100 } })
      ).body.results.filter((row) => Number(row.balance) > 0);
    // Two unpaid installments of different enrollments (one payment per enrollment may be under way).
    const pick = (rows: Installment[]) =>
      rows.filter((row, index) => rows.findIndex((other) => other.enrollment === row.enrollment) === index).slice(0, 2);
    const [first, second] = pick(await owed());
    if (!first || !second) throw new Error('the demo parent owes fewer than two installments');
    const pay = (phone: string) =>
      call<PaymentInitiationResponse>('POST', `/payments/installments/${first.id}/pay-installment/`, {
        as: 'parent',
        body: { with_installments: [second.id], payment_gateway: 'mpesa', phone_number: phone },
      });
    const cancelled = await pay('+254700000001');
    expect(cancelled.status).toBe(201);
    expect(cancelled.body.payments?.map((row) => row.installment)).toEqual([first.id, second.id]);
    expect(cancelled.body.total_amount).toBe((Number(first.balance) + Number(second.balance)).toFixed(2));
    later(STK_SETTLE_MS);
    const afterCancel = await call<PaymentStatusDetail>('GET', `/payments/payment-status/${cancelled.body.payment.id}/`, {
      as: 'parent',
    });
    expect(afterCancel.body.status).toBe('cancelled');
    expect(cancelled.body.payments?.map((row) => db.payments.payments.get(row.id)?.status)).toEqual(['cancelled', 'cancelled']);
    expect((await owed()).map((row) => row.id)).toEqual(expect.arrayContaining([first.id, second.id]));

    const paid = await pay('+254712345678');
    later(STK_SETTLE_MS);
    const status = await call<PaymentStatusDetail>('GET', `/payments/payment-status/${paid.body.payment.id}/`, { as: 'parent' });
    expect(status.body.status).toBe('completed');
    const left = (await owed()).map((row) => row.id);
    expect(left).not.toContain(first.id);
    expect(left).not.toContain(second.id);

    const again = await call<ErrorBody>('POST', `/payments/installments/${first.id}/pay-installment/`, {
      as: 'parent',
      body: { with_installments: [second.id], payment_gateway: 'mpesa', phone_number: '+254712345678' },
    });
    expect(again.status).toBe(400);
    const stranger = db.payments.installments.find((row) => {
      const enrollment = db.payments.enrollments.get(row.enrollment);
      return !!enrollment && !db.accounts.relations.some((r) => r.parent === 5 && r.student === enrollment.user);
    });
    const [mine] = await owed();
    if (!mine || !stranger) throw new Error('the demo parent owes no other installment, or every learner is theirs');
    const refused = await call('POST', `/payments/installments/${mine.id}/pay-installment/`, {
      as: 'parent',
      body: { with_installments: [stranger.id], payment_gateway: 'bank_transfer' },
    });
    expect(refused.status).toBe(404);
  });

  it('shows a parent both children’s enrollments and no one else’s', async () => {
    const list = await call<TestPage<Enrollment>>('GET', '/payments/enrollments/', { as: 'parent', query: { page_size: 100 } });
    const names = new Set(list.body.results.map((row) => row.user.get_full_name));
    expect([...names].sort()).toEqual(['Baraka Kamau', 'Wanjiku Kamau']);
  });

  it('lets a parent pay a child’s installment and enrollment, but not change the enrollment', async () => {
    const db = getMockDatabase();
    const child = db.payments.enrollments.find((row) => row.user === 4 && row.status === 'payment_pending');
    const owed = await call<TestPage<Installment>>('GET', '/payments/installments/', { as: 'parent', query: { page_size: 100 } });
    const installment = owed.body.results.find((row) => row.user?.id === 4 && Number(row.balance) > 0);
    const paid = await call<PaymentInitiationResponse>('POST', `/payments/installments/${installment?.id}/pay-installment/`, {
      as: 'parent',
      body: { payment_gateway: 'bank_transfer' },
    });
    expect(paid.status).toBe(201);
    expect(paid.body.payment.user.id).toBe(4);
    const started = await call<PaymentInitiationResponse>('POST', `/payments/enrollments/${child?.id}/initiate-payment/`, {
      as: 'parent',
      body: { payment_gateway: 'stripe' },
    });
    expect(started.status).toBe(201);
    // Refused as hidden: the operation documents no 403.
    expect((await call('POST', `/payments/enrollments/${child?.id}/cancel-enrollment/`, { as: 'parent', body: {} })).status).toBe(
      404,
    );
    const stranger = db.payments.enrollments.find(
      (row) => row.user !== 4 && !db.accounts.relations.some((r) => r.student === row.user && r.parent === 5),
    );
    expect(
      (
        await call('POST', `/payments/enrollments/${stranger?.id}/initiate-payment/`, {
          as: 'parent',
          body: { payment_gateway: 'stripe' },
        })
      ).status,
    ).toBe(404);
  });
});
