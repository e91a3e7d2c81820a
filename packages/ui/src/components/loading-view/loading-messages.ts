/** The loading view's texts and thresholds, word for word from client spec §4 and §9. */

export const LOADING_MESSAGES = {
  initializing: 'Initializing...',
  processing: 'Processing your request...',
  almostThere: 'Thanks for your patience, almost there...',
  slowNote: 'This is taking longer than expected. Please wait while we complete the process.',
  /** The route guard's hint (§4: "adds a refresh hint after 5 seconds"). */
  slowLoadHint: 'Taking longer than usual to load...',
} as const;

/** §9: the elapsed counter ticks every second. */
export const LOADING_TICK_MS = 1_000;
/** §4/§9: 'Processing your request...' after more than 5 s. */
export const PROCESSING_AFTER_S = 5;
/** §4/§9: the extra note after more than 8 s. */
export const SLOW_NOTE_AFTER_S = 8;
/** §4/§9: 'Thanks for your patience, almost there...' after more than 10 s. */
export const ALMOST_THERE_AFTER_S = 10;
/** §9: the guard's loading screen adds its hint after 5 s. */
export const SLOW_LOAD_HINT_MS = 5_000;

/** What the view says after `seconds` whole seconds (the counter's value). Thresholds are strict: more than. */
export function loadingStatus(seconds: number): { message: string; slowNote: boolean } {
  const message =
    seconds > ALMOST_THERE_AFTER_S
      ? LOADING_MESSAGES.almostThere
      : seconds > PROCESSING_AFTER_S
        ? LOADING_MESSAGES.processing
        : LOADING_MESSAGES.initializing;
  return { message, slowNote: seconds > SLOW_NOTE_AFTER_S };
}
