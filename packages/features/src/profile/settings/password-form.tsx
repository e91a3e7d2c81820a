/**
 * Change password (POST users/change_password/ through the session: a token in the answer replaces
 * the stored one, so this device stays signed in). The contract's and the domain's rules before
 * sending; a wrong current password comes back on its field.
 */
import { Stack } from '@chakra-ui/react';
import { SESSION_MESSAGES } from '@ujuzi/api';
import { zChangePasswordBody } from '@ujuzi/api/schemas';
import { validatePasswordChange } from '@ujuzi/domain';
import { Card, PasswordField, toast } from '@ujuzi/ui';
import { useController } from 'react-hook-form';
import { ContractForm, useContractForm } from '../../infra/kit';
import { useSessionService } from '../../infra/session/session-context';
import { useSessionAction } from '../shared';

const EMPTY = { old_password: '', new_password: '', confirm_password: '' };

/** A password input bound to the form by name (the kit has no password field). */
function FormPasswordField({
  name,
  label,
  autoComplete,
  helpText,
}: {
  name: keyof typeof EMPTY;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  helpText?: string;
}) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ name });
  return (
    <PasswordField
      ref={ref}
      name={name}
      label={label}
      autoComplete={autoComplete}
      helpText={helpText}
      required
      value={String(value ?? '')}
      onChange={onChange}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function PasswordForm() {
  const session = useSessionService();
  const run = useSessionAction();
  const form = useContractForm({
    schema: zChangePasswordBody,
    rules: validatePasswordChange,
    defaultValues: EMPTY,
    send: (body) => run(() => session.changePassword(body), SESSION_MESSAGES.passwordFailed),
    onSuccess: (result) => {
      // Passwords never stay on screen after they served.
      form.form.reset(EMPTY);
      toast.success(result.message);
    },
  });
  return (
    <ContractForm form={form} submitLabel="Change password" aria-label="Change password" guardLeaving={false}>
      <Card title="Password" headingLevel={2} description="Other devices are signed out; this one stays signed in.">
        <Stack gap="4" maxW="md">
          <FormPasswordField name="old_password" label="Current password" autoComplete="current-password" />
          <FormPasswordField
            name="new_password"
            label="New password"
            autoComplete="new-password"
            helpText="At least 8 characters, not only digits, not like your name."
          />
          <FormPasswordField name="confirm_password" label="Confirm new password" autoComplete="new-password" />
        </Stack>
      </Card>
    </ContractForm>
  );
}
