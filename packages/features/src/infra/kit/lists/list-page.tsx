/**
 * The list-page pattern: filters, search and ordering held in the URL (useListState), a server-paginated
 * DataTable with selection across pages, bulk actions with a per-row outcome report, and the loading,
 * empty (with the next useful action) and error (with Retry) states. Large pages are virtualised; phones
 * get stacked cards. See packages/features/README.md, "A list screen".
 */
import { Stack } from '@chakra-ui/react';
import {
  Button,
  DataTable,
  FiltersBar,
  SearchInput,
  Select,
  type ActiveFilter,
  type DataTableColumn,
  type DataTableRow,
  type SelectOption,
} from '@ujuzi/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { errorMessage } from '../details/use-entity-action';
import { lazyPart } from '../shared/lazy-part';
import type { BulkAction } from './bulk-actions';
import type { BulkReport, BulkRow } from './bulk';
import type { FilterSpec, FilterSpecs, FilterValues } from './list-state';
import type { ListStateControls } from './use-list-state';

// Selection's toolbar and report arrive in a chunk of their own, fetched as soon as a list with bulk actions
// shows: most lists have none, and their screens then do not carry it (bench:bundles' 60 KB per screen).
const BulkActions = lazyPart(() => import('./bulk-actions').then((module) => module.BulkActions), '2.5rem');
/** A date filter's picker: its code loads only for lists that have one (most lists have none). */
const DateFilter = lazyPart(() => import('./date-filter').then((module) => module.DateFilter), '2.5rem');
const BulkReportDialog = lazyPart(() => import('./bulk-actions').then((module) => module.BulkReportDialog), '0');

/**
 * A filter control bound to one of the list operation's parameters. `enum` offers the contract's values
 * (from the list's spec) under the given labels; `boolean` a yes and a no; `select` any options (ids from
 * another list); `date` a date picker. The empty choice defaults to 'Any <label>'.
 */
export type ListFilter<F extends FilterSpecs> =
  | {
      type: 'select';
      name: keyof F & string;
      label: string;
      /** The empty choice ('Any status'). */
      placeholder?: string;
      options: readonly SelectOption[];
    }
  | {
      type: 'enum';
      name: keyof F & string;
      label: string;
      placeholder?: string;
      /** The label of each of the contract's values (domain's label map); a value without one shows as is. */
      labels: Readonly<Record<string, string>>;
    }
  | { type: 'boolean'; name: keyof F & string; label: string; placeholder?: string; yes: string; no: string }
  | { type: 'date'; name: keyof F & string; label: string };

/** The options a filter offers: its own, the contract's enum values with their labels, or yes and no. */
function optionsOf<F extends FilterSpecs>(filter: ListFilter<F>, spec: FilterSpecs): readonly SelectOption[] {
  if (filter.type === 'select') return filter.options;
  if (filter.type === 'boolean')
    return [
      { value: 'true', label: filter.yes },
      { value: 'false', label: filter.no },
    ];
  if (filter.type === 'enum') {
    const declared = spec[filter.name];
    const values = declared?.kind === 'enum' ? declared.values : Object.keys(filter.labels);
    return values.map((value) => ({ value, label: filter.labels[value] ?? value }));
  }
  return [];
}

/** The part of a generated list hook's result the page reads (TanStack Query's result fits). */
export interface ListQuery<Row> {
  data?: { count: number; results: readonly Row[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface ListPageProps<Row extends DataTableRow, F extends FilterSpecs> {
  /** The page head: breadcrumbs, the <h1>, the page's own actions (an area header or PageHeader). */
  header: ReactNode;
  /** From useListState(spec): the URL-held state and its setters. */
  list: ListStateControls<F>;
  /** The generated list hook's result for `list.params`. */
  query: ListQuery<Row>;
  /** Names the table ('Inquiries') and the rows ('inquiry', 'inquiries'). */
  label: string;
  noun: { one: string; many: string };
  /** Columns whose id is one of the contract's orderings are sortable unless they say `sortable: false`. */
  columns: readonly DataTableColumn<Row>[];
  /** Defaults to the row's `id`. */
  getRowId?: (row: Row) => string;
  /** How a row is named in checkboxes and in the bulk report. Defaults to its name, title or id. */
  getRowLabel?: (row: Row) => string;
  /** The search box; omit when the operation has no `search`. */
  search?: { label: string; placeholder?: string };
  filters?: readonly ListFilter<F>[];
  /** Buttons shown while rows are selected; omit for no selection. */
  bulkActions?: readonly BulkAction[];
  /** Called after a bulk action ran (refresh the list's queries). */
  onBulkDone?: () => void;
  /** Extra controls beside the filters (an ExportButton). */
  toolbar?: ReactNode;
  /** URL filters naming whose list it is (a class's students; the heading says it): no chip, `empty` applies. */
  scope?: readonly (keyof F & string)[];
  /** What an empty list says and the next useful action ('Clear filters' is offered by the kit when filtered). */
  empty: { title: string; description?: ReactNode; action?: ReactNode };
  /** The error state's headline. Defaults to `Could not load ${noun.many}`. */
  errorTitle?: string;
  /** Page sizes offered. Defaults to the spec's. */
  pageSizes?: readonly number[];
  /** Pages of at least this many rows are virtualised (drawn as they scroll into view). Defaults to 50. */
  virtualizeFrom?: number;
}

export function ListPage<Row extends DataTableRow, F extends FilterSpecs>({
  header,
  list,
  query,
  label,
  noun,
  columns: givenColumns,
  getRowId = defaultRowId,
  getRowLabel = defaultRowLabel,
  search,
  filters = [],
  bulkActions,
  onBulkDone,
  toolbar,
  scope = [],
  empty,
  errorTitle,
  pageSizes = [10, 20, 50, 100],
  virtualizeFrom = 50,
}: ListPageProps<Row, F>) {
  const { state } = list;
  const hasBulkActions = Boolean(bulkActions?.length);
  useEffect(() => {
    if (hasBulkActions) BulkActions.preload();
  }, [hasBulkActions]);
  const orderings = list.spec.orderings ?? [];
  const columns = givenColumns.map((column) =>
    column.sortable === undefined && orderings.includes(column.id) ? { ...column, sortable: true } : column,
  );
  const rows = query.data?.results ?? [];
  // The selected rows with their names, across pages: the confirmation and report name rows of other pages too.
  const [selected, setSelected] = useState<readonly BulkRow[]>([]);
  const [bulkResult, setBulkResult] = useState<{ action: BulkAction; report: BulkReport } | null>(null);
  const selectedIds = selected.map((row) => row.id);
  const changeSelection = (ids: string[]) => {
    const known = new Map(selected.map((row) => [row.id, row.label]));
    for (const row of rows) known.set(getRowId(row), getRowLabel(row));
    // In the order the user picked them (the table reports ids in its own order).
    const kept = selected.filter((row) => ids.includes(row.id)).map((row) => row.id);
    const added = ids.filter((id) => !kept.includes(id));
    setSelected([...kept, ...added].map((id) => ({ id, label: known.get(id) ?? id })));
  };

  const filterValues = state.filters as Record<string, string | number | boolean | undefined>;
  const setFilter = (name: keyof F & string, raw: string | null) => {
    const spec = list.spec.filters[name] as FilterSpec;
    const value =
      raw === null || raw === '' ? undefined : spec.kind === 'int' ? Number(raw) : spec.kind === 'boolean' ? raw === 'true' : raw;
    list.setFilter(name, value as FilterValues<F>[typeof name]);
  };

  const active: ActiveFilter[] = [];
  if (state.search) active.push({ id: 'search', label: `Search: ${state.search}`, onRemove: () => list.setSearch('') });
  for (const filter of filters) {
    const value = filterValues[filter.name];
    if (value === undefined) continue;
    const shown =
      filter.type === 'date'
        ? String(value)
        : (optionsOf(filter, list.spec.filters).find((option) => option.value === String(value))?.label ?? String(value));
    active.push({ id: filter.name, label: `${filter.label}: ${shown}`, onRemove: () => setFilter(filter.name, null) });
  }
  // A filter the URL holds without a control on this screen (a link from another screen: a department's
  // subjects) still shows, and can be removed, so a filtered list never passes for the whole list.
  const controlled = new Set<string>([...filters.map((filter) => filter.name), ...scope]);
  for (const [name, value] of Object.entries(filterValues)) {
    if (value === undefined || controlled.has(name)) continue;
    const label = name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');
    active.push({ id: name, label: `${label}: ${String(value)}`, onRemove: () => setFilter(name as keyof F & string, null) });
  }
  const filtered = active.length > 0;

  const total = query.data?.count ?? 0;
  const virtualize = state.pageSize >= virtualizeFrom && rows.length >= virtualizeFrom ? { height: 640 } : undefined;

  return (
    <Stack gap="5">
      {header}
      {search || filters.length || toolbar ? (
        <FiltersBar
          label={`${label} filters`}
          activeFilters={active}
          onClearAll={list.clearFilters}
          primary={
            search ? (
              <SearchInput
                // A new URL value (Back, a chip removed) replaces what the box shows.
                key={state.search}
                label={search.label}
                placeholder={search.placeholder ?? search.label}
                defaultValue={state.search}
                onSearch={list.setSearch}
              />
            ) : undefined
          }
        >
          {filters.map((filter) =>
            filter.type !== 'date' ? (
              <Select
                key={filter.name}
                label={filter.label}
                hideLabel
                placeholder={filter.placeholder ?? `Any ${filter.label.toLowerCase()}`}
                options={optionsOf(filter, list.spec.filters)}
                value={filterValues[filter.name] === undefined ? '' : String(filterValues[filter.name])}
                onChange={(value) => setFilter(filter.name, value)}
              />
            ) : (
              <DateFilter
                key={filter.name}
                label={filter.label}
                value={(filterValues[filter.name] as string | undefined) ?? null}
                onChange={(value) => setFilter(filter.name, value)}
              />
            ),
          )}
          {toolbar}
        </FiltersBar>
      ) : null}
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        sort={list.sort}
        onSortChange={list.onSortChange}
        selection={bulkActions?.length ? { selectedIds, onChange: changeSelection } : undefined}
        bulkActions={
          bulkActions?.length
            ? () => (
                <BulkActions
                  actions={bulkActions}
                  selected={selected}
                  onDone={(report, action) => {
                    setBulkResult({ action, report });
                    setSelected([]);
                    onBulkDone?.();
                  }}
                />
              )
            : undefined
        }
        pagination={{
          page: state.page,
          pageSize: state.pageSize,
          total,
          onPageChange: list.setPage,
          onPageSizeChange: list.setPageSize,
          pageSizeOptions: pageSizes,
          itemLabel: noun.many,
        }}
        loading={query.isPending}
        error={query.isError ? errorMessage(query.error) : null}
        errorTitle={errorTitle ?? `Could not load ${noun.many}`}
        onRetry={() => void query.refetch()}
        empty={
          filtered
            ? {
                title: `No ${noun.many} match these filters`,
                description: 'Try other filters, or clear them to see everything.',
                action: (
                  <Button variant="outline" onClick={list.clearFilters}>
                    Clear filters
                  </Button>
                ),
              }
            : empty
        }
        virtualize={virtualize}
        layout="stack"
        // Right under the page's h1: the empty and error states' headings are the next level.
        stateHeadingLevel="h2"
      />
      {hasBulkActions ? <BulkReportDialog result={bulkResult} noun={noun} onClose={() => setBulkResult(null)} /> : null}
    </Stack>
  );
}

const defaultRowId = (row: DataTableRow): string => String((row as { id?: unknown }).id);

/** A row's name: its `name`, `title`, `full_name`, `reference_number` or `username`, else its id. */
function defaultRowLabel(row: DataTableRow): string {
  const fields = row as Record<string, unknown>;
  for (const key of ['name', 'title', 'full_name', 'reference_number', 'username']) {
    const value = fields[key];
    if (typeof value === 'string' && value) return value;
  }
  return defaultRowId(row);
}
