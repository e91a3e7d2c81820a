import { describe, expect, it } from 'vitest';
import { formatCountdown, throttleWaitSeconds } from './verification';

describe('throttleWaitSeconds', () => {
  it('reads the seconds of a throttled answer', () => {
    expect(throttleWaitSeconds('Request was throttled. Expected available in 42 seconds.')).toBe(42);
    expect(throttleWaitSeconds('Request was throttled. Expected available in 1 second.')).toBe(1);
  });
  it('is null when the text names no wait', () => {
    expect(throttleWaitSeconds('Server error. Please try again later.')).toBeNull();
    expect(throttleWaitSeconds(undefined)).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds, rounding a part second up', () => {
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0.2)).toBe('0:01');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
