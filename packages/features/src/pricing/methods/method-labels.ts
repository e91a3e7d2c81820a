/** How a saved payment method is named and described, its M-Pesa number masked and its card shown by its last digits. */
import type { SavedPaymentMethod } from '@ujuzi/api';
import { GATEWAY_LABELS, maskMpesaPhone } from '@ujuzi/domain';

/** The gateways a learner saves here: cards are saved at checkout, where the card gateway gives a token. */
export const SAVABLE_GATEWAYS = ['mpesa', 'paypal', 'bank_transfer'] as const;

export function methodDetails(method: SavedPaymentMethod): string {
  if (method.gateway === 'mpesa') return `M-Pesa ${maskMpesaPhone(method.phone_number)}`;
  if (method.card_last4)
    return `${method.card_brand ? method.card_brand.charAt(0).toUpperCase() + method.card_brand.slice(1) : 'Card'} •••• ${method.card_last4}`;
  if (method.gateway === 'paypal') return `PayPal ${method.paypal_email ?? ''}`.trim();
  if (method.gateway === 'bank_transfer')
    return (
      [method.bank_name, method.account_number_last4 ? `•••• ${method.account_number_last4}` : null].filter(Boolean).join(' ') ||
      'Bank account'
    );
  return GATEWAY_LABELS[method.gateway];
}

export const methodName = (method: SavedPaymentMethod): string => method.label || methodDetails(method);
