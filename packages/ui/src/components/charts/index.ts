// Only the lazy charts are public: importing them does not pull the drawing code into the main bundle.
export { ChartSkeleton, LazyBarChart, LazyDonutChart, LazyLineChart, type ChartSkeletonProps } from './lazy-charts';
export type { BarChartProps, ChartSeries, DonutChartProps, DonutSegment, LineChartProps } from './chart-types';
