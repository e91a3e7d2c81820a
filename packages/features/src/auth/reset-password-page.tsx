/**
 * /reset-password/:uidb64/:token and /reset-password/:token. The link is checked first (the
 * validate endpoint): a clear page for an invalid or expired link, else the new-password form. The
 * token-only shape carries the user id as `?uid=` (the API needs both); without it the link is incomplete.
 */
import { Stack, Text, chakra } from '@chakra-ui/react';
import { useConfirmPasswordReset, useValidatePasswordResetToken } from '@ujuzi/api/hooks';
import { validatePasswordResetTokenPath } from '@ujuzi/api/path-params';
import { Button, Link, LoadingView, PasswordField, toast } from '@ujuzi/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginRedirectState } from './auth-navigation';
import { AuthLayout, FormAlert } from './auth-layout';
import { useRouteParams, links } from '../infra/kit';

export const RESET_PASSWORD_MESSAGES = {
  invalidTitle: 'This reset link cannot be used',
  invalid: 'The password reset link is invalid or has expired.',
  incomplete: 'This reset link is incomplete. Open the link from the e-mail again, or request a new one.',
  done: 'Your password has been reset. You can now sign in with the new password.',
  mismatch: 'Passwords do not match.',
} as const;

function InvalidLink({ reason }: { reason: string }) {
  return (
    <AuthLayout title={RESET_PASSWORD_MESSAGES.invalidTitle} footer={<Link href={links.login()}>Back to sign in</Link>}>
      <Stack gap="4">
        <FormAlert tone="error">{reason}</FormAlert>
        <Text color="fg.muted" textStyle="sm">
          Reset links work once and expire after three days.
        </Text>
        <Link href="/forgot-password">Request a new link</Link>
      </Stack>
    </AuthLayout>
  );
}

function NewPasswordForm({ uid, token, email }: { uid: string; token: string; email?: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ new_password?: string; confirm_password?: string }>({});
  const [general, setGeneral] = useState<string | null>(null);
  const confirmReset = useConfirmPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setErrors({ confirm_password: RESET_PASSWORD_MESSAGES.mismatch });
      return;
    }
    setErrors({});
    setGeneral(null);
    confirmReset.mutate(
      { data: { uid, token, new_password: password, confirm_password: confirm } },
      {
        onSuccess: (answer) => {
          const message = answer.message || RESET_PASSWORD_MESSAGES.done;
          toast.success(message);
          const state: LoginRedirectState = { message, tone: 'success' };
          void navigate(links.login(), { replace: true, state });
        },
        onError: (error) => {
          const body = (error.body ?? {}) as Record<string, unknown>;
          const first = (value: unknown) =>
            Array.isArray(value) ? String(value[0]) : typeof value === 'string' ? value : undefined;
          setErrors({ new_password: first(body.new_password), confirm_password: first(body.confirm_password) });
          const tokenProblem = first(body.token) ?? first(body.uid);
          setGeneral(tokenProblem ?? (body.new_password || body.confirm_password ? null : error.message));
        },
      },
    );
  };

  return (
    <AuthLayout
      title="Set a new password"
      description={email ? `For ${email}` : undefined}
      footer={<Link href={links.login()}>Back to sign in</Link>}
    >
      <chakra.form display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate aria-label="Set a new password">
        {general ? <FormAlert tone="error">{general}</FormAlert> : null}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          helpText="At least 8 characters, not only numbers"
          required
          value={password}
          error={errors.new_password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          value={confirm}
          error={errors.confirm_password}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <Button type="submit" fullWidth loading={confirmReset.isPending} loadingText="Saving…" disabled={!password || !confirm}>
          Set new password
        </Button>
      </chakra.form>
    </AuthLayout>
  );
}

function CheckedReset({ uid, token }: { uid: string; token: string }) {
  const check = useValidatePasswordResetToken(uid, token, { query: { retry: false } });
  if (check.isPending) {
    return (
      <AuthLayout title="Checking your reset link">
        <LoadingView fullPage={false} />
      </AuthLayout>
    );
  }
  if (check.isError || !check.data.valid) {
    return <InvalidLink reason={check.data?.detail ?? (check.isError ? check.error.message : RESET_PASSWORD_MESSAGES.invalid)} />;
  }
  return <NewPasswordForm uid={uid} token={token} email={check.data.email} />;
}

// `/reset-password/:uidb64/:token`, or `/reset-password/:token` with the uid in `?uid=` (else the link is incomplete).
const RESET_LINK = {
  uid: { ...validatePasswordResetTokenPath.uid, optional: true },
  token: { ...validatePasswordResetTokenPath.token, optional: true },
} as const;

export function ResetPasswordPage() {
  const params = useRouteParams(RESET_LINK, { names: { uid: 'uidb64' } });
  const [search] = useSearchParams();
  const uid = params.uid ?? search.get('uid') ?? search.get('uidb64');
  const { token } = params;
  if (!uid || !token) return <InvalidLink reason={RESET_PASSWORD_MESSAGES.incomplete} />;
  return <CheckedReset uid={uid} token={token} />;
}
