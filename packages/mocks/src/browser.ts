/**
 * The mock backend in the browser: a service worker answering every operation of the spec. Only
 * the worker starts before the app renders; the database, the seed and the handlers load alongside
 * and calls made meanwhile wait for them. The data survives reloads (local storage); `?mock-reset=1`
 * or `resetMockDatabase()` go back to the seed; `?mock-fault=slow|flaky|offline` and
 * `?mock-status=<operationId>:<status>` inject faults. `readDemoInbox()` shows the e-mails it "sent".
 * The offline switch (`?offline=1`, `setMockOffline()`; kept across reloads until `?offline=0`) makes
 * every call fail as if the network were down, so offline behaviour can be tried without a server.
 */
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import type { BrowserRuntime } from './browser-runtime';
import { matchOperation } from './contract/operation-index';
import type { DemoInboxQuery, DemoMail } from './demo-inbox';
import type { FaultProfile, MockFaults } from './kit/faults';

let runtime: Promise<BrowserRuntime> | undefined;

const loadRuntime = (): Promise<BrowserRuntime> =>
  (runtime ??= import('./browser-runtime').then(({ startRuntime }) => startRuntime(location)));

/**
 * MSW's start() asks the browser to re-check an already registered worker (`registration.update()`)
 * without waiting for the answer. When that check fails (the script briefly unreachable, a navigation
 * under way) the registered worker simply goes on, but the unanswered promise surfaces as an uncaught
 * error on the page (seen in the browser journeys). The check's failure is handled here instead.
 */
function quietWorkerUpdateChecks(): void {
  const update = ServiceWorkerRegistration.prototype.update;
  ServiceWorkerRegistration.prototype.update = function updateQuietly(this: ServiceWorkerRegistration) {
    const checked = update.call(this);
    checked.catch(() => undefined);
    return checked;
  };
}

/** The offline switch's query parameter (`?offline=1` on, `?offline=0` off) and where it is kept. */
export const MOCK_OFFLINE_PARAM = 'offline';
const OFFLINE_KEY = 'ujuzi-mock-offline';

let offline = false;

function readOfflineSwitch(): boolean {
  try {
    const asked = new URLSearchParams(location.search).get(MOCK_OFFLINE_PARAM);
    if (asked === '1' || asked === '0') localStorage.setItem(OFFLINE_KEY, asked);
    return localStorage.getItem(OFFLINE_KEY) === '1';
  } catch {
    return false; // a blocked storage: online
  }
}

/** Whether the mock backend answers as if the network were down. */
export const isMockOffline = (): boolean => offline;

/** Turns the offline switch on or off (kept across reloads). */
export function setMockOffline(on: boolean): void {
  offline = on;
  try {
    localStorage.setItem(OFFLINE_KEY, on ? '1' : '0');
  } catch {
    // A blocked storage: the switch lasts until the page is left.
  }
}

export interface BrowserMocksOptions {
  /**
   * The service worker script to register: the site's own worker (dist/sw.js imports MSW's) in a
   * built app, MSW's mockServiceWorker.js on the dev server. One URL always: two scripts cannot both
   * control the page, and a changed URL replaces the worker on the next reload.
   */
  serviceWorkerUrl?: string;
}

export async function startBrowserMocks(options: BrowserMocksOptions = {}): Promise<void> {
  quietWorkerUpdateChecks();
  offline = readOfflineSwitch();
  const loading = loadRuntime();
  const worker = setupWorker(
    http.all('*', async ({ request }) => {
      // Assets and anything the spec does not describe go to the network without waiting.
      if (!matchOperation(request.method, new URL(request.url).pathname)) return undefined;
      // The offline switch: no answer at all, as when the connection drops.
      if (offline) return HttpResponse.error();
      return (await loading).dispatch(request);
    }),
  );
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    ...(options.serviceWorkerUrl ? { serviceWorker: { url: options.serviceWorkerUrl } } : {}),
  });
}

/** Back to the seed data (a "reset demo data" button); the app should reload its queries afterwards. */
export async function resetMockDatabase(): Promise<void> {
  (await loadRuntime()).reset();
}

/** Fault injection for the running app (stories, manual checks); same options as in Node. */
export async function setBrowserMockFaults(next: FaultProfile | Partial<MockFaults>): Promise<void> {
  const { setMockFaults } = await import('./kit/faults');
  setMockFaults(next);
}

export type { DemoInboxQuery, DemoMail };

/**
 * The e-mails the mock backend "sent" (reset, verification and newsletter links), newest first, their
 * links as paths of this app. The handlers run in this page, so the mails are there once a call answers.
 */
export async function readDemoInbox(query?: DemoInboxQuery): Promise<DemoMail[]> {
  const [, inbox] = await Promise.all([loadRuntime(), import('./demo-inbox')]);
  return inbox.readDemoInbox(query);
}
