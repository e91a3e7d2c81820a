/**
 * The charts: the figure, its title and the data table render at once; the drawing (Recharts) loads
 * on first use behind a skeleton of the same height, so a screen's own chunk stays small. With the
 * data saver on (../../data-saver.tsx) the drawing loads only once asked ("Show chart").
 */
import { Box, Skeleton, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, lazy, type ComponentType } from 'react';
import { OnRequest } from '../../data-saver';
import { ChartFrame } from './chart-frame';
import { categorySummary, categoryTable, donutSummary, donutTable, formatNumber } from './chart-data';
import type { BarChartProps, CategoryChartProps, DonutChartProps, LineChartProps } from './chart-types';

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

type CategoryDrawing<P extends CategoryChartProps> = ComponentType<
  P & { height: number; formatValue: (value: number) => string; summary: string }
>;

/** Line and bar charts share everything but the drawing: the frame, its data table and the loading skeleton. */
function CategoryChart<P extends CategoryChartProps>({ Drawing, props }: { Drawing: CategoryDrawing<P>; props: P }) {
  const { title, showTitle = true, description, height = 240, formatValue = formatNumber, categoryLabel = 'Category' } = props;
  const table = categoryTable(props.categories, props.series, formatValue, categoryLabel, props.categoryHref);
  return (
    <ChartFrame title={title} showTitle={showTitle} description={description} table={table}>
      <OnRequest label="Show chart" name={`Show chart: ${title}`} height={`${height}px`}>
        <Suspense fallback={<ChartSkeleton title={title} height={height} />}>
          <Drawing
            {...props}
            height={height}
            formatValue={formatValue}
            summary={categorySummary(props.categories, props.series, formatValue)}
          />
        </Suspense>
      </OnRequest>
    </ChartFrame>
  );
}

/** Trends over time: a line per series, tooltips, the data as a table. */
export function LineChart(props: LineChartProps) {
  return <CategoryChart props={props} Drawing={LineDrawing} />;
}

/** Bars by category (upright, or sideways with `horizontal`), grouped or stacked per series. */
export function BarChart(props: BarChartProps) {
  return <CategoryChart props={props} Drawing={BarDrawing} />;
}

/** Shares of a whole: a ring of parts with the total in the middle. */
export function DonutChart(props: DonutChartProps) {
  const { title, showTitle = true, description, height = 220, formatValue = formatNumber, categoryLabel = 'Category' } = props;
  const table = donutTable(props.segments, formatValue, categoryLabel, props.categoryHref);
  return (
    <ChartFrame title={title} showTitle={showTitle} description={description} table={table}>
      <OnRequest label="Show chart" name={`Show chart: ${title}`} height={`${height}px`}>
        <Suspense fallback={<ChartSkeleton title={title} height={height} />}>
          <DonutDrawing
            {...props}
            height={height}
            formatValue={formatValue}
            summary={donutSummary(props.segments, formatValue)}
          />
        </Suspense>
      </OnRequest>
    </ChartFrame>
  );
}
