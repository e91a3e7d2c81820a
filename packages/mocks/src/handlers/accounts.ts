/**
 * The accounts group, gathered: sign-in and profile (accounts-auth), OAuth and two-factor
 * (accounts-oauth), users (accounts-users), statistics and reports (accounts-reports); part 2
 * (accounts-records.ts) holds relations, attendance, leaves, documents and academic records.
 */
import type { HttpHandler } from 'msw';
import { authHandlers, profileHandlers } from './accounts-auth';
import { oauthHandlers, twoFactorHandlers } from './accounts-oauth';
import { userHandlers } from './accounts-users';
import { statsHandlers, reportHandlers } from './accounts-reports';

export function accountsHandlers(): HttpHandler[] {
  return [
    ...authHandlers(),
    ...profileHandlers(),
    ...oauthHandlers(),
    ...twoFactorHandlers(),
    ...userHandlers(),
    ...statsHandlers(),
    ...reportHandlers(),
  ];
}
