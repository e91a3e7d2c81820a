/** A donut chart drawn as SVG: the parts of a whole, the total in the middle, the data as a hidden table. */
import { Box, chakra } from '@chakra-ui/react';
import { percentage } from '@ujuzi/domain';
import { ChartFrame } from './chart-frame';
import type { DonutChartProps } from './chart-types';
import { formatNumber, seriesColor } from './chart-utils';

/** The SVG path of a ring segment between two angles (radians, clockwise from 12 o'clock). */
export function arcPath(cx: number, cy: number, outer: number, inner: number, start: number, end: number): string {
  // A full circle cannot be one arc: stop just short of it.
  const sweep = Math.min(end - start, Math.PI * 2 - 1e-4);
  const stop = start + sweep;
  const point = (radius: number, angle: number) =>
    `${(cx + radius * Math.sin(angle)).toFixed(2)} ${(cy - radius * Math.cos(angle)).toFixed(2)}`;
  const large = sweep > Math.PI ? 1 : 0;
  return [
    `M${point(outer, start)}`,
    `A${outer} ${outer} 0 ${large} 1 ${point(outer, stop)}`,
    `L${point(inner, stop)}`,
    `A${inner} ${inner} 0 ${large} 0 ${point(inner, start)}`,
    'Z',
  ].join('');
}

/** Start and end angles of each segment, in order, clockwise from 12 o'clock. */
export function donutArcs(values: readonly number[], total: number): { start: number; end: number; index: number }[] {
  const turns = values.map((value) => (total ? (value / total) * Math.PI * 2 : 0));
  return turns.map((turn, index) => {
    const start = turns.slice(0, index).reduce((sum, previous) => sum + previous, 0);
    return { start, end: start + turn, index };
  });
}

export function DonutChart({
  title,
  showTitle = true,
  description,
  height = 220,
  formatValue = formatNumber,
  segments,
  centerLabel = 'Total',
  categoryLabel = 'Category',
}: DonutChartProps) {
  const values = segments.map((segment) => Math.max(0, segment.value));
  const total = values.reduce((sum, value) => sum + value, 0);
  const size = height;
  const outer = size / 2 - 4;
  const inner = outer * 0.62;
  const colors = segments.map((segment, index) => segment.color ?? seriesColor(index));
  const share = (value: number) => `${percentage(value, total)}%`;

  const arcs = donutArcs(values, total);

  return (
    <ChartFrame
      title={title}
      showTitle={showTitle}
      description={description}
      legend={segments.map((segment, index) => ({
        label: segment.label,
        color: colors[index] ?? 'brand.solid',
        dash: 'swatch',
        detail: `${formatValue(values[index] ?? 0)} (${share(values[index] ?? 0)})`,
      }))}
      table={{
        categoryHeader: categoryLabel,
        valueHeaders: ['Value', 'Share'],
        rows: [
          ...segments.map((segment, index) => ({
            category: segment.label,
            values: [formatValue(values[index] ?? 0), share(values[index] ?? 0)],
          })),
          { category: centerLabel, values: [formatValue(total), total ? '100%' : '0%'] },
        ],
      }}
    >
      <Box width="full" display="flex" justifyContent="center">
        <chakra.svg
          role="img"
          aria-label={`${title}, donut chart`}
          width={`${size}px`}
          height={`${size}px`}
          viewBox={`0 0 ${size} ${size}`}
          display="block"
        >
          <chakra.circle
            cx={size / 2}
            cy={size / 2}
            r={(outer + inner) / 2}
            fill="none"
            stroke="bg.muted"
            strokeWidth={outer - inner}
          />
          {arcs.map(({ start, end, index }) =>
            end > start ? (
              <chakra.path
                key={segments[index]?.id}
                d={arcPath(size / 2, size / 2, outer, inner, start, end)}
                fill={colors[index]}
                stroke="bg.panel"
                strokeWidth="2"
              >
                <title>{`${segments[index]?.label}: ${formatValue(values[index] ?? 0)} (${share(values[index] ?? 0)})`}</title>
              </chakra.path>
            ) : null,
          )}
          <g aria-hidden="true">
            <chakra.text
              x={size / 2}
              y={size / 2}
              textAnchor="middle"
              fontWeight="bold"
              fontSize={size >= 200 ? 'xl' : 'md'}
              fill="fg"
            >
              {formatValue(total)}
            </chakra.text>
            <chakra.text x={size / 2} y={size / 2} dy="1.6em" textAnchor="middle" fontSize="xs" fill="fg.muted">
              {centerLabel}
            </chakra.text>
          </g>
        </chakra.svg>
      </Box>
    </ChartFrame>
  );
}

export default DonutChart;
