/**
 * The one list helper: filters from the query, `search`, `ordering` and DRF page-number pagination
 * (`count`, `next`, `previous`, `results`; `page`, `page_size`), as every list operation answers.
 */
import type { PublicContext } from './route';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Query parameters that are not filters. */
const RESERVED = new Set(['page', 'page_size', 'search', 'q', 'ordering', '_', 'limit', 'offset', 'format']);

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** What a list needs from the handler context (handlers pass theirs, so filters can read the database). */
export type ListContext = Pick<PublicContext, 'url' | 'query'>;

export type Filter<T, C extends ListContext = ListContext> = (row: T, value: string, context: C) => boolean;

export interface ListOptions<T, C extends ListContext = ListContext> {
  /** Fields (dotted for nested: `student.username`) or functions searched by `search`. */
  search?: readonly (string | ((row: T) => unknown))[];
  /** Ordering when the query gives none, e.g. `-created_at`. */
  ordering?: string;
  /** Filters by query parameter; parameters without one filter on the field of the same name. */
  filters?: Record<string, Filter<T, C>>;
  /** Parameters to leave alone (handled by the caller). */
  ignore?: readonly string[];
  defaultPageSize?: number;
}

/** A field of a row by dotted (or DRF `__`) path. */
export function fieldValue(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const part of path.split(/\.|__/)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Whether a field's value matches a query value: ids of nested summaries, booleans, numbers, lists. */
export function matchesQueryValue(value: unknown, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((item) => matchesQueryValue(item, wanted));
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return ['id', 'slug', 'code', 'username'].some((key) => key in record && matchesQueryValue(record[key], wanted));
  }
  if (typeof value === 'boolean')
    return String(value) === wanted.toLowerCase() || (wanted === '1' && value) || (wanted === '0' && !value);
  if (value === null || value === undefined) return wanted === '' || wanted === 'null';
  return String(value).toLowerCase() === wanted.toLowerCase();
}

const text = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? Object.values(value).map(text).join(' ')
      : String(value);

export function applySearch<T>(rows: T[], term: string, fields: ListOptions<T>['search']): T[] {
  const wanted = term.trim().toLowerCase();
  if (!wanted) return rows;
  return rows.filter((row) => {
    const haystack = fields
      ? fields.map((field) => text(typeof field === 'function' ? field(row) : fieldValue(row, field))).join(' ')
      : text(row);
    return haystack.toLowerCase().includes(wanted);
  });
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [left, right] = [String(a), String(b)];
  const [leftNumber, rightNumber] = [Number(left), Number(right)];
  if (left.trim() !== '' && right.trim() !== '' && !Number.isNaN(leftNumber) && !Number.isNaN(rightNumber))
    return leftNumber - rightNumber;
  return left.localeCompare(right);
}

/** Sorts by `ordering` (`-created_at,name`); unknown fields are ignored, as DRF does. */
export function applyOrdering<T>(rows: T[], ordering: string | undefined): T[] {
  const keys = (ordering ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
    .map((key) => ({ field: key.replace(/^-/, ''), descending: key.startsWith('-') }));
  if (keys.length === 0) return rows;
  return [...rows].sort((a, b) => {
    for (const { field, descending } of keys) {
      const order = compare(fieldValue(a, field), fieldValue(b, field));
      if (order !== 0) return descending ? -order : order;
    }
    return 0;
  });
}

export function applyFilters<T, C extends ListContext>(
  rows: T[],
  context: C,
  options: Pick<ListOptions<T, C>, 'filters' | 'ignore'> = {},
): T[] {
  let result = rows;
  for (const [name, value] of context.query) {
    if (RESERVED.has(name) || options.ignore?.includes(name) || value === '') continue;
    const custom = options.filters?.[name];
    if (custom) result = result.filter((row) => custom(row, value, context));
    else
      result = result.filter((row) =>
        row !== null && typeof row === 'object' && name in row ? matchesQueryValue(fieldValue(row, name), value) : true,
      );
  }
  return result;
}

const positive = (value: string | null, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * One page of `items` with absolute `next`/`previous` links built from the request URL. A page past
 * the end is empty (DRF answers 404 there, which list operations do not document).
 */
export function paginate<T>(url: URL, items: readonly T[], defaultPageSize = DEFAULT_PAGE_SIZE): Page<T> {
  const pageSize = Math.min(positive(url.searchParams.get('page_size'), defaultPageSize), MAX_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const page = positive(url.searchParams.get('page'), 1);
  const link = (target: number): string => {
    const next = new URL(url);
    next.searchParams.delete('_');
    if (target === 1) next.searchParams.delete('page');
    else next.searchParams.set('page', String(target));
    return next.href;
  };
  return {
    count: items.length,
    next: page < pages ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, pages)) : null,
    results: items.slice((page - 1) * pageSize, page * pageSize),
  };
}

/** Filters, searches, orders and paginates `rows` by the request's query. */
export function listPage<T, C extends ListContext>(context: C, rows: readonly T[], options: ListOptions<T, C> = {}): Page<T> {
  const { query } = context;
  let result = applyFilters([...rows], context, options);
  const term = query.get('search') ?? query.get('q');
  if (term) result = applySearch(result, term, options.search);
  result = applyOrdering(result, query.get('ordering') ?? options.ordering);
  return paginate(context.url, result, options.defaultPageSize);
}
