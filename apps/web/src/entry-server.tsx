/**
 * The server side of the build-time prerender (scripts/prerender.mjs): renders a public page to HTML
 * with the app's own routes and providers, its data fetched first from the configured API (or, in mock
 * mode, the mock backend running in Node) and handed to the page to hydrate from. Built with
 * `vite build --ssr`; never shipped to browsers.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { configureApi, Session } from '@ujuzi/api';
import { matchRoute } from '@ujuzi/domain';
import { markHydrationSlices } from '@ujuzi/ui';
import {
  discoverPublicPages,
  headTagsHtml,
  PageHeadCollector,
  prefetchRoute,
  robotsTxt,
  sitemapXml,
  STATIC_PUBLIC_PAGES,
  type HeadTag,
  type PrerenderPage,
} from '@ujuzi/features/public/prerender';
import type { DemoAccountsValue } from '@ujuzi/features';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { matchPath, StaticRouter } from 'react-router-dom';
import { apiUrl } from './env';
import { collectedStyles, type CollectedStyles } from './prerender/collected-styles';
import { cspMetaTag, headersFile } from './prerender/security-headers';
import { setInitialQueryState } from './prerender/initial-state';
import { Providers } from './providers';
import { AppRoutes, preloadScreenFor } from './router';

export { robotsTxt, sitemapXml, type PrerenderPage };
export { hostRewritesFile } from './prerender/host-rewrites';
export { bootstrapHtml } from './prerender/security-headers';
export { styleSheetLinks } from './prerender/collected-styles';

/** The security headers' policy of this build: its API's origin is the only other site the pages call. */
const policy = { apiUrl: import.meta.env.VITE_API_URL || undefined };
/** The Content-Security-Policy meta tag every built HTML file carries (a fallback for hosts without headers). */
export const securityMetaTag = (): string => cspMetaTag(policy);
/** dist/_headers: the security headers a static host sends with every file. */
export const securityHeadersFile = (): string => headersFile(policy);

/** The API root the prerender reads from: VITE_API_URL, or the in-process mock backend. */
const MOCK_API_ROOT = 'http://localhost/api';

let stopMocks: (() => void) | undefined;

/** Points the API clients at the data source; in mock mode starts the mock backend in Node. */
export async function setup(): Promise<{ source: string }> {
  // Marks the parts of each page that hydrate one by one in the browser (ui's HydrationSlice).
  markHydrationSlices();
  // SafeHtml sanitises with DOMPurify, which needs a DOM window: give it one (a jsdom window object
  // only; `document` stays undefined so nothing else takes the server for a browser).
  const { JSDOM } = await import('jsdom');
  (globalThis as { window?: unknown }).window ??= new JSDOM('<!doctype html><html><body></body></html>').window;
  if (import.meta.env.VITE_API_URL) {
    configureApi({ baseUrl: apiUrl ?? import.meta.env.VITE_API_URL });
    return { source: import.meta.env.VITE_API_URL };
  }
  configureApi({ baseUrl: MOCK_API_ROOT });
  const [{ setupServer }, { mockHandlers }] = await Promise.all([import('msw/node'), import('@ujuzi/mocks')]);
  const server = setupServer(...mockHandlers());
  server.listen({ onUnhandledFrame: 'bypass' });
  stopMocks = () => server.close();
  return { source: 'the mock backend (in process)' };
}

export function teardown(): void {
  stopMocks?.();
}

/**
 * The sign-in pages: they read no data and look the same to every signed-out visitor, so the public
 * half prerenders and runs them too (issue 30); the app's code loads after a successful sign-in. Not
 * in the sitemap. The password reset links (a token in the path) are rendered in the browser.
 */
export const SIGN_IN_PAGES = ['/login', '/register', '/forgot-password'] as const;

/** The pages to prerender: the static public pages, the sign-in pages, and every published course, article, category and tag. */
export async function publicPages(): Promise<PrerenderPage[]> {
  return [...STATIC_PUBLIC_PAGES, ...SIGN_IN_PAGES.map((path) => ({ path })), ...(await discoverPublicPages())];
}

/**
 * A sign-in page is rendered signed out (its route gate waits for no session) and, in mock mode,
 * with the demo accounts the browser's mock backend lists; main.tsx hydrates it the same way.
 */
async function signInPageContext(pathname: string): Promise<{ session?: Session; demoAccounts: DemoAccountsValue | null }> {
  if (matchRoute(pathname)?.access !== 'guest') return { demoAccounts: null };
  const session = new Session();
  session.start();
  if (import.meta.env.VITE_API_URL) return { session, demoAccounts: null };
  const { DEMO_SIGN_IN } = await import('@ujuzi/mocks/demo-accounts');
  return { session, demoAccounts: DEMO_SIGN_IN };
}

export interface RenderedPage {
  /** The app's markup, for inside #root. */
  html: string;
  /** <title>, <meta> and <link> elements the page rendered, for <head>. */
  head: string;
  /** The styles the page used: the prerender writes them as CSS files and links them in <head>. */
  styles: CollectedStyles;
  /** The query data the page was rendered with. */
  state: DehydratedState;
  /** Reads that failed while prefetching (the page would show an error): the caller decides. */
  failures: string[];
}

/** Renders one URL ('/courses', '/courses/python-for-data-analysis', an unknown path for the 404 page). */
export async function renderPage(url: string): Promise<RenderedPage> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const route = matchRoute(pathname);
  const params = route ? (matchPath(route.path, pathname)?.params ?? {}) : {};
  // Every page, the not-found page too, has the footer's school details.
  await prefetchRoute(client, route?.path, { params, search: searchParams });
  const failures = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map((query) => `${JSON.stringify(query.queryKey)}: ${String((query.state.error as Error | null)?.message)}`);
  const state = dehydrate(client);
  client.clear();

  setInitialQueryState(state);
  await preloadScreenFor(pathname);
  const { session, demoAccounts } = await signInPageContext(pathname);
  const styleCache = createCache({ key: 'css' });
  styleCache.compat = true;
  let headTags: HeadTag[] = [];
  try {
    const page = (
      <StrictMode>
        {/* A fresh style cache per page: emotion writes each style once per cache, and every page needs all of its own. */}
        <CacheProvider value={styleCache}>
          <PageHeadCollector collect={(tags) => void (headTags = tags)}>
            <StaticRouter location={url}>
              <Providers demoAccounts={demoAccounts} {...(session ? { session } : {})}>
                <AppRoutes />
              </Providers>
            </StaticRouter>
          </PageHeadCollector>
        </CacheProvider>
      </StrictMode>
    );
    // The build renders with preact/compat (vite.config.ts): the page's code is awaited where it
    // suspends, so the HTML is complete, with markers around each Suspense boundary for hydration.
    const html = await renderToStringAsync(page as unknown as VNode);
    return { html, head: headTagsHtml(headTags), styles: collectedStyles(styleCache), state, failures };
  } finally {
    setInitialQueryState(undefined);
  }
}
