/** What a screen needs to know about a failed call: its text, its status, and whether it means "not there". */
import { ApiError } from '@ujuzi/api';
import { HTTP_MESSAGES } from '@ujuzi/domain';

/** The text to show for a failed call (the HTTP core already wrote it in the specs' words). */
export const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : HTTP_MESSAGES.unexpected;

export const statusOf = (error: unknown): number => (error instanceof ApiError ? error.status : 0);

export const isNotFound = (error: unknown): boolean => statusOf(error) === 404;

/**
 * Query retry rule for public reads: a 4xx answer will not change on a second try, so only network
 * failures and server errors are retried, once (client spec §9: one retry).
 */
export const retryTransient = (failureCount: number, error: unknown): boolean => {
  const status = statusOf(error);
  return failureCount < 1 && (status === 0 || status >= 500);
};

/**
 * How long a public read stays fresh: paging back and forth or returning to a page within a minute
 * costs no data, which matters on metered mobile connections. A prerendered page's data counts as
 * fresh from the moment the page opens.
 */
export const PUBLIC_STALE_MS = 60_000;
