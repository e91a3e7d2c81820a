/**
 * The one guard every route goes through. It asks `decideRoute` (the access rule of client spec §5,
 * the same rule the sidebar uses) what to do for the current path and user, and renders the screen,
 * the loading screen (with a refresh hint after 5 s) while the session starts, or a redirect.
 */
import { SESSION_MESSAGES } from '@ujuzi/api';
import { loginPathFor, returnPath, useSession, type LoginRedirectState } from '@ujuzi/features';
import { ROUTE_MESSAGES, decideRoute, matchRoute } from '@ujuzi/domain';
import { LoadingScreen, toast } from '@ujuzi/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** One toast per denial, even when React's strict mode runs the effect twice. */
const DENIED_TOAST_ID = 'route-denied';

function Denied() {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.error(ROUTE_MESSAGES.denied, undefined, { id: DENIED_TOAST_ID });
  }, []);
  return <Navigate to="/unauthorized" replace />;
}

/** A route anyone may open whoever they are (not guest-only, not signed-in): nothing to wait for. */
const isPublicPath = (pathname: string): boolean =>
  matchRoute(pathname)?.access === 'public' || decideRoute(pathname, null).kind === 'not-found';

export function RouteGate({ children }: { children: ReactNode }) {
  const { status, user, error } = useSession();
  const location = useLocation();
  // Public pages and the not-found page show the same to everyone: they render at once instead of
  // waiting for the session, so they can be prerendered and hydrated without a loading screen.
  if (status === 'initializing' && !isPublicPath(location.pathname))
    return <LoadingScreen onRefresh={() => window.location.reload()} />;
  const decision = decideRoute(location.pathname, status === 'authenticated' ? user : null);
  switch (decision.kind) {
    case 'allow':
    case 'not-found':
      return children;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'leave-guest':
      return <Navigate to={returnPath(location.search, location.state)} replace />;
    case 'login': {
      const from = `${location.pathname}${location.search}${location.hash}`;
      // A session that ended (expired token, failed refresh) says so; a visitor who never signed in is asked to.
      const message = error === SESSION_MESSAGES.sessionExpired ? ROUTE_MESSAGES.sessionExpired : ROUTE_MESSAGES.loginRequired;
      const state: LoginRedirectState = { from, message };
      return <Navigate to={loginPathFor(from)} state={state} replace />;
    }
    case 'denied':
      return <Denied />;
  }
}
