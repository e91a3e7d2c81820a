/**
 * A list page's state as the URL query holds it: page, page size, search, ordering and the filters the
 * list operation declares, under the operation's own parameter names (`?status=new&page=2`). Pure
 * functions here (parse, serialise, the API parameters); `useListState` binds them to the router.
 */

/** How one filter's value reads from and writes to the query string. */
export type FilterSpec =
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'int' }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'date' }
  | { readonly kind: 'text' };

export type FilterSpecs = Readonly<Record<string, FilterSpec>>;

/** The value type of a filter: an enum's values, a number, a boolean, or a string (dates are ISO 'YYYY-MM-DD'). */
export type FilterValue<S extends FilterSpec> = S extends { kind: 'enum'; values: readonly (infer V)[] }
  ? V
  : S extends { kind: 'int' }
    ? number
    : S extends { kind: 'boolean' }
      ? boolean
      : string;

export type FilterValues<F extends FilterSpecs> = { -readonly [K in keyof F]?: FilterValue<F[K]> };

/** What a list operation accepts, as the kit needs it. Declare one per list screen, next to it. */
export interface ListSpec<F extends FilterSpecs = FilterSpecs> {
  /** The operation's filter parameters (names as in the spec, e.g. `status`, `assigned_to`). */
  readonly filters: F;
  /** Fields the list may be ordered by (the `ordering` parameter), e.g. ['created_at', 'priority']. */
  readonly orderings?: readonly string[];
  /** The ordering when the URL names none, e.g. '-created_at' (the server's default). */
  readonly defaultOrdering?: string;
  /** Page sizes offered. Defaults to [10, 20, 50, 100]. */
  readonly pageSizes?: readonly number[];
  /** Rows per page when the URL names none. Defaults to 20. */
  readonly defaultPageSize?: number;
}

export interface ListState<F extends FilterSpecs = FilterSpecs> {
  /** From 1. */
  page: number;
  pageSize: number;
  /** '' when not searching. */
  search: string;
  /** An allowed field, '-' first for descending; null for the server's default order. */
  ordering: string | null;
  filters: FilterValues<F>;
}

export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseFilter(spec: FilterSpec, raw: string | null): string | number | boolean | undefined {
  if (raw === null || raw === '') return undefined;
  switch (spec.kind) {
    case 'enum':
      return spec.values.includes(raw) ? raw : undefined;
    case 'int': {
      const value = Number(raw);
      return Number.isInteger(value) ? value : undefined;
    }
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'date':
      return ISO_DATE.test(raw) ? raw : undefined;
    case 'text':
      return raw;
  }
}

const positiveInt = (raw: string | null): number | undefined => {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= 1 ? value : undefined;
};

/** Whether `ordering` names allowed fields only ('-created_at', 'priority,-created_at'). */
function validOrdering(spec: ListSpec, ordering: string | null): ordering is string {
  if (!ordering) return false;
  const allowed = spec.orderings ?? [];
  return ordering.split(',').every((part) => allowed.includes(part.replace(/^-/, '')));
}

/** Reads a list's state from a query string. Unknown or malformed values fall back to the defaults. */
export function parseListState<F extends FilterSpecs>(search: URLSearchParams | string, spec: ListSpec<F>): ListState<F> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sizes = spec.pageSizes ?? DEFAULT_PAGE_SIZES;
  const requestedSize = positiveInt(params.get('page_size'));
  const filters: Record<string, string | number | boolean> = {};
  for (const [name, filter] of Object.entries(spec.filters)) {
    const value = parseFilter(filter, params.get(name));
    if (value !== undefined) filters[name] = value;
  }
  const ordering = params.get('ordering');
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: requestedSize && sizes.includes(requestedSize) ? requestedSize : (spec.defaultPageSize ?? DEFAULT_PAGE_SIZE),
    search: params.get('search')?.trim() ?? '',
    ordering: validOrdering(spec, ordering) ? ordering : (spec.defaultOrdering ?? null),
    filters: filters as FilterValues<F>,
  };
}

/**
 * The query string for a state: only what differs from the defaults, in a stable order (filters in
 * the spec's order, then search, ordering, page size, page), so equal states give equal URLs.
 */
export function listStateToSearch<F extends FilterSpecs>(state: ListState<F>, spec: ListSpec<F>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of Object.keys(spec.filters)) {
    const value = (state.filters as Record<string, unknown>)[name];
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  if (state.search) params.set('search', state.search);
  if (state.ordering && state.ordering !== (spec.defaultOrdering ?? null)) params.set('ordering', state.ordering);
  if (state.pageSize !== (spec.defaultPageSize ?? DEFAULT_PAGE_SIZE)) params.set('page_size', String(state.pageSize));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The list operation's parameters for a state: `page`, `page_size`, `search`, `ordering` and the filters. */
export function listQueryParams<F extends FilterSpecs>(
  state: ListState<F>,
): { page: number; page_size: number; search?: string; ordering?: string } & FilterValues<F> {
  return {
    ...state.filters,
    page: state.page,
    page_size: state.pageSize,
    ...(state.search ? { search: state.search } : {}),
    ...(state.ordering ? { ordering: state.ordering } : {}),
  };
}

/** The sort a table shows for an ordering ('-created_at' → created_at, descending); the first field counts. */
export function orderingToSort(ordering: string | null): { columnId: string; direction: 'asc' | 'desc' } | null {
  const first = ordering?.split(',')[0];
  if (!first) return null;
  return first.startsWith('-') ? { columnId: first.slice(1), direction: 'desc' } : { columnId: first, direction: 'asc' };
}

/** The ordering for a table's sort. */
export const sortToOrdering = (sort: { columnId: string; direction: 'asc' | 'desc' }): string =>
  `${sort.direction === 'desc' ? '-' : ''}${sort.columnId}`;

/** How many filters are in effect (for 'Filters (2)'). */
export const activeFilterCount = (state: ListState): number =>
  Object.values(state.filters).filter((value) => value !== undefined).length;
