import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API, testStorage } from '../../test/setup';
import {
  getStoredRefreshToken,
  getStoredToken,
  getStoredUser,
  setStoredRefreshToken,
  setStoredToken,
  setStoredUser,
} from './auth-storage';
import { SESSION_MESSAGES, Session } from './session';

const MIN = 60_000;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwtExpiringIn = (ms: number, id = 'a') =>
  `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor((Date.now() + ms) / 1000), jti: id })}.sig`;

const amina = {
  id: 7,
  username: 'amina',
  email: 'amina@ujuzi.ac.ke',
  first_name: 'Amina',
  last_name: 'Hassan',
  get_full_name: 'Amina Hassan',
  user_type: 'student',
};
const calls: string[] = [];
// A key that is not a JWT is checked after sign-in and at start (validate-session): valid, no expiry, by default.
const server = setupServer(
  http.get(`${TEST_API}/accounts/validate-session/`, () => HttpResponse.json({ valid: true, user: amina, expires_at: null })),
);
const on = (...handlers: Parameters<typeof server.use>) => server.use(...handlers);
const url = (path: string) => `${TEST_API}${path}`;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  calls.length = 0;
  server.events.on('request:start', ({ request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`));
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.useRealTimers();
});
afterAll(() => server.close());

let session: Session;
beforeEach(() => {
  session = new Session();
});
afterEach(() => session.dispose());

const loginAnswers = (body: object, status = 200) =>
  on(http.post(url('/accounts/token/'), () => HttpResponse.json(body, { status })));
const meAnswers = (body: object, status = 200) =>
  on(http.get(url('/accounts/users/me/'), () => HttpResponse.json(body, { status })));

describe('starting from storage', () => {
  it('is anonymous without a stored token and user', () => {
    setStoredToken('t');
    session.start();
    expect(session.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('shows the stored user at once and refreshes it in the background', async () => {
    setStoredToken('plain-token');
    setStoredUser({ ...amina, first_name: 'Old' });
    meAnswers(amina);
    session.start();
    expect(session.getState()).toMatchObject({ status: 'authenticated', user: { first_name: 'Old' } });
    await vi.waitFor(() => expect(session.getState().user?.first_name).toBe('Amina'));
    expect(getStoredUser()).toMatchObject({ first_name: 'Amina' });
  });

  it('keeps the stored user when the background refresh fails', async () => {
    setStoredToken('plain-token');
    setStoredUser(amina);
    meAnswers({ detail: 'boom' }, 500);
    session.start();
    await vi.waitFor(() => expect(calls).toContain('GET /api/accounts/users/me/'));
    expect(session.getState()).toMatchObject({ status: 'authenticated', user: amina });
  });

  it('treats an expired JWT without a refresh token as signed out', () => {
    setStoredToken(jwtExpiringIn(-MIN));
    setStoredUser(amina);
    session.start();
    expect(session.getState().status).toBe('anonymous');
  });
});

describe('the refresh timer', () => {
  it('refreshes at 75 % of the time left and reschedules with the new token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const next = jwtExpiringIn(60 * MIN, 'next');
    const sent: unknown[] = [];
    on(
      http.get(url('/accounts/users/me/'), () => HttpResponse.json(amina)),
      http.post(url('/accounts/auth/jwt/refresh/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ access: next, refresh: 'refresh-2' });
      }),
    );
    setStoredToken(jwtExpiringIn(20 * MIN));
    setStoredRefreshToken('refresh-1');
    setStoredUser(amina);
    session.start();
    await vi.advanceTimersByTimeAsync(15 * MIN - 1_000);
    expect(calls).not.toContain('POST /api/accounts/auth/jwt/refresh/');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(getStoredToken()).toBe(next));
    expect(getStoredRefreshToken()).toBe('refresh-2');
    // The new token lives 60 minutes: the next refresh is capped at 30.
    calls.length = 0;
    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(calls).toContain('POST /api/accounts/auth/jwt/refresh/');
    expect(sent).toEqual([{ refresh: 'refresh-1' }, { refresh: 'refresh-2' }]);
  });

  it('refreshes at once a token that already expired', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    on(
      http.get(url('/accounts/users/me/'), () => HttpResponse.json(amina)),
      http.post(url('/accounts/auth/jwt/refresh/'), () => HttpResponse.json({ access: jwtExpiringIn(60 * MIN) })),
    );
    setStoredToken(jwtExpiringIn(-MIN));
    setStoredRefreshToken('r');
    setStoredUser(amina);
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(calls).toContain('POST /api/accounts/auth/jwt/refresh/'));
  });

  it('sets no timer for a non-JWT token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    meAnswers(amina);
    setStoredToken('plain-drf-token');
    setStoredRefreshToken('r');
    setStoredUser(amina);
    session.start();
    await vi.advanceTimersByTimeAsync(24 * 60 * MIN);
    expect(calls).not.toContain('POST /api/accounts/auth/jwt/refresh/');
  });
  it('sets no timer for a JWT without an expiry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    meAnswers(amina);
    setStoredToken(`${b64({ alg: 'HS256' })}.${b64({ sub: '7' })}.sig`);
    setStoredRefreshToken('r');
    setStoredUser(amina);
    session.start();
    expect(session.getState().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(24 * 60 * MIN);
    expect(calls).not.toContain('POST /api/accounts/auth/jwt/refresh/');
  });

  it('never waits more than 30 minutes, nor less than 5, to refresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    on(
      http.get(url('/accounts/users/me/'), () => HttpResponse.json(amina)),
      http.post(url('/accounts/auth/jwt/refresh/'), () => HttpResponse.json({ access: jwtExpiringIn(2 * MIN, 'b') })),
    );
    setStoredToken(jwtExpiringIn(24 * 60 * MIN));
    setStoredRefreshToken('r');
    setStoredUser(amina);
    session.start();
    await vi.advanceTimersByTimeAsync(30 * MIN - 1_000);
    expect(calls).not.toContain('POST /api/accounts/auth/jwt/refresh/');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(calls.filter((call) => call.endsWith('/jwt/refresh/'))).toHaveLength(1));
    // The new token expires in 2 minutes: the next refresh still waits the 5-minute minimum.
    await vi.advanceTimersByTimeAsync(5 * MIN - 1_000);
    expect(calls.filter((call) => call.endsWith('/jwt/refresh/'))).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(calls.filter((call) => call.endsWith('/jwt/refresh/'))).toHaveLength(2));
  });
});

describe('password sign-in', () => {
  it('clears old auth data, stores the token, greets the user and opens /dashboard', async () => {
    testStorage().setItem('accessToken', 'stale');
    loginAnswers({ access: 'k1', refresh: 'r1', user: amina });
    const result = await session.login('  AMINA ', 'pw');
    expect(result).toEqual({ ok: true, message: 'Welcome back, Amina Hassan!', redirectTo: '/dashboard' });
    expect([getStoredToken(), getStoredRefreshToken(), testStorage().getItem('accessToken')]).toEqual(['k1', 'r1', null]);
    expect(session.getState()).toMatchObject({ status: 'authenticated', user: amina, error: null });
  });

  it('sends the username lower-cased and trimmed', async () => {
    let sent: unknown;
    on(
      http.post(
        url('/accounts/token/'),
        async ({ request }) => ((sent = await request.json()), HttpResponse.json({ token: 't', user: amina })),
      ),
    );
    await session.login('  Wanjiku.Kamau ', 'secret');
    expect(sent).toEqual({ username: 'wanjiku.kamau', password: 'secret' });
  });

  it('reads `token` when `access` is missing', async () => {
    loginAnswers({ token: 'legacy-key', user: amina });
    await session.login('amina', 'pw');
    expect(getStoredToken()).toBe('legacy-key');
  });

  it('rejects an answer without a token', async () => {
    loginAnswers({ user: amina });
    await expect(session.login('amina', 'pw')).resolves.toEqual({ ok: false, message: SESSION_MESSAGES.missingToken });
    expect(session.getState()).toMatchObject({ status: 'anonymous', error: 'Invalid response from server. Missing token.' });
  });

  it('fetches the user when the answer has none', async () => {
    loginAnswers({ access: 'k' });
    meAnswers(amina);
    const result = await session.login('amina', 'pw');
    expect(result.message).toBe('Welcome back, Amina Hassan!');
  });

  it('falls back to a minimal student with the typed username when fetching the user fails', async () => {
    loginAnswers({ access: 'k' });
    meAnswers({ detail: 'nope' }, 500);
    await session.login('Otieno', 'pw');
    expect(session.getState().user).toEqual({ id: 0, username: 'otieno', user_type: 'student' });
  });

  it('shows the server’s message for bad credentials and clears all auth data', async () => {
    setStoredRefreshToken('old');
    loginAnswers({ non_field_errors: ['Unable to log in with provided credentials.'] }, 400);
    await expect(session.login('amina', 'wrong')).resolves.toEqual({
      ok: false,
      message: 'Unable to log in with provided credentials.',
    });
    expect([getStoredToken(), getStoredRefreshToken(), getStoredUser()]).toEqual([null, null, null]);
  });

  it('says to check the credentials when a 400 has no text', async () => {
    loginAnswers({}, 400);
    await expect(session.login('amina', 'wrong')).resolves.toMatchObject({
      message: 'Login failed. Please check your credentials.',
    });
  });

  it('says to try again when the network fails', async () => {
    on(http.post(url('/accounts/token/'), () => HttpResponse.error()));
    await expect(session.login('amina', 'pw')).resolves.toMatchObject({
      ok: false,
      message: 'Network error. Please check your internet connection and try again.',
    });
  });

  it('says so when the token cannot be stored, or not read back', async () => {
    loginAnswers({ access: 'k', user: amina });
    const storage = testStorage();
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      if (key === 'token') throw new Error('QuotaExceededError');
      setItem(key, value);
    };
    await expect(session.login('amina', 'pw')).resolves.toMatchObject({
      message: 'Failed to store authentication token. Please try again.',
    });
    storage.setItem = (key, value) => setItem(key, key === 'token' ? 'something-else' : value);
    await expect(session.login('amina', 'pw')).resolves.toMatchObject({ message: 'Authentication error. Please try again.' });
  });
});

describe('third-party sign-in', () => {
  const google = (body: object, status = 200) =>
    on(http.post(url('/accounts/auth/oauth/google/'), () => HttpResponse.json(body, { status })));

  it('welcomes the user and opens /dashboard', async () => {
    google({ access: 'g', user: amina });
    await expect(session.loginWithProvider('google', { credential: 'id-token' })).resolves.toEqual({
      ok: true,
      message: 'Welcome, Amina Hassan!',
      redirectTo: '/dashboard',
    });
  });

  it('exchanges an authorization code for the redirect flow', async () => {
    let sent: unknown;
    on(
      http.post(
        url('/accounts/auth/oauth/exchange-code/'),
        async ({ request }) => ((sent = await request.json()), HttpResponse.json({ access: 'x', user: amina })),
      ),
    );
    await session.loginWithProvider('github', { code: 'c0de', redirect_uri: 'http://localhost/auth/oauth-callback' });
    expect(sent).toEqual({ provider: 'github', code: 'c0de', redirect_uri: 'http://localhost/auth/oauth-callback' });
  });

  it('rejects answers without a token or without user data', async () => {
    google({ user: amina });
    await expect(session.loginWithProvider('google', { credential: 'c' })).resolves.toMatchObject({
      message: 'Invalid response from Google. Missing token.',
    });
    google({ access: 'g' });
    await expect(session.loginWithProvider('google', { credential: 'c' })).resolves.toMatchObject({
      message: 'Invalid response from Google. Missing user data.',
    });
    expect(getStoredToken()).toBeNull();
  });

  it('names the provider when it fails', async () => {
    on(http.post(url('/accounts/auth/oauth/github/'), () => HttpResponse.json({}, { status: 400 })));
    await expect(session.loginWithProvider('github', { access_token: 't' })).resolves.toMatchObject({
      message: 'GitHub login failed.',
    });
    on(http.post(url('/accounts/auth/oauth/github/'), () => HttpResponse.json({}, { status: 502 })));
    await expect(session.loginWithProvider('github', { access_token: 't' })).resolves.toMatchObject({
      message: 'GitHub login failed. Please try again.',
    });
  });
});

describe('registration', () => {
  const input = {
    username: 'Otieno',
    email: 'OTIENO@example.com',
    firstName: 'Otieno',
    lastName: 'Odhiambo',
    password: 'pw',
    confirmPassword: 'pw',
  };

  it('sends the normalised payload and leads to /login', async () => {
    let sent: unknown;
    on(
      http.post(
        url('/accounts/auth/register/'),
        async ({ request }) => ((sent = await request.json()), HttpResponse.json({ message: 'ok' }, { status: 201 })),
      ),
    );
    await expect(session.register(input)).resolves.toEqual({
      ok: true,
      message: 'Registration successful! Please login with your credentials.',
      redirectTo: '/login',
    });
    expect(sent).toMatchObject({ username: 'otieno', email: 'otieno@example.com', user_type: 'student' });
  });

  it('puts the first message of each field under its field and non_field_errors as the general message', async () => {
    on(
      http.post(url('/accounts/auth/register/'), () =>
        HttpResponse.json(
          {
            username: ['A user with that username already exists.', 'Too short.'],
            email: ['Enter a valid email address.'],
            non_field_errors: ['Passwords do not match.'],
          },
          { status: 400 },
        ),
      ),
    );
    await expect(session.register(input)).resolves.toEqual({
      ok: false,
      message: 'Passwords do not match.',
      fieldErrors: { username: 'A user with that username already exists.', email: 'Enter a valid email address.' },
    });
  });

  it('asks to check the information when only fields fail, and to retry on a server failure', async () => {
    on(http.post(url('/accounts/auth/register/'), () => HttpResponse.json({ email: ['Taken.'] }, { status: 400 })));
    await expect(session.register(input)).resolves.toMatchObject({
      message: 'Registration failed. Please check your information.',
    });
    on(http.post(url('/accounts/auth/register/'), () => HttpResponse.json({}, { status: 500 })));
    await expect(session.register(input)).resolves.toMatchObject({ message: 'Registration failed. Please try again.' });
  });
});

describe('a 401 on the user, profile and password calls', () => {
  it('refreshes the token once and retries once', async () => {
    let attempts = 0;
    on(
      http.get(url('/accounts/users/me/'), ({ request }) => {
        attempts += 1;
        return request.headers.get('authorization') === 'Token fresh'
          ? HttpResponse.json(amina)
          : HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 });
      }),
      http.post(url('/accounts/auth/jwt/refresh/'), () => HttpResponse.json({ access: 'fresh' })),
    );
    setStoredToken('stale');
    setStoredRefreshToken('r');
    await expect(session.fetchUser()).resolves.toMatchObject({ username: 'amina' });
    expect(attempts).toBe(2);
    expect(getStoredToken()).toBe('fresh');
  });

  it('gives up after one retry', async () => {
    let attempts = 0;
    on(
      http.get(
        url('/accounts/users/me/'),
        () => ((attempts += 1), HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })),
      ),
      http.post(url('/accounts/auth/jwt/refresh/'), () => HttpResponse.json({ access: 'still-bad' })),
    );
    setStoredToken('stale');
    setStoredRefreshToken('r');
    await expect(session.fetchUser()).resolves.toBeNull();
    expect(attempts).toBe(2);
  });
});

describe('profile and password', () => {
  const signIn = async () => {
    loginAnswers({ access: 'k', user: amina });
    await session.login('amina', 'pw');
  };

  it('require a signed-in user', async () => {
    await expect(session.updateProfile({ first_name: 'A' })).resolves.toEqual({
      ok: false,
      message: 'Authentication required. Please login again.',
      redirectTo: '/login',
    });
    await expect(session.changePassword({ old_password: 'a', new_password: 'b', confirm_password: 'b' })).resolves.toMatchObject({
      redirectTo: '/login',
    });
  });

  it('update the profile with the server’s answer', async () => {
    await signIn();
    on(
      http.patch(url('/accounts/users/update_profile/'), () =>
        HttpResponse.json({ ...amina, first_name: 'Aminah', get_full_name: 'Aminah Hassan' }),
      ),
    );
    await expect(session.updateProfile({ first_name: 'Aminah' })).resolves.toMatchObject({ ok: true });
    expect(session.getState().user?.first_name).toBe('Aminah');
    expect(getStoredUser()).toMatchObject({ first_name: 'Aminah' });
  });

  it('report profile failures with field errors, or a retry on server failures', async () => {
    await signIn();
    on(
      http.patch(url('/accounts/users/update_profile/'), () =>
        HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 }),
      ),
    );
    await expect(session.updateProfile({ email: 'x' })).resolves.toEqual({
      ok: false,
      message: 'Enter a valid email address.',
      fieldErrors: { email: 'Enter a valid email address.' },
    });
    on(http.patch(url('/accounts/users/update_profile/'), () => HttpResponse.json({}, { status: 500 })));
    await expect(session.updateProfile({ email: 'x' })).resolves.toMatchObject({
      message: 'Profile update failed. Please try again.',
    });
  });

  it('keep the user signed in with the new token a password change returns', async () => {
    await signIn();
    on(
      http.post(url('/accounts/users/change_password/'), () =>
        HttpResponse.json({ message: 'Password changed successfully', token: 'k2' }),
      ),
    );
    await expect(session.changePassword({ old_password: 'a', new_password: 'b', confirm_password: 'b' })).resolves.toEqual({
      ok: true,
      message: 'Password changed successfully',
    });
    expect(getStoredToken()).toBe('k2');
  });

  it('report a failed password change', async () => {
    await signIn();
    on(
      http.post(url('/accounts/users/change_password/'), () =>
        HttpResponse.json({ old_password: ['Wrong password.'] }, { status: 400 }),
      ),
    );
    await expect(session.changePassword({ old_password: 'a', new_password: 'b', confirm_password: 'b' })).resolves.toMatchObject({
      message: 'Wrong password.',
      fieldErrors: { old_password: 'Wrong password.' },
    });
    on(http.post(url('/accounts/users/change_password/'), () => HttpResponse.error()));
    await expect(session.changePassword({ old_password: 'a', new_password: 'b', confirm_password: 'b' })).resolves.toMatchObject({
      message: 'Password change failed. Please try again.',
    });
  });
});

describe('logout', () => {
  it('clears local data even when the server call fails, and leads to /login', async () => {
    loginAnswers({ access: 'k', refresh: 'r', user: amina });
    await session.login('amina', 'pw');
    testStorage().setItem('ujuzi-color-mode', 'dark');
    on(http.post(url('/accounts/auth/logout/'), () => HttpResponse.json({}, { status: 500 })));
    await expect(session.logout()).resolves.toEqual({ ok: true, message: 'Successfully logged out', redirectTo: '/login' });
    expect([getStoredToken(), getStoredRefreshToken(), getStoredUser()]).toEqual([null, null, null]);
    expect(testStorage().getItem('ujuzi-color-mode')).toBe('dark');
    expect(session.getState()).toMatchObject({ status: 'anonymous', user: null });
  });
  it('clears the auth data without calling the server when a guard check fails', () => {
    meAnswers(amina);
    setStoredToken('k');
    setStoredRefreshToken('r');
    setStoredUser(amina);
    session.start();
    session.clear();
    expect(session.getState()).toMatchObject({ status: 'anonymous', user: null });
    expect([getStoredToken(), getStoredRefreshToken(), getStoredUser()]).toEqual([null, null, null]);
    expect(calls).not.toContain('POST /api/accounts/auth/logout/');
  });
});

describe('an expired session', () => {
  it('turns anonymous with the spec’s message when any signed-in call answers 401', async () => {
    loginAnswers({ access: 'k', user: amina });
    await session.login('amina', 'pw');
    session.start();
    on(http.get(url('/accounts/users/me/'), () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })));
    await session.fetchUser();
    expect(session.getState()).toMatchObject({ status: 'anonymous', user: null, error: 'Session expired. Please login again.' });
  });
});

describe('the session checks (validate-session, refresh-session)', () => {
  /** A page whose visibility the test switches, as a browser tab's. */
  const tab = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const show = (state: DocumentVisibilityState) => {
    tab.visibilityState = state;
    tab.dispatchEvent(new Event('visibilitychange'));
  };
  const validations = () => calls.filter((call) => call === 'GET /api/accounts/validate-session/').length;
  beforeEach(() => {
    tab.visibilityState = 'visible';
    vi.stubGlobal('document', tab);
  });
  afterEach(() => vi.unstubAllGlobals());

  const signedInWithJwt = () => {
    setStoredToken(jwtExpiringIn(24 * 60 * MIN));
    setStoredRefreshToken('r');
    setStoredUser(amina);
  };

  it('checks the key when the person comes back after 10 minutes away, and signs out a revoked one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    meAnswers(amina);
    on(http.get(url('/accounts/validate-session/'), () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })));
    signedInWithJwt();
    session.start();
    show('hidden');
    await vi.advanceTimersByTimeAsync(9 * MIN);
    show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(validations()).toBe(0);
    show('hidden');
    await vi.advanceTimersByTimeAsync(10 * MIN);
    show('visible');
    await vi.waitFor(() => expect(session.getState().status).toBe('anonymous'));
    expect(session.getState().error).toBe('Session expired. Please login again.');
    expect(getStoredToken()).toBeNull();
  });

  it('keeps a valid session, with the user the server returns, and keeps it when no answer comes', async () => {
    signedInWithJwt();
    meAnswers(amina);
    on(
      http.get(url('/accounts/validate-session/'), () =>
        HttpResponse.json({ valid: true, user: { ...amina, first_name: 'Amina M.' }, expires_at: null }),
      ),
    );
    session.start();
    expect(await session.validate()).toBe(true);
    expect(session.getState().user?.first_name).toBe('Amina M.');
    on(http.get(url('/accounts/validate-session/'), () => HttpResponse.error()));
    expect(await session.validate()).toBe(true);
    expect(session.getState().status).toBe('authenticated');
  });

  it('prolongs a key that is not a JWT at 75 % of the time the server says it has left, storing a new one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    meAnswers(amina);
    on(
      http.get(url('/accounts/validate-session/'), () =>
        HttpResponse.json({ valid: true, user: amina, expires_at: new Date(Date.now() + 20 * MIN).toISOString() }),
      ),
      http.post(url('/accounts/refresh-session/'), () =>
        HttpResponse.json({
          token: 'key-2',
          expires_at: new Date(Date.now() + 20 * MIN).toISOString(),
          message: 'Session refreshed.',
        }),
      ),
    );
    setStoredToken('key-1');
    setStoredUser(amina);
    session.start();
    await vi.waitFor(() => expect(validations()).toBe(1));
    await vi.advanceTimersByTimeAsync(15 * MIN - 1_000);
    expect(calls).not.toContain('POST /api/accounts/refresh-session/');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(getStoredToken()).toBe('key-2'));
  });
});

describe('two-factor sign-in', () => {
  const challengeAnswer = { two_factor_required: true, challenge: 'ch-1', expires_in: 300 };
  const verifyAnswers = (body: object, status = 200, headers: Record<string, string> = {}) => {
    const sent: unknown[] = [];
    on(
      http.post(url('/accounts/2fa/verify/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(body, { status, headers });
      }),
    );
    return sent;
  };

  it('stores nothing after the password and asks for a code', async () => {
    loginAnswers(challengeAnswer);
    const result = await session.login('amina', 'pw');
    expect(result).toMatchObject({ ok: false, message: SESSION_MESSAGES.twoFactorNeeded, twoFactor: { challenge: 'ch-1' } });
    expect(getStoredToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(session.getState().status).toBe('anonymous');
  });

  it('signs in with the right code: the key is stored and the user greeted', async () => {
    loginAnswers(challengeAnswer);
    const step = (await session.login('amina', 'pw')).twoFactor;
    const sent = verifyAnswers({ verified: true, two_factor_enabled: true, message: 'Signed in.', access: 'k2', user: amina });
    if (!step) throw new Error('no second step');
    const result = await session.verifySecondFactor(step, ' 123 456 ');
    expect(sent).toEqual([{ challenge: 'ch-1', code: '123456' }]);
    expect(result).toEqual({ ok: true, message: 'Welcome back, Amina Hassan!', redirectTo: '/dashboard' });
    expect(getStoredToken()).toBe('k2');
    expect(session.getState()).toMatchObject({ status: 'authenticated', user: { username: 'amina' } });
  });

  it("puts a wrong code's message on the field and stores nothing", async () => {
    verifyAnswers({ code: ['Invalid two-factor code.'] }, 400);
    const result = await session.verifySecondFactor({ challenge: 'ch-1', expiresAt: Date.now() + 300_000 }, '000000');
    expect(result).toMatchObject({ ok: false, fieldErrors: { code: 'Invalid two-factor code.' } });
    expect(getStoredToken()).toBeNull();
  });

  it('gives the wait the server names after too many wrong codes', async () => {
    verifyAnswers({ detail: 'Request was throttled. Expected available in 60 seconds.' }, 429, { 'Retry-After': '60' });
    const result = await session.verifySecondFactor({ challenge: 'ch-1', expiresAt: Date.now() + 300_000 }, '000000');
    expect(result).toMatchObject({ ok: false, retryAfterSeconds: 60, message: SESSION_MESSAGES.twoFactorWait(60) });
  });

  it('sends the person back to the password when the challenge expired', async () => {
    verifyAnswers({ challenge: ['This sign-in has expired. Please sign in again.'] }, 400);
    const result = await session.verifySecondFactor({ challenge: 'old', expiresAt: Date.now() }, '123456');
    expect(result).toMatchObject({ ok: false, restart: true, message: SESSION_MESSAGES.twoFactorExpired });
  });

  it('asks for the code after Google too, and greets as Google sign-in does', async () => {
    on(http.post(url('/accounts/auth/oauth/google/'), () => HttpResponse.json(challengeAnswer)));
    const step = (await session.loginWithProvider('google', { credential: 'c' })).twoFactor;
    expect(step).toMatchObject({ challenge: 'ch-1', provider: 'google' });
    expect(getStoredToken()).toBeNull();
    verifyAnswers({ verified: true, two_factor_enabled: true, message: 'Signed in.', access: 'k3', user: amina });
    if (!step) throw new Error('no second step');
    await expect(session.verifySecondFactor(step, '123456')).resolves.toMatchObject({ message: 'Welcome, Amina Hassan!' });
  });
});
