import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from './time';

afterEach(() => vi.useRealTimers());

describe("the mock server's today", () => {
  it('is the Nairobi day: at 22:30 UTC the school is already on the next day', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T22:30:00Z') });
    expect(todayIso()).toBe('2026-11-29');
  });

  it('is the same day in UTC and Nairobi in the afternoon', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
    expect(todayIso()).toBe('2026-11-28');
  });
});
