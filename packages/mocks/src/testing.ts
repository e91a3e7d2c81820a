/** Helpers for tests and stories that drive the mock backend directly. */
import { lastNewsletterTokens } from './db/newsletter';
import type { UserType } from '@ujuzi/api';
import { getResponse, type RequestHandler } from 'msw';
import { findUserByUsername } from './db/accounts';
import { getMockDatabase, type MockDatabase } from './db/database';
import { demoAccount } from './demo-accounts';
import { issueSession } from './kit/tokens';

/** A fresh access token for a user (by username) in the current database, as if they had signed in. */
export function tokenFor(username: string, db: MockDatabase = getMockDatabase()): string {
  const user = findUserByUsername(db, username);
  if (!user) throw new Error(`No user ${username} in the mock database`);
  return issueSession(db, user).access;
}

const demoTokens = new Map<UserType, { db: MockDatabase; token: string }>();

/** An access token of the demo account of a user type, reused while it is valid in the current database. */
export function demoToken(userType: UserType): string {
  const db = getMockDatabase();
  const cached = demoTokens.get(userType);
  if (
    cached?.db === db &&
    db.accounts.sessions.find((session) => session.access === cached.token && session.accessExpiresAt > Date.now())
  )
    return cached.token;
  const account = demoAccount(userType);
  if (!account) throw new Error(`No demo account for ${userType}`);
  const token = tokenFor(account.username, db);
  demoTokens.set(userType, { db, token });
  return token;
}

/** The link of the last password reset e-mail (`/reset-password/<uid>/<token>`), for tests of the reset flow. */
export function getLastPasswordResetLink(
  db: MockDatabase = getMockDatabase(),
): { uid: string; token: string; path: string; email: string } | undefined {
  const reset = db.accounts.passwordResets.all().at(-1);
  const user = reset ? db.accounts.users.get(reset.user) : undefined;
  if (!reset || !user) return undefined;
  return { uid: reset.uid, token: reset.token, path: `/reset-password/${reset.uid}/${reset.token}`, email: user.email };
}

/** The key of the last e-mail verification sent (what the link in the e-mail carries). */
export function getLastEmailVerificationKey(db: MockDatabase = getMockDatabase()): string | undefined {
  return db.accounts.emailVerifications.all().at(-1)?.key;
}

export interface TestAnswer<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body (null when empty, the text when not JSON). */
  body: T;
}

export interface TestCallOptions {
  /** Sign in as the demo account of this user type. */
  as?: UserType;
  /** Or send this token (`Authorization: Token <token>`). */
  token?: string;
  /** A JSON body, or FormData for multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
}

/**
 * Calls the mock handlers like a client would, without a network: `call('POST', '/accounts/token/',
 * { body })`, `call('GET', '/accounts/users/me/', { as: 'student' })`.
 */
export function createTestClient(handlers: RequestHandler[], root = 'http://localhost/api') {
  return async function call<T = unknown>(method: string, path: string, options: TestCallOptions = {}): Promise<TestAnswer<T>> {
    const url = new URL(`${root}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers = new Headers(options.headers);
    const token = options.token ?? (options.as ? demoToken(options.as) : undefined);
    if (token) headers.set('Authorization', `Token ${token}`);
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers.set('Content-Type', 'application/json');
    }
    const response = await getResponse(handlers, new Request(url, { method, headers, body }));
    if (!response) throw new Error(`No handler answered ${method} ${path}`);
    if (response.type === 'error') return { status: 0, headers: response.headers, body: null as T };
    const text = await response.text();
    let parsed: unknown = text === '' ? null : text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON: keep the text (files, HTML).
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  };
}

/** The confirmation and unsubscribe tokens the newsletter sent last (subscribe, confirm and unsubscribe journeys). */
export const getLastNewsletterTokens = (db: MockDatabase = getMockDatabase()) => lastNewsletterTokens(db);
