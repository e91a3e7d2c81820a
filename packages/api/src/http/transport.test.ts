import { HTTP_MESSAGES, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '@ujuzi/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCurrentUser, login } from '../gen/sdk';
import {
  getStoredRefreshToken,
  getStoredToken,
  getStoredUser,
  setStoredRefreshToken,
  setStoredToken,
  setStoredUser,
} from '../session/auth-storage';
import { TEST_API, testStorage } from '../../test/setup';
import { apiRequest } from './request';
import { onSessionExpired } from './transport';
import { orvalFetch } from './orval-mutator';

interface Seen {
  authorization: string | null;
  url: URL;
  contentType: string | null;
}

const seen: Seen[] = [];
const remember = (request: Request) =>
  seen.push({
    authorization: request.headers.get('authorization'),
    url: new URL(request.url),
    contentType: request.headers.get('content-type'),
  });

const server = setupServer(
  http.get(`${TEST_API}/accounts/users/me/`, ({ request }) => {
    remember(request);
    return HttpResponse.json({ id: 1, username: 'student', email: 's@ujuzi.ac.ke', user_type: 'student' });
  }),
  http.post(`${TEST_API}/accounts/token/`, ({ request }) => {
    remember(request);
    return HttpResponse.json({ access: 'abc', refresh: 'def', user: { id: 1, username: 'student', user_type: 'student' } });
  }),
  http.patch(`${TEST_API}/accounts/users/update_profile/`, ({ request }) => {
    remember(request);
    return HttpResponse.json({ id: 1, username: 'student', user_type: 'student' });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('the Token header', () => {
  it('is sent on authenticated calls', async () => {
    setStoredToken('secret-key');
    await apiRequest({ path: '/accounts/users/me/' });
    expect(seen[0]?.authorization).toBe('Token secret-key');
  });

  it('is also read from the legacy accessToken item', async () => {
    testStorage().setItem('accessToken', 'legacy-key');
    await apiRequest({ path: '/accounts/users/me/' });
    expect(seen[0]?.authorization).toBe('Token legacy-key');
  });

  it('is never sent on public calls, even when signed in', async () => {
    setStoredToken('secret-key');
    await apiRequest({ method: 'POST', path: '/accounts/token/', body: { username: 'student', password: 'x' } });
    expect(seen[0]?.authorization).toBeNull();
  });

  it('goes along on public calls whose answer depends on a signed-in caller (FAQ drafts for staff), when there is one', async () => {
    server.use(
      http.get(`${TEST_API}/contact/faqs/`, ({ request }) => {
        remember(request);
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
      }),
    );
    await apiRequest({ path: '/contact/faqs/' });
    setStoredToken('staff-key');
    await apiRequest({ path: '/contact/faqs/' });
    expect(seen.map((s) => s.authorization)).toEqual([null, 'Token staff-key']);
    // Still a public read: no cache-busting timestamp.
    expect(seen.map((s) => s.url.searchParams.has('_'))).toEqual([false, false]);
  });

  it('is sent on an authenticated path that a public template also matches', async () => {
    server.use(
      http.get(`${TEST_API}/community/articles/:id/`, ({ request }) => {
        remember(request);
        return HttpResponse.json({});
      }),
    );
    setStoredToken('secret-key');
    // GET /community/articles/{id}/ is public (no token even when signed in); my_articles/ needs the token.
    await apiRequest({ path: '/community/articles/my_articles/' });
    await apiRequest({ path: '/community/articles/12/' });
    expect(seen.map((s) => s.authorization)).toEqual(['Token secret-key', null]);
  });

  it('is sent by the generated SDK through the same core', async () => {
    setStoredToken('sdk-key');
    await getCurrentUser();
    await login({ body: { username: 'student', password: 'x' } });
    expect(seen.map((s) => s.authorization)).toEqual(['Token sdk-key', null]);
  });

  it('is sent by the generated hooks through the same core', async () => {
    setStoredToken('hook-key');
    await orvalFetch('/accounts/users/me/', { method: 'GET' });
    expect(seen[0]?.authorization).toBe('Token hook-key');
  });
});

describe('the cache-busting timestamp', () => {
  it('is added to authenticated GETs', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
    setStoredToken('k');
    await apiRequest({ path: '/accounts/users/me/', query: { fields: 'id' } });
    expect(seen[0]?.url.searchParams.get('_')).toBe(String(Date.parse('2026-11-22T10:00:00Z')));
    expect(seen[0]?.url.searchParams.get('fields')).toBe('id');
  });

  it('is not added to writes or public calls', async () => {
    setStoredToken('k');
    await apiRequest({ method: 'PATCH', path: '/accounts/users/update_profile/', body: { first_name: 'Amina' } });
    await apiRequest({ method: 'POST', path: '/accounts/token/', body: {} });
    expect(seen.map((s) => s.url.searchParams.has('_'))).toEqual([false, false]);
  });
});

describe('bodies', () => {
  it('are JSON by default', async () => {
    setStoredToken('k');
    await apiRequest({ method: 'PATCH', path: '/accounts/users/update_profile/', body: { first_name: 'Amina' } });
    expect(seen[0]?.contentType).toBe('application/json');
  });

  it('are multipart for uploads', async () => {
    setStoredToken('k');
    const form = new FormData();
    form.append('profile_picture', new Blob(['png'], { type: 'image/png' }), 'me.png');
    await apiRequest({ method: 'PATCH', path: '/accounts/users/update_profile/', body: form });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });
});

/**
 * A network that never answers: the call hangs until its signal aborts, as a real fetch does. (The mock
 * server's interceptor, under a busy machine, sometimes missed an abort raised by fake timers and hung.)
 */
function silentNetwork(): { sent: Request[] } {
  const sent: Request[] = [];
  vi.stubGlobal('fetch', (input: Request) => {
    sent.push(input);
    return new Promise<Response>((_, reject) => {
      input.signal.addEventListener('abort', () => reject(input.signal.reason as Error), { once: true });
    });
  });
  return { sent };
}

describe('timeouts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(`gives up on a normal call after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const network = silentNetwork();
    setStoredToken('k');
    const pending = apiRequest({ path: '/accounts/users/me/' });
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(network.sent).toHaveLength(1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ data: null, error: HTTP_MESSAGES.timeout, status: 0, errorBody: undefined });
  });

  it(`gives an upload ${UPLOAD_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    silentNetwork();
    setStoredToken('k');
    const form = new FormData();
    form.append('profile_picture', new Blob(['png']), 'me.png');
    const pending = apiRequest({ method: 'PATCH', path: '/accounts/users/update_profile/', body: form });
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - REQUEST_TIMEOUT_MS - 1);
    await expect(pending).resolves.toMatchObject({ error: HTTP_MESSAGES.timeout, status: 0 });
  });
});

describe('a 401 on an authenticated call', () => {
  it('removes the stored token and user, keeps the refresh token, and tells listeners', async () => {
    server.use(
      http.get(`${TEST_API}/accounts/users/me/`, () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })),
    );
    setStoredToken('expired');
    setStoredRefreshToken('refresh');
    setStoredUser({ id: 1 });
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    const result = await apiRequest({ path: '/accounts/users/me/' });
    stop();
    expect(result).toMatchObject({ status: 401, error: HTTP_MESSAGES.sessionExpired });
    expect(listener).toHaveBeenCalledOnce();
    expect(getStoredToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(getStoredRefreshToken()).toBe('refresh');
  });

  it('from a call made with an older token leaves a newer sign-in alone', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get(`${TEST_API}/accounts/users/me/`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 });
      }),
    );
    setStoredToken('old');
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    const late = apiRequest({ path: '/accounts/users/me/' });
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    // The person signs in again while the old call is still on its way.
    setStoredToken('new');
    setStoredUser({ id: 1 });
    answer?.();
    const result = await late;
    stop();
    expect(result.status).toBe(401);
    expect(listener).not.toHaveBeenCalled();
    expect(getStoredToken()).toBe('new');
    expect(getStoredUser()).toEqual({ id: 1 });
  });

  it('on a public call (bad credentials) is not a session expiry', async () => {
    server.use(
      http.post(`${TEST_API}/accounts/token/`, () =>
        HttpResponse.json({ detail: 'No active account found with the given credentials' }, { status: 401 }),
      ),
    );
    setStoredToken('still-here');
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    const result = await apiRequest({ method: 'POST', path: '/accounts/token/', body: {} });
    stop();
    expect(result.error).toBe('No active account found with the given credentials');
    expect(listener).not.toHaveBeenCalled();
    expect(getStoredToken()).toBe('still-here');
  });
});
