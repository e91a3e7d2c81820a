/**
 * The route-level error boundary: a screen whose code failed to download gets the page-load error
 * screen (Retry up to 3 times, then a reload; client spec §4, §8, §9); any other failure a clear
 * error with a way on. No failure leaves a blank page.
 */
import { ErrorState, Link, PageLoadError } from '@ujuzi/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { reportCaughtError } from './error-reporting';
import { isChunkLoadError } from './routing/lazy-page';
import { forgetScreen } from './screens';

/** Retries per route pattern; they survive the boundary remounting on each failure. */
const attempts = new Map<string, number>();

interface RouteErrorProps {
  error: unknown;
  /** The route pattern whose screen failed ('' for the app's frame). */
  pattern?: string;
  /** Renders the route again (after its failed code was forgotten). */
  onRetry: () => void;
}

/** What a failed route shows instead of its screen. */
export function RouteError({ error, pattern = '', onRetry }: RouteErrorProps) {
  if (isChunkLoadError(error)) {
    return (
      <PageLoadError
        attempts={attempts.get(pattern) ?? 0}
        onRetry={() => {
          attempts.set(pattern, (attempts.get(pattern) ?? 0) + 1);
          if (pattern) forgetScreen(pattern);
          onRetry();
        }}
        onReload={() => {
          attempts.delete(pattern);
          window.location.reload();
        }}
      />
    );
  }
  return (
    <main id="main-content">
      <ErrorState
        headingLevel="h2"
        title="Something went wrong"
        message={
          <>
            This page ran into a problem. Try again, or go back to the <Link href="/">home page</Link>.
          </>
        }
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}

interface BoundaryProps {
  pattern: string;
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

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ failedAt: this.props.locationKey });
    // In production too: a failure nobody sees reported is a failure nobody fixes.
    reportCaughtError(error, { pattern: this.props.pattern, componentStack: info.componentStack });
  }

  private readonly retry = () => this.setState({ error: null, failedAt: null });

  override render() {
    if (this.state.error !== null)
      return <RouteError error={this.state.error} pattern={this.props.pattern} onRetry={this.retry} />;
    return this.props.children;
  }
}

/** Catches what a route's screen (or the app's frame, with no pattern) throws while rendering. */
export function RouteErrorBoundary({ pattern = '', children }: { pattern?: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <Boundary pattern={pattern} locationKey={`${pathname}${search}`}>
      {children}
    </Boundary>
  );
}
