/** A grouped bar chart drawn as SVG, with the data as a hidden table. */
import { Box, chakra } from '@chakra-ui/react';
import { ChartFrame } from './chart-frame';
import type { BarChartProps } from './chart-types';
import { formatCompact, formatNumber, labelStride, seriesColor, useElementWidth, valueAxisLayout } from './chart-utils';

const MARGIN = { top: 12, right: 8, bottom: 28 } as const;

export function BarChart({
  title,
  showTitle = true,
  description,
  height = 240,
  formatValue = formatNumber,
  formatTick = formatCompact,
  categories,
  series,
  categoryLabel = 'Category',
}: BarChartProps) {
  const [ref, width] = useElementWidth(600);
  const { ticks, tickLabels, left, plotWidth, plotBottom, y } = valueAxisLayout(
    series.flatMap((bars) => bars.values),
    formatTick,
    { width, height },
    MARGIN,
  );
  const band = plotWidth / Math.max(1, categories.length);
  const groupWidth = band * 0.72;
  const barWidth = groupWidth / Math.max(1, series.length);
  const stride = labelStride(categories.length, plotWidth);

  return (
    <ChartFrame
      title={title}
      showTitle={showTitle}
      description={description}
      legend={series.map((bars, index) => ({ label: bars.label, color: seriesColor(index), dash: 'swatch' }))}
      table={{
        categoryHeader: categoryLabel,
        valueHeaders: series.map((bars) => bars.label),
        rows: categories.map((category, index) => ({
          category,
          values: series.map((bars) => (bars.values[index] === undefined ? '' : formatValue(bars.values[index]))),
        })),
      }}
    >
      <Box ref={ref} width="full">
        <chakra.svg role="img" aria-label={`${title}, bar chart`} width={`${width}px`} height={`${height}px`} display="block">
          <g aria-hidden="true">
            {ticks.map((tick, index) => (
              <g key={tick}>
                <chakra.line
                  x1={left}
                  x2={left + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke={tick === 0 ? 'border.emphasized' : 'border'}
                />
                <chakra.text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="xs" fill="fg.muted">
                  {tickLabels[index]}
                </chakra.text>
              </g>
            ))}
            {categories.map((category, index) =>
              index % stride === 0 ? (
                <chakra.text
                  key={category}
                  x={left + band * (index + 0.5)}
                  y={plotBottom + 18}
                  textAnchor="middle"
                  fontSize="xs"
                  fill="fg.muted"
                >
                  {category}
                </chakra.text>
              ) : null,
            )}
          </g>
          {series.map((bars, seriesIndex) => (
            <g key={bars.id} data-series={bars.id}>
              {bars.values.map((value, index) => {
                const top = y(Math.max(0, value));
                const bottom = y(Math.min(0, value));
                return (
                  <chakra.rect
                    key={index}
                    x={left + band * index + (band - groupWidth) / 2 + barWidth * seriesIndex}
                    y={top}
                    width={Math.max(1, barWidth - 2)}
                    height={Math.max(0, bottom - top)}
                    rx="2"
                    fill={seriesColor(seriesIndex)}
                  >
                    <title>{`${bars.label}, ${categories[index] ?? ''}: ${formatValue(value)}`}</title>
                  </chakra.rect>
                );
              })}
            </g>
          ))}
        </chakra.svg>
      </Box>
    </ChartFrame>
  );
}

export default BarChart;
