/**
 * The app half's prerender (React 19, react-dom/server), run by scripts/prerender.mjs: the sign-in
 * pages, which read no data and look the same to every signed-out visitor, as HTML that paints before
 * the app's code arrives on a slow phone; the React app then hydrates it (main.tsx). Rendered through
 * React Router's static data router, the server twin of the browser's `createBrowserRouter`, from the
 * same route tree. Built with `UJUZI_HALF=app vite build --ssr`; never shipped to browsers.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Session } from '@ujuzi/api';
import { matchRoute } from '@ujuzi/domain';
import type { DemoAccountsValue } from '@ujuzi/features';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { appRouteTree, preloadScreenFor } from './app-router';
import { collectedStyles } from './prerender/collected-styles';

/** The app pages worth painting before the code arrives: a visitor's first sight of the app. */
export const APP_PAGES = ['/login', '/register', '/forgot-password'] as const;

/** The demo accounts the login page lists in mock mode, as the browser's mock backend gives them. */
async function demoAccounts(): Promise<DemoAccountsValue | null> {
  if (import.meta.env.VITE_API_URL) return null;
  const { DEMO_SIGN_IN } = await import('@ujuzi/mocks/demo-accounts');
  return DEMO_SIGN_IN;
}

export interface RenderedAppPage {
  /** The app's markup, for inside #root. */
  html: string;
  /** <title> and the page's styles, for <head>. */
  head: string;
}

export async function renderAppPage(path: (typeof APP_PAGES)[number]): Promise<RenderedAppPage> {
  await preloadScreenFor(path);
  // Signed out: nothing is stored on the server.
  const session = new Session();
  session.start();
  const handler = createStaticHandler(appRouteTree(await demoAccounts(), session));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path}: the router answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const styleCache = createCache({ key: 'css' });
  // Rules kept in the cache and written into <head> (see collected-styles.ts).
  styleCache.compat = true;
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </CacheProvider>
    </StrictMode>,
  );
  const title = `<title>${matchRoute(path)?.title ?? 'Ujuzi'} · Ujuzi</title>`;
  return { html, head: title + collectedStyles(styleCache) };
}
