/**
 * Milliseconds the page has been open and visible since `key` last changed (the lesson): the clock runs
 * only while `document.visibilityState` is 'visible', so a lesson left in a background tab does not count.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useVisibleTime(key: unknown): () => number {
  const total = useRef(0);
  const since = useRef<number | null>(null);
  useEffect(() => {
    total.current = 0;
    since.current = document.visibilityState === 'visible' ? performance.now() : null;
    const onChange = () => {
      if (document.visibilityState === 'visible') {
        since.current ??= performance.now();
      } else if (since.current !== null) {
        total.current += performance.now() - since.current;
        since.current = null;
      }
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [key]);
  return useCallback(() => total.current + (since.current === null ? 0 : performance.now() - since.current), []);
}
