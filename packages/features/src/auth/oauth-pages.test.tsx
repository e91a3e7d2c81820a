import { screen, waitFor } from '@testing-library/react';
import type { OAuthProvider } from '@ujuzi/api';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { authorizeUrl, oauthCallbackUri } from './oauth';
import { OAuthCallbackPage, OAuthSuccessPage } from './oauth-pages';

startMockBackend();
afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

/** The mock provider's authorize URL leads straight back to the callback with a mock code. */
const GOOGLE: OAuthProvider = {
  name: 'google',
  display_name: 'Google',
  client_id: 'ujuzi-mock.apps.googleusercontent.com',
  authorize_url: 'http://localhost/auth/oauth-callback?provider=google&code=mock-google-student&state=mock',
  scopes: ['openid', 'email', 'profile'],
  enabled: true,
};

const routes = (
  <>
    <Route path="/auth/oauth-success" element={<OAuthSuccessPage />} />
    <Route path="/dashboard/*" element={<p>dashboard</p>} />
  </>
);
const location = () => screen.getByTestId('location').textContent;

function callbackFrom(url: string) {
  const target = new URL(url);
  return renderInApp(<OAuthCallbackPage />, {
    path: `${target.pathname}${target.search}`,
    routePath: '/auth/oauth-callback',
    routes,
  });
}

describe('Google and GitHub sign-in', () => {
  it('sends the provider the client id, the callback as redirect URI and a fresh state', () => {
    const url = new URL(authorizeUrl(GOOGLE));
    expect(url.searchParams.get('client_id')).toBe(GOOGLE.client_id);
    expect(url.searchParams.get('redirect_uri')).toBe(oauthCallbackUri());
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(new URL(authorizeUrl(GOOGLE)).searchParams.get('state')).not.toBe(url.searchParams.get('state'));
  });

  it("trades the code, says 'Welcome, {name}!' and continues through /auth/oauth-success to /dashboard", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { session } = callbackFrom(authorizeUrl(GOOGLE));
    expect(screen.getByRole('heading', { name: 'Signing you in with Google' })).toBeTruthy();
    expect(await screen.findByText('Welcome, Wanjiku Kamau!')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/auth/oauth-success'));
    expect(screen.getByText(/Signed in with Google as student/)).toBeTruthy();
    expect(session.getState()).toMatchObject({ status: 'authenticated', user: { username: 'student' } });
    await vi.advanceTimersByTimeAsync(1_100);
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('refuses a state this browser did not send', async () => {
    callbackFrom('http://localhost/auth/oauth-callback?provider=github&code=mock-github-student&state=forged');
    expect(await screen.findByRole('heading', { name: 'Sign-in did not complete' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('GitHub login failed.');
  });

  it('shows what the provider said when the visitor refused', async () => {
    const url = new URL(authorizeUrl(GOOGLE));
    const state = url.searchParams.get('state') ?? '';
    callbackFrom(
      `http://localhost/auth/oauth-callback?error=access_denied&error_description=You+cancelled+the+sign-in.&state=${state}`,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('You cancelled the sign-in.');
  });

  it('passes on the server’s refusal of the code', async () => {
    const url = new URL(
      authorizeUrl({ ...GOOGLE, authorize_url: 'http://localhost/auth/oauth-callback?provider=google&code=bad-code' }),
    );
    callbackFrom(url.toString());
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired authorization code.');
  });

  it('the success page sends an anonymous visitor back to sign in', () => {
    renderInApp(<OAuthSuccessPage />, { path: '/auth/oauth-success', routePath: '/auth/oauth-success' });
    expect(screen.getByRole('heading', { name: 'You are not signed in' })).toBeTruthy();
  });

  it('the success page continues to where the visitor was going', async () => {
    renderInApp(<OAuthSuccessPage />, {
      path: '/auth/oauth-success',
      routePath: '/auth/oauth-success',
      session: signedInSession('student'),
      initialState: { provider: 'github', next: '/dashboard/courses' },
      routes,
    });
    expect(screen.getByText(/Signed in with GitHub as student/)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/dashboard/courses'), { timeout: 3_000 });
  });
});
