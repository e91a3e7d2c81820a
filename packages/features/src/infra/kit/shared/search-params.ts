/**
 * React Router's useSearchParams, with a setter that starts from the address as it is now.
 *
 * The router commits a new address inside a transition, so between a write and its commit the hook
 * still returns the old params; a second change made in that moment (a range, then a course, chosen
 * quickly on a busy phone) would rebuild the address from the old params and lose the first. Here a
 * functional update receives the latest address: the data router's own state (updated before React
 * renders), or, under a declarative router (stories, tests), what this hook last wrote.
 */
import { useCallback, useContext, useRef } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  createSearchParams,
  useSearchParams as useRouterSearchParams,
  type SetURLSearchParams,
} from 'react-router-dom';

export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [search, setRouterSearch] = useRouterSearchParams();
  const dataRouter = useContext(DataRouterContext);
  const committed = search.toString();
  // What was last written and the committed address it was written over: it stands until that address changes.
  const written = useRef<{ over: string; next: string } | null>(null);

  const setSearch = useCallback<SetURLSearchParams>(
    (nextInit, options) => {
      const latest = dataRouter
        ? dataRouter.router.state.location.search.replace(/^\?/, '')
        : written.current?.over === committed
          ? written.current.next
          : committed;
      const next = createSearchParams(typeof nextInit === 'function' ? nextInit(new URLSearchParams(latest)) : nextInit);
      written.current = { over: committed, next: next.toString() };
      setRouterSearch(next, options);
    },
    [committed, dataRouter, setRouterSearch],
  );

  return [search, setSearch];
}
