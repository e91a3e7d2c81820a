/** Names and tones of a course payment's states and of a gateway exchange, as the desk shows them. */
import type { PaymentGatewayLogDirection, PaymentStatus } from '@ujuzi/api';
import type { BadgeTone } from '@ujuzi/ui';

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const PAYMENT_STATUS_TONES: Readonly<Record<PaymentStatus, BadgeTone>> = {
  pending: 'warning',
  processing: 'info',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
  refunded: 'neutral',
};

export const DIRECTION_LABELS: Readonly<Record<PaymentGatewayLogDirection, string>> = {
  outbound: 'Sent to the gateway',
  inbound: 'Received (webhook)',
};
