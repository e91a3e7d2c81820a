/**
 * Toasts: the synchronous `toast` API over a small store, and <Toaster />, which fetches the toaster's UI
 * (Chakra's Toaster and its zag machines, ~20 KB gzipped, half of it shared with Dialog and Drawer) when
 * the first toast is raised or once the page has loaded and settled, whichever comes first. Toasts raised before it
 * arrives wait in the store and then show.
 */
import { createElement, useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { onDemand, useOnDemand } from '../dialog/on-demand';
import { toaster } from './toast-store';

export {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_MAX_DURATION_MS,
  TOAST_MIN_DURATION_MS,
  clampToastDuration,
  toast,
  toastPlacement,
  toaster,
  type ToastOptions,
  type ToastStatus,
} from './toast-store';

const view = onDemand(() => import('./toaster-view').then((module) => module.ToasterView));

/**
 * Without a toast, the toaster's UI is fetched once the page has loaded and then been left alone this
 * long: on a slow connection it never competes with the page's own code, and it is there before
 * most toasts (a lost connection, a failed save) are raised.
 */
export const TOASTER_SETTLE_DELAY_MS = 5_000;

function whenSettled(callback: () => void): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const afterLoad = () => {
    timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(callback, { timeout: 2_000 });
      else callback();
    }, TOASTER_SETTLE_DELAY_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

const noSubscription = () => () => undefined;

/** The region's name as Chakra's toaster gives it, e.g. 'Notifications, bottom-end (alt+T)'. */
function regionLabel(): string {
  const { placement, hotkey } = toaster.attrs;
  return `Notifications, ${placement} (${hotkey.join('+').replace(/Key/g, '').replace(/Digit/g, '')})`;
}

/** Renders the toasts. UiProvider already includes it; render it yourself only outside UiProvider. */
export function Toaster() {
  const View = useOnDemand(view);
  // Like Chakra's Portal: nothing in server-rendered HTML, the region once in the browser.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => {
    if (View) return;
    // A failed fetch (offline) is tried again with the next toast.
    const load = () => void view.load().catch(() => undefined);
    if (toaster.getCount() > 0) load();
    const unsubscribe = toaster.subscribe(load);
    const cancelIdle = whenSettled(load);
    return () => {
      unsubscribe();
      cancelIdle();
    };
  }, [View]);

  // View is the one component the module exports, the same on every render (not created here).
  if (View) return createElement(View);
  if (!inBrowser) return null;
  // The same live region, empty, until the UI arrives: it is there from the start, as screen readers need.
  return createPortal(
    <div
      role="region"
      aria-label={regionLabel()}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
      tabIndex={-1}
    />,
    document.body,
  );
}
