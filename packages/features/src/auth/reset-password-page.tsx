/**
 * /reset-password/:uidb64/:token and /reset-password/:token. The link is checked first (the
 * validate endpoint): a clear page for an invalid or expired link, else the new-password form. The
 * token-only shape carries the user id as `?uid=` (the API needs both); without it the link is incomplete.
 */
import { Stack, Text, chakra } from '@chakra-ui/react';
import { confirmPasswordResetBody } from '@ujuzi/api/body-rules';
import { useConfirmPasswordReset, useValidatePasswordResetToken } from '@ujuzi/api/hooks';
import { validatePasswordResetTokenPath } from '@ujuzi/api/path-params';
import { Button, Link, LoadingView, PasswordField, toast } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import type { LoginRedirectState } from './auth-navigation';
import { AuthLayout, FormAlert } from './auth-layout';
import { useRouteParams, links, useSearchParams } from '../infra/kit';
import { useLightForm } from '../infra/kit/light-form';

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
  const confirmReset = useConfirmPasswordReset();
  const form = useLightForm({
    rules: confirmPasswordResetBody,
    check: ({ new_password, confirm_password }) => ({
      confirm_password: new_password !== confirm_password ? RESET_PASSWORD_MESSAGES.mismatch : undefined,
    }),
    defaultValues: { uid, token, new_password: '', confirm_password: '' },
    send: (data) => confirmReset.mutateAsync({ data }),
    onSuccess: (answer) => {
      const message = answer.message || RESET_PASSWORD_MESSAGES.done;
      toast.success(message);
      const state: LoginRedirectState = { message, tone: 'success' };
      void navigate(links.login(), { replace: true, state });
    },
  });

  return (
    <AuthLayout
      title="Set a new password"
      description={email ? `For ${email}` : undefined}
      footer={<Link href={links.login()}>Back to sign in</Link>}
    >
      <chakra.form
        display="flex"
        flexDirection="column"
        gap="4"
        onSubmit={(event) => void form.onSubmit(event)}
        noValidate
        aria-label="Set a new password"
      >
        {form.generalError ? <FormAlert tone="error">{form.generalError}</FormAlert> : null}
        <PasswordField
          {...form.field('new_password')}
          label="New password"
          autoComplete="new-password"
          helpText="At least 8 characters, not only numbers"
        />
        <PasswordField {...form.field('confirm_password')} label="Confirm new password" autoComplete="new-password" />
        <Button
          type="submit"
          fullWidth
          loading={form.sending}
          loadingText="Saving…"
          disabled={!form.values.new_password || !form.values.confirm_password}
        >
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
