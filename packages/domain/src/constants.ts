/** Business constants and limits of the client spec §9 and the service spec §9. */

/** Normal request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** File uploads (and article-with-image) get longer. */
export const UPLOAD_TIMEOUT_MS = 60_000;

/** Token refresh runs at this share of the time left before expiry… */
export const TOKEN_REFRESH_SHARE = 0.75;
/** …but never sooner than 5 minutes… */
export const TOKEN_REFRESH_MIN_MS = 300_000;
/** …and never later than 30 minutes. */
export const TOKEN_REFRESH_MAX_MS = 1_800_000;

export const DEFAULT_CURRENCY = 'KES';
export const DEFAULT_LOCALE = 'en-KE';

/** The local-storage keys the session writes; `accessToken` is also read. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  user: 'user',
  accessToken: 'accessToken',
} as const;
