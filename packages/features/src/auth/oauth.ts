/**
 * The redirect flow of Google and GitHub sign-in: the button sends the visitor to the provider's
 * authorize URL with an anti-forgery `state`; the provider sends them back to /auth/oauth-callback
 * with a `code`, which the session trades at the code-exchange endpoint. In mock mode the mock
 * provider's authorize URL is the callback itself, with a `mock-<provider>-…` code.
 */
import type { OAuthProvider, OAuthProviderName } from '@ujuzi/api';
import { href } from '@ujuzi/domain';

const PENDING_KEY = 'ujuzi-oauth-pending';

export const PROVIDER_LABELS: Record<OAuthProviderName, string> = { google: 'Google', github: 'GitHub' };

export const isProviderName = (value: unknown): value is OAuthProviderName => value === 'google' || value === 'github';

/** What the callback needs to finish: the state sent, the provider, and where to go afterwards. */
export interface PendingOAuth {
  state: string;
  provider: OAuthProviderName;
  next?: string;
}

/** The redirect URI registered with the providers (it must match at the code exchange). */
export const oauthCallbackUri = (origin: string = window.location.origin): string => `${origin}${href('/auth/oauth-callback')}`;

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the attempt and answers the provider URL to send the visitor to. */
export function authorizeUrl(provider: OAuthProvider, next?: string): string {
  const pending: PendingOAuth = { state: randomState(), provider: provider.name, ...(next ? { next } : {}) };
  storage()?.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(provider.authorize_url, window.location.origin);
  url.searchParams.set('client_id', provider.client_id);
  url.searchParams.set('redirect_uri', oauthCallbackUri());
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', provider.scopes.join(' '));
  url.searchParams.set('state', pending.state);
  return url.toString();
}

/** The attempt whose state came back, once (it is forgotten on read); null when none matches. */
export function takePendingOAuth(state: string | null): PendingOAuth | null {
  const store = storage();
  const raw = store?.getItem(PENDING_KEY);
  store?.removeItem(PENDING_KEY);
  if (!raw || !state) return null;
  try {
    const pending = JSON.parse(raw) as Partial<PendingOAuth>;
    return pending.state === state && isProviderName(pending.provider) ? (pending as PendingOAuth) : null;
  } catch {
    return null;
  }
}
