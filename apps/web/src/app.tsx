/** The public half's app: providers around the declarative router (see router.tsx). */
import type { DemoAccountsValue } from '@ujuzi/features';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './providers';
import { AppRoutes } from './router';

export { preloadScreenFor } from './router';
export { PrerenderedStyles } from './prerender/browser-styles';
/** The <head> elements a prerendered page describes itself with (another page will write its own). */
export { PAGE_HEAD_SELECTOR } from '@ujuzi/features';

export function App({ demoAccounts }: { demoAccounts: DemoAccountsValue | null }) {
  return (
    <BrowserRouter>
      <Providers demoAccounts={demoAccounts}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  );
}
