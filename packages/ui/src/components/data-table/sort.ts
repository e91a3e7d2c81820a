/** Sorting state of a DataTable and the local sort used when the caller does not sort on the server. */

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  /** The sorted column's `id`. */
  columnId: string;
  /** 'asc' (A–Z, smallest first) or 'desc'. */
  direction: SortDirection;
}

export type SortValue = string | number | boolean | Date | null | undefined;

/** The next state when a column's header is activated: a new column sorts ascending, the same one flips. */
export const nextSort = (current: SortState | null | undefined, columnId: string): SortState =>
  current?.columnId === columnId && current.direction === 'asc'
    ? { columnId, direction: 'desc' }
    : { columnId, direction: 'asc' };

const collator = new Intl.Collator('en-KE', { numeric: true, sensitivity: 'base' });

/** Compares two non-empty sort values: dates and numbers by value, text naturally ('item 2' before 'item 10'). */
export function compareSortValues(a: SortValue, b: SortValue): number {
  // Empty values go last whatever the direction is (handled by the caller), so treat them here as equal.
  if (a instanceof Date || b instanceof Date) return Number(a) - Number(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** Empty values (null, undefined, '') sort last in both directions. */
export const isEmptySortValue = (value: SortValue): boolean => value === null || value === undefined || value === '';

/** A sorted copy of `rows` (stable; empty values last in both directions). */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => SortValue, direction: SortDirection): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const aEmpty = isEmptySortValue(a.key);
      const bEmpty = isEmptySortValue(b.key);
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      return compareSortValues(a.key, b.key) * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}
