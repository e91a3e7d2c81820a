export {
  DataTable,
  type DataTableColumn,
  type DataTablePagination,
  type DataTableProps,
  type DataTableSelection,
  type DataTableVirtualization,
} from './data-table';
export { nextSort, sortRows, type SortDirection, type SortState, type SortValue } from './sort';
/** What a DataTable row may be: an object (an API model) or an array. */
export type { RowData as DataTableRow } from '@tanstack/react-table';
