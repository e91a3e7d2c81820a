/**
 * The steps of a pending two-factor setup: the secret as a QR code (its encoder arrives with this part,
 * only when someone sets up) and as text, the backup codes shown once, and the confirming code.
 */
import { chakra, Stack, Text } from '@chakra-ui/react';
import type { TwoFactorCodeRequest, TwoFactorSetup } from '@ujuzi/api';
import { QrCode } from '@ujuzi/ui';
import { CodeForm } from './two-factor-code-form';

export function SetupSteps({
  setup,
  send,
  onSuccess,
}: {
  setup: TwoFactorSetup;
  /** Verifies the code (2fa verify). */
  send: (body: TwoFactorCodeRequest) => Promise<{ message: string }>;
  onSuccess: (result: { message: string }) => void | Promise<void>;
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
      <CodeForm label="Code from the app" submitLabel="Turn on" send={send} onSuccess={onSuccess} />
    </Stack>
  );
}
