/**
 * The charts: the figure, its title and the data table render at once; the drawing (Recharts) loads
 * on first use behind a skeleton of the same height, so a screen's own chunk stays small.
 */
import { Box, Skeleton, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { ChartFrame } from './chart-frame';
import { categorySummary, categoryTable, donutSummary, donutTable, formatNumber } from './chart-data';
import type { BarChartProps, DonutChartProps, LineChartProps } from './chart-types';

const drawings = () => import('./chart-drawings');
const LineDrawing = /* @__PURE__ */ lazy(() => drawings().then((m) => ({ default: m.LineDrawing })));
const BarDrawing = /* @__PURE__ */ lazy(() => drawings().then((m) => ({ default: m.BarDrawing })));
const DonutDrawing = /* @__PURE__ */ lazy(() => drawings().then((m) => ({ default: m.DonutDrawing })));

export interface ChartSkeletonProps {
  /** The chart's title, read as 'Loading <title>…'. */
  title: string;
  /** Height of the drawing in px. */
  height: number;
}

/** The placeholder while a chart's drawing loads: the drawing's own size, so nothing moves when it lands. */
export function ChartSkeleton({ title, height }: ChartSkeletonProps) {
  return (
    <Box role="status" aria-live="polite" height={`${height}px`}>
      <VisuallyHidden>{`Loading ${title}…`}</VisuallyHidden>
      <Skeleton aria-hidden="true" height="full" width="full" borderRadius="l2" _motionReduce={{ animation: 'none' }} />
    </Box>
  );
}

/** Trends over time: a line per series, tooltips, the data as a table. */
export function LineChart(props: LineChartProps) {
  const { title, showTitle = true, description, height = 240, formatValue = formatNumber, categoryLabel = 'Category' } = props;
  const table = categoryTable(props.categories, props.series, formatValue, categoryLabel, props.categoryHref);
  return (
    <ChartFrame title={title} showTitle={showTitle} description={description} table={table}>
      <Suspense fallback={<ChartSkeleton title={title} height={height} />}>
        <LineDrawing
          {...props}
          height={height}
          formatValue={formatValue}
          summary={categorySummary(props.categories, props.series, formatValue)}
        />
      </Suspense>
    </ChartFrame>
  );
}

/** Bars by category (upright, or sideways with `horizontal`), grouped or stacked per series. */
export function BarChart(props: BarChartProps) {
  const { title, showTitle = true, description, height = 240, formatValue = formatNumber, categoryLabel = 'Category' } = props;
  const table = categoryTable(props.categories, props.series, formatValue, categoryLabel, props.categoryHref);
  return (
    <ChartFrame title={title} showTitle={showTitle} description={description} table={table}>
      <Suspense fallback={<ChartSkeleton title={title} height={height} />}>
        <BarDrawing
          {...props}
          height={height}
          formatValue={formatValue}
          summary={categorySummary(props.categories, props.series, formatValue)}
        />
      </Suspense>
    </ChartFrame>
  );
}

/** Shares of a whole: a ring of parts with the total in the middle. */
export function DonutChart(props: DonutChartProps) {
  const { title, showTitle = true, description, height = 220, formatValue = formatNumber, categoryLabel = 'Category' } = props;
  const table = donutTable(props.segments, formatValue, categoryLabel, props.categoryHref);
  return (
    <ChartFrame title={title} showTitle={showTitle} description={description} table={table}>
      <Suspense fallback={<ChartSkeleton title={title} height={height} />}>
        <DonutDrawing {...props} height={height} formatValue={formatValue} summary={donutSummary(props.segments, formatValue)} />
      </Suspense>
    </ChartFrame>
  );
}
