// Only the charts are public: they load their drawing code (Recharts) lazily, so importing them costs a screen little.
export { BarChart, ChartSkeleton, DonutChart, LineChart, type ChartSkeletonProps } from './charts';
export type { BarChartProps, ChartSeries, DonutChartProps, DonutSegment, LineChartProps } from './chart-types';
export { categoryRows, categorySummary, categoryTable, donutSummary, donutTable, type ChartTableData } from './chart-data';
