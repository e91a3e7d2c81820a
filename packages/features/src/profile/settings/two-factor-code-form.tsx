/** The code input of two-factor sign-in (2fa verify or disable): six digits from the app, or a backup code. */
import { Box } from '@chakra-ui/react';
import type { TwoFactorCodeRequest } from '@ujuzi/api';
import { zVerifyTwoFactorBody } from '@ujuzi/api/schemas';
import { ContractForm, FormTextField, useContractForm } from '../../infra/kit';

/** What verify and disable answer: a sentence for the toast. */
type CodeResult = { message: string };

export function CodeForm({
  label,
  submitLabel,
  send,
  onSuccess,
}: {
  label: string;
  submitLabel: string;
  /** Verifies or disables with the code (verify and disable take the same body, TwoFactorCodeRequest). */
  send: (body: TwoFactorCodeRequest) => Promise<CodeResult>;
  onSuccess: (result: CodeResult) => void | Promise<void>;
}) {
  const form = useContractForm({
    schema: zVerifyTwoFactorBody,
    defaultValues: { code: '' },
    send: (body) => send({ code: body.code.trim() }),
    onSuccess: (result) => void onSuccess(result),
  });
  return (
    <Box maxW="sm">
      <ContractForm form={form} submitLabel={submitLabel} sendingLabel="Checking…" aria-label={submitLabel} guardLeaving={false}>
        <FormTextField
          name="code"
          label={label}
          inputMode="numeric"
          autoComplete="one-time-code"
          helpText="Six digits from your authenticator app, or a backup code."
        />
      </ContractForm>
    </Box>
  );
}
