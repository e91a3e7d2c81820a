/**
 * Sessions as the client sees them: real-looking three-part JWTs (base64url header.payload.signature)
 * with `exp`, so the client's refresh timer works. Access tokens live one hour, refresh tokens seven
 * days. Every token is a row of `accounts.sessions`; the signature is a keyed hash, not a secret.
 */
import type { MockDatabase } from '../db/database';
import type { SessionRow, UserRecord } from '../db/accounts';
import { isoDateTime } from '../db/time';

export const ACCESS_TOKEN_LIFETIME_MS = 3_600_000;
export const REFRESH_TOKEN_LIFETIME_MS = 7 * 86_400_000;

const encoder = new TextEncoder();

export function base64url(text: string): string {
  let binary = '';
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeBase64url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** A 256-bit FNV-1a-style digest, base64url: stable, looks like an HS256 signature. */
function signature(input: string): string {
  const words: number[] = [];
  for (let lane = 0; lane < 8; lane++) {
    let hash = (0x811c9dc5 ^ (lane * 0x9e3779b1)) >>> 0;
    for (let index = 0; index < input.length; index++) hash = Math.imul(hash ^ input.charCodeAt(index), 0x01000193) >>> 0;
    words.push(hash);
  }
  return base64url(
    String.fromCharCode(...words.flatMap((word) => [word >>> 24, (word >>> 16) & 255, (word >>> 8) & 255, word & 255])),
  );
}

let sequence = 0;

function jwt(payload: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  return `${header}.${body}.${signature(`ujuzi-mock:${header}.${body}`)}`;
}

function tokenPair(
  user: UserRecord,
  now: number,
): Pick<SessionRow, 'access' | 'refresh' | 'accessExpiresAt' | 'refreshExpiresAt'> {
  const issuedAt = Math.floor(now / 1000);
  const jti = `${now.toString(36)}${(++sequence).toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const claims = { user_id: user.id, username: user.username, user_type: user.user_type, iat: issuedAt };
  const accessExpiresAt = now + ACCESS_TOKEN_LIFETIME_MS;
  const refreshExpiresAt = now + REFRESH_TOKEN_LIFETIME_MS;
  return {
    access: jwt({ token_type: 'access', ...claims, exp: Math.floor(accessExpiresAt / 1000), jti: `a${jti}` }),
    refresh: jwt({ token_type: 'refresh', ...claims, exp: Math.floor(refreshExpiresAt / 1000), jti: `r${jti}` }),
    accessExpiresAt,
    refreshExpiresAt,
  };
}

/** Signs a user in: a new session row with a fresh access and refresh token. */
export function issueSession(db: MockDatabase, user: UserRecord, now = Date.now()): SessionRow {
  return db.accounts.sessions.insert({ user: user.id, createdAt: isoDateTime(new Date(now)), ...tokenPair(user, now) });
}

/** A new access token for a session (refresh, password change); the refresh token stays. */
export function renewAccess(db: MockDatabase, session: SessionRow, now = Date.now()): SessionRow {
  const user = db.accounts.users.get(session.user);
  if (!user) return session;
  const { access, accessExpiresAt } = tokenPair(user, now);
  return db.accounts.sessions.update(session.id, { access, accessExpiresAt }) ?? session;
}

export const findSessionByAccess = (db: MockDatabase, access: string): SessionRow | undefined =>
  db.accounts.sessions.find((session) => session.access === access);

export const findSessionByRefresh = (db: MockDatabase, refresh: string): SessionRow | undefined =>
  db.accounts.sessions.find((session) => session.refresh === refresh);

/** The `exp` claim of a JWT in epoch milliseconds, or null. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const exp = (JSON.parse(decodeBase64url(payload)) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** The key of an `Authorization: Token <key>` (or `Bearer <key>`) header. */
export function tokenFromHeader(header: string | null): string | undefined {
  const match = /^\s*(?:Token|Bearer)\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
