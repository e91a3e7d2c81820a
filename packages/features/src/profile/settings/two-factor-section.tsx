/**
 * Two-factor sign-in (accounts 2fa/enable, verify, disable). Setting up shows the secret as a QR code
 * and as text with the backup codes (shown once), and turns on only after a code from the app is
 * confirmed; turning off needs a current code or a backup code.
 */
import { HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { TwoFactorSetup, User } from '@ujuzi/api';
import { getGetCurrentUserQueryKey, useDisableTwoFactor, useEnableTwoFactor, useVerifyTwoFactor } from '@ujuzi/api/hooks';
import { Badge, Button, Card, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { errorMessage, lazyPart, serverFieldError } from '../../infra/kit';
import { CodeForm } from './two-factor-code-form';
import { useSessionService } from '../../infra/session/session-context';

const SetupSteps = lazyPart(() => import('./two-factor-setup').then((module) => module.SetupSteps), '30rem');

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
          <Button
            variant="outline"
            onClick={() => void start()}
            onMouseEnter={SetupSteps.preload}
            onFocus={SetupSteps.preload}
            loading={enable.isPending}
          >
            Set up two-factor sign-in
          </Button>
        </HStack>
      )}
    </Card>
  );
}
