/** The mock backend's heavy part in the browser (database, seed, handlers, spec), loaded after the worker starts. */
import { getResponse, type HttpHandler } from 'msw';
import { resetMockDatabase } from './db/database';
import { persistMockDatabase, type Persistence } from './db/persistence';
import { mockHandlers } from './handlers';
import { faultsFromQuery, setMockFaults } from './kit/faults';

export const MOCK_RESET_PARAM = 'mock-reset';

export interface BrowserRuntime {
  handlers: HttpHandler[];
  dispatch(request: Request): Promise<Response | undefined>;
  reset(): void;
}

function browserStorage(): Storage | undefined {
  try {
    const storage = globalThis.localStorage;
    storage.getItem('probe');
    return storage;
  } catch {
    return undefined;
  }
}

/** Restores the stored database (or seeds one), applies the URL's faults and resets, builds the handlers. */
export async function startRuntime(location: Location): Promise<BrowserRuntime> {
  const storage = browserStorage();
  let persistence: Persistence | undefined;
  if (storage) {
    persistence = await persistMockDatabase(storage);
    // A reload or a closed tab right after a change: save it now (uncompressed: there is no time to compress).
    addEventListener('pagehide', () => persistence?.flushPending());
  }
  const url = new URL(location.href);
  if (url.searchParams.has(MOCK_RESET_PARAM)) {
    resetMockDatabase();
    url.searchParams.delete(MOCK_RESET_PARAM);
    history.replaceState(history.state, '', url.href);
  }
  setMockFaults(faultsFromQuery(url.searchParams));
  const handlers = mockHandlers();
  return {
    handlers,
    dispatch: (request) => getResponse(handlers, request),
    reset: () => resetMockDatabase(),
  };
}
