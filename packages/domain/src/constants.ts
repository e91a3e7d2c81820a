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
/**
 * After a tab was hidden this long, the session is checked with the server (validate-session) when the
 * person comes back: a key revoked or expired meanwhile signs them out instead of showing stale private data.
 */
export const SESSION_CHECK_AFTER_HIDDEN_MS = 600_000;

export const DEFAULT_CURRENCY = 'KES';
export const DEFAULT_LOCALE = 'en-KE';

/** The local-storage keys the session writes; `accessToken` is also read. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  user: 'user',
  accessToken: 'accessToken',
} as const;

/** Client spec §9: shell refresh intervals and sizes. */
export const SIDEBAR_COUNTERS_REFRESH_MS = 300_000;
export const NOTIFICATIONS_REFRESH_MS = 30_000;
export const HEADER_NOTIFICATIONS_LIMIT = 10;
export const UNREAD_BADGE_CAP = 99;
export const AVATAR_BADGE_CAP = 9;
export const ANNOUNCEMENTS_COUNTER_CAP = 5;

/** Client spec §2 and §9: layout breakpoints. */
export const DESKTOP_BREAKPOINT_PX = 1024;
/** Below this width the bell goes to the notifications page instead of opening the dropdown. */
export const MOBILE_BELL_BREAKPOINT_PX = 640;

/** Client spec §9: lazy loading and retries. */
export const LAZY_PAGE_TIMEOUT_MS = 30_000;
export const LAZY_PAGE_RETRY_DELAY_MS = 1_000;
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;
export const PAGE_LOAD_RETRY_ATTEMPTS = 3;

/** Client spec §4 and §9: loading screens. */
export const GUARD_REFRESH_HINT_MS = 5_000;
export const PAGE_CHANGE_OVERLAY_MS = 200;
export const NEWSLETTER_STATUS_CLEAR_MS = 5_000;
export const TOAST_MIN_MS = 3_000;
export const TOAST_MAX_MS = 8_000;

/** Service spec §9: page sizes and list defaults. */
export const COURSES_PAGE_SIZE = 20;
export const PROJECTS_PAGE_SIZE = 20;
export const LESSON_SEARCH_PAGE_SIZE = 50;
export const COURSE_LESSONS_PAGE_SIZE = 100;
export const POPULAR_COURSES_LIMIT = 10;
export const POPULAR_SEARCHES_LIMIT = 10;
export const SIMILAR_COURSES_LIMIT = 5;
export const DEFAULT_LESSON_TIME_SPENT_SECONDS = 60;

/** Service spec §9: data-fetching defaults (cache 5 minutes, 3 retries, exponential delay capped at 30 s). */
export const QUERY_CACHE_MS = 300_000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_DELAY_CAP_MS = 30_000;
/** Client spec §9: the app's query client (no refetch on focus, 1 retry). */
export const APP_QUERY_RETRIES = 1;

/** Newsletter subscribe defaults (client spec §3, service spec §9). */
export const NEWSLETTER_SOURCE = 'website';
export const NEWSLETTER_FREQUENCY = 'weekly';
