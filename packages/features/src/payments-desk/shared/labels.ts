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

/** What each M-Pesa (Daraja STK) ResultCode means, in words. */
export const MPESA_RESULT_LABELS: Readonly<Record<number, string>> = {
  0: 'Paid',
  1: 'Not enough money in the M-Pesa account',
  17: 'Refused by M-Pesa: too many requests to this number in a short time',
  26: 'M-Pesa was too busy to take the request',
  1001: 'The phone was busy with another M-Pesa payment',
  1019: 'The prompt expired before it was answered',
  1025: 'M-Pesa could not send the prompt to the phone',
  1032: 'Cancelled on the phone',
  1037: 'The phone could not be reached (off or out of network)',
  2001: 'Wrong M-Pesa PIN',
  9999: 'M-Pesa could not send the prompt (an error at Safaricom)',
};

/** The ResultCode anywhere in a Daraja body (`Body.stkCallback.ResultCode`, or at the top), if it is JSON. */
function resultCodeIn(body: string | null | undefined): number | undefined {
  if (!body) return undefined;
  let found: number | undefined;
  try {
    JSON.parse(body, (key, value: unknown) => {
      if (key === 'ResultCode' && found === undefined && (typeof value === 'number' || typeof value === 'string'))
        found = Number(value);
      return value;
    });
  } catch {
    return undefined;
  }
  return found !== undefined && Number.isInteger(found) ? found : undefined;
}

/** An M-Pesa exchange's result: its code and what it means ('1032 · Cancelled on the phone'), or null. */
export function mpesaResultOf(log: {
  gateway: string;
  request_body?: string | null;
  response_body?: string | null;
}): string | null {
  if (log.gateway !== 'mpesa') return null;
  const code = resultCodeIn(log.request_body) ?? resultCodeIn(log.response_body);
  if (code === undefined) return null;
  return `${code} · ${MPESA_RESULT_LABELS[code] ?? 'A result M-Pesa does not describe'}`;
}
