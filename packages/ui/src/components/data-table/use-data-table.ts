/**
 * The DataTable's state on TanStack Table 9: sorting (local through its sorted row model, or reported
 * for the server), row selection (kept across pages: ids of rows not on this page stay selected) and
 * column visibility. The component renders from the table this hook returns.
 */
import {
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  functionalUpdate,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnVisibilityState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type TableState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { compareSortValues, isEmptySortValue, nextSort, type SortState, type SortValue } from './sort';

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  sortedRowModel: createSortedRowModel(),
});

/** What the hook needs of a column (DataTableColumn fits). */
export interface TableColumnInput<Row> {
  id: string;
  header: string;
  sortable?: boolean;
  sortValue?: (row: Row) => SortValue;
  /** Starts hidden (the user can show it through the Columns menu). */
  defaultHidden?: boolean;
  /** Can be hidden through the Columns menu. Defaults to true, except for the row-header column. */
  hideable?: boolean;
  isRowHeader?: boolean;
}

export interface DataTableStateOptions<Row> {
  columns: readonly TableColumnInput<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Controlled (server) sort; undefined lets the table sort locally. */
  sort?: SortState | null;
  defaultSort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Controlled selection; undefined disables selection. */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
}

const toSorting = (sort: SortState | null | undefined): SortingState =>
  sort ? [{ id: sort.columnId, desc: sort.direction === 'desc' }] : [];

const toSortState = (sorting: SortingState): SortState | null => {
  const first = sorting[0];
  return first ? { columnId: first.id, direction: first.desc ? 'desc' : 'asc' } : null;
};

const toSelection = (ids: readonly string[]): RowSelectionState => Object.fromEntries(ids.map((id) => [id, true] as const));

export function useDataTable<Row extends RowData>({
  columns,
  rows,
  getRowId,
  sort,
  defaultSort,
  onSortChange,
  selectedIds,
  onSelectionChange,
}: DataTableStateOptions<Row>) {
  'use no memo';
  const controlledSort = sort !== undefined;
  const definitions = useMemo(() => {
    const helper = createColumnHelper<typeof dataTableFeatures, Row>();
    return helper.columns(
      columns.map((column) =>
        helper.accessor(
          // Empty values become undefined, which `sortUndefined: 'last'` keeps last in both directions.
          (row: Row): SortValue => {
            const value = column.sortValue?.(row);
            return isEmptySortValue(value) ? undefined : value;
          },
          {
            id: column.id,
            header: column.header,
            enableSorting: Boolean(column.sortable),
            enableHiding: column.hideable ?? !column.isRowHeader,
            sortUndefined: 'last',
            sortFn: (a, b, id) => compareSortValues(a.getValue<SortValue>(id), b.getValue<SortValue>(id)),
          },
        ),
      ),
    );
  }, [columns]);

  const initialVisibility: ColumnVisibilityState = useMemo(
    () => Object.fromEntries(columns.filter((column) => column.defaultHidden).map((column) => [column.id, false])),
    [columns],
  );

  // TanStack Table keeps a mutable instance whose getters read live state: not auto-memoised ('use no memo').
  const table = useTable<typeof dataTableFeatures, Row, TableState<typeof dataTableFeatures>>({
    features: dataTableFeatures,
    columns: definitions,
    data: rows,
    getRowId: (row) => getRowId(row),
    manualSorting: controlledSort,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableRowSelection: selectedIds !== undefined,
    initialState: { sorting: toSorting(defaultSort), columnVisibility: initialVisibility },
    state: {
      ...(controlledSort ? { sorting: toSorting(sort) } : {}),
      ...(selectedIds !== undefined ? { rowSelection: toSelection(selectedIds) } : {}),
    },
    onRowSelectionChange: (updater) => {
      const next = functionalUpdate(updater, toSelection(selectedIds ?? []));
      onSelectionChange?.(Object.keys(next).filter((id) => next[id]));
    },
  });

  const activeSort = controlledSort ? (sort ?? null) : toSortState(table.state.sorting);
  /** Activating a header: a new column sorts ascending, the same one flips. */
  const toggleSort = (columnId: string) => {
    const next = nextSort(activeSort, columnId);
    if (!controlledSort) table.setSorting(toSorting(next));
    onSortChange?.(next);
  };
  const setSort = (next: SortState) => {
    if (!controlledSort) table.setSorting(toSorting(next));
    onSortChange?.(next);
  };

  return { table, activeSort, toggleSort, setSort };
}
