import type { PaymentGateway } from '@ujuzi/api';

/** Each gateway as the payer knows it. */
export const GATEWAY_LABELS: Readonly<Record<PaymentGateway, string>> = {
  mpesa: 'M-Pesa',
  stripe: 'Card (Visa, Mastercard)',
  paypal: 'PayPal',
  flutterwave: 'Flutterwave',
  paystack: 'Paystack',
  bank_transfer: 'Bank transfer',
};

/** The order gateways are offered in: M-Pesa first, most learners pay from the phone. */
export const GATEWAY_ORDER: readonly PaymentGateway[] = ['mpesa', 'stripe', 'paypal', 'flutterwave', 'paystack', 'bank_transfer'];
