import type { DemoAccountsValue } from '@ujuzi/features';
import { apiUrl } from './env';
import { readInitialQueryState, setInitialQueryState } from './prerender/initial-state';

/**
 * Lets the browser paint and handle input between the big parts of the app's code. Each part (the
 * API client, the design system's code, its theme, React DOM, the app) runs in its own task instead
 * of one long one; a prerendered page preloads them all, so splitting costs no extra round trips.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  const { configureApi, DEFAULT_API_BASE_URL } = await import('./startup/api-client');
  configureApi({ baseUrl: apiUrl ?? DEFAULT_API_BASE_URL });
  let demoAccounts: DemoAccountsValue | null = null;
  // The mock backend is loaded only in mock mode. The condition is written inline on purpose: Vite
  // replaces it with a constant, so a build with VITE_API_URL drops the import and ships no mock code.
  if (!import.meta.env.VITE_API_URL) {
    const [{ startBrowserMocks, readDemoInbox }, { DEMO_ACCOUNTS, DEMO_PASSWORD }] = await Promise.all([
      import('@ujuzi/mocks/browser'),
      import('@ujuzi/mocks/demo-accounts'),
    ]);
    await startBrowserMocks();
    // The e-mails the mock backend "sends" (reset, verification, newsletter links) shown where the app says it sent one.
    demoAccounts = { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD, readInbox: readDemoInbox };
  }
  await nextTask();
  const { getSystem, prepareGlobalStyles, startProgressiveHydration } = await import('./startup/design-system');
  await nextTask();
  getSystem();
  await nextTask();
  prepareGlobalStyles();
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const [{ startTransition, StrictMode }, { App, PAGE_HEAD_SELECTOR, preloadScreenFor }] = await Promise.all([
    import('react'),
    import('./app'),
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <App demoAccounts={demoAccounts} />
    </StrictMode>
  );
  // A page prerendered at build time (scripts/prerender.mjs) hydrates with the data it was rendered
  // with. Any other path served that HTML (a host's fallback, a filtered URL) starts afresh.
  if (container.dataset.prerendered === location.pathname && !location.search) {
    // The page's code is there before hydrating (a failure is left to the route's error boundary).
    await preloadScreenFor(location.pathname).catch(() => undefined);
    setInitialQueryState(readInitialQueryState());
    // The page is already painted: it becomes interactive part by part (ui's HydrationSlice), each
    // in its own task, so taps stay responsive meanwhile. Under React, the transition does the same.
    startProgressiveHydration(markReady);
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  if (container.dataset.prerendered) {
    container.replaceChildren();
    document.head.querySelectorAll(PAGE_HEAD_SELECTOR).forEach((element) => element.remove());
  }
  createRoot(container).render(app);
  markReady();
}

/** Says the page is interactive (the browser journeys wait for it; so can monitoring). */
const markReady = () => document.documentElement.setAttribute('data-app-ready', '');

void start();
