import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../demo-accounts';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';
import { MOCK_TWO_FACTOR_CODE, TWO_FACTOR_LOCKOUT_S } from './accounts-oauth';

const { call } = setUpMockBackendForTests();

type Answer = Record<string, unknown> & { challenge?: string; access?: string; code?: string[]; detail?: string };

/** Turns two-factor sign-in on for a demo account; gives its backup codes. */
async function turnOn(as: 'teacher' | 'accountant'): Promise<string[]> {
  const setup = await call<{ backup_codes: string[] }>('POST', '/accounts/2fa/enable/', { as });
  await call('POST', '/accounts/2fa/verify/', { as, body: { code: MOCK_TWO_FACTOR_CODE } });
  return setup.body.backup_codes;
}
const signIn = (username: string) => call<Answer>('POST', '/accounts/token/', { body: { username, password: DEMO_PASSWORD } });
const secondStep = (challenge: string, code: string) =>
  call<Answer>('POST', '/accounts/2fa/verify/', { body: { challenge, code } });

describe('signing in with two-factor sign-in on', () => {
  it('answers a challenge and no key to the right password; the right code gives the key', async () => {
    await turnOn('teacher');
    const first = await signIn('teacher');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ two_factor_required: true, expires_in: 300 });
    expect(first.body.access).toBeUndefined();
    expect(first.body.token).toBeUndefined();
    const second = await secondStep(String(first.body.challenge), MOCK_TWO_FACTOR_CODE);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ verified: true, user: { username: 'teacher' } });
    const me = await call('GET', '/accounts/users/me/', { token: String(second.body.access) });
    expect(me.status).toBe(200);
    // A challenge is single-use.
    expect((await secondStep(String(first.body.challenge), MOCK_TWO_FACTOR_CODE)).body.challenge).toEqual([
      'This sign-in has expired. Please sign in again.',
    ]);
  });

  it('refuses the fifth wrong code with a wait, and every code until the wait is over', async () => {
    await turnOn('teacher');
    const { challenge } = (await signIn('teacher')).body;
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const wrong = await secondStep(String(challenge), '000000');
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toEqual(['Invalid two-factor code.']);
    }
    const fifth = await secondStep(String(challenge), '000000');
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('Retry-After')).toBe(String(TWO_FACTOR_LOCKOUT_S));
    expect((await secondStep(String(challenge), MOCK_TWO_FACTOR_CODE)).status).toBe(429);
    vi.useFakeTimers({ now: Date.now() + (TWO_FACTOR_LOCKOUT_S + 1) * 1000, toFake: ['Date'] });
    try {
      expect((await secondStep(String(challenge), MOCK_TWO_FACTOR_CODE)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a backup code once', async () => {
    const [backup = ''] = await turnOn('accountant');
    const first = await secondStep(String((await signIn('accountant')).body.challenge), backup);
    expect(first.status).toBe(200);
    const again = await secondStep(String((await signIn('accountant')).body.challenge), backup);
    expect(again.status).toBe(400);
    expect(again.body.code).toEqual(['Invalid two-factor code.']);
  });

  it('lets a challenge expire after five minutes', async () => {
    await turnOn('teacher');
    const { challenge } = (await signIn('teacher')).body;
    vi.useFakeTimers({ now: Date.now() + 301_000, toFake: ['Date'] });
    try {
      const late = await secondStep(String(challenge), MOCK_TWO_FACTOR_CODE);
      expect(late.status).toBe(400);
      expect(late.body.challenge).toEqual(['This sign-in has expired. Please sign in again.']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks Google sign-ins for the code too', async () => {
    await turnOn('teacher');
    const answer = await call<Answer>('POST', '/accounts/auth/oauth/google/', { body: { credential: 'mock-google-teacher' } });
    expect(answer.body).toMatchObject({ two_factor_required: true });
    expect(answer.body.access).toBeUndefined();
  });
});
