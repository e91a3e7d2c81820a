/**
 * Stories of screens: the app's providers (a fresh query cache, router links, the session, the demo
 * accounts) around a memory router. The design system's provider comes from .storybook/preview.
 * Stories pass a demo account's token (from @ujuzi/mocks) to show the screen signed in.
 *
 * Helpers for the usual story: `dashboardScreen(pages)` (a dashboard screen, signed in as a role), and the
 * mock backend with one operation changed — `backendWith(loading(id), failing(id), empty(id), …)`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearAuthData, operations, Session, setStoredToken, setStoredUser, type SessionUser } from '@ujuzi/api';
import type { UserType } from '@ujuzi/domain';
import { DEMO_ACCOUNTS, demoToken, mockHandlers } from '@ujuzi/mocks';
import { LinkProvider, type RouterLinkProps } from '@ujuzi/ui';
import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver, type JsonBodyType } from 'msw';
import { forwardRef, useState, type ReactElement, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouteParamsBoundary } from '../src/infra/kit/shared/route-params-boundary';
import { DemoAccountsProvider, type DemoAccountsValue } from '../src/infra/routing/demo-accounts';
import { SessionProvider } from '../src/infra/session/session-context';
import { DashboardShell } from '../src/infra/shell/dashboard-shell';

const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ href, ...rest }, ref) {
  return <Link ref={ref} to={href} {...rest} />;
});

export interface StoryAppProps {
  /** The URL shown (path and query). */
  path: string;
  /** The route pattern the screen is mounted at (for its params). Defaults to '*'. */
  routePath?: string;
  /** Signed in with this token and user; anonymous without. */
  signedIn?: { token: string; user: SessionUser };
  demoAccounts?: DemoAccountsValue | null;
  /** Router state of the first entry (what a redirect carried). */
  state?: unknown;
  /** Pages the screen may navigate to. */
  routes?: ReactNode;
  children: ReactElement;
}

export function StoryApp({ path, routePath = '*', signedIn, demoAccounts = null, state, routes, children }: StoryAppProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const [session] = useState(() => {
    clearAuthData();
    if (signedIn) {
      setStoredToken(signedIn.token);
      setStoredUser(signedIn.user);
    }
    return new Session();
  });
  const [search] = useState(() => (path.includes('?') ? `?${path.split('?')[1]}` : ''));
  return (
    <MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search, state }]}>
      <QueryClientProvider client={queryClient}>
        <LinkProvider component={RouterLink}>
          <SessionProvider session={session}>
            <DemoAccountsProvider value={demoAccounts}>
              <Routes>
                {routes}
                <Route path={routePath} element={<RouteParamsBoundary>{children}</RouteParamsBoundary>} />
              </Routes>
            </DemoAccountsProvider>
          </SessionProvider>
        </LinkProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
}

/** The demo account of `role` as a story's `signedIn`: its token and the user the session stores. */
export function signedInAs(role: UserType): { token: string; user: SessionUser } {
  const index = DEMO_ACCOUNTS.findIndex((account) => account.userType === role);
  const account = DEMO_ACCOUNTS[index];
  if (!account) throw new Error(`no demo ${role}`);
  return {
    token: demoToken(role),
    user: {
      id: index + 1,
      username: account.username,
      user_type: role,
      first_name: account.firstName,
      last_name: account.lastName,
      get_full_name: account.displayName,
    },
  };
}

export interface DashboardScreenProps {
  role: UserType;
  /** The URL shown (path and query), under /dashboard. */
  path: string;
  /** Router state of the first entry (what the previous page carried). */
  state?: unknown;
}

/**
 * A story's screen inside the dashboard shell: `pages` maps route paths under /dashboard
 * ('certificates/:certificateId', '*') to their pages. Answers a component taking the role and the URL:
 * `const Screen = dashboardScreen({ 'contact/faqs': <FaqsPage /> }); <Screen role="admin" path="/dashboard/contact/faqs" />`.
 * With `defaultRole`, stories may leave the role out.
 */
export function dashboardScreen(pages: Record<string, ReactElement>): (props: DashboardScreenProps) => ReactElement;
export function dashboardScreen(
  pages: Record<string, ReactElement>,
  defaultRole: UserType,
): (props: Omit<DashboardScreenProps, 'role'> & { role?: UserType }) => ReactElement;
export function dashboardScreen(pages: Record<string, ReactElement>, defaultRole?: UserType) {
  const routes = (
    <Route path="/dashboard" element={<DashboardShell />}>
      {Object.entries(pages).map(([routePath, page]) => (
        <Route key={routePath} path={routePath} element={<RouteParamsBoundary>{page}</RouteParamsBoundary>} />
      ))}
    </Route>
  );
  return function DashboardScreen({ role = defaultRole, path, state }: Omit<DashboardScreenProps, 'role'> & { role?: UserType }) {
    if (!role) throw new Error('dashboardScreen: a story without a role needs a defaultRole');
    return (
      <StoryApp path={path} signedIn={signedInAs(role)} state={state} routes={routes}>
        <p>Signed out</p>
      </StoryApp>
    );
  };
}

/** Where a screen went (after saving, say): its pathname, for a page not part of the story. */
export function Landed() {
  const { pathname } = useLocation();
  return <p data-testid="landed">{pathname}</p>;
}

/** The mock backend: every operation answered from the seeded database. */
export const backend: readonly HttpHandler[] = mockHandlers();

/** Story parameters: the mock backend with these answers in front of it. */
export const backendWith = (...answers: HttpHandler[]): { msw: { handlers: HttpHandler[] } } => ({
  msw: { handlers: [...answers, ...backend] },
});

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** A handler for one operation of the spec (by its operationId), whatever the API root. */
export function onOperation(operationId: string, resolver: HttpResponseResolver): HttpHandler {
  const info = operations.find((operation) => operation.operationId === operationId);
  if (!info) throw new Error(`The spec has no operation ${operationId}`);
  const method = METHODS[info.method as keyof typeof METHODS];
  return method(`*${info.path.replace(/\{([^}]+)\}/g, ':$1')}`, resolver);
}

/** The operation answers `body` (with `status`, 200 by default). */
export const answering = (operationId: string, body: JsonBodyType, status = 200): HttpHandler =>
  onOperation(operationId, () => HttpResponse.json(body, { status }));

/** The operation never answers: the screen's loading state. */
export const loading = (operationId: string): HttpHandler =>
  onOperation(operationId, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** The operation fails with `status` (500 by default) and this `detail`. */
export const failing = (operationId: string, status = 500, detail = 'Server error. Please try again later.'): HttpHandler =>
  answering(operationId, { detail }, status);

/** The operation cannot be reached (a network error: offline, DNS, a dropped connection). */
export const unreachable = (operationId: string): HttpHandler => onOperation(operationId, () => HttpResponse.error());

/** A list operation answers an empty page. */
export const empty = (operationId: string): HttpHandler =>
  answering(operationId, { count: 0, next: null, previous: null, results: [] });
