export {
  PAGE_LOAD_ERROR_MESSAGES,
  PAGE_LOAD_MAX_ATTEMPTS,
  PAGE_LOAD_RELOAD_DELAY_MS,
  PageLoadError,
  type PageLoadErrorProps,
} from './page-load-error';
