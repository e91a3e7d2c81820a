/** The code input of two-factor sign-in: six digits from the app, or a backup code. */
import { chakra, HStack, Stack } from '@chakra-ui/react';
import { Button, TextField } from '@ujuzi/ui';
import { useState, type FormEvent } from 'react';

export function CodeForm({
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
