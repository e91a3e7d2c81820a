import { ApiError } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from './providers';

describe('the query client’s one retry (client spec §9)', () => {
  it.each([
    [0, 'http', 500, true],
    [0, 'http', 503, true],
    [0, 'network', 0, true],
    [0, 'http', 429, true],
    [0, 'http', 401, false],
    [0, 'http', 403, false],
    [0, 'http', 404, false],
    [1, 'http', 500, false],
  ] as const)('after %i failures, a %s %i is retried: %s', (failures, kind, status, retried) => {
    expect(shouldRetry(failures, new ApiError('x', status, kind))).toBe(retried);
  });
});
