/**
 * The app half's router (React 19): a data router built from the same `routes` as the public half's
 * declarative one, so its screens can use the data router's APIs — `useBlocker` for a form that asks
 * before the person leaves it with changes.
 */
import { Session } from '@ujuzi/api';
import type { DemoAccountsValue } from '@ujuzi/features';
import { useEffect, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { Providers } from './providers';
import { routes } from './router';

/** The providers as the root route (the design system's links need the router around them). */
export { PrerenderedStyles } from './prerender/browser-styles';

export const appRouteTree = (demoAccounts: DemoAccountsValue | null, session: Session): RouteObject[] => [
  {
    element: (
      <Providers demoAccounts={demoAccounts} session={session}>
        <Outlet />
      </Providers>
    ),
    children: routes,
  },
];

/**
 * The router, with the session started from storage before the first render: the route gate then
 * decides at once (no loading screen that the page would replace). `signedIn` tells whether a
 * prerendered sign-in page (rendered signed out) may be hydrated as it is.
 */
export function createAppRouter(demoAccounts: DemoAccountsValue | null) {
  const session = new Session();
  session.start();
  return {
    router: createBrowserRouter(appRouteTree(demoAccounts, session)),
    signedIn: session.getState().status === 'authenticated',
  };
}

export { preloadScreenFor } from './router';

export { RouterProvider } from 'react-router-dom';

/**
 * Calls back once its content is committed (main.tsx: a prerendered page is live). It renders nothing
 * of its own, so the tree it wraps hydrates exactly as the prerender rendered it.
 */
export function AfterCommit({ callback, children }: { callback: () => void; children: ReactNode }) {
  useEffect(() => callback(), [callback]);
  return children;
}
