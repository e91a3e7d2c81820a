/**
 * Where a malformed route param ends: `useRouteParams` throws a RouteParamsError before the screen asks
 * for anything, and this boundary (around every route's screen, in the app and in the test harness)
 * shows the not-found the error carries, or the kit's RouteNotFound. Other errors go on to the route's own
 * error boundary. Kept free of UI code (RouteNotFound loads when needed): the app's router imports it for
 * every route.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** Thrown by useRouteParams: the route's params do not fit the operation's path parameters. */
/** Kept beside the error, not on it: React logs the errors a boundary catches, and an element tree printed
 * with each ran to hundreds of lines of CI's log for every malformed-params test. */
const fallbacks = new WeakMap<RouteParamsError, ReactNode>();

export class RouteParamsError extends Error {
  override readonly name = 'RouteParamsError';
  constructor(fallback?: ReactNode) {
    super('The route’s params do not fit its operation’s path parameters');
    fallbacks.set(this, fallback);
  }
  /** What the route shows instead of its screen; the kit's RouteNotFound when undefined. */
  get fallback(): ReactNode {
    return fallbacks.get(this);
  }
}

const RouteNotFound = lazy(() => import('./route-not-found').then((m) => ({ default: m.RouteNotFound })));

interface BoundaryProps {
  /** The location the children render; a new one clears the error (the person went elsewhere). */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The location the error happened at. */
  failedAt: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt !== null && state.failedAt !== props.locationKey) return { error: null, failedAt: null };
    return null;
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.locationKey });
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof RouteParamsError)
      return (
        error.fallback ?? (
          <Suspense fallback={null}>
            <RouteNotFound />
          </Suspense>
        )
      );
    // Not ours: the route's error boundary shows it (and unmounts this one, so its Retry starts afresh).
    throw error;
  }
}

/** Shows a route's not-found when its screen's params are malformed (see useRouteParams). */
export function RouteParamsBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary locationKey={`${pathname}${search}`}>{children}</Boundary>;
}
