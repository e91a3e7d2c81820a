import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { DataTable, type DataTableProps } from './data-table';
import { makeStudents, studentColumns, type StudentRow } from './data-table.fixtures';
import { sortRows, type SortState } from './sort';

const ALL = makeStudents(85);

const meta = {
  title: 'Components/DataTable',
  component: DataTable<StudentRow>,
  args: {
    label: 'Students',
    columns: studentColumns,
    rows: ALL.slice(0, 10),
    getRowId: (row: StudentRow) => row.id,
    getRowLabel: (row: StudentRow) => row.name,
  },
} satisfies Meta<typeof DataTable<StudentRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nameHeader = canvas.getByRole('columnheader', { name: /^Name/ });
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  },
};

export const ShownCaption: Story = { args: { showCaption: true, size: 'sm' } };

/** Columns shown and hidden through TanStack Table's column visibility; the name column stays. */
export const ColumnToggle: Story = {
  args: { columnToggle: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Email' }));
    await expect(canvas.queryByRole('columnheader', { name: 'Email' })).toBeNull();
  },
};

/** The caller pages and sorts on the server (here: in memory), with selection and bulk actions. */
function ServerTable(props: Partial<DataTableProps<StudentRow>>) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<SortState | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const sorted = useMemo(() => {
    const column = studentColumns.find((c) => c.id === sort?.columnId);
    return sort && column?.sortValue ? sortRows(ALL, column.sortValue, sort.direction) : ALL;
  }, [sort]);
  return (
    <DataTable<StudentRow>
      label="Students"
      columns={studentColumns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      rows={sorted.slice((page - 1) * pageSize, page * pageSize)}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      selection={{ selectedIds: selected, onChange: setSelected }}
      bulkActions={(ids) => (
        <Button size="sm" variant="outline">
          Send reminder ({ids.length})
        </Button>
      )}
      pagination={{
        page,
        pageSize,
        total: ALL.length,
        onPageChange: setPage,
        pageSizeOptions: [10, 20, 50],
        onPageSizeChange: (size) => {
          setPageSize(size);
          setPage(1);
        },
        itemLabel: 'students',
      }}
      {...props}
    />
  );
}

export const ServerSidePagingAndSelection: Story = {
  render: () => <ServerTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // At 1200 px the five columns fit: no sideways scrolling (a percentage-wide column once made it 5,000 px).
    const region = canvas.getByRole('region', { name: 'Students' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
    const nav = canvas.getByRole('navigation', { name: 'Students pages' });
    await expect(nav).toHaveTextContent('Page 1 of 9');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(nav).toHaveTextContent('Page 2 of 9');
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await userEvent.click(canvas.getAllByRole('checkbox')[1] as HTMLElement);
    await expect(selectAll).toHaveProperty('indeterminate', true);
    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Send reminder (10)' })).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { rows: [], empty: { title: 'No students yet', description: 'Students you add will show up here.' } },
};

export const Error: Story = {
  args: { rows: [], error: 'Server error. Please try again later.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const MANY = makeStudents(5_000);

/** 5,000 rows, only the visible ones drawn. */
export const Virtualized: Story = {
  args: { rows: MANY, virtualize: { height: 420 }, defaultSort: { columnId: 'name', direction: 'asc' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Students' });
    await expect(table).toHaveAttribute('aria-rowcount', '5001');
    const drawn = () => table.querySelectorAll('tbody tr[data-index]');
    // The virtualiser's code arrives in its own chunk; then a spacer row stands for the rows below.
    await waitFor(() => expect(table.querySelector('tbody tr[aria-hidden="true"]')).not.toBeNull());
    await expect(drawn().length).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: 'Students' });
    region.scrollTop = 49 * 2_500;
    await waitFor(() => expect(Number(drawn()[0]?.getAttribute('data-index'))).toBeGreaterThan(2_000));
    await expect(drawn().length).toBeLessThan(60);
  },
};

export const MobileScroll: Story = { globals: { viewport: { value: 'mobile' } } };

export const MobileStacked: Story = {
  render: () => <ServerTable layout="stack" />,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(within(canvas.getByRole('list', { name: 'Students' })).getAllByRole('listitem')).toHaveLength(10);
  },
};

export const DarkMode: Story = { render: () => <ServerTable />, globals: { colorMode: 'dark' } };
