/**
 * Code fetched on first need instead of with the page: the overlays' zag machines (dialog, drawer,
 * toaster) weigh ~20 KB gzipped that a visitor who never opens a menu or sees a toast should not pay.
 */
import { useSyncExternalStore } from 'react';

export interface OnDemand<T> {
  /** The loaded value, once it has arrived. */
  readonly current: T | undefined;
  /** Starts the import (once; again after a failure, e.g. offline) and resolves with the value. */
  load: () => Promise<T>;
  /** Calls `listener` when the value arrives. */
  subscribe: (listener: () => void) => () => void;
}

/** Wraps a dynamic `import()`; nothing is fetched until `load()` is called. */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  const listeners = new Set<() => void>();
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get current() {
      return current;
    },
    load() {
      pending ??= importer().then(
        (value) => {
          current = value;
          for (const listener of listeners) listener();
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const nothing = () => undefined;

/** The value once loaded (re-renders when it arrives); undefined before, and always while server rendering. */
export function useOnDemand<T>(source: OnDemand<T>): T | undefined {
  return useSyncExternalStore(source.subscribe, () => source.current, nothing);
}
