/**
 * The site's one service worker (issue 29, item 1), built by vite-plugin-pwa's injectManifest into
 * dist/sw.js. A page has one worker per scope, so in the mock build this worker also carries the mock
 * backend: it imports MSW's worker script (MSW's "merging service workers" recipe) after its own fetch
 * listener, and answers only what it handles itself (stopping the event there); everything else (the
 * API's calls) goes on to MSW's listener, or to the network in a build with a real API.
 *
 * - the app shell (spa.html, its start-up chunks, manifest and icons) is precached: < 1.5 MB;
 * - hashed assets (/assets/…: route chunks, the public half's code) are cached as they are used,
 *   cache first (their names change with their content);
 * - lesson attachments kept by "Keep for offline" (the 'ujuzi-lesson-files' cache) are answered from
 *   that cache first, a link or a new tab included (lesson-files.ts);
 * - pages (navigations) go to the network first; after 3 s without an answer, or with none at all, the
 *   copy cached on the last visit answers, else the app shell (spa.html) for a path never visited.
 *
 * A new version waits until the page asks it to take over ("A new version is ready — Reload",
 * install/update-prompt.ts): nothing is swapped under the user.
 */
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { answerLessonFile, isLessonFileRequest } from './lesson-files';

// The worker's own globals (the app's TypeScript program has the DOM's, not a worker's).
interface WorkerFetchEvent extends Event {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  /** The precache list, written in by the build (injectManifest). */
  readonly __WB_MANIFEST: Array<PrecacheEntry | string>;
  readonly registration: { readonly active: object | null };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: LifecycleEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
type LifecycleEvent = Parameters<PrecacheController['install']>[0];
declare const self: WorkerScope;
declare function importScripts(...urls: string[]): void;

/** The app half's HTML: every path without a prerendered page is served it. */
const APP_SHELL = '/spa.html';
const PAGE_TIMEOUT_SECONDS = 3;

/**
 * Keeps a runtime cache to its newest entries (workbox-expiration would add its IndexedDB code, ~2.5 KB
 * gzipped, to every first visit; a cache's keys are in the order they were stored).
 */
type StrategyPlugin = NonNullable<NonNullable<ConstructorParameters<typeof NetworkFirst>[0]>['plugins']>[number];
const newest = (count: number): StrategyPlugin => ({
  cacheDidUpdate: async ({ cacheName }) => {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - count)).map((key) => cache.delete(key)));
  },
});

const SHELL_CACHE = 'ujuzi-shell';
const shell = new PrecacheController({ cacheName: SHELL_CACHE });
shell.addToCacheList(self.__WB_MANIFEST);

/**
 * On the first visit the worker starts at once and fetches the shell afterwards. In the mock build the
 * page waits for this worker before its first API call, and holding the worker back for the shell's
 * 51 files (838 KB), fetched one after the other, made every first visit a second slower on a fast
 * machine and many seconds on a phone's network. An update still caches its shell before it takes
 * over (it waits for the page's Reload anyway).
 */
let firstInstall = false;
self.addEventListener('install', (event) => {
  firstInstall = self.registration.active === null;
  if (!firstInstall) void shell.install(event);
});
/** Whether this start of the worker has seen to the shell (a first install, or the first request after a restart). */
let shellChecked = false;
self.addEventListener('activate', (event) => {
  void shell.activate(event);
  shellChecked = firstInstall;
  if (firstInstall) void fillShell().catch(() => undefined);
});

/** Caches what the shell lacks, outside any install: no event keeps the worker alive for it, so a worker that starts again finishes it. */
async function fillShell(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  const cached = new Set((await cache.keys()).map((request) => request.url));
  if ([...shell.getURLsToCacheKeys().values()].every((key) => cached.has(key))) return;
  // Workbox's own install (its strategy fills the cache for an event of type 'install'), given an event
  // that keeps nothing alive: the work is the same, only unguarded.
  const unguarded = { type: 'install', waitUntil: () => undefined } as unknown as LifecycleEvent;
  await shell.install(unguarded);
}

const pages = new NetworkFirst({
  cacheName: 'ujuzi-pages',
  networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
  plugins: [newest(60)],
});

const router = new Router();
router.registerRoute(new PrecacheRoute(shell));
// Before the pages' route: a kept file opened in a tab is a navigation too.
router.registerRoute(
  new Route(
    ({ url, request }) => isLessonFileRequest(request, url),
    ({ request }) => answerLessonFile(request, caches),
  ),
);
router.registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      const fallback = await shell.matchPrecache(APP_SHELL);
      if (fallback) return fallback;
      throw error;
    }
  }),
);
router.registerRoute(
  new Route(
    ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
    new CacheFirst({
      cacheName: 'ujuzi-assets',
      plugins: [newest(400)],
    }),
  ),
);

self.addEventListener('fetch', (event) => {
  // A worker started again (it is stopped when idle) completes a shell an earlier start left unfinished.
  if (!shellChecked) {
    shellChecked = true;
    void fillShell().catch(() => undefined);
  }
  const answer = router.handleRequest({ request: event.request, event });
  if (!answer) return;
  // Answered here: MSW's listener (mock build) must not answer it a second time.
  event.stopImmediatePropagation();
  event.respondWith(answer);
});

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') void takeOver();
});

const takeOver = self.skipWaiting.bind(self);

if (!import.meta.env.VITE_API_URL) {
  // MSW's worker activates a new version at once (skipWaiting on install): here a new version waits
  // for the page's Reload. On the very first visit nothing is waiting and MSW's clients.claim() still
  // makes the page controlled at once, as mocking needs.
  self.skipWaiting = () => Promise.resolve();
  importScripts('/mockServiceWorker.js');
}
