/**
 * Every route of the client spec §2 (ROUTES in @ujuzi/domain), inside its shell and behind the one
 * route gate. Screens load lazily by area (screens.tsx).
 */
import { ROUTES } from '@ujuzi/domain';
import { PublicShell } from '@ujuzi/features/shell';
import { LoadingScreen, LoadingView } from '@ujuzi/ui';
import { createElement, lazy, Suspense } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteGate } from './guards/route-gate';
import { InitialData } from './prerender/initial-data';
import { Root } from './root';
import { RouteErrorBoundary } from './route-error';
import { preloadScreen, screenFor } from './screens';

/**
 * A route's lazy screen. screenFor keeps one component per pattern (a new one only after a failed
 * load is forgotten for Retry), so the element is created from a stable component.
 */
function Screen({ pattern }: { pattern: string }) {
  return <Suspense fallback={<LoadingView fullPage={false} />}>{createElement(screenFor(pattern))}</Suspense>;
}

/** The dashboard's shell loads with the dashboard: the public site ships none of its code. */
const DashboardShell = lazy(() => import('@ujuzi/features/shell/dashboard').then((m) => ({ default: m.DashboardShell })));

const leaf = (path: string): RouteObject => ({
  path,
  element: (
    <RouteErrorBoundary pattern={path}>
      <Screen pattern={path} />
    </RouteErrorBoundary>
  ),
});

const isDashboard = (path: string) => path === '/dashboard' || path.startsWith('/dashboard/');
const dashboardPaths = ROUTES.map((route) => route.path).filter(isDashboard);
const otherPaths = ROUTES.map((route) => route.path).filter((path) => !isDashboard(path));

export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <InitialData>
          <Root />
        </InitialData>
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: (
          <RouteGate>
            <PublicShell />
          </RouteGate>
        ),
        children: [...otherPaths.map(leaf), leaf('*')],
      },
      {
        path: '/dashboard',
        element: (
          <RouteGate>
            <Suspense fallback={<LoadingScreen onRefresh={() => window.location.reload()} />}>
              <DashboardShell />
            </Suspense>
          </RouteGate>
        ),
        // Unknown dashboard paths are sent to / by the gate (client spec §2).
        children: [...dashboardPaths.map(leaf), { path: '*', element: null }],
      },
    ],
  },
];

/**
 * The app's routes, rendered by the surrounding router (BrowserRouter in the browser, StaticRouter in
 * the prerender). The declarative router is enough: screens fetch their own data, so the data router's
 * loaders would be unused code on every page.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the screen a path shows (its route's pattern; '*' for an unknown path) ahead of the first
 * render. The prerender and the browser's hydration both do, so neither suspends on the screen and
 * the browser finds the HTML it rendered exactly as the prerender wrote it.
 */
export function preloadScreenFor(pathname: string): Promise<void> {
  const pattern = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  return pattern ? preloadScreen(pattern) : Promise.resolve();
}
