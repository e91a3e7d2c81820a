/**
 * Two-factor sign-in (accounts 2fa/enable, verify, disable). Setting up shows the secret as a QR code
 * and as text with the backup codes (shown once), and turns on only after a code from the app is
 * confirmed; turning off needs a current code or a backup code.
 */
import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { TwoFactorSetup, User } from '@ujuzi/api';
import { getGetCurrentUserQueryKey, useDisableTwoFactor, useEnableTwoFactor, useVerifyTwoFactor } from '@ujuzi/api/hooks';
import { Badge, Button, Card, QrCode, TextField, toast } from '@ujuzi/ui';
import { useState, type FormEvent } from 'react';
import { errorMessage, serverFieldError } from '../../kit';
import { useSessionService } from '../../session/session-context';

function CodeForm({
  label,
  submitLabel,
  onSubmit,
  pending,
  error,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => void;
  pending: boolean;
  error: string | null;
}) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code.trim());
  };
  return (
    <chakra.form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="3" maxW="sm">
        <TextField
          label={label}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          helpText="Six digits from your authenticator app, or a backup code."
        />
        <HStack>
          <Button type="submit" loading={pending} disabled={code.trim().length < 6}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

function SetupSteps({
  setup,
  onVerify,
  pending,
  error,
}: {
  setup: TwoFactorSetup;
  onVerify: (code: string) => void;
  pending: boolean;
  error: string | null;
}) {
  return (
    <Stack gap="4">
      <Text>1. Scan this code with an authenticator app, or type the key below into it.</Text>
      <QrCode value={setup.otpauth_url} label="Authenticator setup code" size={160} hideLabel />
      <Text textStyle="sm">
        Key:{' '}
        <chakra.code fontFamily="mono" overflowWrap="anywhere">
          {setup.secret}
        </chakra.code>
      </Text>
      <Stack gap="1">
        <Text>2. Keep these backup codes somewhere safe. Each signs you in once if you lose your phone.</Text>
        <chakra.ul listStyleType="none" p="0" display="flex" flexWrap="wrap" gap="2" aria-label="Backup codes">
          {setup.backup_codes.map((code) => (
            <chakra.li key={code} fontFamily="mono" borderWidth="1px" borderColor="border" borderRadius="l1" px="2">
              {code}
            </chakra.li>
          ))}
        </chakra.ul>
      </Stack>
      <Text>3. Enter the code the app shows to turn two-factor sign-in on.</Text>
      <CodeForm label="Code from the app" submitLabel="Turn on" onSubmit={onVerify} pending={pending} error={error} />
    </Stack>
  );
}

export function TwoFactorSection({ user }: { user: User }) {
  const session = useSessionService();
  const queryClient = useQueryClient();
  const enable = useEnableTwoFactor();
  const verify = useVerifyTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const enabled = Boolean(user.two_factor_enabled);

  const refreshUser = async () => {
    const fresh = await session.fetchUser();
    if (fresh) queryClient.setQueryData(getGetCurrentUserQueryKey(), fresh);
  };
  const codeFailure = (failure: unknown) => setError(serverFieldError(failure, 'code') ?? errorMessage(failure));

  const start = async () => {
    setError(null);
    try {
      setSetup(await enable.mutateAsync());
    } catch (failure) {
      toast.error('Could not start the setup', errorMessage(failure));
    }
  };
  const confirm = async (code: string) => {
    setError(null);
    try {
      const result = await verify.mutateAsync({ data: { code } });
      toast.success(result.message);
      setSetup(null);
      await refreshUser();
    } catch (failure) {
      codeFailure(failure);
    }
  };
  const turnOff = async (code: string) => {
    setError(null);
    try {
      const result = await disable.mutateAsync({ data: { code } });
      toast.success(result.message);
      await refreshUser();
    } catch (failure) {
      codeFailure(failure);
    }
  };

  return (
    <Card
      title="Two-factor sign-in"
      headingLevel={2}
      description="A code from your phone at each sign-in, besides your password."
      actions={<Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>}
    >
      {enabled ? (
        <CodeForm
          label="Current code"
          submitLabel="Turn off"
          onSubmit={(code) => void turnOff(code)}
          pending={disable.isPending}
          error={error}
        />
      ) : setup ? (
        <SetupSteps setup={setup} onVerify={(code) => void confirm(code)} pending={verify.isPending} error={error} />
      ) : (
        <HStack>
          <Button variant="outline" onClick={() => void start()} loading={enable.isPending}>
            Set up two-factor sign-in
          </Button>
        </HStack>
      )}
    </Card>
  );
}
