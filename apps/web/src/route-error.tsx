/**
 * The route-level error boundary: a screen whose code failed to download gets the page-load error
 * screen (Retry up to 3 times, then a reload; client spec §4, §8, §9); any other failure a clear
 * error with a way on. No failure leaves a blank page.
 */
import { ErrorState, Link, PageLoadError } from '@ujuzi/ui';
import { useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './routing/lazy-page';
import { forgetScreen } from './screens';

/** Retries per route pattern; they survive the boundary remounting on each failure. */
const attempts = new Map<string, number>();

export function RouteError({ pattern = '' }: { pattern?: string }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const [, rerender] = useState(0);
  if (isChunkLoadError(error)) {
    return (
      <PageLoadError
        attempts={attempts.get(pattern) ?? 0}
        onRetry={() => {
          attempts.set(pattern, (attempts.get(pattern) ?? 0) + 1);
          if (pattern) forgetScreen(pattern);
          rerender((n) => n + 1);
          void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
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
        onRetry={() => void navigate(0)}
      />
    </main>
  );
}
