import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from './http-server';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createMockServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
});
