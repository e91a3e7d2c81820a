/**
 * Registers the site's service worker (dist/sw.js, built from ./sw.ts) once the page has loaded, so it
 * never competes with the page's own start-up; main.tsx imports this module lazily then. In the mock
 * build MSW has registered the same script already (one URL: packages/mocks/src/browser.ts), and
 * registering it again changes nothing. A new version waits: the person is offered a Reload.
 */
import { showUpdatePrompt } from './update-prompt';

export const SERVICE_WORKER_URL = '/sw.js';

export async function registerServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<void> {
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  let reloading = false;
  // Only a worker that replaces one already in charge is offered (the first one simply starts).
  const offer = (worker: ServiceWorker) => {
    if (!container.controller) return;
    showUpdatePrompt(() => {
      reloading = true;
      // It may have taken over meanwhile by itself (the last page of the old one closed): then only reload.
      if (worker.state === 'activating' || worker.state === 'activated') location.reload();
      else worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  container.addEventListener('controllerchange', () => {
    if (reloading) location.reload();
  });
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}
