/**
 * The webhooks group: what payment providers post back. M-Pesa (STK results, C2B confirmation and
 * validation; unsigned, so a forwarded source address outside Safaricom's allow-list is refused),
 * Stripe, PayPal, Flutterwave and Paystack (the signature header must be present: the mock does not
 * know the providers' secrets, so any non-empty signature passes), the generic per-provider and
 * site-level receivers, and notification delivery reports. Events complete, fail or cancel the
 * payment they name; repeated events answer `duplicate`.
 */
import type {
  FlutterwaveWebhookEvent,
  MpesaC2bTransaction,
  MpesaResultAcknowledgement,
  MpesaStkCallback,
  PaymentWebhookPayload,
  PaymentGateway,
  PayPalWebhookEvent,
  PaystackWebhookEvent,
  ProviderWebhookPayload,
  StripeWebhookEvent,
  WebhookAcknowledgement,
  NotificationDeliveryEvent,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import type { MockDatabase } from '../db/database';
import { enrollmentMoney } from '../db/enrollments';
import { completePayment, failPayment, MPESA_RESULTS, normalisePhone } from '../db/payment-flow';
import { amount, compact, money, reference, type PaymentRow } from '../db/payments';
import { nowIso } from '../db/time';
import { detail, json, notFound } from '../kit/respond';
import { publicRoute, type PublicContext } from '../kit/route';

const SAFARICOM_ADDRESSES = [
  '196.201.214.200',
  '196.201.214.206',
  '196.201.213.114',
  '196.201.214.207',
  '196.201.214.208',
  '196.201.213.44',
  '196.201.212.127',
  '196.201.212.138',
  '196.201.212.129',
  '196.201.212.136',
  '196.201.212.74',
  '196.201.212.69',
];

/** A forwarded source address outside Safaricom's allow-list (requests without one are local and accepted). */
function mpesaSourceRefused(context: PublicContext): Response | undefined {
  const forwarded = context.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded && !SAFARICOM_ADDRESSES.includes(forwarded) ? detail(403, 'Source address not allowed.') : undefined;
}

const ACCEPTED: MpesaResultAcknowledgement = { ResultCode: 0, ResultDesc: 'Accepted' };

/** Records an inbound webhook; answers true when the same event was seen before. */
function seen(
  db: MockDatabase,
  gateway: PaymentGateway,
  eventId: string | null | undefined,
  eventType: string,
  payment: PaymentRow | undefined,
  path: string,
): boolean {
  if (
    eventId &&
    db.payments.gatewayLogs.some((log) => log.direction === 'inbound' && log.reference === eventId && log.endpoint === path)
  )
    return true;
  db.payments.gatewayLogs.insert({
    gateway,
    direction: 'inbound',
    event_type: eventType,
    payment: payment?.id ?? null,
    reference: eventId ?? payment?.reference ?? null,
    endpoint: path,
    http_status: 200,
    is_success: true,
    signature_valid: gateway === 'mpesa' ? null : true,
    request_body: null,
    response_body: null,
    error_message: null,
    ip_address: gateway === 'mpesa' ? (SAFARICOM_ADDRESSES[0] ?? null) : '54.187.174.169',
    duration_ms: 40,
    created_at: nowIso(),
  });
  return false;
}

const byReference = (db: MockDatabase, ref: string | null | undefined): PaymentRow | undefined =>
  ref ? db.payments.payments.find((payment) => payment.reference === ref || payment.gateway_transaction_id === ref) : undefined;

const acknowledge = (
  status: WebhookAcknowledgement['status'],
  eventId: string | null,
  payment: PaymentRow | undefined,
  message: string,
): Response =>
  json<WebhookAcknowledgement>({
    received: true,
    status,
    event_id: eventId,
    payment_reference: payment?.reference ?? null,
    message,
  });

/** Applies a provider's verdict to a payment. */
function settle(
  db: MockDatabase,
  payment: PaymentRow | undefined,
  outcome: 'completed' | 'failed' | 'cancelled' | 'refunded',
  transactionId?: string | null,
): boolean {
  if (!payment) return false;
  if (outcome === 'completed') {
    if (payment.status === 'completed') return false;
    completePayment(db, payment, { transactionId: transactionId ?? payment.gateway_transaction_id });
    return true;
  }
  if (outcome === 'refunded') {
    const refund = db.payments.refunds.find(
      (row) => row.payment === payment.id && ['pending', 'approved', 'processing'].includes(row.status),
    );
    const stamp = nowIso();
    if (refund) db.payments.refunds.update(refund.id, { status: 'completed', processed_at: stamp, updated_at: stamp });
    db.payments.payments.update(payment.id, { status: 'refunded', refunded_amount: payment.amount, updated_at: stamp });
    return true;
  }
  if (payment.status !== 'pending' && payment.status !== 'processing') return false;
  failPayment(
    db,
    payment,
    outcome,
    outcome === 'cancelled' ? 'Cancelled at the provider checkout.' : 'Declined by the payment provider.',
  );
  return true;
}

// ---------------------------------------------------------------------------------------------
// M-Pesa.

function stkCallback(context: PublicContext, body: MpesaStkCallback): Response {
  const callback = body.Body.stkCallback;
  const payment = context.db.payments.payments.find(
    (row) =>
      row.checkout_request_id === callback.CheckoutRequestID &&
      (!row.merchant_request_id || row.merchant_request_id === callback.MerchantRequestID),
  );
  if (
    seen(
      context.db,
      'mpesa',
      `${callback.CheckoutRequestID}:${callback.ResultCode}`,
      'stk_callback',
      payment,
      context.url.pathname,
    ) ||
    !payment ||
    payment.status !== 'processing'
  )
    return json<MpesaResultAcknowledgement>(ACCEPTED);
  if (callback.ResultCode === 0) {
    const items = callback.CallbackMetadata?.Item ?? [];
    const receipt = items.find((item) => item.Name === 'MpesaReceiptNumber')?.Value;
    completePayment(context.db, payment, { receipt: receipt === undefined ? null : String(receipt) });
  } else {
    failPayment(
      context.db,
      payment,
      callback.ResultCode === MPESA_RESULTS.cancelled.code ? 'cancelled' : 'failed',
      callback.ResultDesc,
      callback.ResultCode,
    );
  }
  return json<MpesaResultAcknowledgement>(ACCEPTED);
}

/** What a C2B account number (BillRefNumber) names: an enrollment, a payment or an invoice, and the balance it may take. */
function c2bTarget(
  db: MockDatabase,
  ref: string,
): { enrollmentId: number; balance: number; installment: number | null } | undefined {
  const upper = ref.trim().toUpperCase();
  const enrollment = db.payments.enrollments.find((row) => row.reference === upper);
  if (enrollment && enrollment.status !== 'cancelled')
    return { enrollmentId: enrollment.id, balance: enrollmentMoney(db, enrollment).balance, installment: null };
  const payment = db.payments.payments.find(
    (row) => row.reference === upper && (row.status === 'pending' || row.status === 'processing'),
  );
  if (payment)
    return { enrollmentId: payment.enrollment, balance: amount(payment.amount), installment: payment.installment ?? null };
  const invoice = db.payments.invoices.find(
    (row) => row.invoice_number === upper && row.status !== 'paid' && row.status !== 'cancelled',
  );
  if (invoice?.enrollment) {
    const owner = db.payments.enrollments.get(invoice.enrollment);
    if (owner)
      return { enrollmentId: owner.id, balance: enrollmentMoney(db, owner).balance, installment: invoice.installment ?? null };
  }
  return undefined;
}

function c2bConfirmation(context: PublicContext, body: MpesaC2bTransaction): Response {
  const { db } = context;
  if (db.payments.payments.some((row) => row.mpesa_receipt_number === body.TransID))
    return json<MpesaResultAcknowledgement>(ACCEPTED);
  const target = c2bTarget(db, body.BillRefNumber);
  const value = amount(body.TransAmount);
  if (!target || value <= 0) {
    seen(db, 'mpesa', body.TransID, 'c2b_unmatched', undefined, context.url.pathname);
    return json<MpesaResultAcknowledgement>(ACCEPTED);
  }
  const enrollment = db.payments.enrollments.get(target.enrollmentId);
  if (!enrollment) return json<MpesaResultAcknowledgement>(ACCEPTED);
  const stamp = nowIso();
  const row = db.payments.payments.insert(
    compact({
      reference: reference('PAY', db.payments.payments.nextId()),
      enrollment: enrollment.id,
      installment: target.installment,
      user: enrollment.user,
      course: enrollment.course,
      amount: money(value),
      currency: 'KES' as const,
      gateway: 'mpesa' as const,
      status: 'pending' as const,
      description: `M-Pesa Paybill payment, account ${body.BillRefNumber}`,
      phone_number: /^\d{12}$/.test(body.MSISDN) ? normalisePhone(body.MSISDN) : null,
      created_at: stamp,
      updated_at: stamp,
      refunded_amount: '0.00',
    }),
  );
  seen(db, 'mpesa', body.TransID, 'c2b_confirmation', row, context.url.pathname);
  completePayment(db, row, { receipt: body.TransID });
  return json<MpesaResultAcknowledgement>(ACCEPTED);
}

function c2bValidation(context: PublicContext, body: MpesaC2bTransaction): Response {
  const target = c2bTarget(context.db, body.BillRefNumber);
  if (!target) return json<MpesaResultAcknowledgement>({ ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
  const value = amount(body.TransAmount);
  if (value <= 0 || value > target.balance + 0.001)
    return json<MpesaResultAcknowledgement>({ ResultCode: 'C2B00013', ResultDesc: 'Rejected' });
  return json<MpesaResultAcknowledgement>({ ResultCode: '0', ResultDesc: 'Accepted' });
}

// ---------------------------------------------------------------------------------------------
// Card and wallet providers.

function stripeEvent(context: PublicContext, event: StripeWebhookEvent): Response {
  const object = event.data.object;
  const payment =
    byReference(context.db, object.client_reference_id ?? object.metadata?.payment_reference) ??
    byReference(context.db, object.id);
  if (seen(context.db, 'stripe', event.id, event.type, payment, context.url.pathname))
    return acknowledge('duplicate', event.id, payment, 'Event already processed.');
  const outcomes: Record<string, 'completed' | 'failed' | 'cancelled' | 'refunded'> = {
    'checkout.session.completed': 'completed',
    'payment_intent.succeeded': 'completed',
    'checkout.session.expired': 'cancelled',
    'payment_intent.payment_failed': 'failed',
    'charge.refunded': 'refunded',
  };
  const outcome = outcomes[event.type];
  if (!outcome || !payment)
    return acknowledge(
      'ignored',
      event.id,
      payment,
      outcome ? 'No payment matches this event.' : `Event type ${event.type} is not handled.`,
    );
  return settle(context.db, payment, outcome, object.payment_intent ?? object.id)
    ? acknowledge('processed', event.id, payment, `Payment ${outcome}.`)
    : acknowledge('ignored', event.id, payment, `The payment is already ${payment.status}.`);
}

function paypalEvent(context: PublicContext, event: PayPalWebhookEvent): Response {
  const payment = byReference(context.db, event.resource.custom_id ?? event.resource.invoice_id);
  if (seen(context.db, 'paypal', event.id, event.event_type, payment, context.url.pathname))
    return acknowledge('duplicate', event.id, payment, 'Event already processed.');
  const outcomes: Record<string, 'completed' | 'failed' | 'refunded'> = {
    'PAYMENT.CAPTURE.COMPLETED': 'completed',
    'PAYMENT.CAPTURE.DENIED': 'failed',
    'PAYMENT.CAPTURE.REFUNDED': 'refunded',
  };
  const outcome = outcomes[event.event_type];
  if (!outcome || !payment)
    return acknowledge(
      'ignored',
      event.id,
      payment,
      outcome ? 'No payment matches this event.' : `Event type ${event.event_type} is not handled.`,
    );
  return settle(context.db, payment, outcome, event.resource.id)
    ? acknowledge('processed', event.id, payment, `Payment ${outcome}.`)
    : acknowledge('ignored', event.id, payment, `The payment is already ${payment.status}.`);
}

function flutterwaveEvent(context: PublicContext, event: FlutterwaveWebhookEvent): Response {
  const payment = byReference(context.db, event.data.tx_ref);
  const id = String(event.data.id);
  if (seen(context.db, 'flutterwave', id, event.event, payment, context.url.pathname))
    return acknowledge('duplicate', id, payment, 'Event already processed.');
  if (event.event !== 'charge.completed' || !payment)
    return acknowledge(
      'ignored',
      id,
      payment,
      payment ? `Event ${event.event} is not handled.` : 'No payment matches this event.',
    );
  if (event.data.status === 'successful' && Math.abs(event.data.amount - amount(payment.amount)) > 0.5)
    return acknowledge('ignored', id, payment, 'The amount does not match the payment.');
  const outcome = event.data.status === 'successful' ? 'completed' : 'failed';
  return settle(context.db, payment, outcome, event.data.flw_ref)
    ? acknowledge('processed', id, payment, `Payment ${outcome}.`)
    : acknowledge('ignored', id, payment, `The payment is already ${payment.status}.`);
}

function paystackEvent(context: PublicContext, event: PaystackWebhookEvent): Response {
  const payment = byReference(context.db, event.data.reference ?? event.data.metadata?.payment_reference);
  const id = String(event.data.id);
  if (seen(context.db, 'paystack', `${event.event}:${id}`, event.event, payment, context.url.pathname))
    return acknowledge('duplicate', id, payment, 'Event already processed.');
  const outcomes: Record<string, 'completed' | 'refunded'> = { 'charge.success': 'completed', 'refund.processed': 'refunded' };
  const outcome = outcomes[event.event];
  if (!outcome || !payment)
    return acknowledge(
      'ignored',
      id,
      payment,
      outcome ? 'No payment matches this event.' : `Event ${event.event} is not handled.`,
    );
  if (outcome === 'completed' && Math.abs(event.data.amount / 100 - amount(payment.amount)) > 0.5)
    return acknowledge('ignored', id, payment, 'The amount does not match the payment.');
  return settle(context.db, payment, outcome, String(event.data.id))
    ? acknowledge('processed', id, payment, `Payment ${outcome}.`)
    : acknowledge('ignored', id, payment, `The payment is already ${payment.status}.`);
}

function normalisedEvent(context: PublicContext, event: ProviderWebhookPayload, gateway: PaymentGateway): Response {
  const payment = byReference(context.db, event.reference);
  const id = event.event_id ?? `${event.reference}:${event.status}`;
  if (seen(context.db, gateway, id, event.event, payment, context.url.pathname))
    return acknowledge('duplicate', id, payment, 'Event already processed.');
  if (!payment || event.status === 'pending')
    return acknowledge('ignored', id, payment, payment ? 'Pending events change nothing.' : 'No payment matches this event.');
  return settle(context.db, payment, event.status, event.transaction_id)
    ? acknowledge('processed', id, payment, `Payment ${event.status}.`)
    : acknowledge('ignored', id, payment, `The payment is already ${payment.status}.`);
}

// ---------------------------------------------------------------------------------------------
// Signatures and dispatch.

const SIGNATURES: Record<string, { header: string; message: string }> = {
  stripe: { header: 'stripe-signature', message: 'Invalid Stripe signature.' },
  paypal: { header: 'paypal-transmission-sig', message: 'Invalid PayPal webhook signature.' },
  flutterwave: { header: 'verif-hash', message: 'Invalid Flutterwave verification hash.' },
  paystack: { header: 'x-paystack-signature', message: 'Invalid Paystack signature.' },
};

function signatureRefused(context: PublicContext, provider: string): Response | undefined {
  const scheme = SIGNATURES[provider] ?? { header: 'x-webhook-signature', message: 'Invalid webhook signature.' };
  const value = context.request.headers.get(scheme.header)?.trim();
  if (!value) return detail(400, scheme.message);
  if (provider === 'stripe' && !value.includes('v1=')) return detail(400, scheme.message);
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Routes a generic payload to its provider's handler. */
function dispatch(context: PublicContext, provider: string, body: PaymentWebhookPayload): Response {
  const record = body as unknown as Record<string, unknown>;
  if (provider === 'mpesa')
    return isRecord(record.Body)
      ? stkCallback(context, body as MpesaStkCallback)
      : detail(400, 'The body is not an M-Pesa STK callback.');
  if (provider === 'stripe' && record.object === 'event') return stripeEvent(context, body as StripeWebhookEvent);
  if (provider === 'paypal' && typeof record.event_type === 'string') return paypalEvent(context, body as PayPalWebhookEvent);
  if (provider === 'flutterwave' && typeof record.event === 'string' && isRecord(record.data) && 'tx_ref' in record.data)
    return flutterwaveEvent(context, body as FlutterwaveWebhookEvent);
  if (
    provider === 'paystack' &&
    typeof record.event === 'string' &&
    isRecord(record.data) &&
    'reference' in record.data &&
    'channel' in record.data
  )
    return paystackEvent(context, body as PaystackWebhookEvent);
  if (typeof record.reference === 'string' && typeof record.status === 'string')
    return normalisedEvent(
      context,
      body as ProviderWebhookPayload,
      (['mpesa', 'stripe', 'paypal', 'flutterwave', 'paystack'].includes(provider)
        ? provider
        : 'bank_transfer') as PaymentGateway,
    );
  return detail(400, 'The body is not an event this provider sends.');
}

const PROVIDERS = ['mpesa', 'stripe', 'paypal', 'flutterwave', 'paystack', 'bank_transfer', 'kcb', 'equity'];

function signed<T>(
  provider: string,
  handle: (context: PublicContext, body: T) => Response,
): (context: PublicContext) => Promise<Response> {
  return async (context) => {
    const refused = provider === 'mpesa' ? mpesaSourceRefused(context) : signatureRefused(context, provider);
    if (refused) return refused;
    const body = await context.body<T>();
    return body instanceof Response ? body : handle(context, body);
  };
}

export function webhooksHandlers(): HttpHandler[] {
  return [
    publicRoute('receiveMpesaCallback', signed<MpesaStkCallback>('mpesa', stkCallback)),
    publicRoute('receiveSiteMpesaCallback', signed<MpesaStkCallback>('mpesa', stkCallback)),
    publicRoute('receiveMpesaConfirmation', signed<MpesaC2bTransaction>('mpesa', c2bConfirmation)),
    publicRoute('receiveMpesaValidation', signed<MpesaC2bTransaction>('mpesa', c2bValidation)),
    publicRoute('receiveStripeWebhook', signed<StripeWebhookEvent>('stripe', stripeEvent)),
    publicRoute('receiveSiteStripeWebhook', signed<StripeWebhookEvent>('stripe', stripeEvent)),
    publicRoute('receivePaypalWebhook', signed<PayPalWebhookEvent>('paypal', paypalEvent)),
    publicRoute('receiveFlutterwaveWebhook', signed<FlutterwaveWebhookEvent>('flutterwave', flutterwaveEvent)),
    publicRoute('receivePaystackWebhook', signed<PaystackWebhookEvent>('paystack', paystackEvent)),
    publicRoute('receiveProviderWebhook', async (context) => {
      const provider = (context.params.provider ?? '').toLowerCase();
      if (!PROVIDERS.includes(provider)) return notFound(`Unknown payment provider "${provider}".`);
      return signed<PaymentWebhookPayload>(provider, (inner, body) => dispatch(inner, provider, body))(context);
    }),
    publicRoute('receivePaymentsWebhook', async (context) => {
      const headers = context.request.headers;
      const fromHeader = Object.entries(SIGNATURES).find(([, scheme]) => headers.get(scheme.header))?.[0];
      if (!fromHeader && !headers.get('x-webhook-signature')) return detail(400, 'Invalid webhook signature.');
      const body = await context.body<PaymentWebhookPayload>();
      if (body instanceof Response) return body;
      const named = (body as unknown as Record<string, unknown>).provider;
      return dispatch(context, fromHeader ?? (typeof named === 'string' ? named.toLowerCase() : 'generic'), body);
    }),
    publicRoute(
      'receiveNotificationsWebhook',
      signed<NotificationDeliveryEvent>('notifications', (context, event) => {
        if (!(context.request.headers.get('x-webhook-signature') ?? '').startsWith('sha256='))
          return detail(400, 'Invalid webhook signature.');
        const match = /^pn-(\d+)$/.exec(event.message_id);
        const notification = match ? context.db.payments.notifications.get(Number(match[1])) : undefined;
        if (!notification) return acknowledge('ignored', event.message_id, undefined, 'Unknown message id.');
        const stamp = event.timestamp;
        if (event.event === 'opened')
          context.db.payments.notifications.update(notification.id, {
            is_opened: true,
            opened_at: notification.opened_at ?? stamp,
          });
        if (event.event === 'clicked')
          context.db.payments.notifications.update(notification.id, {
            is_opened: true,
            opened_at: notification.opened_at ?? stamp,
            is_clicked: true,
            clicked_at: notification.clicked_at ?? stamp,
          });
        return acknowledge('processed', event.message_id, undefined, `Delivery report recorded: ${event.event}.`);
      }),
    ),
  ];
}
