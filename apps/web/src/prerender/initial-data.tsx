/** Puts a prerendered page's query data (initial-state.ts) into the query cache before the routes render. */
import { HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getInitialQueryState } from './initial-state';

/** Inside the app's QueryClientProvider, around the routes (router.tsx). */
export function InitialData({ children }: { children: ReactNode }) {
  return <HydrationBoundary state={getInitialQueryState()}>{children}</HydrationBoundary>;
}
