import { afterEach, describe, expect, it } from 'vitest';
import { createMockDatabase, setMockDatabase } from '../db/database';
import { mockHandlers } from '../handlers';
import { createTestClient } from '../testing';
import { faultsFromEnv, faultsFromQuery, getMockFaults, resetMockFaults, setMockFaults } from './faults';

const call = createTestClient(mockHandlers());
setMockDatabase(createMockDatabase());

afterEach(() => resetMockFaults());

describe('fault injection', () => {
  it('reads profiles and forced statuses from the URL and from the environment', () => {
    expect(faultsFromQuery('?mock-fault=slow&mock-status=listCourses:500,login:429')).toEqual({
      profile: 'slow',
      statuses: { listCourses: 500, login: 429 },
    });
    expect(faultsFromQuery('?mock-fault=chaos&mock-status=bad')).toEqual({});
    expect(faultsFromEnv({ MOCK_FAULT: 'offline', MOCK_STATUS: 'getCurrentUser:401' })).toEqual({
      profile: 'offline',
      statuses: { getCurrentUser: 401 },
    });
  });

  it('slow: every answer waits within the latency range', async () => {
    setMockFaults({ profile: 'slow', latencyMs: [60, 80] });
    const started = performance.now();
    const { status } = await call('GET', '/health/');
    expect(status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('flaky: a share of answers fail with a 5xx', async () => {
    setMockFaults({ profile: 'flaky', flakyRate: 0.3, random: () => 0.1 });
    const failed = await call('GET', '/health/');
    expect([500, 502, 503]).toContain(failed.status);
    setMockFaults({ random: () => 0.9 });
    expect((await call('GET', '/health/')).status).toBe(200);
  });

  it('offline: a network error, not an answer', async () => {
    setMockFaults('offline');
    expect((await call('GET', '/accounts/users/me/', { as: 'student' })).status).toBe(0);
  });

  it('forces a status for one operation, stateful or generated, before authentication', async () => {
    setMockFaults({ statuses: { login: 429, listCourses: 500 } });
    const throttled = await call('POST', '/accounts/token/', { body: { username: 'student', password: 'ujuzi-demo' } });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Retry-After')).toBe('120');
    expect((await call('GET', '/courses/courses/')).status).toBe(500);
    expect((await call('GET', '/accounts/users/me/', { as: 'student' })).status).toBe(200);
    resetMockFaults();
    expect(getMockFaults()).toMatchObject({ profile: 'none', statuses: {} });
    expect((await call('POST', '/accounts/token/', { body: { username: 'student', password: 'ujuzi-demo' } })).status).toBe(200);
  });
});
