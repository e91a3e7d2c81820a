/**
 * Component tests of screens: the app's providers (query cache, design system with router links,
 * session, demo accounts) around a memory router, served by the mock backend through msw in Node.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Session, setStoredToken, setStoredUser, type SessionUser } from '@ujuzi/api';
import {
  DEMO_ACCOUNTS,
  createMockDatabase,
  demoAccount,
  demoToken,
  mockHandlers,
  resetMockFaults,
  setMockDatabase,
} from '@ujuzi/mocks';
import { UiProvider, toaster, type RouterLinkProps } from '@ujuzi/ui';
import { cleanup, configure, render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { forwardRef, type ReactElement, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { RouteParamsBoundary } from '../src/infra/kit/shared/route-params-boundary';
import { DemoAccountsProvider, type DemoAccountsValue } from '../src/infra/routing/demo-accounts';
import { SessionProvider } from '../src/infra/session/session-context';

// The mock backend answers in Node within milliseconds, but the machine is shared: wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ href, ...rest }, ref) {
  return <Link ref={ref} to={href} {...rest} />;
});

/** Sessions made for a test: stopped after it, so their timers and listeners do not reach the next test. */
const sessions = new Set<Session>();

/**
 * Starts the mock backend for a test file, on a fresh database per test. After each test the screens
 * are unmounted, the sessions stopped, and the calls still running awaited: a late 401 (an old token
 * against the next test's database) would otherwise end the next test's session.
 */
export function startMockBackend() {
  const server = setupServer(...mockHandlers());
  let running = 0;
  server.events.on('request:start', () => void (running += 1));
  server.events.on('request:end', () => void (running -= 1));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => setMockDatabase(createMockDatabase()));
  afterEach(async () => {
    cleanup();
    for (const session of sessions) session.dispose();
    sessions.clear();
    await waitFor(() => expect(running).toBe(0), { timeout: 3_000 });
    // Toasts live in a module-level store: one test's toasts must not show in the next.
    toaster.remove();
    resetMockFaults();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

type DemoType = 'super_admin' | 'admin' | 'teacher' | 'student' | 'parent' | 'accountant';

/** A session signed in as a demo account (a real token of the mock database), started from storage. */
export function signedInSession(type: DemoType): Session {
  const account = demoAccount(type);
  if (!account) throw new Error(`no demo ${type}`);
  // Demo accounts get the ids 1 to 6 in this order.
  const id = DEMO_ACCOUNTS.indexOf(account) + 1;
  const user: SessionUser = {
    id,
    username: account.username,
    user_type: type,
    first_name: account.firstName,
    last_name: account.lastName,
    get_full_name: account.displayName,
  };
  setStoredToken(demoToken(type));
  setStoredUser(user);
  const session = new Session();
  sessions.add(session);
  session.start();
  return session;
}

/** Shows where the router is, for assertions on redirects. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)} hidden>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

export interface AppRenderOptions {
  /** The first URL. Defaults to '/'. */
  path?: string;
  session?: Session;
  demoAccounts?: DemoAccountsValue | null;
  /** Other routes (targets of redirects). */
  routes?: ReactNode;
  /** Where the element is mounted. Defaults to '*'. */
  routePath?: string;
  /** Router state of the first entry (what a redirect carried). */
  initialState?: unknown;
}

export function renderInApp(
  element: ReactElement,
  { path = '/', session = new Session(), demoAccounts = null, routes, routePath = '*', initialState }: AppRenderOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup>; session: Session; queryClient: QueryClient } {
  sessions.add(session);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter
      initialEntries={[
        { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state: initialState },
      ]}
    >
      <QueryClientProvider client={queryClient}>
        <UiProvider linkComponent={RouterLink}>
          <SessionProvider session={session}>
            <DemoAccountsProvider value={demoAccounts}>
              <Routes>
                {routes}
                <Route path={routePath} element={<RouteParamsBoundary>{element}</RouteParamsBoundary>} />
              </Routes>
              <LocationProbe />
            </DemoAccountsProvider>
          </SessionProvider>
        </UiProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...result, user, session, queryClient };
}
