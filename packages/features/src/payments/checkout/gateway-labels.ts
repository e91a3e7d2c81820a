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
