/** A line chart drawn as SVG, one line per series, with the data as a hidden table. */
import { Box, chakra } from '@chakra-ui/react';
import { ChartFrame } from './chart-frame';
import type { LineChartProps } from './chart-types';
import {
  formatCompact,
  formatNumber,
  labelStride,
  linearScale,
  valueAxisLayout,
  seriesColor,
  seriesDash,
  useElementWidth,
} from './chart-utils';

const MARGIN = { top: 12, right: 16, bottom: 28 } as const;

export function LineChart({
  title,
  showTitle = true,
  description,
  height = 240,
  formatValue = formatNumber,
  formatTick = formatCompact,
  categories,
  series,
  categoryLabel = 'Category',
}: LineChartProps) {
  const [ref, width] = useElementWidth(600);
  const { ticks, tickLabels, left, plotWidth, plotBottom, y } = valueAxisLayout(
    series.flatMap((line) => line.values),
    formatTick,
    { width, height },
    MARGIN,
  );
  const x = linearScale(0, Math.max(1, categories.length - 1), left, left + plotWidth);
  const stride = labelStride(categories.length, plotWidth);

  return (
    <ChartFrame
      title={title}
      showTitle={showTitle}
      description={description}
      legend={series.map((line, index) => ({ label: line.label, color: seriesColor(index), dash: seriesDash(index) }))}
      table={{
        categoryHeader: categoryLabel,
        valueHeaders: series.map((line) => line.label),
        rows: categories.map((category, index) => ({
          category,
          values: series.map((line) => (line.values[index] === undefined ? '' : formatValue(line.values[index]))),
        })),
      }}
    >
      <Box ref={ref} width="full">
        <chakra.svg
          role="img"
          aria-label={`${title}, line chart`}
          width={`${width}px`}
          height={`${height}px`}
          display="block"
          overflow="visible"
        >
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
                <chakra.text key={category} x={x(index)} y={plotBottom + 18} textAnchor="middle" fontSize="xs" fill="fg.muted">
                  {category}
                </chakra.text>
              ) : null,
            )}
          </g>
          {series.map((line, seriesIndex) => {
            const points = line.values.map((value, index) => [x(index), y(value)] as const);
            const d = points.map(([px, py], index) => `${index ? 'L' : 'M'}${px.toFixed(1)} ${py.toFixed(1)}`).join('');
            return (
              <g key={line.id} data-series={line.id}>
                <chakra.path
                  d={d}
                  fill="none"
                  stroke={seriesColor(seriesIndex)}
                  strokeWidth="2.5"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  strokeDasharray={seriesDash(seriesIndex)}
                />
                {points.length <= 40
                  ? points.map(([px, py], index) => (
                      <chakra.circle
                        key={index}
                        cx={px}
                        cy={py}
                        r="3.5"
                        fill="bg.panel"
                        stroke={seriesColor(seriesIndex)}
                        strokeWidth="2"
                      >
                        <title>{`${line.label}, ${categories[index] ?? ''}: ${formatValue(line.values[index] ?? 0)}`}</title>
                      </chakra.circle>
                    ))
                  : null}
              </g>
            );
          })}
        </chakra.svg>
      </Box>
    </ChartFrame>
  );
}

export default LineChart;
