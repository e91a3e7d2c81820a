/** /forgot-password: the e-mail (lower-cased and trimmed, service spec §5) gets a reset link; the answer never says whether it exists. */
import { Stack, Text, chakra } from '@chakra-ui/react';
import { requestPasswordResetBody } from '@ujuzi/api/body-rules';
import { useRequestPasswordReset } from '@ujuzi/api/hooks';
import { isEmail } from '@ujuzi/domain';
import { Button, Link, TextField } from '@ujuzi/ui';
import { useLightForm } from '../infra/kit/light-form';
import { AuthLayout, FormAlert } from './auth-layout';
import { DemoInbox, useDemoAddress } from './demo-inbox';
import { links } from '../infra/kit/links';

export const FORGOT_PASSWORD_MESSAGES = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  sent: 'If an account exists for that e-mail, a password reset link has been sent.',
} as const;

/** Service spec §5: e-mails are lower-cased and trimmed before a password reset. */
export const passwordResetPayload = (email: string) => ({ email: email.trim().toLowerCase() });

/** The page's own texts for the address, winning over the contract's. */
const checkEmail = ({ email }: { email: string }) => ({
  email: !email.trim()
    ? FORGOT_PASSWORD_MESSAGES.emailRequired
    : !isEmail(email)
      ? FORGOT_PASSWORD_MESSAGES.emailInvalid
      : undefined,
});

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const demoAddress = useDemoAddress();
  const form = useLightForm({
    rules: requestPasswordResetBody,
    check: checkEmail,
    defaultValues: { email: '' },
    send: ({ email }) => request.mutateAsync({ data: passwordResetPayload(email) }),
  });

  if (request.isSuccess) {
    return (
      <AuthLayout title="Check your e-mail" footer={<Link href={links.login()}>Back to sign in</Link>}>
        <Stack gap="4">
          <FormAlert tone="success">{request.data.message || FORGOT_PASSWORD_MESSAGES.sent}</FormAlert>
          <Text color="fg.muted" textStyle="sm">
            The link is valid for three days. Did not get it? Check your spam folder, or{' '}
            <Link href="/forgot-password" onClick={() => request.reset()}>
              try another address
            </Link>
            .
          </Text>
          <DemoInbox
            to={request.variables.data.email}
            since={new Date(request.submittedAt)}
            noMailHint={`The server writes only to the address of an active account${demoAddress ? `, such as ${demoAddress}` : ''}.`}
          />
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to set a new password."
      footer={
        <>
          Remembered it? <Link href={links.login()}>Back to sign in</Link>
        </>
      }
    >
      <chakra.form
        display="flex"
        flexDirection="column"
        gap="4"
        onSubmit={(event) => void form.onSubmit(event)}
        noValidate
        aria-label="Request a password reset"
      >
        {form.generalError ? <FormAlert tone="error">{form.generalError}</FormAlert> : null}
        <TextField {...form.field('email')} label="Email" type="email" name="email" inputMode="email" autoComplete="email" />
        <Button type="submit" fullWidth loading={form.sending} loadingText="Sending link…">
          Send reset link
        </Button>
      </chakra.form>
    </AuthLayout>
  );
}
