/**
 * A list page's state held in the URL query: shareable, and Back and reload keep it. Every change
 * but a page turn starts again at page 1; typing a search replaces the history entry instead of
 * adding one per keystroke.
 */
import { useCallback, useMemo } from 'react';
import {
  listQueryParams,
  listStateToSearch,
  orderingToSort,
  parseListState,
  sortToOrdering,
  type FilterSpecs,
  type FilterValues,
  type ListSpec,
  type ListState,
} from './list-state';
import { useSearchParams } from '../shared/search-params';

export interface ListStateControls<F extends FilterSpecs> {
  /** The list's spec, as given. */
  spec: ListSpec<F>;
  /** The state the URL holds now. */
  state: ListState<F>;
  /** The list operation's parameters for it (pass to the generated list hook). */
  params: ReturnType<typeof listQueryParams<F>>;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSearch: (search: string) => void;
  /** Sets one filter; undefined removes it. */
  setFilter: <K extends keyof F & string>(name: K, value: FilterValues<F>[K] | undefined) => void;
  /** Removes every filter and the search. */
  clearFilters: () => void;
  setOrdering: (ordering: string | null) => void;
  /** The table's sort for the ordering, and the handler that writes a new one back. */
  sort: { columnId: string; direction: 'asc' | 'desc' } | null;
  onSortChange: (sort: { columnId: string; direction: 'asc' | 'desc' }) => void;
}

export function useListState<F extends FilterSpecs>(spec: ListSpec<F>): ListStateControls<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListState(searchParams, spec), [searchParams, spec]);

  const update = useCallback(
    (change: (current: ListState<F>) => ListState<F>, options?: { replace?: boolean }) =>
      setSearchParams((current) => listStateToSearch(change(parseListState(current, spec)), spec), {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      }),
    [setSearchParams, spec],
  );

  return {
    spec,
    state,
    params: listQueryParams(state),
    setPage: (page) => update((current) => ({ ...current, page })),
    setPageSize: (pageSize) => update((current) => ({ ...current, pageSize, page: 1 })),
    setSearch: (search) => update((current) => ({ ...current, search: search.trim(), page: 1 }), { replace: true }),
    setFilter: (name, value) => update((current) => ({ ...current, filters: { ...current.filters, [name]: value }, page: 1 })),
    clearFilters: () => update((current) => ({ ...current, filters: {}, search: '', page: 1 })),
    setOrdering: (ordering) => update((current) => ({ ...current, ordering, page: 1 })),
    sort: orderingToSort(state.ordering),
    onSortChange: (sort) => update((current) => ({ ...current, ordering: sortToOrdering(sort), page: 1 })),
  };
}
