/**
 * After registering (on /login): where the verification link went, and "Send it again" once the
 * minute since the last mail has passed, counted down on the button. A throttled answer restarts the
 * countdown with the wait the server names. In mock mode the demo inbox shows the newest mail.
 */
import { Stack, Text, chakra } from '@chakra-ui/react';
import { toApiError } from '@ujuzi/api';
import { useResendVerificationEmail } from '@ujuzi/api/hooks';
import { RESEND_VERIFICATION_COOLDOWN_S, formatCountdown, throttleWaitSeconds } from '@ujuzi/domain';
import { Button } from '@ujuzi/ui';
import { useState } from 'react';
import { FormAlert } from './auth-layout';
import { DemoInbox } from './demo-inbox';
import { useCountdown } from './seconds-left';

export const VERIFICATION_MESSAGES = {
  title: 'Confirm your e-mail address',
  sentTo: 'We sent a confirmation link to',
  resend: 'Send it again',
  resendIn: (wait: string) => `Send it again in ${wait}`,
  sending: 'Sending…',
  resent: (email: string) => `A new link is on its way to ${email}. The newest link is the one that works.`,
} as const;

export interface VerificationNoticeProps {
  email: string;
  /** When the first mail went out (ISO): the countdown and the demo inbox start there. */
  sentAt: string;
}

export function VerificationNotice({ email, sentAt }: VerificationNoticeProps) {
  const resend = useResendVerificationEmail();
  const [lastSent, setLastSent] = useState(sentAt);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { secondsLeft, startCountdown } = useCountdown(Date.parse(sentAt) + RESEND_VERIFICATION_COOLDOWN_S * 1000);

  const send = async () => {
    if (resend.isPending || secondsLeft > 0) return;
    setOutcome(null);
    const asked = new Date();
    try {
      await resend.mutateAsync({ data: { email } });
      setLastSent(asked.toISOString());
      startCountdown(asked.getTime() + RESEND_VERIFICATION_COOLDOWN_S * 1000);
      setOutcome({ tone: 'success', text: VERIFICATION_MESSAGES.resent(email) });
    } catch (error) {
      const failure = toApiError(error);
      const body = failure.body as { detail?: string } | undefined;
      const wait = failure.status === 429 ? throttleWaitSeconds(body?.detail) : null;
      if (wait !== null) startCountdown(Date.now() + wait * 1000);
      setOutcome({ tone: 'error', text: failure.message });
    }
  };

  return (
    <Stack gap="3">
      <FormAlert tone="info" title={VERIFICATION_MESSAGES.title}>
        <Stack gap="2" align="flex-start">
          <Text>
            {VERIFICATION_MESSAGES.sentTo}{' '}
            <chakra.strong fontWeight="semibold" overflowWrap="anywhere">
              {email}
            </chakra.strong>
            . Open it, then sign in.
          </Text>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void send()}
            loading={resend.isPending}
            loadingText={VERIFICATION_MESSAGES.sending}
            disabled={secondsLeft > 0}
          >
            {secondsLeft > 0 ? VERIFICATION_MESSAGES.resendIn(formatCountdown(secondsLeft)) : VERIFICATION_MESSAGES.resend}
          </Button>
        </Stack>
      </FormAlert>
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <DemoInbox key={lastSent} to={email} since={new Date(lastSent)} />
    </Stack>
  );
}
