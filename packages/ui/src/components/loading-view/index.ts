export { LoadingDots, LoadingScreen, LoadingView, type LoadingScreenProps, type LoadingViewProps } from './loading-view';
export {
  ALMOST_THERE_AFTER_S,
  LOADING_MESSAGES,
  LOADING_TICK_MS,
  PROCESSING_AFTER_S,
  SLOW_LOAD_HINT_MS,
  SLOW_NOTE_AFTER_S,
  loadingStatus,
} from './loading-messages';
