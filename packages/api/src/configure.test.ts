import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApi } from './configure';
import { getCurrentUser } from './gen/sdk';
import { client } from './gen/sdk/client.gen';
import { orvalFetch } from './http/orval-mutator';
import { apiRequest } from './http/request';
import { setStoredToken } from './session/auth-storage';

const STAGING = 'https://staging.ujuzi.test/api';
const seen: { url: string; authorization: string | null }[] = [];
const me = { id: 1, username: 'student', user_type: 'student' };

const server = setupServer(
  http.get(`${STAGING}/accounts/users/me/`, ({ request }) => {
    seen.push({ url: request.url, authorization: request.headers.get('authorization') });
    return HttpResponse.json(me);
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  seen.length = 0;
  vi.resetModules();
});
afterAll(() => server.close());

describe('configureApi', () => {
  it('points an SDK already loaded at the new root, with the token', async () => {
    configureApi({ baseUrl: `${STAGING}/` });
    setStoredToken('sdk-key');
    const { data } = await getCurrentUser();
    expect(data).toEqual(me);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toMatch(`${STAGING}/accounts/users/me/?_=`);
    expect(seen[0]?.authorization).toBe('Token sdk-key');
    expect(client.getConfig().baseUrl).toBe(STAGING);
  });

  it('points an SDK loaded afterwards at the new root, with the token', async () => {
    vi.resetModules();
    const fresh = {
      configure: await import('./configure'),
      storage: await import('./session/auth-storage'),
    };
    fresh.configure.configureApi({ baseUrl: STAGING });
    fresh.storage.setAuthStorage(fresh.storage.createMemoryStorage());
    fresh.storage.setStoredToken('late-key');
    const sdk = await import('./gen/sdk');
    const { client: freshClient } = await import('./gen/sdk/client.gen');
    expect(freshClient).not.toBe(client);
    const { data } = await sdk.getCurrentUser();
    expect(data).toEqual(me);
    expect(seen[0]?.url).toMatch(`${STAGING}/accounts/users/me/?_=`);
    expect(seen[0]?.authorization).toBe('Token late-key');
  });

  it('points the hooks and the wrappers at the new root too', async () => {
    configureApi({ baseUrl: STAGING });
    setStoredToken('k');
    await orvalFetch('/accounts/users/me/', { method: 'GET' });
    await apiRequest({ path: '/accounts/users/me/' });
    expect(seen.map((s) => [new URL(s.url).origin, s.authorization])).toEqual([
      ['https://staging.ujuzi.test', 'Token k'],
      ['https://staging.ujuzi.test', 'Token k'],
    ]);
  });
});
