import type { DemoAccountsValue } from '@ujuzi/features';
import { apiUrl } from './env';
import { PRERENDERED_GLOBALS_SELECTOR } from './prerender/collected-styles';
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
    const [{ startBrowserMocks, readDemoInbox, isMockOffline, setMockOffline }, { DEMO_SIGN_IN }] = await Promise.all([
      import('@ujuzi/mocks/browser'),
      import('@ujuzi/mocks/demo-accounts'),
    ]);
    try {
      // A built site's one worker (dist/sw.js) carries the mock backend (src/install/sw.ts); the dev server has MSW's own.
      await startBrowserMocks(import.meta.env.PROD ? { serviceWorkerUrl: '/sw.js' } : {});
    } catch (error) {
      // A blank page would hide the cause (a missing worker script, an insecure origin): say it on the page.
      console.error('[ujuzi] the mock backend could not start', error);
      const { showMockStartFailure } = await import('./startup/mock-start-failure');
      showMockStartFailure(rootElement(), error);
      return;
    }
    // The e-mails the mock backend "sends" (reset, verification, newsletter links) shown where the app says it sent one.
    demoAccounts = { ...DEMO_SIGN_IN, readInbox: readDemoInbox, offline: { isOn: isMockOffline, set: setMockOffline } };
  }
  await nextTask();
  const { getSystem, prepareGlobalStyles } = await import('./startup/design-system');
  await nextTask();
  getSystem();
  await nextTask();
  // A prerendered page carries the global style sheet: Chakra's provider then never builds it.
  if (!document.querySelector(PRERENDERED_GLOBALS_SELECTOR)) {
    prepareGlobalStyles();
    await nextTask();
  }
  const { prepareHistoryEntry, replayToasts } = await import('./routing/crossing');
  const handoff = prepareHistoryEntry();
  // Written out so that each production bundle keeps only its own half (the flag is a build-time constant).
  if (
    import.meta.env.UJUZI_HALF === 'public' ||
    (!import.meta.env.UJUZI_HALF && (await import('./routing/halves')).runningHalf() === 'public')
  )
    await startPublicHalf(demoAccounts);
  else await startAppHalf(demoAccounts);
  replayToasts(handoff);
  registerServiceWorkerAfterLoad();
}

/** The site's service worker (offline pages, the update prompt), registered once the page has loaded. */
function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('./install/register')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('[ujuzi] the service worker could not be registered', error));
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

const rootElement = (): HTMLElement => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  return container;
};

/**
 * The public site on preact/compat (production): a prerendered page hydrates part by part with the
 * data it was rendered with; any other path that was served the page's HTML starts afresh.
 */
async function startPublicHalf(demoAccounts: DemoAccountsValue | null): Promise<void> {
  (await import('./routing/crossing')).crossToAppThroughHistory();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const [
    { startTransition, StrictMode },
    { App, PAGE_HEAD_SELECTOR, PrerenderedStyles, preloadScreenFor, sessionForSignInPage },
  ] = await Promise.all([import('react'), import('./app')]);
  const container = rootElement();
  // A sign-in page was rendered signed out: someone signed in is sent on to the app instead.
  const session = sessionForSignInPage(location.pathname);
  const signedIn = session?.getState().status === 'authenticated';
  const app = (
    <StrictMode>
      <PrerenderedStyles>
        <App demoAccounts={demoAccounts} session={session} />
      </PrerenderedStyles>
    </StrictMode>
  );
  // A page prerendered at build time (scripts/prerender.mjs) hydrates with the data it was rendered
  // with. Any other path served that HTML (a host's fallback, a filtered URL) starts afresh.
  if (container.dataset.prerendered === location.pathname && !location.search && !signedIn) {
    // The page's code is there before hydrating (a failure is left to the route's error boundary).
    await preloadScreenFor(location.pathname).catch(() => undefined);
    // On the mock backend the build's data may be older than the browser's own (changed since): fetch again.
    setInitialQueryState(readInitialQueryState(document, { live: !import.meta.env.VITE_API_URL }));
    // The page is already painted: it becomes interactive part by part (ui's HydrationSlice), each
    // in its own task, so taps stay responsive meanwhile (Preact has no concurrent hydration); parts
    // far below the fold wait until the visitor scrolls near them or reaches into them.
    const { startProgressiveHydration } = await import('./startup/design-system');
    waitingForParts = true;
    startProgressiveHydration(markReady, { root: container, allHydrated: markHydrated });
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // The page's code first, so the HTML it replaces gives way to the page rather than a loading view
  // (the sign-in page opened with ?next= from Enroll, a filtered catalogue).
  await preloadScreenFor(location.pathname).catch(() => undefined);
  if (container.dataset.prerendered) {
    container.replaceChildren();
    document.head.querySelectorAll(PAGE_HEAD_SELECTOR).forEach((element) => element.remove());
  }
  container.removeAttribute('inert');
  createRoot(container).render(app);
  markReady();
}

/**
 * The signed-in app on React 19 (sign-in pages, OAuth outcomes, payment, dashboard, and public pages
 * reached from there), through the data router. A prerendered sign-in page (scripts/prerender.mjs)
 * hydrates as it is; any other path starts from an empty #root.
 */
async function startAppHalf(demoAccounts: DemoAccountsValue | null): Promise<void> {
  // React DOM is the largest part: evaluated in a task of its own.
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const [{ startTransition, StrictMode }, { AfterCommit, createAppRouter, PrerenderedStyles, preloadScreenFor, RouterProvider }] =
    await Promise.all([import('react'), import('./app-router')]);
  // The page's code first, so its first render shows the page rather than a loading view.
  await preloadScreenFor(location.pathname).catch(() => undefined);
  const { router, signedIn } = createAppRouter(demoAccounts);
  const container = rootElement();
  // Rendered signed out, with no query: someone signed in is sent on by the route gate instead.
  if (container.dataset.prerendered === location.pathname && !location.search && !signedIn) {
    // The prerendered page is inert until React has adopted it (a tap before would be lost).
    const whenHydrated = () => {
      container.removeAttribute('inert');
      markReady();
    };
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <PrerenderedStyles>
            <AfterCommit callback={whenHydrated}>
              <RouterProvider router={router} />
            </AfterCommit>
          </PrerenderedStyles>
        </StrictMode>,
      );
    });
    return;
  }
  container.replaceChildren();
  container.removeAttribute('inert');
  createRoot(container).render(
    <StrictMode>
      <PrerenderedStyles>
        <RouterProvider router={router} />
      </PrerenderedStyles>
    </StrictMode>,
  );
  markReady();
}

/**
 * Says the page is interactive (the browser journeys wait for it; so can monitoring): everything on
 * screen is. A prerendered public page marks `data-app-hydrated` once its parts below the fold have
 * hydrated too (when scrolled to or reached into); any other page is whole at once.
 */
const markReady = () => {
  // A prerendered sign-in page is inert until its form is alive (scripts/prerender.mjs): a tap before would be lost.
  document.getElementById('root')?.removeAttribute('inert');
  document.documentElement.setAttribute('data-app-ready', '');
  if (!waitingForParts) markHydrated();
};
const markHydrated = () => document.documentElement.setAttribute('data-app-hydrated', '');
let waitingForParts = false;

void start();
