/**
 * M-Pesa STK push as the payment screens tell it: the waiting text, the countdown and polling figures,
 * each final answer in plain words with its next steps, and the pending payment kept in session
 * storage so a reload (or coming back to the checkout) finds it again.
 */
import type { PaymentStatusDetail } from '@ujuzi/api';

/** What the waiting screen tells the payer, word for word. */
export const MPESA_WAITING_TEXT = 'Check your phone and enter your M-Pesa PIN';
/** About how long Safaricom keeps an STK prompt open on the phone. */
export const MPESA_WAIT_SECONDS = 60;
/** One status read every 3 s: steady, about 20 reads for a whole wait. */
export const MPESA_POLL_MS = 3_000;
/** Why the screen cancels a push nobody answered (sent with cancel-payment). */
export const MPESA_TIMEOUT_REASON = 'No answer from the phone within 60 seconds.';

/** M-Pesa ResultCodes the screens tell apart (Daraja STK callback). */
const RESULT_CODES = { insufficientFunds: 1, expired: 1019, cancelled: 1032, unreachable: 1037, wrongPin: 2001 } as const;

export type MpesaOutcomeKind = 'paid' | 'cancelled' | 'wrong_pin' | 'insufficient_funds' | 'unreachable' | 'timed_out' | 'failed';

/** The next steps an outcome offers: the same number again, another number, another way to pay. */
export type MpesaNextStep = 'retry' | 'another_number' | 'another_method';

export interface MpesaOutcome {
  kind: MpesaOutcomeKind;
  title: string;
  text: string;
  next: readonly MpesaNextStep[];
}

export const MPESA_OUTCOMES: Readonly<Record<Exclude<MpesaOutcomeKind, 'paid'>, Omit<MpesaOutcome, 'kind'>>> = {
  cancelled: {
    title: 'Payment cancelled on your phone',
    text: 'The M-Pesa request was cancelled on the phone, so nothing was paid. Pay again when you are ready, or use another number.',
    next: ['retry', 'another_number', 'another_method'],
  },
  wrong_pin: {
    title: 'Wrong M-Pesa PIN',
    text: 'The PIN entered on the phone was not accepted, so nothing was paid. Try again and enter your M-Pesa PIN.',
    next: ['retry', 'another_number', 'another_method'],
  },
  insufficient_funds: {
    title: 'Not enough money on M-Pesa',
    text: 'The M-Pesa balance was too low for this payment. Top up and try again, use another number, or pay another way.',
    next: ['retry', 'another_number', 'another_method'],
  },
  unreachable: {
    title: 'We could not reach your phone',
    text: 'The M-Pesa request did not reach the phone. Check that it is on and has network, then try again, or use another number.',
    next: ['retry', 'another_number', 'another_method'],
  },
  timed_out: {
    title: 'The payment timed out',
    text: 'No answer came from the phone in time, so nothing was paid. Try again when you have your phone at hand.',
    next: ['retry', 'another_number', 'another_method'],
  },
  failed: {
    title: 'The payment did not go through',
    text: 'M-Pesa did not complete the payment, so nothing was paid. Try again, use another number, or pay another way.',
    next: ['retry', 'another_number', 'another_method'],
  },
};

/** The outcome of a final status answer (null while the payment is still waiting for the phone). */
export function mpesaOutcomeOf(
  detail: Pick<PaymentStatusDetail, 'status' | 'is_final' | 'result_code' | 'mpesa_receipt_number'>,
): MpesaOutcome | null {
  if (!detail.is_final) return null;
  if (detail.status === 'completed')
    return {
      kind: 'paid',
      title: 'Payment received',
      text: detail.mpesa_receipt_number ? `M-Pesa receipt ${detail.mpesa_receipt_number}` : 'M-Pesa confirmed the payment.',
      next: [],
    };
  const kind = kindOfFailure(detail.status, detail.result_code ?? null);
  return { kind, ...MPESA_OUTCOMES[kind] };
}

function kindOfFailure(status: PaymentStatusDetail['status'], code: number | null): Exclude<MpesaOutcomeKind, 'paid'> {
  switch (code) {
    case RESULT_CODES.cancelled:
      return 'cancelled';
    case RESULT_CODES.wrongPin:
      return 'wrong_pin';
    case RESULT_CODES.insufficientFunds:
      return 'insufficient_funds';
    case RESULT_CODES.unreachable:
      return 'unreachable';
    case RESULT_CODES.expired:
      return 'timed_out';
    default:
      return status === 'cancelled' ? 'cancelled' : 'failed';
  }
}

/** The outcome the screen gives when the countdown ends before the phone answers. */
export const TIMED_OUT: MpesaOutcome = { kind: 'timed_out', ...MPESA_OUTCOMES.timed_out };

/** Whole seconds left of the wait that started at `startedAt` (never below 0). */
export const secondsLeft = (startedAt: number, now: number): number =>
  Math.max(0, MPESA_WAIT_SECONDS - Math.floor((now - startedAt) / 1000));

// --- The pending payment, kept across a reload -------------------------------------------------

export interface PendingMpesaPayment {
  paymentId: number;
  courseId: number;
  /** When the push was sent (ms since the epoch): the countdown goes on from there after a reload. */
  startedAt: number;
}

const PENDING_KEY = 'ujuzi.payments.pending-mpesa';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage refused (private mode): the URL still carries the payment
  }
}

export function rememberPendingPayment(pending: PendingMpesaPayment): void {
  storage()?.setItem(PENDING_KEY, JSON.stringify(pending));
}

function readPending(): PendingMpesaPayment | null {
  const text = storage()?.getItem(PENDING_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingMpesaPayment>;
    return typeof value.paymentId === 'number' && typeof value.courseId === 'number' && typeof value.startedAt === 'number'
      ? { paymentId: value.paymentId, courseId: value.courseId, startedAt: value.startedAt }
      : null;
  } catch {
    return null;
  }
}

/** The pending payment of a course, when this tab started one that has not ended yet. */
export function pendingPaymentOf(courseId: number): PendingMpesaPayment | null {
  const pending = readPending();
  return pending?.courseId === courseId ? pending : null;
}

/** When the push of `paymentId` was sent, if this tab sent it. */
export const pendingStartOf = (paymentId: number): number | null => {
  const pending = readPending();
  return pending?.paymentId === paymentId ? pending.startedAt : null;
};

export function forgetPendingPayment(paymentId: number): void {
  if (readPending()?.paymentId === paymentId) storage()?.removeItem(PENDING_KEY);
}
