/**
 * How the live figures of a course refresh: every LIVE_REFRESH_MS while the page is visible, never while it
 * is hidden (a background tab asks nothing), and further apart after each failed refresh (doubling, up to
 * LIVE_MAX_BACKOFF_MS) until one succeeds. Only the live screen uses it: nothing polls anywhere else.
 */
import type { Query } from '@tanstack/react-query';

export const LIVE_REFRESH_MS = 15_000;
export const LIVE_MAX_BACKOFF_MS = 120_000;

const pageHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** The wait before the next refresh after `failures` failed ones in a row; false while the page is hidden. */
export function livePollInterval(failures: number, hidden = pageHidden()): number | false {
  if (hidden) return false;
  return Math.min(LIVE_REFRESH_MS * 2 ** Math.max(0, failures), LIVE_MAX_BACKOFF_MS);
}

/** The query's error count at its last success: failures since then are the ones in a row. */
const errorsAtSuccess = new WeakMap<object, number>();

/** Failed refreshes since the query's last success (TanStack resets its own failure count at each fetch). */
export function failuresInARow(query: { state: { status: string; errorUpdateCount: number } }): number {
  if (query.state.status !== 'error') {
    errorsAtSuccess.set(query, query.state.errorUpdateCount);
    return 0;
  }
  return query.state.errorUpdateCount - (errorsAtSuccess.get(query) ?? 0);
}

/** The query options of a live figure: the interval above, no background refresh, a refresh on coming back. */
export function liveQueryOptions<TData, TError>() {
  return {
    // A failed refresh is not retried at once: the next one waits longer instead (the backoff).
    retry: false,
    refetchInterval: (query: Query<TData, TError, TData, readonly unknown[]>) => livePollInterval(failuresInARow(query)),
    refetchIntervalInBackground: false,
    // Back to a visible page: refresh at once, whatever the app's default for focus.
    refetchOnWindowFocus: 'always' as const,
  };
}
