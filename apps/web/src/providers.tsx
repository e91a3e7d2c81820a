/** Everything the screens rely on: query cache, design system (with router links), session, demo accounts. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { APP_QUERY_RETRIES } from '@ujuzi/domain';
import { DemoAccountsProvider, SessionProvider, type DemoAccountsValue } from '@ujuzi/features';
import { UiProvider, type RouterLinkProps } from '@ujuzi/ui';
import { forwardRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The design system's links go through the router (no full reloads); its Link takes `href`. */
const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ href, ...rest }, ref) {
  return <Link ref={ref} to={href} {...rest} />;
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

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: shouldRetry } } });

export function Providers({ demoAccounts, children }: { demoAccounts: DemoAccountsValue | null; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider linkComponent={RouterLink}>
        <SessionProvider>
          <DemoAccountsProvider value={demoAccounts}>{children}</DemoAccountsProvider>
        </SessionProvider>
      </UiProvider>
    </QueryClientProvider>
  );
}
