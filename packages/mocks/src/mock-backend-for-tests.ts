/**
 * The set-up every mock handler test shares. Apart from testing.ts because it imports vitest:
 * testing.ts reaches the browser through the package index (stories, the web app's mock mode).
 */
import type { RequestHandler } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { createMockDatabase, setMockDatabase } from './db/database';
import { mockHandlers } from './handlers';
import { MOCK_REFERENCE_DATE } from './seed';
import { createTestClient } from './testing';

/** A page of a list answer, as the tests read it. */
export interface TestPage<T> {
  count: number;
  next: string | null;
  results: T[];
}

export interface MockBackendForTests {
  /** Calls the handlers like a client would (see createTestClient). */
  call: ReturnType<typeof createTestClient>;
  handlers: RequestHandler[];
}

/**
 * Before each test a freshly seeded database and, with `atReferenceDate`, the clock (`Date` only) at
 * MOCK_REFERENCE_DATE, the day the seeded dates count from; after each the real clock again.
 */
export function setUpMockBackendForTests({ atReferenceDate = false }: { atReferenceDate?: boolean } = {}): MockBackendForTests {
  const handlers = mockHandlers();
  beforeEach(() => {
    if (atReferenceDate) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(MOCK_REFERENCE_DATE);
    } else vi.useRealTimers();
    setMockDatabase(createMockDatabase());
  });
  afterEach(() => vi.useRealTimers());
  return { call: createTestClient(handlers), handlers };
}
