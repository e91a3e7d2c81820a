/**
 * Toasts: `toast.success(title, description?)` and friends, over Chakra's toast store (client spec §9:
 * 3–8 s). The store is small (~2 KB gzipped) and synchronous; the UI that shows it is fetched on demand.
 */
import { createToaster } from '@chakra-ui/react';

/** Client spec §9: toasts stay 3 to 8 seconds. */
export const TOAST_MIN_DURATION_MS = 3_000;
export const TOAST_MAX_DURATION_MS = 8_000;
/** Used when a call gives no duration. */
export const TOAST_DEFAULT_DURATION_MS = 5_000;

/** Keeps a duration inside the spec's 3–8 s window. */
export const clampToastDuration = (duration: number = TOAST_DEFAULT_DURATION_MS): number =>
  Math.min(
    TOAST_MAX_DURATION_MS,
    Math.max(TOAST_MIN_DURATION_MS, Number.isFinite(duration) ? duration : TOAST_DEFAULT_DURATION_MS),
  );

export type ToastStatus = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  /** How long the toast stays, in ms; clamped to 3000–8000. Defaults to 5000. */
  duration?: number;
  /** Reuse an id to replace a toast instead of stacking a second one. */
  id?: string;
  /** An optional action button inside the toast. */
  action?: { label: string; onClick: () => void };
}

const onPhone = (): boolean => typeof window !== 'undefined' && Boolean(window.matchMedia?.('(max-width: 47.99em)').matches);

/**
 * Where toasts appear: on a phone at the top, just below the 4rem header (its menu stays free), where the
 * full-width toast would otherwise sit over the bottom of the screen — a form's Save, a dialog's buttons —
 * for its 3–8 s; bottom right on wider screens.
 */
export const toastPlacement = (): 'top' | 'bottom-end' => (onPhone() ? 'top' : 'bottom-end');
const PHONE_OFFSETS = { top: '4.5rem', bottom: '1rem', left: '1rem', right: '1rem' };

/** The one toaster of the app; `<Toaster />` (rendered by UiProvider) shows its toasts. */
export const toaster = createToaster({
  placement: toastPlacement(),
  ...(onPhone() ? { offsets: PHONE_OFFSETS } : {}),
  pauseOnPageIdle: true,
  max: 5,
});

/** How many toaster views are mounted. Without one, a dismissed toast has no exit to animate: it is removed. */
let mountedViews = 0;

/** Called by the toaster's view while it is mounted; returns the function to call when it unmounts. */
export function trackToasterView(): () => void {
  mountedViews += 1;
  return () => {
    mountedViews -= 1;
  };
}

const show =
  (type: ToastStatus) =>
  (title: string, description?: string, options: ToastOptions = {}): string =>
    toaster.create({
      type,
      title,
      description,
      // Only when given: an explicit `id: undefined` would replace the store's generated id.
      ...(options.id ? { id: options.id } : {}),
      ...(options.action ? { action: options.action } : {}),
      duration: clampToastDuration(options.duration),
      closable: true,
    });

/** Shows a toast. Each returns the toast's id. */
export const toast = {
  /** A green confirmation, e.g. toast.success('Password changed successfully'). */
  success: show('success'),
  /** A red failure, e.g. toast.error('Login failed. Please try again.'). */
  error: show('error'),
  /** A neutral note. */
  info: show('info'),
  /** An amber warning. */
  warning: show('warning'),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string): void => (mountedViews > 0 ? toaster.dismiss(id) : toaster.remove(id)),
};
