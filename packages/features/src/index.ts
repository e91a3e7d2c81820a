export { DemoAccountsProvider, useDemoAccounts, type DemoAccount, type DemoAccountsValue } from './infra/routing/demo-accounts';
export { SessionProvider, useSession, useSessionService, type SessionProviderProps } from './infra/session/session-context';
/** Where sign-in returns to, and what a redirect to /login carries (guards, session expiry). */
export { loginPathFor, readLoginState, returnPath, type LoginRedirectState } from './auth/auth-navigation';
/** Public site: a page's title, description, canonical URL and Open Graph tags, and the site's identity. */
export { PageMeta, PAGE_HEAD_SELECTOR, fullTitle, type PageMetaProps } from './public/shared/page-meta';
export { SITE, siteUrl } from './public/shared/site';
/** Writes that wait (issue 29): mutation defaults for each kind, and what the app's persister keeps of them. */
export {
  registerWaitingWrites,
  makeWaitingWrite,
  isOutstanding,
  setWaitingWriteGate,
  type WaitingMutation,
  type WaitingWriteGate,
  type WaitingWriteVariables,
} from './infra/offline-writes/waiting-writes';
