import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_CONFIG } from '../src/config';
import { createHttpClient, RunCapReached } from '../src/http/client';
import { main } from '../src/main';
import { runContractCheck, SetupError } from '../src/run';
import { contract, options, sample, startServer, type Reply, type TestServer } from './helpers';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const quiet = () => {
  const lines: string[] = [];
  return { lines, io: { cwd: process.cwd(), out: (t: string) => lines.push(t), err: (t: string) => lines.push(t) } };
};

describe('a run', () => {
  it('skips authenticated operations with the reason when no credentials are given', async () => {
    server = await startServer(({ path }) =>
      path === '/core/school/' ? { status: 200, body: sample('SchoolInfo') } : undefined,
    );
    const report = await runContractCheck({
      options: options(server.baseUrl, { only: ['getSchoolInfo'] }),
      config: EMPTY_CONFIG,
      document: contract(),
    });
    expect(report.cases.map((c) => [c.scenario, c.outcome, c.reason ?? ''])).toEqual([
      ['read', 'skipped', 'needs a signed-in user: give --username/--password or --token'],
      ['no-token', 'failed', ''],
    ]);
    expect(report.cases[1]?.failures[0]).toMatchObject({ check: 'expected-status', expected: '401 (authentication required)' });
  });

  it('reports a request that gets no answer in time as a network failure', async () => {
    server = await startServer(() => ({
      status: 200,
      body: { status: 'healthy', timestamp: '2026-11-20T08:30:00Z' },
      delayMs: 400,
    }));
    const report = await runContractCheck({
      options: options(server.baseUrl, { only: ['getHealth'], timeoutMs: 100 }),
      config: EMPTY_CONFIG,
      document: contract(),
    });
    expect(report.cases[0]?.failures).toEqual([{ check: 'network', expected: 'an answer', actual: 'no answer within 100 ms' }]);
  });

  it('stops at the request cap and says what it left unchecked', async () => {
    server = await startServer(() => ({ status: 200, body: { count: 0, next: null, previous: null, results: [] } }));
    const report = await runContractCheck({
      options: options(server.baseUrl, { only: ['core'], token: 't', maxRequests: 3, concurrency: 1 }),
      config: EMPTY_CONFIG,
      document: contract(),
    });
    expect(report.requests).toBe(3);
    expect(server.requests).toHaveLength(3);
    expect(report.stoppedEarly).toBe('the request cap (3) was reached');
    expect(report.cases.filter((c) => c.reason === 'not checked: the request cap (3) was reached').length).toBeGreaterThan(5);
  });

  it('refuses to sign in through a failing login and exits with 2', async () => {
    server = await startServer(({ path }) =>
      path === '/accounts/token/'
        ? { status: 400, body: { non_field_errors: ['Unable to log in with provided credentials.'] } }
        : undefined,
    );
    await expect(
      runContractCheck({
        options: options(server.baseUrl, { only: ['health'], username: 'admin', password: 'wrong' }),
        config: EMPTY_CONFIG,
        document: contract(),
      }),
    ).rejects.toThrow(SetupError);
    const { lines, io } = quiet();
    const code = await main(['--base-url', server.baseUrl, '--username', 'admin', '--password', 'wrong'], io);
    expect(code).toBe(2);
    expect(lines.join('\n')).toContain(
      'Sign-in as "admin" failed (POST /accounts/token/ answered 400: {"non_field_errors":["Unable to log in with provided credentials."]})',
    );
  });

  it('completes a two-factor sign-in with the code, and says what is missing without one', async () => {
    const verified: unknown[] = [];
    server = await startServer(({ path, body, auth }): Reply | undefined => {
      if (path === '/accounts/token/')
        return { status: 200, body: { two_factor_required: true, challenge: 'ch-9', expires_in: 300 } };
      if (path === '/accounts/2fa/verify/') {
        verified.push(body);
        return {
          status: 200,
          body: {
            verified: true,
            two_factor_enabled: true,
            message: 'Signed in.',
            access: 'k-2fa',
            token: 'k-2fa',
            refresh: null,
          },
        };
      }
      if (path === '/core/school/')
        return auth === 'Token k-2fa'
          ? { status: 200, body: sample('SchoolInfo') }
          : { status: 401, body: { detail: 'Invalid token.' } };
      return undefined;
    });
    const report = await runContractCheck({
      options: options(server.baseUrl, { only: ['getSchoolInfo'], username: 'admin', password: 'pw', twoFactorCode: '123456' }),
      config: EMPTY_CONFIG,
      document: contract(),
    });
    expect(verified).toEqual([{ challenge: 'ch-9', code: '123456' }]);
    expect(report.auth).toBe('password');
    expect(report.cases.find((c) => c.operationId === 'getSchoolInfo' && c.scenario === 'read')?.outcome).toBe('passed');
    await expect(
      runContractCheck({
        options: options(server.baseUrl, { only: ['getSchoolInfo'], username: 'admin', password: 'pw' }),
        config: EMPTY_CONFIG,
        document: contract(),
      }),
    ).rejects.toThrow('"admin" has two-factor sign-in on (POST /accounts/token/ answered a challenge): give --two-factor-code.');
  });

  it('exits with 2 on an unknown --only name, and shows the usage on a bad flag', async () => {
    const unknown = quiet();
    expect(await main(['--base-url', 'http://127.0.0.1:9/api', '--only', 'helth'], unknown.io)).toBe(2);
    expect(unknown.lines.join('\n')).toContain('--only: no tag or operationId named helth. Tags: accounts, core,');
    const bad = quiet();
    expect(await main(['--base-url'], bad.io)).toBe(2);
    expect(bad.lines.join('\n')).toContain('Usage: npm run contract:check');
  });
});

describe('the HTTP client', () => {
  const client = (overrides: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
    createHttpClient({
      baseUrl: 'http://127.0.0.1:9/api',
      authScheme: 'Token',
      timeoutMs: 1000,
      maxRequests: 10,
      deadline: Date.now() + 60_000,
      concurrency: 2,
      ...overrides,
    });

  it('builds URLs under the API root only', () => {
    expect(client().url('/courses/courses/12/', { q: 'a b' })).toBe('http://127.0.0.1:9/api/courses/courses/12/?q=a+b');
    expect(() => client().url('/../../admin/')).toThrow('outside the API root');
  });

  it('starts no request after the run deadline', async () => {
    await expect(client({ deadline: Date.now() - 1 }).send({ method: 'GET', path: '/health/' })).rejects.toThrow(RunCapReached);
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    let inFlight = 0;
    let most = 0;
    server = await startServer(() => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      setTimeout(() => (inFlight -= 1), 30);
      return { status: 200, body: {}, delayMs: 30 };
    });
    const http = client({ baseUrl: server.baseUrl, concurrency: 2 });
    await Promise.all(Array.from({ length: 6 }, () => http.send({ method: 'GET', path: '/health/' })));
    expect(most).toBe(2);
    expect(http.sent).toBe(6);
  });
});
