/**
 * The charts, loaded on first use: the drawing code stays out of the main bundle and a skeleton of
 * the same height shows meanwhile.
 */
import { Box, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import type { BarChartProps, DonutChartProps, LineChartProps } from './chart-types';

const LineChartImpl = /* @__PURE__ */ lazy(() => import('./line-chart'));
const BarChartImpl = /* @__PURE__ */ lazy(() => import('./bar-chart'));
const DonutChartImpl = /* @__PURE__ */ lazy(() => import('./donut-chart'));

export interface ChartSkeletonProps {
  /** The chart's title, read as 'Loading <title>…'. */
  title: string;
  /** Height of the drawing in px. */
  height: number;
}

/** The placeholder while a chart's code loads. */
export function ChartSkeleton({ title, height }: ChartSkeletonProps) {
  return (
    <Stack gap="3" role="status" aria-live="polite">
      <VisuallyHidden>{`Loading ${title}…`}</VisuallyHidden>
      <Box aria-hidden="true">
        <Skeleton height="4" width="40%" mb="3" />
        <Skeleton height={`${height}px`} width="full" _motionReduce={{ animation: 'none' }} />
      </Box>
    </Stack>
  );
}

/** A line chart, loaded on first use. */
export function LazyLineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton title={props.title} height={props.height ?? 240} />}>
      <LineChartImpl {...props} />
    </Suspense>
  );
}

/** A bar chart, loaded on first use. */
export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton title={props.title} height={props.height ?? 240} />}>
      <BarChartImpl {...props} />
    </Suspense>
  );
}

/** A donut chart, loaded on first use. */
export function LazyDonutChart(props: DonutChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton title={props.title} height={props.height ?? 220} />}>
      <DonutChartImpl {...props} />
    </Suspense>
  );
}
