/**
 * A data table for lists from the API: typed columns, sorting, server-side pagination, row selection
 * with bulk actions, column visibility, virtualised rows for long lists, loading, empty and error
 * states, and a stacked card layout for phones. Its state (sorting, selection across pages, visible
 * columns) lives in TanStack Table 9 (use-data-table.ts); this module renders it.
 */
import { Box, HStack, Skeleton, Stack, Table, Text, VisuallyHidden, chakra, useMediaQuery } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { RowData } from '@tanstack/react-table';
import { Fragment, lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import { registerRecipes } from '../../theme/register-recipes';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { Pagination } from '../pagination/pagination';
import { Select } from '../select/select';
import { ColumnToggle } from './column-toggle';
import { SelectionCheckbox } from './selection-checkbox';
import type { SortState, SortValue } from './sort';
import { useDataTable } from './use-data-table';

registerRecipes({ slotRecipes: { table: tableSlotRecipe } });

const VirtualRows = lazy(() => import('./virtual-rows'));
/** Rows drawn plainly while the virtualiser's code arrives (about a screenful). */
const ROWS_BEFORE_VIRTUALISER = 20;

export interface DataTableColumn<Row> {
  /** Stable key; what sorting reports in `SortState.columnId`. */
  id: string;
  /** The header text; also labels the value in the stacked (phone) layout. */
  header: string;
  /** Renders the cell's content. */
  cell: (row: Row) => ReactNode;
  /** Lets users sort by this column (header button, keyboard included). */
  sortable?: boolean;
  /** The value compared when the table sorts locally (no `sort` prop). Sortable columns need it then. */
  sortValue?: (row: Row) => SortValue;
  /** Horizontal alignment; use 'end' for amounts. Defaults to 'start'. */
  align?: 'start' | 'center' | 'end';
  /** A CSS width, e.g. '12rem' or '20%'. */
  width?: string;
  /** Hides the header text visually (an actions column); screen readers still get it. */
  hideHeader?: boolean;
  /** Makes this column's cells the row headers (<th scope="row">), usually the name column. */
  isRowHeader?: boolean;
  /** Starts hidden; the Columns menu (`columnToggle`) can show it. */
  defaultHidden?: boolean;
  /** Whether the Columns menu may hide it. Defaults to true, except for the row-header column. */
  hideable?: boolean;
}

export interface DataTableSelection {
  /** Ids of the selected rows (may include rows on other pages). */
  selectedIds: readonly string[];
  /** Called with the new list of selected ids. */
  onChange: (ids: string[]) => void;
}

export interface DataTablePagination {
  /** The current page, from 1. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Rows across all pages (the API's `count`). */
  total: number;
  /** Called with the page to load. */
  onPageChange: (page: number) => void;
  /** Called with a new page size; offered when `pageSizeOptions` is given too. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Page sizes offered, e.g. [10, 20, 50]. */
  pageSizeOptions?: readonly number[];
  /** What the rows are, for 'Page 2 of 9 · 11–20 of 85 students'. */
  itemLabel?: string;
}

export interface DataTableVirtualization {
  /** Height of the scrolling area in px. */
  height: number;
  /** Estimated row height in px (rows are measured once drawn). Defaults to 49. */
  rowHeight?: number;
  /** Rows drawn beyond the visible ones. Defaults to 8. */
  overscan?: number;
}

export interface DataTableProps<Row> {
  /** Names the table (its caption), e.g. 'Students'. */
  label: string;
  /** Shows the caption above the table. Defaults to false (screen readers still get it). */
  showCaption?: boolean;
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page (or all rows when virtualised). */
  rows: readonly Row[];
  /** A stable id per row (used for selection and React keys). */
  getRowId: (row: Row) => string;
  /** A name per row for its checkbox ('Select Wanjiku Kamau'). Defaults to the row id. */
  getRowLabel?: (row: Row) => string;
  /** The sort in effect, when the caller sorts (on the server). Omit it to let the table sort locally. */
  sort?: SortState | null;
  /** The initial local sort when `sort` is not given. */
  defaultSort?: SortState;
  /** Called with the new sort when a header is activated (asc first, then flipping). */
  onSortChange?: (sort: SortState) => void;
  /** Enables row checkboxes and 'Select all rows on this page'. */
  selection?: DataTableSelection;
  /** Buttons shown above the table while rows are selected, given the selected ids. */
  bulkActions?: (selectedIds: readonly string[]) => ReactNode;
  /** Server-side pagination under the table. */
  pagination?: DataTablePagination;
  /** Shows skeleton rows instead of data. */
  loading?: boolean;
  /** How many skeleton rows. Defaults to 5. */
  loadingRows?: number;
  /** An error text replaces the rows with an error state. */
  error?: string | null;
  /** Offers 'Try again' in the error state. */
  onRetry?: () => void;
  /** The error state's headline. Defaults to 'Failed to load data'. */
  errorTitle?: string;
  /** What shows when there are no rows. Defaults to 'No results'. */
  empty?: { title: string; description?: ReactNode; action?: ReactNode };
  /** The level of the empty and error states' headings: 'h2' when the table sits right under the page's h1. Defaults to 'h3'. */
  stateHeadingLevel?: 'h2' | 'h3' | 'h4';
  /** Draws only the visible rows, for thousands of rows, in a scrolling area of this height. */
  virtualize?: DataTableVirtualization;
  /** Below 640 px: 'scroll' sideways (default) or 'stack' rows as cards. Virtualised tables always scroll. */
  layout?: 'scroll' | 'stack';
  /** Row height. Defaults to 'md'. */
  size?: 'sm' | 'md';
  /** Offers a 'Columns' menu to show and hide columns. */
  columnToggle?: boolean;
}

const ALIGN = { start: 'start', center: 'center', end: 'end' } as const;
const ariaSort = (sort: SortState | null | undefined, columnId: string) =>
  sort?.columnId === columnId ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

/** The header of a sortable column: a button whose state the <th>'s aria-sort announces. */
function SortButton({
  header,
  state,
  align,
  onClick,
}: {
  header: string;
  state: 'ascending' | 'descending' | undefined;
  align: 'start' | 'center' | 'end';
  onClick: () => void;
}) {
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <chakra.button
      type="button"
      onClick={onClick}
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      width="full"
      justifyContent={align === 'end' ? 'flex-end' : align === 'center' ? 'center' : 'flex-start'}
      fontWeight="inherit"
      color="inherit"
      cursor="pointer"
      borderRadius="l1"
      _hover={{ color: 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      {header}
      <Box as="span" aria-hidden="true" color={state ? 'brand.fg' : 'fg.subtle'} display="inline-flex">
        <Icon size={14} />
      </Box>
    </chakra.button>
  );
}

/**
 * A table with a caption, sortable headers (aria-sort), optional row selection, pagination and
 * virtualisation. Data comes in through props; sorting and paging are reported, never fetched.
 */
export function DataTable<Row extends RowData>({
  label,
  showCaption = false,
  columns,
  rows,
  getRowId,
  getRowLabel,
  sort,
  defaultSort,
  onSortChange,
  selection,
  bulkActions,
  pagination,
  loading = false,
  loadingRows = 5,
  error,
  onRetry,
  errorTitle = 'Failed to load data',
  empty = { title: 'No results' },
  stateHeadingLevel = 'h3',
  virtualize,
  layout = 'scroll',
  size = 'md',
  columnToggle = false,
}: DataTableProps<Row>) {
  const captionId = useId();
  const { table, activeSort, toggleSort, setSort } = useDataTable({
    columns,
    rows,
    getRowId,
    sort,
    defaultSort,
    onSortChange,
    selectedIds: selection?.selectedIds,
    onSelectionChange: selection?.onChange,
  });
  const tableRows = table.getRowModel().rows;
  const displayRows = tableRows.map((row) => row.original);
  const visibleIds = new Set(table.getVisibleLeafColumns().map((column) => column.id));
  const shownColumns = columns.filter((column) => visibleIds.has(column.id));

  // Selection: 'all' means all rows of this page (what the user can see); other pages' ids stay selected.
  const selectedCount = selection?.selectedIds.length ?? 0;
  const selectedOnPage = tableRows.filter((row) => row.getIsSelected()).length;
  const allOnPage = tableRows.length > 0 && selectedOnPage === tableRows.length;
  const isSelected = (id: string) => table.getRow(id, true)?.getIsSelected() ?? false;
  const setRow = (id: string, checked: boolean) => table.getRow(id, true)?.toggleSelected(checked);
  const setAll = (checked: boolean) => table.toggleAllPageRowsSelected(checked);

  const [wide] = useMediaQuery(['(min-width: 640px)'], { ssr: false });
  const stacked = layout === 'stack' && !wide && !virtualize;

  const scrollRef = useRef<HTMLDivElement>(null);

  const columnCount = shownColumns.length + (selection ? 1 : 0);
  const bodyState: 'loading' | 'error' | 'empty' | 'rows' = loading
    ? 'loading'
    : error
      ? 'error'
      : displayRows.length === 0
        ? 'empty'
        : 'rows';

  const selectionBar = selection ? (
    <HStack
      justify="space-between"
      wrap="wrap"
      gap="2"
      px="3"
      py="2"
      borderRadius="l2"
      bg="brand.subtle"
      display={selectedCount ? 'flex' : 'none'}
    >
      <HStack gap="2" wrap="wrap">
        <Text textStyle="sm" fontWeight="semibold" color="brand.fg">
          {selectedCount} selected
        </Text>
        {selectedCount && bulkActions ? bulkActions(selection.selectedIds) : null}
      </HStack>
      <Button variant="ghost" size="sm" onClick={() => selection.onChange([])}>
        Clear selection
      </Button>
    </HStack>
  ) : null;

  const columnMenu = columnToggle ? (
    <HStack justify="flex-end">
      <ColumnToggle
        tableLabel={label}
        columns={table.getAllLeafColumns().map((column) => ({
          id: column.id,
          header: columns.find((candidate) => candidate.id === column.id)?.header ?? column.id,
          visible: column.getIsVisible(),
          canHide: column.getCanHide(),
        }))}
        onToggle={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
      />
    </HStack>
  ) : null;

  // Announced when selection or loading changes; the visible texts are elsewhere.
  const announcement = (
    <VisuallyHidden aria-live="polite" aria-atomic="true">
      {loading ? `Loading ${label}…` : selectedCount ? `${selectedCount} selected` : ''}
    </VisuallyHidden>
  );

  const sortableColumns = columns.filter((column) => column.sortable);
  const pager = pagination ? (
    <Pagination
      label={`${label} pages`}
      page={pagination.page}
      pageSize={pagination.pageSize}
      total={pagination.total}
      onPageChange={pagination.onPageChange}
      onPageSizeChange={pagination.onPageSizeChange}
      pageSizeOptions={pagination.pageSizeOptions}
      itemLabel={pagination.itemLabel}
    />
  ) : null;

  const stateContent =
    bodyState === 'error' ? (
      <ErrorState size="sm" title={errorTitle} message={error} onRetry={onRetry} headingLevel={stateHeadingLevel} />
    ) : bodyState === 'empty' ? (
      <EmptyState
        size="sm"
        title={empty.title}
        description={empty.description}
        action={empty.action}
        headingLevel={stateHeadingLevel}
      />
    ) : null;

  if (stacked) {
    return (
      <Stack gap="3">
        {announcement}
        {columnMenu}
        {selectionBar}
        {(selection && bodyState === 'rows') || sortableColumns.length ? (
          <HStack justify="space-between" gap="3" wrap="wrap">
            {selection && bodyState === 'rows' ? (
              <chakra.label display="inline-flex" alignItems="center" gap="2" textStyle="sm">
                <SelectionCheckbox
                  label="Select all rows on this page"
                  checked={allOnPage}
                  indeterminate={selectedOnPage > 0 && !allOnPage}
                  onChange={setAll}
                />
                <span aria-hidden="true">Select all</span>
              </chakra.label>
            ) : null}
            {sortableColumns.length ? (
              <Box minW="12rem" flex="1" maxW="16rem">
                <Select
                  label="Sort by"
                  hideLabel
                  size="sm"
                  placeholder="Sort by"
                  value={activeSort ? `${activeSort.columnId}:${activeSort.direction}` : ''}
                  options={sortableColumns.flatMap((column) => [
                    { value: `${column.id}:asc`, label: `${column.header} (ascending)` },
                    { value: `${column.id}:desc`, label: `${column.header} (descending)` },
                  ])}
                  onChange={(value) => {
                    const [columnId = '', direction] = value.split(':');
                    setSort({ columnId, direction: direction === 'desc' ? 'desc' : 'asc' });
                  }}
                />
              </Box>
            ) : null}
          </HStack>
        ) : null}
        <Text id={captionId} fontWeight="semibold" srOnly={!showCaption || undefined}>
          {label}
        </Text>
        {bodyState === 'loading' ? (
          <Stack gap="3" aria-hidden="true">
            {Array.from({ length: loadingRows }, (_, index) => (
              <Stack key={index} borderWidth="1px" borderColor="border" borderRadius="l2" p="4" gap="2.5">
                <Skeleton height="4" width="60%" />
                <Skeleton height="3.5" width="90%" />
                <Skeleton height="3.5" width="40%" />
              </Stack>
            ))}
          </Stack>
        ) : stateContent ? (
          <Box borderWidth="1px" borderColor="border" borderRadius="l2">
            {stateContent}
          </Box>
        ) : (
          <Stack as="ul" aria-labelledby={captionId} gap="3" listStyle="none">
            {displayRows.map((row) => {
              const id = getRowId(row);
              const rowSelected = isSelected(id);
              return (
                <Box
                  as="li"
                  key={id}
                  borderWidth="1px"
                  borderColor={rowSelected ? 'brand.solid' : 'border'}
                  bg={rowSelected ? 'brand.subtle' : 'bg.panel'}
                  borderRadius="l2"
                  p="4"
                >
                  {selection ? (
                    <Box mb="2">
                      <SelectionCheckbox
                        label={`Select ${getRowLabel?.(row) ?? id}`}
                        checked={rowSelected}
                        onChange={(checked) => setRow(id, checked)}
                      />
                    </Box>
                  ) : null}
                  <Box as="dl" display="grid" gridTemplateColumns="minmax(6rem, 38%) 1fr" columnGap="3" rowGap="2" textStyle="sm">
                    {shownColumns.map((column) => (
                      <Fragment key={column.id}>
                        <Box as="dt" color="fg.muted">
                          {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                        </Box>
                        <Box
                          as="dd"
                          minW="0"
                          // A long e-mail address or URL wraps rather than widen a 360 px page: on the value's own
                          // elements too, which the reset gives `break-word` (no help inside a flex link).
                          css={{ '&, & *': { overflowWrap: 'anywhere' } }}
                          fontWeight={column.isRowHeader ? 'semibold' : undefined}
                        >
                          {column.cell(row)}
                        </Box>
                      </Fragment>
                    ))}
                  </Box>
                </Box>
              );
            })}
          </Stack>
        )}
        {pager}
      </Stack>
    );
  }

  const renderRow = (row: Row, index: number, measure?: (element: Element | null) => void) => {
    const id = getRowId(row);
    const rowSelected = isSelected(id);
    return (
      <Table.Row
        key={id}
        data-index={index}
        ref={measure}
        aria-rowindex={virtualize ? index + 2 : undefined}
        data-selected={rowSelected ? '' : undefined}
        bg={rowSelected ? 'brand.subtle' : undefined}
        _hover={{ bg: rowSelected ? 'brand.subtle' : 'bg.subtle' }}
      >
        {selection ? (
          <Table.Cell px="4">
            <SelectionCheckbox
              label={`Select ${getRowLabel?.(row) ?? id}`}
              checked={rowSelected}
              onChange={(checked) => setRow(id, checked)}
            />
          </Table.Cell>
        ) : null}
        {shownColumns.map((column) =>
          column.isRowHeader ? (
            <Table.Cell key={column.id} asChild textAlign={ALIGN[column.align ?? 'start']} fontWeight="medium">
              <th scope="row">{column.cell(row)}</th>
            </Table.Cell>
          ) : (
            <Table.Cell key={column.id} textAlign={ALIGN[column.align ?? 'start']}>
              {column.cell(row)}
            </Table.Cell>
          ),
        )}
      </Table.Row>
    );
  };

  return (
    <Stack gap="3">
      {announcement}
      {columnMenu}
      {selectionBar}
      <Box
        ref={scrollRef}
        role="region"
        aria-labelledby={captionId}
        // Focusable so keyboard users can scroll it.
        tabIndex={0}
        overflow="auto"
        height={virtualize ? `${virtualize.height}px` : undefined}
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg="bg.panel"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <Table.Root
          size={size}
          stickyHeader={Boolean(virtualize)}
          aria-rowcount={virtualize ? displayRows.length + 1 : undefined}
          aria-busy={loading || undefined}
          minWidth="max-content"
          width="full"
          css={{ '& tbody tr:last-of-type td, & tbody tr:last-of-type th': { borderBottomWidth: 0 } }}
        >
          <Table.Caption
            id={captionId}
            captionSide="top"
            textAlign="start"
            fontWeight="semibold"
            px="4"
            pt="3"
            srOnly={!showCaption || undefined}
          >
            {label}
          </Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.muted" aria-rowindex={virtualize ? 1 : undefined}>
              {selection ? (
                <Table.ColumnHeader width="3.25rem" px="4">
                  <SelectionCheckbox
                    label="Select all rows on this page"
                    checked={allOnPage}
                    indeterminate={selectedOnPage > 0 && !allOnPage}
                    onChange={setAll}
                    disabled={bodyState !== 'rows'}
                  />
                </Table.ColumnHeader>
              ) : null}
              {shownColumns.map((column) => {
                const state = column.sortable ? ariaSort(activeSort, column.id) : undefined;
                return (
                  <Table.ColumnHeader
                    key={column.id}
                    scope="col"
                    aria-sort={state}
                    textAlign={ALIGN[column.align ?? 'start']}
                    width={column.width}
                    color="fg.muted"
                    whiteSpace="nowrap"
                  >
                    {column.sortable ? (
                      <SortButton
                        header={column.header}
                        state={state}
                        align={column.align ?? 'start'}
                        onClick={() => toggleSort(column.id)}
                      />
                    ) : column.hideHeader ? (
                      <VisuallyHidden>{column.header}</VisuallyHidden>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {bodyState === 'loading' ? (
              Array.from({ length: loadingRows }, (_, rowIndex) => (
                <Table.Row key={rowIndex} aria-hidden="true">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <Table.Cell key={cell}>
                      <Skeleton height="3.5" width={selection && cell === 0 ? '4' : cell % 2 ? '60%' : '80%'} minW="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            ) : stateContent ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount}>{stateContent}</Table.Cell>
              </Table.Row>
            ) : virtualize ? (
              <Suspense fallback={displayRows.slice(0, ROWS_BEFORE_VIRTUALISER).map((row, index) => renderRow(row, index))}>
                <VirtualRows
                  scrollRef={scrollRef}
                  count={displayRows.length}
                  options={virtualize}
                  columnCount={columnCount}
                  renderRow={(index, measure) => renderRow(displayRows[index] as Row, index, measure)}
                />
              </Suspense>
            ) : (
              displayRows.map((row, index) => renderRow(row, index))
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      {pager}
    </Stack>
  );
}
