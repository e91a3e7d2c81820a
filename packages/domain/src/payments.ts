/** The payment gateways (service spec: mpesa, stripe, paypal, flutterwave, paystack, bank_transfer) as payers know them. */

/** The order gateways are offered in: M-Pesa first, most learners pay from the phone. */
export const GATEWAY_ORDER = ['mpesa', 'stripe', 'paypal', 'flutterwave', 'paystack', 'bank_transfer'] as const;
export type GatewayName = (typeof GATEWAY_ORDER)[number];

/** Each gateway as the payer knows it. */
export const GATEWAY_LABELS: Readonly<Record<GatewayName, string>> = {
  mpesa: 'M-Pesa',
  stripe: 'Card (Visa, Mastercard)',
  paypal: 'PayPal',
  flutterwave: 'Flutterwave',
  paystack: 'Paystack',
  bank_transfer: 'Bank transfer',
};
