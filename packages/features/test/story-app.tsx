/**
 * Stories of screens: the app's providers (a fresh query cache, router links, the session, the demo
 * accounts) around a memory router. The design system's provider comes from .storybook/preview.
 * Stories pass a demo account's token (from @ujuzi/mocks) to show the screen signed in.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearAuthData, Session, setStoredToken, setStoredUser, type SessionUser } from '@ujuzi/api';
import type { UserType } from '@ujuzi/domain';
import { DEMO_ACCOUNTS, demoToken } from '@ujuzi/mocks';
import { LinkProvider, type RouterLinkProps } from '@ujuzi/ui';
import { forwardRef, useState, type ReactElement, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { DemoAccountsProvider, type DemoAccountsValue } from '../src/routing/demo-accounts';
import { SessionProvider } from '../src/session/session-context';

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
                <Route path={routePath} element={children} />
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
