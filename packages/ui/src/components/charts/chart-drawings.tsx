/**
 * The drawings, on Recharts through Chakra's chart parts. Only charts.tsx imports this module, lazily:
 * Recharts (~113 KB gz) is a chunk of its own, loaded by the first page that shows a chart.
 *
 * Each drawing is an SVG with role="img", named by <title> and described by <desc> (the summary);
 * it is focusable, and the arrow keys move the tooltip from point to point (Recharts' accessibility layer).
 */
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { colorSwatchRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
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
import { CATEGORY_KEY, categoryRows, donutParts, formatCompact, seriesColor, seriesDash, truncateLabel } from './chart-data';
import type { BarChartProps, DonutChartProps, LineChartProps } from './chart-types';
import { registerRecipes } from '../../theme/register-recipes';

// Chakra's chart legend marks each series with a ColorSwatch: its recipe travels with the charts.
registerRecipes({ recipes: { colorSwatch: colorSwatchRecipe } });

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

/** The width of the element behind `ref`, following resizes (`fallback` until measured). */
function useElementWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
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
        margin={{ top: 8, left: 0, right: 8 }}
      >
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis
          dataKey={CATEGORY_KEY}
          tickLine={false}
          axisLine={false}
          tickMargin={8}
          minTickGap={16}
          interval="preserveStartEnd"
          padding={{ left: 20, right: 20 }}
        />
        <YAxis tickLine={false} axisLine={false} tickFormatter={formatTick} width="auto" />
        <Tooltip
          animationDuration={animate ? 100 : 0}
          cursor={{ stroke: chart.color('border.emphasized') }}
          content={<Chart.Tooltip formatter={formatTooltip(formatValue)} />}
        />
        {series.length > 1 ? <Legend itemSorter={null} content={<Chart.Legend />} /> : null}
        {chart.series.map((item) => (
          <Line
            key={item.name}
            type="monotone"
            dataKey={chart.key(item.name)}
            name={item.name}
            stroke={chart.color(item.color)}
            strokeWidth={2.5}
            strokeDasharray={item.strokeDasharray}
            // A few points are easier to read (and hover) with their dots.
            dot={categories.length <= 16 ? { r: 3, fill: chart.color(item.color) } : false}
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
  // Sideways bars give their names at most about 40% of the width (some 7 px per character).
  const [frameRef, width] = useElementWidth(640);
  const maxLabel = Math.max(8, Math.floor((width * 0.4) / 7));
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
    <Box ref={frameRef}>
      <Chart.Root chart={chart} height={`${height}px`} aspectRatio="auto" css={focusCss}>
        <BarChart
          data={chart.data}
          responsive
          role="img"
          title={`${title}, bar chart`}
          desc={summary}
          layout={horizontal ? 'vertical' : 'horizontal'}
          margin={{ top: 8, left: 0, right: 8 }}
        >
          <CartesianGrid stroke={chart.color('border.muted')} vertical={horizontal} horizontal={!horizontal} />
          {horizontal ? (
            <>
              <XAxis {...valueAxis} />
              <YAxis {...categoryAxis} width="auto" tickFormatter={(value: string) => truncateLabel(value, maxLabel)} />
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
          {series.length > 1 ? <Legend itemSorter={null} content={<Chart.Legend />} /> : null}
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
    </Box>
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
  // The series are the parts (named by their label), so the legend and tooltip find each part's colour.
  const chart = useChart<Record<string, string | number>>({
    data: parts.map((part) => ({ name: part.label, value: part.value, color: part.color })),
    series: parts.map((part) => ({ name: part.label, color: part.color })),
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
        <Legend itemSorter={null} content={<Chart.Legend nameKey="name" />} />
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
          {parts.map((part) => (
            <Cell key={part.id} fill={chart.color(part.color)} />
          ))}
        </Pie>
      </PieChart>
    </Chart.Root>
  );
}
