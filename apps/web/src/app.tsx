/** The public half's app: providers around the declarative router (see router.tsx). */
import { Session } from '@ujuzi/api';
import { matchRoute } from '@ujuzi/domain';
import type { DemoAccountsValue } from '@ujuzi/features';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './providers';
import { AppRoutes } from './router';

export { preloadScreenFor } from './router';
export { PrerenderedStyles } from './prerender/browser-styles';
/** The <head> elements a prerendered page describes itself with (another page will write its own). */
export { PAGE_HEAD_SELECTOR } from '@ujuzi/features';

/**
 * On a sign-in page (login, registration, password reset), the session started from storage before
 * the first render, as the prerender renders it (entry-server.tsx): its route gate then decides at
 * once, and someone already signed in is sent on to the app instead of seeing the form.
 */
export function sessionForSignInPage(pathname: string): Session | undefined {
  if (matchRoute(pathname)?.access !== 'guest') return undefined;
  const session = new Session();
  session.start();
  return session;
}

export function App({ demoAccounts, session }: { demoAccounts: DemoAccountsValue | null; session?: Session | undefined }) {
  return (
    <BrowserRouter>
      <Providers demoAccounts={demoAccounts} {...(session ? { session } : {})}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  );
}
