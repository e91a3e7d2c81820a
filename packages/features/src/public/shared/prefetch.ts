/** What a page's data loader gets: the route's parameters and query, and the cache to fill. */
import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';

export interface RouteData {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * Fills the query cache with what a page shows first, with the same query options as its hooks, so a
 * prerendered page carries its data and hydrates without fetching. Failures are left for the page to
 * show (prefetchQuery never throws).
 */
export type Prefetch = (client: QueryClient, route: RouteData) => Promise<void>;

/**
 * The options of one public read, typed with the API's types (@ujuzi/api). Exported query builders
 * name their type so declaration files stay portable.
 */
export type PublicQuery<TQueryFnData, TData = TQueryFnData> = UseQueryOptions<TQueryFnData, unknown, TData, readonly unknown[]>;
