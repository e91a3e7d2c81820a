/**
 * Every route of the client spec §2 (ROUTES in @ujuzi/domain), inside its shell and behind the one
 * route gate. Screens load lazily by area (screens.tsx).
 */
import { ROUTES } from '@ujuzi/domain';
import { RouteParamsBoundary } from '@ujuzi/features/kit/route-params-boundary';
import { PublicShell as EagerPublicShell } from '@ujuzi/features/shell';
import { LoadingScreen, LoadingView } from '@ujuzi/ui';
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteGate } from './guards/route-gate';
import { LoadInApp } from './routing/crossing';
import { halfOf, runningHalf } from './routing/halves';
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
let loadedDashboardShell: ComponentType | null = null;
const loadDashboardShell = () => import('@ujuzi/features/shell/dashboard').then((m) => (loadedDashboardShell = m.DashboardShell));
const LazyDashboardShell = lazy(() => loadDashboardShell().then((component) => ({ default: component })));
/** The shell, at once when it was loaded before the first render (preloadScreenFor). */
function DashboardShell() {
  return loadedDashboardShell ? createElement(loadedDashboardShell) : <LazyDashboardShell />;
}

/**
 * The public site's shell (header, footer) around public, sign-in and payment pages. The public half
 * has it at once (a prerendered page hydrates without suspending); the app half loads it with the
 * first page that shows it, so a dashboard visit downloads none of it (the constant is the build's).
 */
let loadedPublicShell: ComponentType | null = import.meta.env.UJUZI_HALF === 'app' ? null : EagerPublicShell;
const loadPublicShell = (): Promise<ComponentType> =>
  // The public half has it already: no second way to its module, which would split its chunks.
  import.meta.env.UJUZI_HALF === 'public'
    ? Promise.resolve(EagerPublicShell)
    : import('./public-frame').then((m) => (loadedPublicShell = m.PublicShell));
const LazyPublicShell = lazy(() => loadPublicShell().then((component) => ({ default: component })));
function PublicShell() {
  return loadedPublicShell ? createElement(loadedPublicShell) : <LazyPublicShell />;
}

const leaf = (path: string): RouteObject => ({
  path,
  element: (
    <RouteErrorBoundary pattern={path}>
      <RouteParamsBoundary>
        <Screen pattern={path} />
      </RouteParamsBoundary>
    </RouteErrorBoundary>
  ),
});

const isDashboard = (path: string) => path === '/dashboard' || path.startsWith('/dashboard/');
const dashboardPaths = ROUTES.map((route) => route.path).filter(isDashboard);
const otherPaths = ROUTES.map((route) => route.path).filter((path) => !isDashboard(path));

/**
 * The public half (preact/compat) renders no screen of the app half: its routes there only load the
 * URL as a new document, which the React app serves (routing/halves.ts, routing/crossing.tsx).
 */
const inPublicHalf = runningHalf() === 'public';
const crossesToApp = (path: string) => inPublicHalf && halfOf(path) === 'app';
const crossingPaths = otherPaths.filter(crossesToApp);
const shellPaths = otherPaths.filter((path) => !crossesToApp(path));

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
            {inPublicHalf ? (
              <PublicShell />
            ) : (
              <Suspense fallback={<LoadingScreen onRefresh={() => window.location.reload()} />}>
                <PublicShell />
              </Suspense>
            )}
          </RouteGate>
        ),
        children: [...shellPaths.map(leaf), leaf('*')],
      },
      ...(crossingPaths.length ? [{ element: <LoadInApp />, children: crossingPaths.map((path) => ({ path })) }] : []),
      {
        path: '/dashboard',
        element: inPublicHalf ? (
          <LoadInApp />
        ) : (
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
 * The app's routes, rendered by the surrounding declarative router in the public half (BrowserRouter
 * in the browser, StaticRouter in the prerender): screens fetch their own data, so the data router
 * would be unused code on every public page. The app half builds a data router from `routes`
 * (app.tsx), which gives its screens `useBlocker`.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the screen a path shows (its route's pattern; '*' for an unknown path), and the shell it
 * shows in when that loads on demand, ahead of the first render. The prerender and the browser's hydration both do, so neither suspends on the screen and
 * the browser finds the HTML it rendered exactly as the prerender wrote it.
 */
export async function preloadScreenFor(pathname: string): Promise<void> {
  const pattern = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  const shell = isDashboard(pathname)
    ? inPublicHalf
      ? undefined
      : loadDashboardShell()
    : loadedPublicShell
      ? undefined
      : loadPublicShell();
  await Promise.all([pattern ? preloadScreen(pattern) : undefined, shell]);
}
