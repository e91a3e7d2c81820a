import { act, render, screen, waitFor } from '@testing-library/react';
import { Session, apiRequest, setStoredRefreshToken, setStoredToken, setStoredUser } from '@ujuzi/api';
import { SessionProvider, returnPath } from '@ujuzi/features';
import { UiProvider } from '@ujuzi/ui';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { TEST_API } from '../../test/setup';
import { RouteGate } from './route-gate';

const server = setupServer(
  http.get(`${TEST_API}/accounts/users/me/`, () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const STUDENT = { id: 4, username: 'student', user_type: 'student', first_name: 'Wanjiku', last_name: 'Kamau' };

/** Where the router is, and the state it carries. */
function Page() {
  const location = useLocation();
  return (
    <main>
      <p data-testid="path">{`${location.pathname}${location.search}`}</p>
      <p data-testid="state">{JSON.stringify(location.state ?? null)}</p>
    </main>
  );
}

/** The app's structure in small: every path behind one gate. */
function renderAt(path: string, session: Session, state?: unknown) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouteGate>
            <Outlet />
          </RouteGate>
        ),
        children: [{ path: '*', element: <Page /> }],
      },
    ],
    { initialEntries: [{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }] },
  );
  render(
    <UiProvider>
      <SessionProvider session={session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </UiProvider>,
  );
  return router;
}

/** A session as the app starts it: from storage (signed in when a token and a user are stored). */
function startedSession(user: object | null): Session {
  if (user) {
    setStoredToken('k-123');
    setStoredUser(user);
    // The background refresh of the user must not end this session in these tests.
    server.use(http.get(`${TEST_API}/accounts/users/me/`, () => HttpResponse.json(user)));
  }
  const session = new Session();
  session.start();
  return session;
}

const path = () => screen.getByTestId('path').textContent;
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? 'null') as Record<string, string> | null;

describe('the route gate', () => {
  it('shows the loading screen while the session starts, with a refresh hint after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A session whose start has not finished (storage or the network is slow).
    class StartingSession extends Session {
      override start(): void {}
    }
    renderAt('/dashboard', new StartingSession());
    expect(screen.getByText('Initializing...')).toBeTruthy();
    expect(screen.queryByText('Taking longer than usual to load...')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    expect(screen.getByText('Taking longer than usual to load...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeTruthy();
  });

  it.each(['/courses', '/courses/python-for-data-analysis', '/certificate/verify', '/no-such-page'])(
    'renders the public page %s at once, without waiting for the session (prerendered pages hydrate as they are)',
    (pathname) => {
      class StartingSession extends Session {
        override start(): void {}
      }
      renderAt(pathname, new StartingSession());
      expect(path()).toBe(pathname);
      expect(screen.queryByText('Initializing...')).toBeNull();
    },
  );

  it('still waits for the session on guest-only pages, which send a signed-in visitor away', () => {
    class StartingSession extends Session {
      override start(): void {}
    }
    renderAt('/login', new StartingSession());
    expect(screen.getByText('Initializing...')).toBeTruthy();
  });

  it('sends an anonymous visitor of a login route to /login with the original location and the message', async () => {
    renderAt('/dashboard/courses/progress?tab=2', startedSession(null));
    await waitFor(() => expect(path()).toBe(`/login?next=${encodeURIComponent('/dashboard/courses/progress?tab=2')}`));
    expect(state()).toEqual({
      from: '/dashboard/courses/progress?tab=2',
      message: 'Authentication required. Please log in to continue.',
    });
  });

  it('says the session expired when it ended with a 401', async () => {
    setStoredToken('stale');
    setStoredUser(STUDENT);
    const session = new Session();
    session.start();
    renderAt('/dashboard/profile', session);
    // The background check of the user answers 401: the session ends.
    await waitFor(() => expect(path()).toBe(`/login?next=${encodeURIComponent('/dashboard/profile')}`));
    expect(state()?.message).toBe('Your session has expired. Please log in again.');
  });

  it('keeps the payment pages behind sign-in too', async () => {
    renderAt('/payment/verify/42', startedSession(null));
    await waitFor(() => expect(path()).toBe(`/login?next=${encodeURIComponent('/payment/verify/42')}`));
  });

  it('lets a signed-in user through to any-user routes and routes their role inherits', async () => {
    renderAt(
      '/dashboard/certificates/my-certificates',
      startedSession({ ...STUDENT, id: 5, username: 'parent', user_type: 'parent' }),
    );
    await waitFor(() => expect(path()).toBe('/dashboard/certificates/my-certificates'));
  });

  it('refuses a role route with "You don\'t have permission to access this page" and /unauthorized', async () => {
    renderAt('/dashboard/staff', startedSession(STUDENT));
    expect(await screen.findByText("You don't have permission to access this page")).toBeTruthy();
    await waitFor(() => expect(path()).toBe('/unauthorized'));
  });

  it('lets super admins into every role route', async () => {
    renderAt(
      '/dashboard/finance/fee-collection',
      startedSession({ ...STUDENT, id: 1, username: 'superadmin', user_type: 'super_admin' }),
    );
    await waitFor(() => expect(path()).toBe('/dashboard/finance/fee-collection'));
  });

  it('sends a signed-in visitor of a guest route back where they came from', async () => {
    renderAt(`/login?next=${encodeURIComponent('/dashboard/courses?page=2')}`, startedSession(STUDENT));
    await waitFor(() => expect(path()).toBe('/dashboard/courses?page=2'));
  });

  it('reads where they came from in the router state too, else /dashboard', async () => {
    renderAt('/register', startedSession(STUDENT), { from: '/dashboard/profile' });
    await waitFor(() => expect(path()).toBe('/dashboard/profile'));
  });

  it.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a script URL', 'javascript:alert(1)'],
  ])('never returns to %s: it goes to /dashboard', async (_, next) => {
    renderAt(`/forgot-password?next=${encodeURIComponent(next)}`, startedSession(STUDENT));
    await waitFor(() => expect(path()).toBe('/dashboard'));
  });

  it('sends unknown dashboard paths to /', async () => {
    renderAt('/dashboard/no-such-page/at-all', startedSession(STUDENT));
    await waitFor(() => expect(path()).toBe('/'));
  });

  it('shows the not-found page for unknown public paths (no redirect)', async () => {
    renderAt('/no-such-page', startedSession(null));
    await waitFor(() => expect(path()).toBe('/no-such-page'));
  });

  it('redirects the communications index to announcements', async () => {
    renderAt('/dashboard/communications', startedSession(STUDENT));
    await waitFor(() => expect(path()).toBe('/dashboard/communications/announcements'));
  });

  it('keeps a signed-in user with an expired JWT and a refresh token signed in (client spec §4)', async () => {
    const expired = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 }))}.s`;
    setStoredToken(expired);
    setStoredRefreshToken('r-1');
    let refreshed = false;
    setStoredUser(STUDENT);
    server.use(
      http.get(`${TEST_API}/accounts/users/me/`, () => HttpResponse.json(STUDENT)),
      http.post(`${TEST_API}/accounts/auth/jwt/refresh/`, () => {
        refreshed = true;
        return HttpResponse.json({ access: 'fresh' });
      }),
    );
    const session = new Session();
    session.start();
    renderAt('/dashboard/profile', session);
    await waitFor(() => expect(path()).toBe('/dashboard/profile'));
    // An already expired token is refreshed at once.
    await waitFor(() => expect(refreshed).toBe(true));
    session.dispose();
  });
});

describe('the return path', () => {
  it('prefers the next parameter, then the router state, then the fallback', () => {
    expect(returnPath('?next=%2Fdashboard%2Fcourses', { from: '/x' })).toBe('/dashboard/courses');
    expect(returnPath('', { from: '/dashboard/profile' })).toBe('/dashboard/profile');
    expect(returnPath('', null)).toBe('/dashboard');
  });
});

describe('a 401 from any call', () => {
  it('ends the session, so the gate sends the visitor to sign in', async () => {
    server.use(
      http.get(`${TEST_API}/accounts/users/me/`, () => HttpResponse.json(STUDENT)),
      http.get(`${TEST_API}/communication/notifications/`, () =>
        HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }),
      ),
    );
    const session = startedSession(STUDENT);
    renderAt('/dashboard', session);
    await waitFor(() => expect(path()).toBe('/dashboard'));
    await act(() => apiRequest({ path: '/communication/notifications/' }));
    await waitFor(() => expect(path()).toBe(`/login?next=${encodeURIComponent('/dashboard')}`));
    expect(state()?.message).toBe('Your session has expired. Please log in again.');
  });
});
