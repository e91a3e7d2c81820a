/** Social sign-in (OAuth with a mock provider, linked accounts) and two-factor authentication. */
import type {
  MessageResponse,
  OAuthCodeExchangeRequest,
  OAuthDisconnectRequest,
  OAuthProvider,
  SocialAccount,
  SocialLoginRequest,
  TwoFactorCodeRequest,
  TwoFactorChallenge,
  TwoFactorSetup,
  TwoFactorVerification,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { DEMO_TWO_FACTOR_CODE } from '../demo-accounts';
import { createUserRecord, randomToken, sessionTokens, signIn } from './accounts-shared';
import { type PublicContext, publicRoute, route } from '../kit/route';
import { MESSAGES, nonFieldError, json, fieldErrors, detail } from '../kit/respond';
import { nowIso } from '../db/time';
import type { MockDatabase } from '../db/database';
import { findUserByUsername, findUserByEmail, fullName, type UserRecord } from '../db/accounts';

// ---------------------------------------------------------------------------------------------
// OAuth with a mock provider: any code or token `mock-google-<name>` / `mock-github-<name>` signs
// in as the user named <name> (or creates them).
const PROVIDERS: Record<
  'google' | 'github',
  { display: string; clientId: string; scopes: string[]; avatar: (name: string) => string; email: (name: string) => string }
> = {
  google: {
    display: 'Google',
    clientId: 'ujuzi-mock.apps.googleusercontent.com',
    scopes: ['openid', 'email', 'profile'],
    avatar: (name) => `https://lh3.googleusercontent.com/a/${name}`,
    email: (name) => `${name}@gmail.com`,
  },
  github: {
    display: 'GitHub',
    clientId: 'Iv1.ujuzimock0000',
    scopes: ['read:user', 'user:email'],
    avatar: (name) => `https://avatars.githubusercontent.com/${name}`,
    email: (name) => `${name}@users.noreply.github.com`,
  },
};

/** Where a provider "redirects" in mock mode: straight back to the app's callback with a mock code. */
function authorizeUrl(context: PublicContext, provider: 'google' | 'github'): string {
  const origin = context.request.headers.get('origin') ?? context.url.origin;
  return `${origin}/auth/oauth-callback?provider=${provider}&code=mock-${provider}-student&state=mock`;
}

function socialSignIn(db: MockDatabase, provider: 'google' | 'github', credential: string | undefined): Response {
  const prefix = `mock-${provider}-`;
  if (!credential || !credential.startsWith(prefix) || credential.length === prefix.length) {
    return nonFieldError(`Invalid ${PROVIDERS[provider].display} credentials.`);
  }
  const name = credential
    .slice(prefix.length)
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '');
  const linked = db.accounts.socialAccounts.find((account) => account.provider === provider && account.uid === name);
  let user = linked
    ? db.accounts.users.get(linked.user)
    : (findUserByUsername(db, name) ?? findUserByEmail(db, PROVIDERS[provider].email(name)));
  let isNew = false;
  if (!user) {
    const [first = name, last = ''] = name.split(/[._-]/);
    const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
    user = createUserRecord(
      db,
      {
        username: name,
        email: PROVIDERS[provider].email(name),
        first_name: capital(first),
        last_name: capital(last),
        user_type: 'student',
        password: randomToken(24),
      },
      { emailVerified: true },
    );
    db.accounts.users.update(user.id, { avatar: PROVIDERS[provider].avatar(name) });
    isNew = true;
  }
  if (!user.is_active) return nonFieldError('User account is disabled.');
  const stamp = nowIso();
  if (!linked) {
    db.accounts.socialAccounts.insert({
      user: user.id,
      provider,
      uid: name,
      email: user.email,
      display_name: fullName(user) || user.username,
      avatar_url: PROVIDERS[provider].avatar(name),
      date_joined: stamp,
      last_login: stamp,
    });
  } else db.accounts.socialAccounts.update(linked.id, { last_login: stamp });
  return signInOrChallenge(db, db.accounts.users.get(user.id) ?? user, { is_new_user: isNew });
}

export function oauthHandlers(): HttpHandler[] {
  return [
    publicRoute('listOAuthProviders', (context) =>
      json<OAuthProvider[]>(
        (['google', 'github'] as const).map((name) => ({
          name,
          display_name: PROVIDERS[name].display,
          client_id: PROVIDERS[name].clientId,
          authorize_url: authorizeUrl(context, name),
          scopes: PROVIDERS[name].scopes,
          enabled: true,
        })),
      ),
    ),
    publicRoute('loginWithGoogle', async (context) => {
      const body = await context.body<SocialLoginRequest>();
      if (body instanceof Response) return body;
      return socialSignIn(context.db, 'google', body.credential ?? body.access_token ?? body.code);
    }),
    publicRoute('loginWithGithub', async (context) => {
      const body = await context.body<SocialLoginRequest>();
      if (body instanceof Response) return body;
      return socialSignIn(context.db, 'github', body.code ?? body.access_token ?? body.credential);
    }),
    publicRoute('exchangeOAuthCode', async (context) => {
      const body = await context.body<OAuthCodeExchangeRequest>();
      if (body instanceof Response) return body;
      if (!body.code.startsWith(`mock-${body.provider}-`)) return nonFieldError('Invalid or expired authorization code.');
      return socialSignIn(context.db, body.provider, body.code);
    }),
    route('listSocialAccounts', ({ db, user }) =>
      json<SocialAccount[]>(
        db.accounts.socialAccounts
          .filter((account) => account.user === user.id)
          .map((account) => ({
            id: account.id,
            provider: account.provider,
            uid: account.uid,
            email: account.email,
            display_name: account.display_name,
            avatar_url: account.avatar_url,
            date_joined: account.date_joined,
            last_login: account.last_login,
          })),
      ),
    ),
    route('disconnectSocialAccount', async (context) => {
      const body = await context.body<OAuthDisconnectRequest>();
      if (body instanceof Response) return body;
      const removed = context.db.accounts.socialAccounts.removeWhere(
        (account) => account.user === context.user.id && account.provider === body.provider,
      );
      if (removed === 0) return fieldErrors({ provider: `No ${PROVIDERS[body.provider].display} account is linked.` });
      return json<MessageResponse>({ message: `${PROVIDERS[body.provider].display} account disconnected.`, success: true });
    }),
  ];
}

/** The mock authenticator accepts `123456` (the demo accounts panel says so) or an unused backup code. */
export const MOCK_TWO_FACTOR_CODE = DEMO_TWO_FACTOR_CODE;
/** A sign-in's second step: how long its challenge lives, how many wrong codes it takes, the wait after. */
export const TWO_FACTOR_CHALLENGE_TTL_S = 300;
export const TWO_FACTOR_MAX_WRONG_CODES = 5;
export const TWO_FACTOR_LOCKOUT_S = 60;

interface SignInChallenge {
  user: number;
  expiresAt: number;
  wrongCodes: number;
  lockedUntil: number;
}

/** Open sign-in challenges of each mock database (not persisted: after a reload the person signs in again). */
const challenges = new WeakMap<MockDatabase, Map<string, SignInChallenge>>();
const challengesOf = (db: MockDatabase): Map<string, SignInChallenge> => {
  let open = challenges.get(db);
  if (!open) {
    open = new Map();
    challenges.set(db, open);
  }
  return open;
};

/** A right password or provider credential: the key, or — with two-factor sign-in on — a challenge and no key. */
export function signInOrChallenge(db: MockDatabase, user: UserRecord, extra: { is_new_user?: boolean } = {}): Response {
  if (!user.two_factor_enabled || !db.accounts.twoFactor.get(user.id)?.enabled) return signIn(db, user, extra);
  const challenge = `2fa_${randomToken(24)}`;
  challengesOf(db).set(challenge, {
    user: user.id,
    expiresAt: Date.now() + TWO_FACTOR_CHALLENGE_TTL_S * 1000,
    wrongCodes: 0,
    lockedUntil: 0,
  });
  return json<TwoFactorChallenge>({ two_factor_required: true, challenge, expires_in: TWO_FACTOR_CHALLENGE_TTL_S });
}

const throttled = (seconds: number): Response =>
  json({ detail: `Request was throttled. Expected available in ${seconds} seconds.` }, 429, {
    'Retry-After': String(seconds),
  });

export function twoFactorHandlers(): HttpHandler[] {
  const codeAccepted = (db: MockDatabase, userId: number, code: string): boolean => {
    const setup = db.accounts.twoFactor.get(userId);
    if (!setup) return false;
    if (code === MOCK_TWO_FACTOR_CODE) return true;
    if (!setup.backup_codes.includes(code)) return false;
    db.accounts.twoFactor.update(userId, { backup_codes: setup.backup_codes.filter((backup) => backup !== code) });
    return true;
  };
  /** The second step of a sign-in: the code for a challenge completes it with a key. */
  const completeSignIn = (db: MockDatabase, challenge: string, code: string): Response => {
    const open = challengesOf(db);
    const pending = open.get(challenge);
    const user = pending ? db.accounts.users.get(pending.user) : undefined;
    if (!pending || !user || pending.expiresAt <= Date.now() || !user.is_active) {
      open.delete(challenge);
      return fieldErrors({ challenge: 'This sign-in has expired. Please sign in again.' });
    }
    const waitMs = pending.lockedUntil - Date.now();
    if (waitMs > 0) return throttled(Math.ceil(waitMs / 1000));
    if (!codeAccepted(db, user.id, code)) {
      pending.wrongCodes += 1;
      if (pending.wrongCodes < TWO_FACTOR_MAX_WRONG_CODES) return fieldErrors({ code: 'Invalid two-factor code.' });
      pending.wrongCodes = 0;
      pending.lockedUntil = Date.now() + TWO_FACTOR_LOCKOUT_S * 1000;
      return throttled(TWO_FACTOR_LOCKOUT_S);
    }
    open.delete(challenge);
    return json<TwoFactorVerification>({
      verified: true,
      two_factor_enabled: true,
      message: 'Signed in.',
      ...sessionTokens(db, user),
    });
  };
  return [
    route('enableTwoFactor', ({ db, user }) => {
      if (user.two_factor_enabled) return detail(400, 'Two-factor authentication is already enabled.');
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
      const secret = Array.from({ length: 32 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
      const backupCodes = Array.from({ length: 8 }, () => String(Math.floor(10000000 + Math.random() * 89999999)));
      db.accounts.twoFactor.remove(user.id);
      db.accounts.twoFactor.insert({ id: user.id, secret, backup_codes: backupCodes, enabled: false });
      return json<TwoFactorSetup>({
        secret,
        otpauth_url: `otpauth://totp/Ujuzi:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Ujuzi`,
        qr_code: null,
        backup_codes: backupCodes,
      });
    }),
    // Signed out with a challenge: a sign-in's second step; otherwise the signed-in setup check.
    publicRoute('verifyTwoFactor', async (context) => {
      const body = await context.body<TwoFactorCodeRequest>();
      if (body instanceof Response) return body;
      if (body.challenge !== undefined) return completeSignIn(context.db, body.challenge, body.code.trim());
      const { db, user } = context;
      if (!user) return detail(401, MESSAGES.notAuthenticated);
      if (!db.accounts.twoFactor.get(user.id))
        return detail(400, 'Two-factor authentication has not been set up. Enable it first.');
      if (!codeAccepted(db, user.id, body.code.trim())) return fieldErrors({ code: 'Invalid two-factor code.' });
      db.accounts.twoFactor.update(user.id, { enabled: true });
      db.accounts.users.update(user.id, { two_factor_enabled: true });
      return json<TwoFactorVerification>({
        verified: true,
        two_factor_enabled: true,
        message: 'Two-factor authentication is enabled.',
      });
    }),
    route('disableTwoFactor', async (context) => {
      const body = await context.body<TwoFactorCodeRequest>();
      if (body instanceof Response) return body;
      const { db, user } = context;
      if (!user.two_factor_enabled) return detail(400, 'Two-factor authentication is not enabled.');
      if (!codeAccepted(db, user.id, body.code.trim())) return fieldErrors({ code: 'Invalid two-factor code.' });
      db.accounts.twoFactor.remove(user.id);
      db.accounts.users.update(user.id, { two_factor_enabled: false });
      return json<MessageResponse>({ message: 'Two-factor authentication is disabled.', success: true });
    }),
  ];
}
