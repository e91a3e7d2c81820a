/**
 * A list screen's URL-held state, from the list operation's description generated from the contract
 * (`@ujuzi/api/list-params`: its filters and orderings), with the request for the operation's generated
 * hook, which keeps the previous page on screen while the next one loads:
 *
 *   const list = useList(listInquiriesList);
 *   const query = useListInquiries(...list.request);
 *   const query = useListCourseReviews({ ...list.params, course: id }, list.options); // a fixed parameter too
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FilterSpecs, ListSpec } from './list-state';
import { useListState, type ListStateControls } from './use-list-state';

/** What a screen may change of the contract's list description. */
export interface ListOverrides {
  /** The ordering when the URL names none, where the screen's default differs from the server's. */
  readonly defaultOrdering?: string;
  readonly defaultPageSize?: number;
  readonly pageSizes?: readonly number[];
}

/** The generated hook's query options for a list: keep the previous page while the next loads. */
const LIST_QUERY_OPTIONS = { query: { placeholderData: keepPreviousData } };

export interface ListControls<F extends FilterSpecs> extends ListStateControls<F> {
  /** The hook's options: the previous page stays on screen while the next one loads. */
  options: typeof LIST_QUERY_OPTIONS;
  /** The hook's arguments: `useListX(...list.request)`. */
  request: readonly [ListStateControls<F>['params'], typeof LIST_QUERY_OPTIONS];
}

export function useList<F extends FilterSpecs>(spec: ListSpec<F>, overrides: ListOverrides = {}): ListControls<F> {
  const { defaultOrdering, defaultPageSize, pageSizes } = overrides;
  const merged = useMemo(
    () => ({
      ...spec,
      ...(defaultOrdering ? { defaultOrdering } : {}),
      ...(defaultPageSize ? { defaultPageSize } : {}),
      ...(pageSizes ? { pageSizes } : {}),
    }),
    [spec, defaultOrdering, defaultPageSize, pageSizes],
  );
  const list = useListState(merged);
  return { ...list, options: LIST_QUERY_OPTIONS, request: [list.params, LIST_QUERY_OPTIONS] };
}
