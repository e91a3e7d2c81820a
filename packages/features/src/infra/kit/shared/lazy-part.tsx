/**
 * A part of a screen whose code arrives in a chunk of its own once the part is shown: a form (the form
 * stack — zod, react-hook-form and the bound fields — is ~45 KB gzipped, shared by every form), a
 * dialog's content, an editor. The screen's own chunk stays within its budget (bench:bundles), and the
 * part shows a placeholder of its size meanwhile. `preload()` starts the download early (on hover or
 * focus of the button that opens a dialog).
 */
import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';

export interface LazyPart<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the part's code now (idempotent). */
  preload: () => void;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, placeholderHeight: string): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  // Once the code is here (preloaded), a part shown from then on renders at once, without a placeholder.
  let loaded: ComponentType<P> | undefined;
  const start = () =>
    (loading ??= load().then((Component) => {
      loaded = Component;
      return Component;
    }));
  const Part = lazy(() => start().then((Component) => ({ default: Component })));
  function LazyPartView(props: P) {
    // Chosen once per instance: switching from the lazy wrapper to the loaded component would remount the part.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Part);
    return (
      <Suspense fallback={<Skeleton height={placeholderHeight} borderRadius="l2" />}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPartView, { preload: () => void start() });
}
