/** What the guards hand the login page, and where a signed-in visitor goes back to (same origin only). */
import { safeRedirectPath } from '@ujuzi/domain';
import { links } from '../infra/kit/links';

/** The router state of a redirect to /login (or of /login after registration or a password reset). */
export interface LoginRedirectState {
  /** Where the visitor was going (path, query and hash). */
  from?: string;
  /** Why they are here: shown above the form. */
  message?: string;
  /** How the message reads: 'info' for the guards (default), 'success' after registration or a reset. */
  tone?: 'info' | 'success';
  /** After registration: the address the confirmation link went to, and when (ISO). */
  verification?: { email: string; sentAt: string };
}

export const readLoginState = (state: unknown): LoginRedirectState =>
  typeof state === 'object' && state !== null ? (state as LoginRedirectState) : {};

/** The path to return to: the `next` query parameter, else the router state's `from`, same-origin relative only. */
export function returnPath(search: string, state: unknown, fallback = links.dashboard()): string {
  const next = new URLSearchParams(search).get('next');
  return safeRedirectPath(next ?? readLoginState(state).from, fallback);
}

/** The /login URL that brings the visitor back to `from` after signing in. */
export const loginPathFor = (from: string): string => `/login?next=${encodeURIComponent(from)}`;
