/**
 * /login (client spec §2, §3, §4): username (lower-cased and trimmed by the session) and password,
 * Google and GitHub, the guard's reason for being here, the e-mail verification link
 * (`/login?verify=<key>`), and in mock mode the demo accounts.
 */
import { Stack, chakra } from '@chakra-ui/react';
import type { SessionResult, TwoFactorStep } from '@ujuzi/api';
import { useVerifyEmail } from '@ujuzi/api/hooks';
import { Button, HydrationSlice, Link, PasswordField, TextField, toast } from '@ujuzi/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDemoAccounts } from '../infra/routing/demo-accounts';
import { useSessionService } from '../infra/session/session-context';
import { readLoginState, returnPath } from './auth-navigation';
import { AuthLayout, FormAlert, TWO_FACTOR_DESCRIPTION, TWO_FACTOR_TITLE } from './auth-layout';
import { DemoAccountsPanel } from './demo-accounts-panel';
import { SocialSignIn } from './social-sign-in';
import { links } from '../infra/kit/links';
import { lazyPart } from '../infra/kit/shared/lazy-part';
import { useSearchParams } from '../infra/kit';

/** Shown only after registering: its code loads then. */
const VerificationNotice = lazyPart(() => import('./verification-notice').then((module) => module.VerificationNotice), '8rem');
/** Shown only when the account has two-factor sign-in on. */
const TwoFactorStepForm = lazyPart(() => import('./two-factor-step').then((module) => module.TwoFactorStepForm), '14rem');

export const VERIFY_EMAIL_MESSAGES = {
  verifying: 'Confirming your e-mail address…',
  verified: 'Your e-mail address is verified. You can sign in now.',
  failed: 'This verification link is invalid or has expired.',
} as const;

/** `/login?verify=<key>`: the link of the verification e-mail confirms the address once. */
function useEmailVerification(key: string | null) {
  const verify = useVerifyEmail();
  const sent = useRef<string | null>(null);
  const { mutate } = verify;
  useEffect(() => {
    if (!key || sent.current === key) return;
    sent.current = key;
    mutate({ data: { key } });
  }, [key, mutate]);
  if (!key) return null;
  if (verify.isSuccess) return { tone: 'success' as const, text: VERIFY_EMAIL_MESSAGES.verified };
  if (verify.isError) return { tone: 'error' as const, text: VERIFY_EMAIL_MESSAGES.failed };
  return { tone: 'info' as const, text: VERIFY_EMAIL_MESSAGES.verifying };
}

export function LoginPage() {
  const session = useSessionService();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const demo = useDemoAccounts();
  const arrival = readLoginState(location.state);
  const verification = useEmailVerification(params.get('verify'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [secondStep, setSecondStep] = useState<TwoFactorStep | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const next = returnPath(location.search, location.state, '');

  const signedIn = (result: SessionResult) => {
    toast.success(result.message);
    void navigate(next || result.redirectTo || links.dashboard(), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    const result = await session.login(username, password);
    setSubmitting(false);
    if (result.twoFactor) {
      setSecondStep(result.twoFactor);
      return;
    }
    if (!result.ok) {
      setError(result.message);
      toast.error(result.message);
      return;
    }
    signedIn(result);
  };

  if (secondStep) {
    return (
      <AuthLayout title={TWO_FACTOR_TITLE} description={TWO_FACTOR_DESCRIPTION}>
        <TwoFactorStepForm
          step={secondStep}
          demoCode={demo?.twoFactorCode}
          onSignedIn={signedIn}
          onRestart={(message) => {
            setSecondStep(null);
            setPassword('');
            setError(message ?? null);
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to continue learning with Ujuzi."
      footer={
        <>
          New to Ujuzi? <Link href="/register">Create an account</Link>
        </>
      }
    >
      <Stack gap="5">
        {arrival.message ? <FormAlert tone={arrival.tone ?? 'info'}>{arrival.message}</FormAlert> : null}
        {arrival.verification ? <VerificationNotice {...arrival.verification} /> : null}
        {verification ? <FormAlert tone={verification.tone}>{verification.text}</FormAlert> : null}
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        {/* The form and the providers' buttons come alive in tasks of their own (ui's HydrationSlice):
            one block of hydration was the longest task of the prerendered page on a slow phone. */}
        <HydrationSlice>
          <chakra.form
            display="flex"
            flexDirection="column"
            gap="4"
            onSubmit={(event) => void submit(event)}
            aria-label="Sign in"
          >
            <TextField
              label="Username"
              name="username"
              autoComplete="username"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
            <PasswordField
              ref={passwordRef}
              label="Password"
              name="password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Stack direction="row" justify="flex-end">
              <Link href="/forgot-password" variant="plain">
                Forgot password?
              </Link>
            </Stack>
            <Button
              type="submit"
              fullWidth
              loading={submitting}
              loadingText="Signing in…"
              disabled={!username.trim() || !password}
            >
              Sign in
            </Button>
          </chakra.form>
        </HydrationSlice>
        <HydrationSlice>
          <SocialSignIn next={next || undefined} />
        </HydrationSlice>
        {/* Demo accounts exist on the mock backend only: a build calling a real API (VITE_API_URL, a
            constant at build time) leaves the panel and its switch out of the sign-in page's code. */}
        {!import.meta.env.VITE_API_URL && demo && demo.accounts.length > 0 ? (
          <DemoAccountsPanel
            accounts={demo.accounts}
            password={demo.password}
            twoFactorCode={demo.twoFactorCode}
            offline={demo.offline}
            onPick={(account) => {
              setUsername(account.username);
              setPassword(demo.password);
              setError(null);
              passwordRef.current?.focus();
            }}
          />
        ) : null}
      </Stack>
    </AuthLayout>
  );
}
