/** The mock backend in the browser: a service worker answering every operation of the spec. */
import { setupWorker } from 'msw/browser';
import { mockHandlers } from './handlers';

export async function startBrowserMocks(): Promise<void> {
  const worker = setupWorker(...mockHandlers());
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
}
