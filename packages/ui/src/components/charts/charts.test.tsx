import { screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@ujuzi/domain';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import {
  categoryRows,
  categorySummary,
  categoryTable,
  donutParts,
  donutSummary,
  donutTable,
  formatNumber,
  truncateLabel,
} from './chart-data';
import { ENROLLMENTS, MONTHS, PAYMENT_STATUS, REVENUE } from './charts.fixtures';
import { BarChart, DonutChart, LineChart } from './charts';

/** The data table's rows as text cells. */
const tableRows = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('chart data shaping', () => {
  it('gives the drawing a row per category with each series under its id', () => {
    expect(categoryRows(['Jan', 'Feb'], REVENUE).at(1)).toEqual({ category: 'Feb', fees: 135000, installments: 42000 });
    // A series shorter than the categories counts the missing values as 0.
    expect(categoryRows(['A', 'B'], [{ id: 'x', label: 'X', values: [3] }])).toEqual([
      { category: 'A', x: 3 },
      { category: 'B', x: 0 },
    ]);
  });

  it('tabulates categories against series, with links where asked', () => {
    const table = categoryTable(
      ['New', 'Resolved'],
      [{ id: 'n', label: 'Inquiries', values: [4, 9] }],
      formatNumber,
      'Status',
      (category) => `/inquiries?status=${category.toLowerCase()}`,
    );
    expect(table).toEqual({
      categoryHeader: 'Status',
      valueHeaders: ['Inquiries'],
      rows: [
        { category: 'New', href: '/inquiries?status=new', values: ['4'] },
        { category: 'Resolved', href: '/inquiries?status=resolved', values: ['9'] },
      ],
    });
  });

  it('summarises each series by its highest and lowest point', () => {
    expect(categorySummary(MONTHS.slice(0, 6), ENROLLMENTS, formatNumber)).toBe(
      '6 points, Jan to Jun. New: highest 60 (Jun), lowest 34 (Jan), total 272. Completed: highest 31 (Jun), lowest 12 (Jan), total 129.',
    );
    expect(categorySummary([], ENROLLMENTS, formatNumber)).toBe('No data.');
  });

  it('gives each donut part its share (2 decimals) and a total row', () => {
    expect(donutParts(PAYMENT_STATUS).parts.map((part) => [part.label, part.share, part.color])).toEqual([
      ['Paid', 75.21, 'brand.solid'],
      ['Pending', 17.77, 'accent.solid'],
      ['Overdue', 7.02, 'danger.solid'],
    ]);
    expect(donutTable(PAYMENT_STATUS, formatNumber, 'Status').footer).toEqual({ category: 'Total', values: ['242', '100%'] });
    expect(donutSummary(PAYMENT_STATUS, formatNumber)).toBe(
      'Total 242. Paid 75.21% (182), Pending 17.77% (43), Overdue 7.02% (17).',
    );
  });

  it('shortens long axis names, keeping short ones whole', () => {
    expect(truncateLabel('Corporate training and partnerships', 12)).toBe('Corporate t…');
    expect(truncateLabel('Admissions', 12)).toBe('Admissions');
  });

  it('counts negative parts as nothing and says when there is nothing to show', () => {
    const empty = [{ id: 'a', label: 'A', value: -3 }];
    expect(donutParts(empty).total).toBe(0);
    expect(donutTable(empty, formatNumber, 'Category').footer).toEqual({ category: 'Total', values: ['0', '0%'] });
    expect(donutSummary(empty, formatNumber)).toBe('Nothing to show yet: every part is 0.');
  });
});

describe('the charts', () => {
  it('show the title and the data as a table at once, and a skeleton of the drawing while it loads', async () => {
    renderWithUi(
      <LineChart title="Monthly revenue" categories={MONTHS} series={REVENUE} categoryLabel="Month" formatValue={formatMoney} />,
    );
    expect(screen.getByRole('figure', { name: 'Monthly revenue' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading Monthly revenue…');
    const rows = tableRows('Monthly revenue');
    expect(rows[0]).toEqual(['Month', 'Course fees', 'Installments']);
    expect(rows[1]).toEqual(['Jan', 'Ksh 120,000.00', 'Ksh 40,000.00']);
    expect(rows).toHaveLength(13);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('show the table to everyone on request, its links then in the tab order', async () => {
    const { user } = renderWithUi(
      <BarChart
        title="Inquiries by status"
        categories={['New', 'Resolved']}
        series={[{ id: 'count', label: 'Inquiries', values: [4, 9] }]}
        categoryLabel="Status"
        categoryHref={(category) => `/inquiries?status=${category.toLowerCase()}`}
      />,
    );
    const link = within(screen.getByRole('table', { name: 'Inquiries by status' })).getByRole('link', { name: 'New' });
    expect(link.getAttribute('href')).toBe('/inquiries?status=new');
    expect(link.getAttribute('tabindex')).toBe('-1');
    const toggle = screen.getByRole('button', { name: 'Show as table: Inquiries by status' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide table: Inquiries by status' }).getAttribute('aria-expanded')).toBe('true');
    const shown = within(screen.getByRole('table', { name: 'Inquiries by status' })).getByRole('link', { name: 'New' });
    expect(shown.getAttribute('tabindex')).toBeNull();
  });

  it('tabulate a donut with shares and the total', () => {
    renderWithUi(<DonutChart title="Payments by status" segments={PAYMENT_STATUS} categoryLabel="Status" />);
    expect(tableRows('Payments by status')).toEqual([
      ['Status', 'Value', 'Share'],
      ['Paid', '182', '75.21%'],
      ['Pending', '43', '17.77%'],
      ['Overdue', '17', '7.02%'],
      ['Total', '242', '100%'],
    ]);
  });

  it('keep the title for screen readers when it is not shown', () => {
    renderWithUi(<DonutChart title="Payments by status" showTitle={false} segments={PAYMENT_STATUS} />);
    expect(screen.getByRole('figure', { name: 'Payments by status' })).toBeTruthy();
  });
});
