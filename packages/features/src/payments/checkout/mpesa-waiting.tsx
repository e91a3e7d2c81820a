/**
 * The wait after an STK push: says exactly what to do, counts down about 60 s, and reads the payment's
 * status every 3 s until it is final. When the countdown ends first, the push is cancelled (so the
 * learner can start another) and the wait ends as timed out. The start time comes from the caller, so
 * a reload goes on counting from the push, not from zero.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { PaymentStatusDetail } from '@ujuzi/api';
import { cancelPayment, useGetPaymentStatus } from '@ujuzi/api/hooks';
import { formatMoney } from '@ujuzi/domain';
import { Card, LoadingDots, ProgressBar } from '@ujuzi/ui';
import { useEffect, useRef, useState } from 'react';
import {
  MPESA_POLL_MS,
  MPESA_TIMEOUT_REASON,
  MPESA_WAITING_TEXT,
  MPESA_WAIT_SECONDS,
  TIMED_OUT,
  mpesaOutcomeOf,
  secondsLeft,
  type MpesaOutcome,
} from '../shared';

export interface MpesaWaitingProps {
  paymentId: number;
  /** When the push was sent (ms since the epoch); unknown (a link from elsewhere): from now. */
  startedAt: number | null;
  /** The number the push went to, as the learner typed it. */
  phone?: string;
  onEnd: (outcome: MpesaOutcome, detail: PaymentStatusDetail | null) => void;
}

export function MpesaWaiting({ paymentId, startedAt: startedAtProp, phone, onEnd }: MpesaWaitingProps) {
  const [startedAt] = useState(() => startedAtProp ?? Date.now());
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef(false);
  const status = useGetPaymentStatus(paymentId, {
    query: {
      refetchInterval: (query) => (query.state.data?.is_final ? false : MPESA_POLL_MS),
      refetchIntervalInBackground: true,
      // A failed read is simply read again at the next tick.
      retry: false,
    },
  });
  const left = secondsLeft(startedAt, now);
  const detail = status.data;

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (ended.current || !detail) return;
    const outcome = mpesaOutcomeOf(detail);
    if (!outcome) return;
    ended.current = true;
    onEnd(outcome, detail);
  }, [detail, onEnd]);

  useEffect(() => {
    if (ended.current || left > 0) return;
    ended.current = true;
    // Cancel the unanswered push so a new one may start; it ends as timed out whatever the answer.
    void cancelPayment(paymentId, { reason: MPESA_TIMEOUT_REASON })
      .catch(() => undefined)
      .then(() => onEnd(TIMED_OUT, null));
  }, [left, paymentId, onEnd]);

  return (
    <Card title={MPESA_WAITING_TEXT} headingLevel={2}>
      <Stack gap="4">
        <Text>
          {detail
            ? `We sent an M-Pesa request for ${formatMoney(detail.amount, detail.currency)}${phone ? ` to ${phone}` : ''}. Enter your PIN on the phone to pay.`
            : `We sent an M-Pesa request${phone ? ` to ${phone}` : ''}. Enter your PIN on the phone to pay.`}
        </Text>
        <ProgressBar
          label="Time left to answer on the phone"
          value={MPESA_WAIT_SECONDS - left}
          max={MPESA_WAIT_SECONDS}
          valueText={`${left} s left`}
        />
        <HStack gap="3" role="status" aria-live="polite">
          <LoadingDots />
          <Text>{left > 0 ? `Waiting for M-Pesa… ${left} s left` : 'Stopping the request…'}</Text>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          Keep this page open. If you reload it, we pick the payment up again.
        </Text>
      </Stack>
    </Card>
  );
}
