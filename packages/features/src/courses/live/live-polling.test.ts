import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_MAX_BACKOFF_MS, LIVE_REFRESH_MS, livePollInterval, liveQueryOptions } from './live-polling';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (value: DocumentVisibilityState) => {
  visibility = value;
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A live query whose answers the test decides; `calls` counts the requests. */
function renderLive(answer: () => Promise<number>) {
  const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });
  const calls = { count: 0 };
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  const view = renderHook(
    () =>
      useQuery({
        queryKey: ['live'],
        queryFn: () => {
          calls.count += 1;
          return answer();
        },
        ...liveQueryOptions<number, Error>(),
      }),
    { wrapper },
  );
  return { calls, view, client };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the live figures’ polling rule', () => {
  it('waits 15 s, doubles after each failure up to 2 min, and asks nothing while hidden', () => {
    expect(livePollInterval(0, false)).toBe(LIVE_REFRESH_MS);
    expect(livePollInterval(1, false)).toBe(2 * LIVE_REFRESH_MS);
    expect(livePollInterval(2, false)).toBe(4 * LIVE_REFRESH_MS);
    expect(livePollInterval(9, false)).toBe(LIVE_MAX_BACKOFF_MS);
    expect(livePollInterval(0, true)).toBe(false);
  });

  it('refreshes while the page is visible, pauses while hidden and refreshes on coming back', async () => {
    const { calls, view } = renderLive(() => Promise.resolve(1));
    await tick(0);
    expect(calls.count).toBe(1);
    await tick(LIVE_REFRESH_MS);
    expect(calls.count).toBe(2);
    act(() => setVisibility('hidden'));
    await tick(LIVE_REFRESH_MS * 5);
    expect(calls.count).toBe(2);
    act(() => setVisibility('visible'));
    await tick(0);
    expect(calls.count).toBe(3);
    await tick(LIVE_REFRESH_MS);
    expect(calls.count).toBe(4);
    view.unmount();
    await tick(LIVE_REFRESH_MS * 4);
    expect(calls.count).toBe(4);
  });

  it('backs off after failed refreshes, and returns to 15 s after a success', async () => {
    let failing = false;
    const { calls } = renderLive(() => (failing ? Promise.reject(new Error('down')) : Promise.resolve(1)));
    await tick(0);
    failing = true;
    await tick(LIVE_REFRESH_MS); // the first failure (no retry at once)
    expect(calls.count).toBe(2);
    await tick(LIVE_REFRESH_MS);
    expect(calls.count).toBe(2); // waits 30 s now
    await tick(LIVE_REFRESH_MS);
    expect(calls.count).toBe(3); // the second failure: 60 s next
    await tick(3 * LIVE_REFRESH_MS);
    expect(calls.count).toBe(3);
    failing = false;
    await tick(LIVE_REFRESH_MS);
    expect(calls.count).toBe(4); // succeeded
    await tick(LIVE_REFRESH_MS);
    expect(calls.count).toBe(5);
  });
});
