/**
 * The steps of a pending two-factor setup: the secret as a QR code (its encoder arrives with this part,
 * only when someone sets up) and as text, the backup codes shown once, and the confirming code.
 */
import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import type { TwoFactorCodeRequest, TwoFactorSetup } from '@ujuzi/api';
import { Button, QrCode } from '@ujuzi/ui';
import { CodeForm } from './two-factor-code-form';

/** The backup codes as a text file to keep: they are shown only this once. */
function downloadBackupCodes(codes: readonly string[]): void {
  const text = [
    'Ujuzi — two-factor sign-in backup codes',
    'Each code signs you in once if you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'ujuzi-backup-codes.txt';
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
        <Box>
          <Button size="sm" variant="outline" onClick={() => downloadBackupCodes(setup.backup_codes)}>
            Download backup codes
          </Button>
        </Box>
      </Stack>
      <Text>3. Enter the code the app shows to turn two-factor sign-in on.</Text>
      <CodeForm label="Code from the app" submitLabel="Turn on" send={send} onSuccess={onSuccess} />
    </Stack>
  );
}
