import type { MpesaResultAcknowledgement, WebhookAcknowledgement } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { getMockDatabase } from '../db/database';
import { enrollmentMoney } from '../db/enrollments';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();

const c2b = (reference: string, amount: string, id = 'TKC2B00001') => ({
  TransactionType: 'Pay Bill',
  TransID: id,
  TransTime: '20261101103015',
  TransAmount: amount,
  BusinessShortCode: '522533',
  BillRefNumber: reference,
  MSISDN: '254712345678',
});

describe('M-Pesa C2B (Paybill)', () => {
  it('validates the account number and amount, then records the confirmed payment once', async () => {
    const enrollment = getMockDatabase().payments.enrollments.find((row) => row.user === 4 && row.status === 'payment_pending');
    const balance = enrollment ? enrollmentMoney(getMockDatabase(), enrollment).balance : 0;
    expect(
      (
        await call<MpesaResultAcknowledgement>('POST', '/payments/webhooks/mpesa/validation/', {
          body: c2b('ENR-2026-999999', '100.00'),
        })
      ).body,
    ).toEqual({ ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
    expect(
      (
        await call<MpesaResultAcknowledgement>('POST', '/payments/webhooks/mpesa/validation/', {
          body: c2b(enrollment?.reference ?? '', String(balance + 1)),
        })
      ).body.ResultCode,
    ).toBe('C2B00013');
    expect(
      (
        await call<MpesaResultAcknowledgement>('POST', '/payments/webhooks/mpesa/validation/', {
          body: c2b(enrollment?.reference ?? '', String(balance)),
        })
      ).body,
    ).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' });

    await call('POST', '/payments/webhooks/mpesa/confirmation/', { body: c2b(enrollment?.reference ?? '', String(balance)) });
    await call('POST', '/payments/webhooks/mpesa/confirmation/', { body: c2b(enrollment?.reference ?? '', String(balance)) });
    const payments = getMockDatabase().payments.payments.filter((row) => row.mpesa_receipt_number === 'TKC2B00001');
    expect(payments).toHaveLength(1);
    expect(getMockDatabase().payments.enrollments.get(enrollment?.id)?.status).toBe('active');
  });
});

describe('provider webhooks', () => {
  it('completes a Paystack charge whose amount matches, after checking the signature', async () => {
    const payment = getMockDatabase().payments.payments.find((row) => row.status === 'pending' && row.gateway !== 'mpesa');
    const event = {
      event: 'charge.success',
      data: {
        id: 991,
        reference: payment?.reference,
        status: 'success',
        amount: Math.round(Number(payment?.amount) * 100),
        currency: 'KES',
        channel: 'card',
        gateway_response: 'Successful',
        paid_at: '2026-11-01T08:00:00Z',
        customer: { email: 'wanjiku@example.co.ke', customer_code: 'CUS_1', phone: null },
        metadata: { payment_reference: payment?.reference, enrollment_id: payment?.enrollment },
      },
    };
    expect((await call('POST', '/payments/webhooks/paystack/', { body: event })).status).toBe(400);
    const answer = await call<WebhookAcknowledgement>('POST', '/payments/webhooks/paystack/', {
      body: event,
      headers: { 'x-paystack-signature': 'a'.repeat(128) },
    });
    expect(answer.body).toMatchObject({ status: 'processed', payment_reference: payment?.reference });
    expect(getMockDatabase().payments.payments.get(payment?.id)?.status).toBe('completed');
  });

  it('answers 404 for an unknown provider and ignores events it does not act on', async () => {
    expect(
      (
        await call('POST', '/payments/webhooks/pesapal/', {
          body: { event: 'x', reference: 'PAY-1', status: 'completed' },
          headers: { 'X-Webhook-Signature': 'sha256=ab' },
        })
      ).status,
    ).toBe(404);
    const ignored = await call<WebhookAcknowledgement>('POST', '/payments/webhooks/stripe/', {
      body: {
        id: 'evt_x',
        object: 'event',
        created: 1,
        livemode: false,
        type: 'customer.created',
        data: { object: { id: 'cus_1', object: 'customer', currency: 'kes' } },
      },
      headers: { 'Stripe-Signature': 't=1,v1=ab' },
    });
    expect(ignored.body.status).toBe('ignored');
  });
});
