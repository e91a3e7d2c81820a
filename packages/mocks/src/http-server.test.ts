import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from './http-server';
import { resetMockFaults, setMockFaults } from './kit/faults';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createMockServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => resetMockFaults());

describe('the standalone mock server', () => {
  it('answers the health check under /api with CORS', async () => {
    const response = await fetch(`${base}/api/health/`, { headers: { Origin: 'http://localhost:5173' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    await expect(response.json()).resolves.toMatchObject({ status: 'healthy' });
  });

  it('answers preflight requests', async () => {
    const response = await fetch(`${base}/api/health/`, { method: 'OPTIONS', headers: { Origin: 'http://app.test' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('answers 404 outside the API and for unknown operations', async () => {
    expect((await fetch(`${base}/health/`)).status).toBe(404);
    const unknown = await fetch(`${base}/api/no-such-thing/`);
    expect(unknown.status).toBe(404);
    await expect(unknown.json()).resolves.toEqual({ detail: 'Not found.' });
  });

  it('serves the stateful handlers: a sign-in, then the signed-in user', async () => {
    const login = await fetch(`${base}/api/accounts/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:4173' },
      body: JSON.stringify({ username: 'teacher', password: 'ujuzi-demo' }),
    });
    expect(login.status).toBe(200);
    const { access } = (await login.json()) as { access: string };
    const me = await fetch(`${base}/api/accounts/users/me/`, { headers: { Authorization: `Token ${access}` } });
    await expect(me.json()).resolves.toMatchObject({ username: 'teacher', user_type: 'teacher' });
  });

  it('drops the connection for the offline fault and answers forced statuses', async () => {
    setMockFaults('offline');
    await expect(fetch(`${base}/api/health/`)).rejects.toThrow();
    setMockFaults({ profile: 'none', statuses: { getHealth: 503 } });
    expect((await fetch(`${base}/api/health/`)).status).toBe(503);
  });
});
