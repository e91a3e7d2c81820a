/**
 * The second step of a sign-in with two-factor sign-in on (after the password, or Google/GitHub): a
 * code from the authenticator app or a backup code. Nothing is stored until the code is right. Too many
 * wrong codes count down the server's wait on the button; an expired sign-in goes back to the first step.
 * Loaded only when an account asks for it (most sign-ins never do).
 */
import { Stack, Text, chakra } from '@chakra-ui/react';
import type { SessionResult, TwoFactorStep } from '@ujuzi/api';
import { formatCountdown } from '@ujuzi/domain';
import { Button, TextField } from '@ujuzi/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSessionService } from '../infra/session/session-context';
import { FormAlert } from './auth-layout';
import { useCountdown } from './seconds-left';

export const TWO_FACTOR_STEP_MESSAGES = {
  appLabel: 'Code from your authenticator app',
  appHelp: 'Six digits. The code changes every 30 seconds.',
  backupLabel: 'Backup code',
  backupHelp: 'One of the backup codes you kept when you set up two-factor sign-in. Each works once.',
  useBackup: 'Use a backup code instead',
  useApp: 'Use the authenticator app instead',
  verify: 'Verify and sign in',
  verifying: 'Checking…',
  waitButton: (wait: string) => `Try again in ${wait}`,
  back: 'Back to sign in',
  demo: (code: string) => `Demo: the mock backend's authenticator code is always ${code}.`,
} as const;

export interface TwoFactorStepFormProps {
  step: TwoFactorStep;
  /** The code was right: the session is signed in. */
  onSignedIn: (result: SessionResult) => void;
  /** Back to the first step, with the reason when the sign-in expired. */
  onRestart: (message?: string) => void;
  /** In mock mode: the code the demo authenticator gives. */
  demoCode?: string;
}

export function TwoFactorStepForm({ step, onSignedIn, onRestart, demoCode }: TwoFactorStepFormProps) {
  const session = useSessionService();
  const [code, setCode] = useState('');
  const [backup, setBackup] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { secondsLeft, startCountdown } = useCountdown();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), [backup]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || secondsLeft > 0 || !code.trim()) return;
    setSubmitting(true);
    setFieldError(null);
    setAlert(null);
    const result = await session.verifySecondFactor(step, code);
    setSubmitting(false);
    if (result.ok) return onSignedIn(result);
    if (result.restart) return onRestart(result.message);
    if (result.retryAfterSeconds) {
      startCountdown(Date.now() + result.retryAfterSeconds * 1000);
      setAlert(result.message);
      return;
    }
    if (result.fieldErrors?.code) setFieldError(result.fieldErrors.code);
    else setAlert(result.message);
    inputRef.current?.select();
  };

  return (
    <Stack gap="4">
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <chakra.form
        display="flex"
        flexDirection="column"
        gap="4"
        onSubmit={(event) => void submit(event)}
        aria-label="Two-factor code"
      >
        <TextField
          ref={inputRef}
          key={backup ? 'backup' : 'app'}
          label={backup ? TWO_FACTOR_STEP_MESSAGES.backupLabel : TWO_FACTOR_STEP_MESSAGES.appLabel}
          helpText={backup ? TWO_FACTOR_STEP_MESSAGES.backupHelp : TWO_FACTOR_STEP_MESSAGES.appHelp}
          name="code"
          inputMode={backup ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={backup ? 12 : 7}
          required
          value={code}
          error={fieldError ?? undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setFieldError(null);
          }}
        />
        <Button
          type="submit"
          fullWidth
          loading={submitting}
          loadingText={TWO_FACTOR_STEP_MESSAGES.verifying}
          disabled={!code.trim() || secondsLeft > 0}
        >
          {secondsLeft > 0 ? TWO_FACTOR_STEP_MESSAGES.waitButton(formatCountdown(secondsLeft)) : TWO_FACTOR_STEP_MESSAGES.verify}
        </Button>
      </chakra.form>
      <Stack direction="row" wrap="wrap" justify="space-between" gap="2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setBackup((current) => !current);
            setCode('');
            setFieldError(null);
          }}
        >
          {backup ? TWO_FACTOR_STEP_MESSAGES.useApp : TWO_FACTOR_STEP_MESSAGES.useBackup}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onRestart()}>
          {TWO_FACTOR_STEP_MESSAGES.back}
        </Button>
      </Stack>
      {demoCode ? (
        <Text textStyle="sm" color="fg.muted">
          {TWO_FACTOR_STEP_MESSAGES.demo(demoCode)}
        </Text>
      ) : null}
    </Stack>
  );
}
