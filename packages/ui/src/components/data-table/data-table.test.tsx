import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { Button } from '../button/button';
import { DataTable, type DataTableProps } from './data-table';
import { makeStudents, studentColumns, type StudentRow } from './data-table.fixtures';
import { sortRows } from './sort';

const rows = makeStudents(6);
const base: DataTableProps<StudentRow> = {
  label: 'Students',
  columns: studentColumns,
  rows,
  getRowId: (row) => row.id,
  getRowLabel: (row) => row.name,
};

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Students' }))
    .getAllByRole('row')
    .slice(1);
const names = () => bodyRows().map((row) => within(row).getByRole('rowheader').textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('sortRows', () => {
  it('sorts numbers, dates and text naturally, empty values last, stable', () => {
    const items = [{ v: 'item 10' }, { v: 'item 2' }, { v: '' }, { v: 'Item 1' }];
    expect(sortRows(items, (i) => i.v, 'asc').map((i) => i.v)).toEqual(['Item 1', 'item 2', 'item 10', '']);
    expect(sortRows(items, (i) => i.v, 'desc').map((i) => i.v)).toEqual(['item 10', 'item 2', 'Item 1', '']);
    const dates = [new Date(3), new Date(1), null, new Date(2)];
    expect(sortRows(dates, (d) => d, 'asc')).toEqual([new Date(1), new Date(2), new Date(3), null]);
  });
});

describe('DataTable', () => {
  it('is a table named by its caption, with column and row headers', () => {
    renderWithUi(<DataTable {...base} />);
    const table = screen.getByRole('table', { name: 'Students' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Course', 'Balance', 'Enrolled']);
    expect(names()).toEqual(rows.map((row) => row.name));
    expect(within(bodyRows()[0] as HTMLElement).getByText('Ksh 0.00')).toBeTruthy();
  });

  it('sorts locally by mouse and keyboard, announcing the direction with aria-sort', async () => {
    const { user } = renderWithUi(<DataTable {...base} />);
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual([...rows.map((row) => row.name)].sort((a, b) => a.localeCompare(b)));

    within(header('Name')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(names()[0]).toBe([...rows.map((row) => row.name)].sort((a, b) => b.localeCompare(a))[0]);

    within(header('Balance')).getByRole('button').focus();
    await user.keyboard(' ');
    expect(header('Balance').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
    const balances = bodyRows().map((row) => row.textContent?.match(/Ksh ([\d,.]+)/)?.[1]?.replace(/,/g, ''));
    expect(balances.map(Number)).toEqual([...balances.map(Number)].sort((a, b) => a - b));
  });

  it('reports the sort when the caller sorts on the server, leaving the rows as given', async () => {
    const onSortChange = vi.fn();
    const { user, rerender } = renderWithUi(<DataTable {...base} sort={null} onSortChange={onSortChange} />);
    await user.click(screen.getByRole('button', { name: 'Course' }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'course', direction: 'asc' });
    expect(names()).toEqual(rows.map((row) => row.name));
    rerender(<DataTable {...base} sort={{ columnId: 'course', direction: 'asc' }} onSortChange={onSortChange} />);
    await user.click(screen.getByRole('button', { name: 'Course' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'course', direction: 'desc' });
    expect(header('Course').getAttribute('aria-sort')).toBe('ascending');
  });

  describe('selection', () => {
    function Selectable() {
      const [selected, setSelected] = useState<string[]>([]);
      return (
        <DataTable
          {...base}
          selection={{ selectedIds: selected, onChange: setSelected }}
          bulkActions={(ids) => <Button size="sm">Email {ids.length} students</Button>}
        />
      );
    }
    const selectAll = () => screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;

    it('selects rows, shows the count and bulk actions, and marks select-all as mixed', async () => {
      const { user } = renderWithUi(<Selectable />);
      await user.click(screen.getByRole('checkbox', { name: `Select ${rows[0]?.name}` }));
      await user.click(screen.getByRole('checkbox', { name: `Select ${rows[2]?.name}` }));
      expect(screen.getAllByText('2 selected').length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: 'Email 2 students' })).toBeTruthy();
      expect(selectAll().indeterminate).toBe(true);
      expect(selectAll().checked).toBe(false);
    });

    it('selects and clears all rows on the page', async () => {
      const { user } = renderWithUi(<Selectable />);
      await user.click(selectAll());
      expect(selectAll().checked).toBe(true);
      expect(selectAll().indeterminate).toBe(false);
      expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
      expect(screen.getByRole('button', { name: 'Email 6 students' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Clear selection' }));
      expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
      expect(screen.queryByRole('button', { name: /Email/ })).toBeNull();
    });

    it('toggles a row with the keyboard', async () => {
      const { user } = renderWithUi(<Selectable />);
      const box = screen.getByRole('checkbox', { name: `Select ${rows[1]?.name}` }) as HTMLInputElement;
      box.focus();
      await user.keyboard(' ');
      expect(box.checked).toBe(true);
    });

    it('keeps selections from other pages when selecting all on this page', async () => {
      const onChange = vi.fn();
      const { user } = renderWithUi(<DataTable {...base} selection={{ selectedIds: ['other-page'], onChange }} />);
      await user.click(selectAll());
      expect(onChange).toHaveBeenCalledWith(['other-page', ...rows.map((row) => row.id)]);
    });
  });

  it('keeps the selection across page turns: rows of page 1 stay selected while page 2 shows', async () => {
    const all = makeStudents(6);
    function Paged() {
      const [page, setPage] = useState(1);
      const [selected, setSelected] = useState<string[]>([]);
      return (
        <DataTable
          {...base}
          rows={all.slice((page - 1) * 3, page * 3)}
          selection={{ selectedIds: selected, onChange: setSelected }}
          bulkActions={(ids) => <Button size="sm">Email {ids.length} students</Button>}
          pagination={{ page, pageSize: 3, total: all.length, onPageChange: setPage }}
        />
      );
    }
    const { user } = renderWithUi(<Paged />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(names()).toEqual(all.slice(3).map((row) => row.name));
    await user.click(screen.getByRole('checkbox', { name: `Select ${all[4]?.name}` }));
    expect(screen.getByRole('button', { name: 'Email 4 students' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /page 1/i }));
    expect(screen.getAllByRole('checkbox', { name: /^Select (?!all)/ }).every((box) => (box as HTMLInputElement).checked)).toBe(
      true,
    );
  });

  it('hides and shows columns through the Columns menu, never the row header', async () => {
    const { user } = renderWithUi(<DataTable {...base} columnToggle />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect((screen.getByRole('checkbox', { name: 'Name' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    expect(
      within(screen.getByRole('table', { name: 'Students' }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Course', 'Balance', 'Enrolled']);
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    expect(screen.getByRole('columnheader', { name: 'Email' })).toBeTruthy();
  });

  it('pages on the server through a labelled pagination', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithUi(
      <DataTable {...base} pagination={{ page: 1, pageSize: 6, total: 50, onPageChange, itemLabel: 'students' }} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Students pages' });
    expect(within(nav).getByText(/Page 1 of 9/).textContent).toBe('Page 1 of 9 · 1–6 of 50 students');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows skeleton rows while loading, busy, and says so', () => {
    renderWithUi(<DataTable {...base} loading loadingRows={3} />);
    const table = screen.getByRole('table', { name: 'Students' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(3);
    expect(screen.queryByText(rows[0]?.name ?? '')).toBeNull();
    expect(screen.getByText('Loading Students…')).toBeTruthy();
  });

  it("shows an error with 'Try again'", async () => {
    const onRetry = vi.fn();
    const { user } = renderWithUi(<DataTable {...base} error="Server error. Please try again later." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load data');
    expect(alert.textContent).toContain('Server error. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty state', () => {
    renderWithUi(
      <DataTable {...base} rows={[]} empty={{ title: 'No students yet', description: 'Add a student to see them here.' }} />,
    );
    expect(screen.getByRole('heading', { name: 'No students yet' })).toBeTruthy();
    expect(screen.getByText('Add a student to see them here.')).toBeTruthy();
  });

  it('draws only part of 5,000 virtualised rows, telling screen readers the full count and each row position', async () => {
    const many = makeStudents(5_000);
    // jsdom has no layout: give the scroll area the height a browser would. (Rows measure 0 px here, as
    // in a hidden tab; the table must still draw only a window of them.)
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    renderWithUi(<DataTable {...base} rows={many} virtualize={{ height: 400, rowHeight: 40 }} />);
    const table = screen.getByRole('table', { name: 'Students' });
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    // The virtualiser's code arrives in its own chunk: until then a screenful of rows is drawn plainly;
    // then a spacer row stands for the 4,9xx rows below the window.
    await waitFor(() => expect(table.querySelector('tbody tr[aria-hidden="true"]')).not.toBeNull());
    const drawn = bodyRows();
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(50);
    expect(drawn[0]?.getAttribute('aria-rowindex')).toBe('2');
    // The scroll area is focusable for keyboard scrolling.
    expect(screen.getByRole('region', { name: 'Students' }).getAttribute('tabindex')).toBe('0');
    height.mockRestore();
  });

  it('stacks rows as cards on narrow screens when asked', () => {
    // jsdom's matchMedia matches nothing: the narrow layout.
    renderWithUi(<DataTable {...base} layout="stack" selection={{ selectedIds: [], onChange: vi.fn() }} />);
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(screen.getByRole('list', { name: 'Students' })).getAllByRole('listitem');
    expect(items).toHaveLength(rows.length);
    const first = items[0] as HTMLElement;
    expect(Array.from(first.querySelectorAll('dt')).map((dt) => dt.textContent)).toEqual([
      'Name',
      'Email',
      'Course',
      'Balance',
      'Enrolled',
    ]);
    expect(first.querySelector('dd')?.textContent).toBe(rows[0]?.name);
    expect(within(first).getByRole('checkbox', { name: `Select ${rows[0]?.name}` })).toBeTruthy();
  });

  it('sorts the stacked cards with a Sort by choice', () => {
    renderWithUi(<DataTable {...base} layout="stack" />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name:desc' } });
    const firstName = within(screen.getByRole('list', { name: 'Students' }))
      .getAllByRole('listitem')[0]
      ?.querySelector('dd')?.textContent;
    expect(firstName).toBe([...rows.map((row) => row.name)].sort((a, b) => b.localeCompare(a))[0]);
  });
});
