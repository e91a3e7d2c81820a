/**
 * /auth/oauth-callback and /auth/oauth-success: the outcome of Google or GitHub sign-in. The callback
 * checks the anti-forgery state, trades the code at the code-exchange endpoint (through the session)
 * and says 'Welcome, {name}!'; the success page confirms and continues to the dashboard.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { OAuthProviderName, TwoFactorStep } from '@ujuzi/api';
import { SESSION_MESSAGES } from '@ujuzi/api';
import { safeRedirectPath } from '@ujuzi/domain';
import { Link, LoadingView, toast } from '@ujuzi/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession, useSessionService } from '../infra/session/session-context';
import { AuthLayout, FormAlert, TWO_FACTOR_DESCRIPTION, TWO_FACTOR_TITLE } from './auth-layout';
import { isProviderName, oauthCallbackUri, PROVIDER_LABELS, takePendingOAuth } from './oauth';
import { links } from '../infra/kit/links';
import { lazyPart } from '../infra/kit/shared/lazy-part';
import { useDemoAccounts } from '../infra/routing/demo-accounts';
import { useSearchParams } from '../infra/kit';

/** Shown only when the account has two-factor sign-in on. */
const TwoFactorStepForm = lazyPart(() => import('./two-factor-step').then((module) => module.TwoFactorStepForm), '14rem');

/** What the callback hands the success page. */
export interface OAuthSuccessState {
  provider: OAuthProviderName;
  next?: string;
}

/** How long the success page shows before continuing on its own. */
export const OAUTH_SUCCESS_DELAY_MS = 1_000;

type Outcome =
  | { kind: 'working'; provider?: OAuthProviderName }
  | { kind: 'failed'; message: string }
  | { kind: 'second-factor'; step: TwoFactorStep; provider: OAuthProviderName; next?: string };

/** Codes already sent: a code works once, and React's strict mode runs effects twice in development. */
const exchanged = new Set<string>();

export function OAuthCallbackPage() {
  const session = useSessionService();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const demo = useDemoAccounts();
  const [outcome, setOutcome] = useState<Outcome>(() => {
    const named = params.get('provider');
    return { kind: 'working', provider: isProviderName(named) ? named : undefined };
  });

  useEffect(() => {
    const code = params.get('code');
    const state = params.get('state');
    const named = params.get('provider');
    const key = `${code}:${state}`;
    if (exchanged.has(key)) return;
    exchanged.add(key);
    const pending = takePendingOAuth(state);
    const provider = pending?.provider ?? (isProviderName(named) ? named : undefined);
    const label = provider ? PROVIDER_LABELS[provider] : 'Third-party';
    const fail = (message: string) => {
      toast.error(message);
      setOutcome({ kind: 'failed', message });
    };
    if (params.get('error') || !code || !provider) {
      fail(params.get('error_description') ?? SESSION_MESSAGES.providerFailed(label));
      return;
    }
    // The state must be the one this browser sent, and for the same provider.
    if (!pending || (isProviderName(named) && named !== pending.provider)) {
      fail(SESSION_MESSAGES.providerFailed(label));
      return;
    }
    void session.loginWithProvider(provider, { code, redirect_uri: oauthCallbackUri() }).then((result) => {
      if (result.twoFactor) {
        setOutcome({ kind: 'second-factor', step: result.twoFactor, provider, next: pending.next });
        return;
      }
      if (!result.ok) {
        fail(result.message);
        return;
      }
      toast.success(result.message);
      const successState: OAuthSuccessState = { provider, next: pending.next };
      void navigate('/auth/oauth-success', { replace: true, state: successState });
    });
  }, [params, session, navigate]);

  if (outcome.kind === 'failed') {
    return (
      <AuthLayout title="Sign-in did not complete" footer={<Link href={links.login()}>Back to sign in</Link>}>
        <Stack gap="4">
          <FormAlert tone="error">{outcome.message}</FormAlert>
          <Text color="fg.muted" textStyle="sm">
            Nothing was changed. Go back to the sign-in page to try again or use your username and password.
          </Text>
        </Stack>
      </AuthLayout>
    );
  }
  if (outcome.kind === 'second-factor') {
    const { provider, next } = outcome;
    return (
      <AuthLayout title={TWO_FACTOR_TITLE} description={TWO_FACTOR_DESCRIPTION}>
        <TwoFactorStepForm
          step={outcome.step}
          demoCode={demo?.twoFactorCode}
          onSignedIn={(result) => {
            toast.success(result.message);
            const successState: OAuthSuccessState = { provider, next };
            void navigate('/auth/oauth-success', { replace: true, state: successState });
          }}
          onRestart={(message) => void navigate(links.login(), { replace: true, state: message ? { message } : undefined })}
        />
      </AuthLayout>
    );
  }
  const label = outcome.provider ? PROVIDER_LABELS[outcome.provider] : 'your account';
  return (
    <AuthLayout title={`Signing you in with ${label}`}>
      <LoadingView fullPage={false} />
    </AuthLayout>
  );
}

export function OAuthSuccessPage() {
  const { status, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as Partial<OAuthSuccessState>;
  const target = safeRedirectPath(state.next, links.dashboard());
  const continued = useRef(false);
  useEffect(() => {
    if (status !== 'authenticated' || continued.current) return;
    const timer = window.setTimeout(() => {
      continued.current = true;
      void navigate(target, { replace: true });
    }, OAUTH_SUCCESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate, target]);

  if (status === 'initializing') return <LoadingView fullPage={false} />;
  if (status !== 'authenticated') {
    return (
      <AuthLayout title="You are not signed in" footer={<Link href={links.login()}>Go to sign in</Link>}>
        <FormAlert tone="info">The sign-in did not complete. Please sign in again.</FormAlert>
      </AuthLayout>
    );
  }
  const provider = isProviderName(state.provider) ? PROVIDER_LABELS[state.provider] : null;
  return (
    <AuthLayout title="You're signed in">
      <Stack gap="4" role="status">
        <FormAlert tone="success">
          {provider ? `Signed in with ${provider} as ${user?.username}.` : `Signed in as ${user?.username}.`} Taking you to your
          dashboard…
        </FormAlert>
        <Link href={target}>Continue now</Link>
      </Stack>
    </AuthLayout>
  );
}
