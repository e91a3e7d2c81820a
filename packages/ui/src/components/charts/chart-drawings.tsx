/**
 * The drawings, on Recharts through Chakra's chart parts. Only charts.tsx imports this module, lazily:
 * Recharts (~113 KB gz) is a chunk of its own, loaded by the first page that shows a chart.
 *
 * Each drawing is an SVG with role="img", named by <title> and described by <desc> (the summary);
 * it is focusable, and the arrow keys move the tooltip from point to point (Recharts' accessibility layer).
 */
import { Chart, useChart } from '@chakra-ui/charts';
import type { SystemStyleObject } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Label,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CATEGORY_KEY, categoryRows, donutParts, formatCompact, seriesColor, seriesDash } from './chart-data';
import type { BarChartProps, DonutChartProps, LineChartProps } from './chart-types';

interface DrawingExtras {
  /** Height in px. */
  height: number;
  /** Value text for tooltips. */
  formatValue: (value: number) => string;
  /** The sentence describing the data (the SVG's <desc>). */
  summary: string;
}

// Chakra's chart styles remove every outline; the focused chart needs one back.
const focusCss: SystemStyleObject = {
  '& .recharts-surface:focus-visible': {
    outlineWidth: '2px',
    outlineStyle: 'solid',
    outlineColor: 'brand.solid',
    outlineOffset: '2px',
    borderRadius: 'l1',
  },
};

const reducedMotion = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/** Whether to animate: not when the user asks for reduced motion. */
function useAnimate(): boolean {
  return !useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(reducedMotion).matches,
    () => true,
  );
}

const formatTooltip = (format: (value: number) => string) => (value: unknown) =>
  typeof value === 'number' ? format(value) : String(value);

function useCategoryChart({ categories, series }: Pick<LineChartProps, 'categories' | 'series'>) {
  return useChart({
    data: categoryRows(categories, series),
    series: series.map((item, index) => ({
      name: item.id,
      label: item.label,
      color: seriesColor(index, item.color),
      strokeDasharray: seriesDash(index),
    })),
  });
}

export function LineDrawing({
  title,
  categories,
  series,
  height,
  formatValue,
  formatTick = formatCompact,
  summary,
}: LineChartProps & DrawingExtras) {
  const chart = useCategoryChart({ categories, series });
  const animate = useAnimate();
  return (
    <Chart.Root chart={chart} height={`${height}px`} aspectRatio="auto" css={focusCss}>
      <LineChart
        data={chart.data}
        responsive
        role="img"
        title={`${title}, line chart`}
        desc={summary}
        margin={{ left: 0, right: 8 }}
      >
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={CATEGORY_KEY} tickLine={false} axisLine={false} tickMargin={8} minTickGap={16} />
        <YAxis tickLine={false} axisLine={false} tickFormatter={formatTick} width="auto" />
        <Tooltip
          animationDuration={animate ? 100 : 0}
          cursor={{ stroke: chart.color('border.emphasized') }}
          content={<Chart.Tooltip formatter={formatTooltip(formatValue)} />}
        />
        {series.length > 1 ? <Legend content={<Chart.Legend />} /> : null}
        {chart.series.map((item) => (
          <Line
            key={item.name}
            type="monotone"
            dataKey={chart.key(item.name)}
            name={item.name}
            stroke={chart.color(item.color)}
            strokeWidth={2.5}
            strokeDasharray={item.strokeDasharray}
            dot={false}
            activeDot={{ r: 4 }}
            isAnimationActive={animate}
          />
        ))}
      </LineChart>
    </Chart.Root>
  );
}

export function BarDrawing({
  title,
  categories,
  series,
  height,
  formatValue,
  formatTick = formatCompact,
  horizontal = false,
  stacked = false,
  onCategorySelect,
  summary,
}: BarChartProps & DrawingExtras) {
  const chart = useCategoryChart({ categories, series });
  const animate = useAnimate();
  const select = onCategorySelect
    ? (_: unknown, index: number) => {
        const category = categories[index];
        if (category !== undefined) onCategorySelect(category, index);
      }
    : undefined;
  const categoryAxis = { dataKey: CATEGORY_KEY, type: 'category' as const, tickLine: false, axisLine: false };
  const valueAxis = {
    type: 'number' as const,
    tickLine: false,
    axisLine: false,
    tickFormatter: formatTick,
    allowDecimals: false,
  };
  return (
    <Chart.Root chart={chart} height={`${height}px`} aspectRatio="auto" css={focusCss}>
      <BarChart
        data={chart.data}
        responsive
        role="img"
        title={`${title}, bar chart`}
        desc={summary}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ left: 0, right: 8 }}
      >
        <CartesianGrid stroke={chart.color('border.muted')} vertical={horizontal} horizontal={!horizontal} />
        {horizontal ? (
          <>
            <XAxis {...valueAxis} />
            <YAxis {...categoryAxis} width="auto" />
          </>
        ) : (
          <>
            <XAxis {...categoryAxis} tickMargin={8} minTickGap={8} />
            <YAxis {...valueAxis} width="auto" />
          </>
        )}
        <Tooltip
          animationDuration={animate ? 100 : 0}
          cursor={{ fill: chart.color('bg.muted') }}
          content={<Chart.Tooltip formatter={formatTooltip(formatValue)} />}
        />
        {series.length > 1 ? <Legend content={<Chart.Legend />} /> : null}
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            dataKey={chart.key(item.name)}
            name={item.name}
            fill={chart.color(item.color)}
            stackId={stacked ? 'stack' : undefined}
            radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
            maxBarSize={48}
            isAnimationActive={animate}
            onClick={select}
            cursor={select ? 'pointer' : undefined}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

export function DonutDrawing({
  title,
  segments,
  height,
  formatValue,
  centerLabel = 'Total',
  onCategorySelect,
  summary,
}: DonutChartProps & DrawingExtras) {
  const { parts, total } = donutParts(segments);
  const chart = useChart({
    data: parts.map((part) => ({ name: part.label, value: part.value, color: part.color })),
  });
  const animate = useAnimate();
  const select = onCategorySelect
    ? (_: unknown, index: number) => {
        const part = parts[index];
        if (part) onCategorySelect(part.label, index);
      }
    : undefined;
  return (
    <Chart.Root chart={chart} height={`${height}px`} aspectRatio="auto" css={focusCss}>
      <PieChart responsive role="img" title={`${title}, donut chart`} desc={summary}>
        <Tooltip
          animationDuration={animate ? 100 : 0}
          content={<Chart.Tooltip hideLabel nameKey="name" formatter={formatTooltip(formatValue)} />}
        />
        <Legend content={<Chart.Legend nameKey="name" />} />
        <Pie
          data={chart.data}
          dataKey={chart.key('value')}
          nameKey="name"
          innerRadius="62%"
          outerRadius="100%"
          paddingAngle={total ? 1 : 0}
          stroke="none"
          isAnimationActive={animate}
          onClick={select}
          cursor={select ? 'pointer' : undefined}
        >
          <Label
            content={({ viewBox }) => <Chart.RadialText viewBox={viewBox} title={formatValue(total)} description={centerLabel} />}
          />
          {chart.data.map((item) => (
            <Cell key={item.name} fill={chart.color(item.color)} />
          ))}
        </Pie>
      </PieChart>
    </Chart.Root>
  );
}
