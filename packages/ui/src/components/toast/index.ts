export {
  toast,
  toaster,
  Toaster,
  clampToastDuration,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_MAX_DURATION_MS,
  TOAST_MIN_DURATION_MS,
  type ToastOptions,
  type ToastStatus,
} from './toast';
