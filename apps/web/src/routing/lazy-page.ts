/**
 * Loads a page's code with the client spec §9 rules: a 30 s timeout and one retry after 1 s. A
 * failure after that reaches the route's error boundary, which offers Retry (3 attempts) and then
 * reloads the page.
 */
import { LAZY_PAGE_RETRY_DELAY_MS, LAZY_PAGE_TIMEOUT_MS } from '@ujuzi/domain';

export class PageLoadTimeoutError extends Error {
  override readonly name = 'PageLoadTimeoutError';
  constructor() {
    super(`The page did not load within ${LAZY_PAGE_TIMEOUT_MS / 1000} s.`);
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `load` with a timeout; on failure waits 1 s and tries once more. */
export async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(load(), LAZY_PAGE_TIMEOUT_MS);
  } catch {
    await wait(LAZY_PAGE_RETRY_DELAY_MS);
    return withTimeout(load(), LAZY_PAGE_TIMEOUT_MS);
  }
}

/** True for the errors a failed code download produces in browsers (a new deploy, a dropped connection). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof PageLoadTimeoutError) return true;
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading chunk|dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    message,
  );
}
