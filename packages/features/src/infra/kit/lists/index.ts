export {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZES,
  activeFilterCount,
  listQueryParams,
  listStateToSearch,
  orderingToSort,
  parseListState,
  sortToOrdering,
  type FilterSpec,
  type FilterSpecs,
  type FilterValue,
  type FilterValues,
  type ListSpec,
  type ListState,
} from './list-state';
export { useListState, type ListStateControls } from './use-list-state';
export {
  NOT_FOUND_REASON,
  countOf,
  reportFromBulkResult,
  reportFromFailure,
  runPerRow,
  type BulkOperationResult,
  type BulkReport,
  type BulkRow,
  type RowOutcome,
} from './bulk';
export {
  BulkActions,
  BulkReportDialog,
  type BulkAction,
  type BulkActionsProps,
  type BulkReportDialogProps,
} from './bulk-actions';
export { ListPage, type ListFilter, type ListPageProps, type ListQuery } from './list-page';
export { ExportButton, type ExportButtonProps } from './export-button';
export { useList, type ListControls, type ListOverrides } from './use-list';
export { columnsOf, type ColumnOptions, type PersonCell } from './columns';
export {
  CrudDelete,
  lazyFormDialog,
  useCrud,
  type Crud,
  type CrudOptions,
  type EntityFormProps,
  type FormDialog,
  type FormDialogProps,
} from './crud';
