import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_CONFIG } from '../src/config';
import { main } from '../src/main';
import type { RunReport } from '../src/report/model';
import type { JsonValue } from '../src/spec/json';
import { runContractCheck } from '../src/run';
import { asObject, contract, example, options, sample, startServer, type Reply, type TestServer } from './helpers';

// A server that gets the contract wrong in every way the checker looks for, on the real contract's operations.
const ONLY = [
  'login',
  'register',
  'requestPasswordReset',
  'getCurrentUser',
  'getSchoolInfo',
  'getHealth',
  'listCourses',
  'getCourse',
  'listFeaturedCourses',
  'listCoursesByPricing',
];
const TOKEN = 'f00dcafe';
const user = example('/accounts/users/me/', 'get', '200');
const course = sample('Course');
const page = (results: JsonValue[]): JsonValue => ({ count: results.length, next: null, previous: null, results });

let server: TestServer;
let report: RunReport;

beforeAll(async () => {
  server = await startServer(({ method, path, auth, body }): Reply | undefined => {
    const signedIn = auth === `Token ${TOKEN}`;
    const fields = typeof body === 'object' && body !== null ? body : {};
    switch (`${method} ${path}`) {
      case 'POST /accounts/token/':
        return 'username' in fields
          ? { status: 200, body: { access: TOKEN, token: TOKEN, refresh: null, user } }
          : { status: 400, body: { username: ['This field is required.'], password: ['This field is required.'] } };
      case 'POST /accounts/auth/register/':
        // Refuses the empty body, but not in DRF's shape.
        return { status: 400, body: { detail: 'Invalid input.' } };
      case 'POST /accounts/auth/password-reset/':
        return { status: 400, body: { email: ['This field is required.'] } };
      case 'GET /accounts/users/me/':
        // Forgets to ask for a token.
        return { status: 200, body: user };
      case 'GET /core/school/':
        return signedIn
          ? { status: 200, body: sample('SchoolInfo'), delayMs: 1500 }
          : { status: 401, body: { detail: 'Authentication credentials were not provided.' } };
      case 'GET /health/':
        return { status: 200, body: { status: 'sick', timestamp: '2026-11-20T08:30:00Z' } };
      case 'GET /courses/courses/':
        return {
          status: 200,
          body: page([
            { ...asObject(course), id: 7 },
            { ...asObject(course), id: 8, title: 5 },
          ]),
        };
      case 'GET /courses/courses/7/':
        return { status: 500, body: '<h1>Server Error (500)</h1>', type: 'text/html' };
      case 'GET /courses/courses/featured/':
        return { status: 202, body: page([]) };
      case 'GET /courses/courses/by_pricing/':
        return { status: 200, body: '<html><body>Courses</body></html>', type: 'text/html' };
      default:
        return undefined;
    }
  });
  report = await runContractCheck({
    options: options(server.baseUrl, { only: ONLY, username: 'wanjiku.kamau', password: 'Kilimani#2026', budgetMs: 1000 }),
    config: EMPTY_CONFIG,
    document: contract(),
  });
});
afterAll(() => server.close());

const findings = (r: RunReport) =>
  r.cases.flatMap((c) => c.failures.map((f) => [c.operationId, c.scenario, f.check, f.path ?? ''].join(' ')));

describe('the checker against a deliberately broken server', () => {
  it('reports exactly what the server gets wrong: operation, scenario, check and JSON path', () => {
    expect(findings(report).sort()).toEqual(
      [
        'getHealth read schema $.status',
        'listCourses read schema $.results[1].title',
        'getCourse read server-error ',
        'getCourse read status-documented ',
        'listFeaturedCourses read status-documented ',
        'listCoursesByPricing read content-type ',
        'getCurrentUser no-token expected-status ',
        'register invalid-body field-errors $',
        'getSchoolInfo read response-time ',
      ].sort(),
    );
  });

  it('says what was expected and what came back', () => {
    const failure = (operationId: string, check: string) =>
      report.cases
        .filter((c) => c.operationId === operationId)
        .flatMap((c) => c.failures)
        .find((f) => f.check === check);
    expect(failure('getHealth', 'schema')).toMatchObject({
      expected:
        '$.status must be one of "healthy", "degraded", "unhealthy" (#/components/schemas/HealthStatus/properties/status/enum)',
      actual: '"sick"',
    });
    expect(failure('getCourse', 'server-error')).toMatchObject({ actual: '500: "<h1>Server Error (500)</h1>"' });
    expect(failure('getCourse', 'status-documented')?.expected).toBe('one of 200, 404');
    expect(failure('listFeaturedCourses', 'status-documented')?.actual).toMatch(/^202: /);
    expect(failure('listCoursesByPricing', 'content-type')).toMatchObject({
      expected: 'application/json',
      actual: 'text/html: "<html><body>Courses</body></html>"',
    });
    expect(failure('getCurrentUser', 'expected-status')?.expected).toBe('401 (authentication required)');
    expect(failure('register', 'field-errors')).toMatchObject({
      expected:
        'errors for the missing field(s) username, email, first_name, last_name, password, confirm_password (or non_field_errors)',
      actual: 'only detail "Invalid input."',
    });
    expect(failure('getSchoolInfo', 'response-time')?.expected).toBe('at most 1000 ms');
  });

  it('passes what the server gets right', () => {
    const passed = report.cases.filter((c) => c.outcome === 'passed').map((c) => `${c.operationId} ${c.scenario}`);
    expect(passed.sort()).toEqual(
      [
        'login sign-in',
        'login invalid-body',
        'requestPasswordReset invalid-body',
        'getCurrentUser read',
        'getSchoolInfo no-token',
        'getCourse unknown-id',
      ].sort(),
    );
  });

  it('signs in once and sends the token only to authenticated operations', () => {
    const signIns = server.requests.filter((r) => r.url === '/api/accounts/token/' && r.method === 'POST');
    expect(signIns).toHaveLength(2); // the sign-in, and the empty body of the invalid-body check
    const tokenSentTo = new Set(server.requests.filter((r) => r.auth).map((r) => r.url));
    expect([...tokenSentTo].sort()).toEqual(['/api/accounts/users/me/', '/api/core/school/']);
    expect(server.requests.find((r) => r.url === '/api/courses/courses/999999999/')).toBeDefined();
  });

  it('exits with 1 and writes the JUnit and HTML reports', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-check-'));
    const out: string[] = [];
    try {
      const code = await main(['--base-url', server.baseUrl, '--only', ONLY.join(','), '--token', TOKEN, '--report', 'out'], {
        cwd: dir,
        out: (text) => out.push(text),
        err: (text) => out.push(text),
      });
      expect(code).toBe(1);
      const junit = readFileSync(join(dir, 'out', 'junit.xml'), 'utf8');
      expect(junit).toContain('<testsuite name="health" tests="1" failures="1"');
      expect(junit).toContain('<failure type="schema" message="schema at $.status: expected $.status must be one of');
      const html = readFileSync(join(dir, 'out', 'report.html'), 'utf8');
      expect(html).toContain('&lt;h1&gt;Server Error (500)&lt;/h1&gt;');
      expect(html).not.toContain('<h1>Server Error');
      const text = out.join('\n');
      expect(text).toContain('✗ getHealth GET /health/ · read → 200');
      expect(text).toContain('[schema] at $.status');
      expect(text).toMatch(/FAILED: \d+ checks, \d+ passed, 7 failed/);
      expect(text).toContain(join('out', 'junit.xml'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
