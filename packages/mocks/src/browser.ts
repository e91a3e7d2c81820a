/**
 * The mock backend in the browser: a service worker answering every operation of the spec. Only
 * the worker starts before the app renders; the database, the seed and the handlers load alongside
 * and calls made meanwhile wait for them. The data survives reloads (local storage); `?mock-reset=1`
 * or `resetMockDatabase()` go back to the seed; `?mock-fault=slow|flaky|offline` and
 * `?mock-status=<operationId>:<status>` inject faults. `readDemoInbox()` shows the e-mails it "sent".
 */
import { http } from 'msw';
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

export async function startBrowserMocks(): Promise<void> {
  quietWorkerUpdateChecks();
  const loading = loadRuntime();
  const worker = setupWorker(
    http.all('*', async ({ request }) => {
      // Assets and anything the spec does not describe go to the network without waiting.
      if (!matchOperation(request.method, new URL(request.url).pathname)) return undefined;
      return (await loading).dispatch(request);
    }),
  );
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
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
