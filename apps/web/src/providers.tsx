/** Everything the screens rely on: query cache, design system (with router links), session, demo accounts. */
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from '@ujuzi/api';
import { APP_QUERY_RETRIES } from '@ujuzi/domain';
import { DemoAccountsProvider, registerWaitingWrites, SessionProvider, type DemoAccountsValue } from '@ujuzi/features';
import { UiProvider, type RouterLinkProps } from '@ujuzi/ui';
import { forwardRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { writeHandoff } from './routing/crossing';
import { halfOf, runningHalf } from './routing/halves';

const inPublicHalf = runningHalf() === 'public';
/** Per link target: whether it leads into the app half (a page renders many links; the answer never changes). */
const appTargets = new Map<string, boolean>();
const leadsIntoApp = (href: string): boolean => {
  let answer = appTargets.get(href);
  if (answer === undefined) {
    answer = href.startsWith('/') && halfOf(href.split(/[?#]/)[0] ?? '/') === 'app';
    appTargets.set(href, answer);
  }
  return answer;
};

/**
 * The design system's links go through the router (no full reloads); its Link takes `href`. In the
 * public half, a link into the app half is an ordinary link: the browser loads the React app, and
 * Back returns to this very page (its document kept by the browser, or loaded again).
 */
const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ href, onClick, ...rest }, ref) {
  if (inPublicHalf && leadsIntoApp(href))
    return (
      <Link
        ref={ref}
        to={href}
        reloadDocument
        onClick={(event) => {
          onClick?.(event);
          // The toasts on screen carry over to the app (routing/crossing.tsx); a new tab starts afresh.
          const sameTab = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
          if (!event.defaultPrevented && sameTab) writeHandoff(href);
        }}
        {...rest}
      />
    );
  return <Link ref={ref} to={href} onClick={onClick} {...rest} />;
});

/**
 * Client spec §9: no refetch on focus, one retry. The retry is for failures a second try can cure
 * (network, timeout, 5xx, 429); a refused request (401, 403, 404, 400) answers the same again, and a
 * late 401 would end a session the person has meanwhile started again.
 */
export const shouldRetry = (failures: number, error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  const refused = typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
  return failures < APP_QUERY_RETRIES && !refused;
};

export const createQueryClient = () => {
  const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: shouldRetry } } });
  // Writes made offline and restored after a reload need their functions to be sent (issue 29).
  registerWaitingWrites(client);
  return client;
};

/**
 * The app half keeps lessons, outline, progress and waiting writes in IndexedDB (persistence/); the
 * persister's code loads beside the app. TanStack's online state starts as "online" whatever the
 * browser says: a page opened with no network would try every read and show errors instead of the
 * kept data, so it starts from the browser's answer, before any read.
 */
function createAppQueryClient(): QueryClient {
  const client = createQueryClient();
  if (!inPublicHalf && typeof window !== 'undefined') {
    if (navigator.onLine === false) onlineManager.setOnline(false);
    void import('./persistence/query-persister').then(({ persistQueryClient, buildId }) =>
      persistQueryClient(client, { buster: buildId() }),
    );
  }
  return client;
}

export interface ProvidersProps {
  demoAccounts: DemoAccountsValue | null;
  /**
   * A session already started from storage (the app half: its first render then knows who is signed
   * in, with no loading screen in between). By default the provider starts one after hydrating, as a
   * prerendered page (rendered signed out) needs.
   */
  session?: Session;
  children: ReactNode;
}

export function Providers({ demoAccounts, session, children }: ProvidersProps) {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider linkComponent={RouterLink}>
        <SessionProvider {...(session ? { session } : {})}>
          <DemoAccountsProvider value={demoAccounts}>{children}</DemoAccountsProvider>
        </SessionProvider>
      </UiProvider>
    </QueryClientProvider>
  );
}
