/**
 * A part of a screen whose code arrives in a chunk of its own once the part is shown: a form (the form
 * stack — zod, react-hook-form and the bound fields — is ~45 KB gzipped, shared by every form), a
 * dialog's content, an editor. The screen's own chunk stays within its budget (bench:bundles), and the
 * part shows a placeholder of its size meanwhile. `preload()` starts the download early (on hover or
 * focus of the button that opens a dialog).
 *
 * A download that fails, or takes longer than the spec's script chunk timeout (120 s, client spec §9),
 * shows "This part did not load" with Retry in the part's place; the rest of the screen, and what was
 * typed in it, stays.
 */
import { Skeleton } from '@chakra-ui/react';
import { SCRIPT_CHUNK_TIMEOUT_MS } from '@ujuzi/domain';
import { ErrorState } from '@ujuzi/ui';
import { Component as ReactComponent, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { isDataSaverOn } from '../../offline/data-saver';

export interface LazyPart<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the part's code now (idempotent). */
  preload: () => void;
}

export const LAZY_PART_MESSAGES = {
  title: 'This part did not load',
  message: 'Its code could not be downloaded. Check your connection, then try again.',
  retry: 'Retry',
} as const;

export class PartLoadTimeoutError extends Error {
  override readonly name = 'PartLoadTimeoutError';
  constructor() {
    super(`The part did not load within ${SCRIPT_CHUNK_TIMEOUT_MS / 1000} s.`);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PartLoadTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Shows the failure in the part's place, with Retry. */
class PartBoundary extends ReactComponent<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState
        size="sm"
        title={LAZY_PART_MESSAGES.title}
        message={LAZY_PART_MESSAGES.message}
        retryLabel={LAZY_PART_MESSAGES.retry}
        onRetry={this.props.onRetry}
      />
    );
  }
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, placeholderHeight: string): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  // Once the code is here (preloaded), a part shown from then on renders at once, without a placeholder.
  let loaded: ComponentType<P> | undefined;
  const start = () =>
    (loading ??= withTimeout(load(), SCRIPT_CHUNK_TIMEOUT_MS).then(
      (Component) => {
        loaded = Component;
        return Component;
      },
      (error: unknown) => {
        // The next attempt downloads again.
        loading = undefined;
        throw error;
      },
    ));
  // React keeps a lazy component's failure: each attempt gets a lazy component of its own.
  const attemptPart = () => lazy(() => start().then((Component) => ({ default: Component })));
  let Part = attemptPart();
  function LazyPartView(props: P) {
    // Chosen once per instance (and per attempt): switching from the lazy wrapper to the loaded
    // component would remount the part.
    const [Component, setComponent] = useState<ComponentType<P>>(() => loaded ?? Part);
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Part = attemptPart();
      setComponent(() => loaded ?? Part);
      setAttempt((count) => count + 1);
    };
    return (
      <PartBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<Skeleton height={placeholderHeight} borderRadius="l2" />}>
          <Component {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  // A failed preload is not an error yet: showing the part downloads again, and says so if that fails.
  // With the data saver on, nothing is fetched ahead of need (infra/offline/data-saver.ts).
  return Object.assign(LazyPartView, { preload: () => void (isDataSaverOn() ? undefined : start().catch(() => undefined)) });
}
