import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoadTimeoutError, isChunkLoadError, loadWithRetry } from './lazy-page';

afterEach(() => vi.useRealTimers());

describe('loading a page’s code', () => {
  it('returns the module when it loads', async () => {
    await expect(loadWithRetry(() => Promise.resolve('page'))).resolves.toBe('page');
  });

  it('tries once more after 1 s when the first load fails', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('page');
    const result = loadWithRetry(load);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after 30 s, retries once, then fails', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<never>(() => undefined));
    const result = loadWithRetry(load);
    const settled = expect(result).rejects.toBeInstanceOf(PageLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(30_000 + 1_000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    await settled;
  });

  it('recognises chunk-load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new PageLoadTimeoutError())).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
