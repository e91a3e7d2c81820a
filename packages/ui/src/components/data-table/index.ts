export {
  DataTable,
  type DataTableColumn,
  type DataTablePagination,
  type DataTableProps,
  type DataTableSelection,
  type DataTableVirtualization,
} from './data-table';
export { nextSort, sortRows, type SortDirection, type SortState, type SortValue } from './sort';
