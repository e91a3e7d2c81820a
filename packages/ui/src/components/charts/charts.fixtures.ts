/** Sample data for the charts' stories and tests. */
import type { ChartSeries, DonutSegment } from './chart-types';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const REVENUE: ChartSeries[] = [
  {
    id: 'fees',
    label: 'Course fees',
    values: [120000, 135000, 150500, 142000, 168000, 175250, 190000, 185000, 210000, 225500, 240000, 236000],
  },
  {
    id: 'installments',
    label: 'Installments',
    values: [40000, 42000, 47500, 51000, 49000, 56000, 61000, 64500, 70000, 72000, 80500, 85000],
  },
];

export const ENROLLMENTS: ChartSeries[] = [
  { id: 'new', label: 'New', values: [34, 41, 38, 52, 47, 60] },
  { id: 'completed', label: 'Completed', values: [12, 18, 22, 19, 27, 31] },
];

export const PAYMENT_STATUS: DonutSegment[] = [
  { id: 'paid', label: 'Paid', value: 182 },
  { id: 'pending', label: 'Pending', value: 43 },
  { id: 'overdue', label: 'Overdue', value: 17, color: 'danger.solid' },
];
