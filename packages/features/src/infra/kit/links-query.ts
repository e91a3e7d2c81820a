/** The query-string half of the kit's links: a list's filters, typed by its operation, after a route's path. */
export type QueryValue = string | number | boolean | null | undefined;

/** The filters of a list operation that can go in a query string (its scalar parameters, by their names). */
export type ListFilters<Data extends { query?: unknown }> = {
  [K in keyof NonNullable<Data['query']>]?: Extract<NonNullable<Data['query']>[K], QueryValue>;
};

/** A path with its query string; blank values are left out, so `{ status: undefined }` adds nothing. */
export function withQuery(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
