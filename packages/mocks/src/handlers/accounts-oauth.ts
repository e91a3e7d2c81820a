/** Social sign-in (OAuth with a mock provider, linked accounts) and two-factor authentication. */
import type {
  MessageResponse,
  OAuthCodeExchangeRequest,
  OAuthDisconnectRequest,
  OAuthProvider,
  SocialAccount,
  SocialLoginRequest,
  TwoFactorCodeRequest,
  TwoFactorSetup,
  TwoFactorVerification,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { createUserRecord, randomToken, signIn } from './accounts-shared';
import { type PublicContext, publicRoute, route } from '../kit/route';
import { nonFieldError, json, fieldErrors, detail } from '../kit/respond';
import { nowIso } from '../db/time';
import type { MockDatabase } from '../db/database';
import { findUserByUsername, findUserByEmail, fullName } from '../db/accounts';

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
  return signIn(db, db.accounts.users.get(user.id) ?? user, { is_new_user: isNew });
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

/** The mock authenticator accepts `123456` (what the setup screen of the demo says) or an unused backup code. */
export const MOCK_TWO_FACTOR_CODE = '123456';

export function twoFactorHandlers(): HttpHandler[] {
  const codeAccepted = (db: MockDatabase, userId: number, code: string): boolean => {
    const setup = db.accounts.twoFactor.get(userId);
    if (!setup) return false;
    if (code === MOCK_TWO_FACTOR_CODE) return true;
    if (!setup.backup_codes.includes(code)) return false;
    db.accounts.twoFactor.update(userId, { backup_codes: setup.backup_codes.filter((backup) => backup !== code) });
    return true;
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
    route('verifyTwoFactor', async (context) => {
      const body = await context.body<TwoFactorCodeRequest>();
      if (body instanceof Response) return body;
      const { db, user } = context;
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
