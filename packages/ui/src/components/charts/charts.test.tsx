import { screen, within } from '@testing-library/react';
import { formatMoney } from '@ujuzi/domain';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { BarChart } from './bar-chart';
import { labelStride, linearScale, niceTicks } from './chart-utils';
import { ENROLLMENTS, MONTHS, PAYMENT_STATUS, REVENUE } from './charts.fixtures';
import { DonutChart, arcPath, donutArcs } from './donut-chart';
import { LazyDonutChart, LazyLineChart } from './lazy-charts';
import { LineChart } from './line-chart';

/** The hidden data table's rows as text cells. */
const tableRows = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('chart maths', () => {
  it('picks round ticks from zero', () => {
    expect(niceTicks(0, 240000)).toEqual([0, 50000, 100000, 150000, 200000, 250000]);
    expect(niceTicks(0, 7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(-30, 90)).toEqual([-50, 0, 50, 100]);
    expect(niceTicks(0, 0)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });
  it('maps linearly and thins crowded labels', () => {
    expect(linearScale(0, 10, 100, 0)(5)).toBe(50);
    expect(labelStride(12, 600)).toBe(2);
    expect(labelStride(12, 300)).toBe(3);
    expect(labelStride(6, 600)).toBe(1);
  });
  it('splits a donut by share and draws closed ring segments', () => {
    const arcs = donutArcs([1, 1, 2], 4);
    expect(arcs.map((arc) => arc.end - arc.start)).toEqual([Math.PI / 2, Math.PI / 2, Math.PI]);
    expect(arcs[2]?.end).toBeCloseTo(Math.PI * 2);
    expect(arcPath(50, 50, 40, 20, 0, Math.PI / 2)).toBe(
      'M50.00 10.00A40 40 0 0 1 90.00 50.00L70.00 50.00A20 20 0 0 0 50.00 30.00Z',
    );
  });
});

describe('LineChart', () => {
  it('is an image named after its title, with the data as a table', () => {
    const { container } = renderWithUi(
      <LineChart
        title="Monthly revenue"
        categories={MONTHS}
        series={REVENUE}
        categoryLabel="Month"
        formatValue={(v) => formatMoney(v)}
      />,
    );
    expect(screen.getByRole('img', { name: 'Monthly revenue, line chart' })).toBeTruthy();
    const rows = tableRows('Monthly revenue');
    expect(rows[0]).toEqual(['Month', 'Course fees', 'Installments']);
    expect(rows[1]).toEqual(['Jan', 'Ksh 120,000.00', 'Ksh 40,000.00']);
    expect(rows).toHaveLength(13);
    expect(container.querySelectorAll('[data-series] path')).toHaveLength(2);
    expect(container.querySelector('figcaption')?.textContent).toBe('Monthly revenue');
  });
});

describe('BarChart', () => {
  it('draws a bar per category and series, with the data as a table', () => {
    const { container } = renderWithUi(<BarChart title="Enrollments" categories={MONTHS.slice(0, 6)} series={ENROLLMENTS} />);
    expect(screen.getByRole('img', { name: 'Enrollments, bar chart' })).toBeTruthy();
    expect(container.querySelectorAll('[data-series] rect')).toHaveLength(12);
    expect(tableRows('Enrollments')[4]).toEqual(['Apr', '52', '19']);
  });

  it('draws negative values below the zero line', () => {
    const { container } = renderWithUi(
      <BarChart title="Net" categories={['A', 'B']} series={[{ id: 'n', label: 'Net', values: [10, -5] }]} />,
    );
    const [up, down] = Array.from(container.querySelectorAll('[data-series] rect'));
    expect(Number(down?.getAttribute('y'))).toBeCloseTo(Number(up?.getAttribute('y')) + Number(up?.getAttribute('height')), 0);
  });
});

describe('DonutChart', () => {
  it('shows each part with its share and the total', () => {
    renderWithUi(<DonutChart title="Payments by status" segments={PAYMENT_STATUS} />);
    expect(screen.getByRole('img', { name: 'Payments by status, donut chart' })).toBeTruthy();
    expect(tableRows('Payments by status')).toEqual([
      ['Category', 'Value', 'Share'],
      ['Paid', '182', '75.21%'],
      ['Pending', '43', '17.77%'],
      ['Overdue', '17', '7.02%'],
      ['Total', '242', '100%'],
    ]);
  });

  it('copes with nothing to show', () => {
    const { container } = renderWithUi(<DonutChart title="Empty" segments={[{ id: 'a', label: 'A', value: 0 }]} />);
    expect(container.querySelectorAll('path')).toHaveLength(0);
    expect(tableRows('Empty').at(-1)).toEqual(['Total', '0', '0%']);
  });
});

describe('lazy charts', () => {
  it('show a skeleton, then the chart', async () => {
    renderWithUi(<LazyLineChart title="Monthly revenue" categories={MONTHS} series={REVENUE} />);
    expect(screen.getByRole('status').textContent).toBe('Loading Monthly revenue…');
    expect(await screen.findByRole('img', { name: 'Monthly revenue, line chart' })).toBeTruthy();
    renderWithUi(<LazyDonutChart title="Payments" segments={PAYMENT_STATUS} />);
    expect(await screen.findByRole('img', { name: 'Payments, donut chart' })).toBeTruthy();
  });
});
