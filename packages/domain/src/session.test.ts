import { describe, expect, it } from 'vitest';
import { isJwt, isStoredTokenValid, refreshDelay, safeRedirectPath, sessionRefreshDelay, tokenExpiry } from './session';

const now = Date.parse('2026-11-22T12:00:00Z');
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`;
const expiringIn = (ms: number) => jwt({ exp: Math.floor((now + ms) / 1000), user_id: 1 });
const MIN = 60_000;

describe('tokens', () => {
  it('are JWTs when they have three dot-separated parts', () => {
    expect(isJwt('a.b.c')).toBe(true);
    expect(isJwt('9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b')).toBe(false);
  });
  it('carry their expiry in exp', () => {
    expect(tokenExpiry(expiringIn(60 * MIN))).toBe(Math.floor((now + 60 * MIN) / 1000) * 1000);
    expect(tokenExpiry(jwt({ user_id: 1 }))).toBeNull();
    expect(tokenExpiry('x.not-base64-json.y')).toBeNull();
  });
});

describe('the refresh timer of client spec §4 and §9', () => {
  it('fires at 75 % of the time left', () => expect(refreshDelay(expiringIn(20 * MIN), now)).toBe(15 * MIN));
  it('waits at least 5 minutes', () => expect(refreshDelay(expiringIn(6 * MIN), now)).toBe(5 * MIN));
  it('waits at most 30 minutes', () => expect(refreshDelay(expiringIn(24 * 60 * MIN), now)).toBe(30 * MIN));
  it('refreshes at once when already expired', () => expect(refreshDelay(expiringIn(-MIN), now)).toBe(0));
  it('sets no timer without an expiry or for a non-JWT', () => {
    expect(refreshDelay(jwt({ user_id: 1 }), now)).toBeNull();
    expect(refreshDelay('9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b', now)).toBeNull();
  });
});

describe('the session refresh timer (a key whose expiry the server states)', () => {
  const at = (ms: number) => new Date(now + ms).toISOString();
  it('follows the same rule: 75 % of the time left, 5 to 30 minutes', () => {
    expect(sessionRefreshDelay(at(20 * MIN), now)).toBe(15 * MIN);
    expect(sessionRefreshDelay(at(6 * MIN), now)).toBe(5 * MIN);
    expect(sessionRefreshDelay(at(24 * 60 * MIN), now)).toBe(30 * MIN);
    expect(sessionRefreshDelay(at(-MIN), now)).toBe(0);
  });
  it('sets no timer for a key that does not expire, or an unreadable date', () => {
    expect(sessionRefreshDelay(null, now)).toBeNull();
    expect(sessionRefreshDelay('soon', now)).toBeNull();
  });
});

describe('stored tokens count as signed in', () => {
  it('when a JWT has not expired', () => expect(isStoredTokenValid(expiringIn(MIN), null, now)).toBe(true));
  it('when an expired JWT has a refresh token, and not without one', () => {
    expect(isStoredTokenValid(expiringIn(-MIN), 'refresh', now)).toBe(true);
    expect(isStoredTokenValid(expiringIn(-MIN), null, now)).toBe(false);
  });
  it('always for a non-JWT token, never without a token', () => {
    expect(isStoredTokenValid('plain-drf-token', null, now)).toBe(true);
    expect(isStoredTokenValid(null, 'refresh', now)).toBe(false);
  });
});

describe('redirects go only to same-origin paths', () => {
  it.each(['/dashboard/courses', '/courses?level=beginner#top', '/'])('keeps %s', (path) =>
    expect(safeRedirectPath(path)).toBe(path),
  );
  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '/\tevil',
    '',
    undefined,
    { pathname: '/x' },
  ])('refuses %s', (path) => expect(safeRedirectPath(path)).toBe('/dashboard'));
  it('uses the given fallback', () => expect(safeRedirectPath('http://x', '/')).toBe('/'));
});
