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
import { errorMessage, lazyPart } from '../../infra/kit';
import { useSessionService } from '../../infra/session/session-context';

/** The code forms are kit forms: their stack arrives when one is shown. */
const CodeForm = lazyPart(() => import('./two-factor-code-form').then((module) => module.CodeForm), '8rem');
const SetupSteps = lazyPart(() => import('./two-factor-setup').then((module) => module.SetupSteps), '30rem');

export function TwoFactorSection({ user }: { user: User }) {
  const session = useSessionService();
  const queryClient = useQueryClient();
  const enable = useEnableTwoFactor();
  const verify = useVerifyTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const enabled = Boolean(user.two_factor_enabled);

  const refreshUser = async () => {
    const fresh = await session.fetchUser();
    if (fresh) queryClient.setQueryData(getGetCurrentUserQueryKey(), fresh);
  };

  const start = async () => {
    try {
      setSetup(await enable.mutateAsync());
    } catch (failure) {
      toast.error('Could not start the setup', errorMessage(failure));
    }
  };
  const confirmed = async (result: { message: string }) => {
    toast.success(result.message);
    setSetup(null);
    await refreshUser();
  };
  const turnedOff = async (result: { message: string }) => {
    toast.success(result.message);
    await refreshUser();
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
          send={(data) => disable.mutateAsync({ data })}
          onSuccess={turnedOff}
        />
      ) : setup ? (
        <SetupSteps setup={setup} send={(data) => verify.mutateAsync({ data })} onSuccess={confirmed} />
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
