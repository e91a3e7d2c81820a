/** The app's root route: page-change overlay, page titles, scroll restoration, and the reaction to an expired session. */
import { onSessionExpired } from '@ujuzi/api';
import { HTTP_MESSAGES, matchRoute } from '@ujuzi/domain';
import { loginPathFor, type LoginRedirectState } from '@ujuzi/features';
import { PageChangeOverlay, toast } from '@ujuzi/ui';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ScrollRestoration } from './routing/scroll-restoration';

const EXPIRED_TOAST_ID = 'session-expired';

function SessionExpiryRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  // The listener reads the current location without re-subscribing on every navigation.
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  useEffect(
    () =>
      onSessionExpired(() => {
        // Client spec §8: a 401 removes the stored token and user, says so, and goes to /login.
        toast.error(HTTP_MESSAGES.sessionExpired, undefined, { id: EXPIRED_TOAST_ID });
        const { pathname, search, hash } = here.current;
        // Already on a sign-in page (a late answer of a call made before): stay.
        if (matchRoute(pathname)?.access === 'guest') return;
        const from = `${pathname}${search}${hash}`;
        const state: LoginRedirectState = { from, message: HTTP_MESSAGES.sessionExpired };
        void navigate(loginPathFor(from), { state, replace: true });
      }),
    [navigate],
  );
  return null;
}

/** Each page's title names it (screen readers announce it on navigation). */
function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = matchRoute(pathname);
    // The public site's pages name themselves (PageMeta: title, description, canonical URL).
    if (route ? route.access === 'public' && !pathname.startsWith('/auth/') : !pathname.startsWith('/dashboard')) return;
    const title = pathname === '/' ? null : pathname === '/dashboard' ? 'Dashboard' : (route?.title ?? 'Page not found');
    document.title = title ? `${title} · Ujuzi` : 'Ujuzi — tech skills school';
  }, [pathname]);
  return null;
}

export function Root() {
  const location = useLocation();
  return (
    <>
      <PageChangeOverlay pathKey={location.pathname} />
      <SessionExpiryRedirect />
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
