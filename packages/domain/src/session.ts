/** The session's pure rules (client spec §4 and §9, service spec §9): token expiry, refresh timing, validity, safe redirects. */
import { TOKEN_REFRESH_MAX_MS, TOKEN_REFRESH_MIN_MS, TOKEN_REFRESH_SHARE } from './constants';

/** A token of three dot-separated parts. */
export const isJwt = (token: string): boolean => token.split('.').length === 3;

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  return decodeURIComponent(Array.from(atob(base64), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
}

/** The expiry of a JWT in ms since the epoch, or null for a non-JWT, an unreadable payload or no `exp`. */
export function tokenExpiry(token: string): number | null {
  if (!isJwt(token)) return null;
  try {
    const payload = JSON.parse(decodeBase64Url(token.split('.')[1] ?? '')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * When to refresh: 75 % of the time left, at least 5 and at most 30 minutes; at once (0) when
 * already expired; null (no timer) for a non-JWT or a token without expiry.
 */
export function refreshDelay(token: string, now: number = Date.now()): number | null {
  return delayBefore(tokenExpiry(token), now);
}

/** The same rule for a session whose expiry the server states (validate-session's `expires_at`; null: none). */
export function sessionRefreshDelay(expiresAt: string | null | undefined, now: number = Date.now()): number | null {
  const expiry = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  return delayBefore(Number.isNaN(expiry) ? null : expiry, now);
}

function delayBefore(expiry: number | null, now: number): number | null {
  if (expiry === null) return null;
  const left = expiry - now;
  if (left <= 0) return 0;
  return Math.min(TOKEN_REFRESH_MAX_MS, Math.max(TOKEN_REFRESH_MIN_MS, left * TOKEN_REFRESH_SHARE));
}

/**
 * Whether stored tokens count as signed in: a non-JWT token is valid; a JWT whose expiry passed is
 * valid only when a refresh token exists; no token is not.
 */
export function isStoredTokenValid(token: string | null, refreshToken: string | null, now: number = Date.now()): boolean {
  if (!token) return false;
  const expiry = tokenExpiry(token);
  if (expiry === null) return true;
  return expiry > now || Boolean(refreshToken);
}

/**
 * A redirect target only if it is a same-origin relative path ('/courses?x=1#y'); never an absolute,
 * protocol-relative or backslash URL. Anything else gives the fallback.
 */
export function safeRedirectPath(candidate: unknown, fallback = '/dashboard'): string {
  if (typeof candidate !== 'string') return fallback;
  const target = candidate.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Control characters and backslashes can be normalised into a host by browsers.
  if (target.includes('\\') || [...target].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  try {
    const resolved = new URL(target, 'https://ujuzi.invalid');
    if (resolved.origin !== 'https://ujuzi.invalid') return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}

/** Client spec §3: the fallback user when login answers no user and fetching it fails. */
export const fallbackUser = (username: string) => ({ id: 0, username, user_type: 'student' as const });
