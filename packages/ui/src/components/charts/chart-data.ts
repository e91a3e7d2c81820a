/** Pure data shaping for the charts: the drawing's rows, the data table and the spoken summary. */
import { percentage } from '@ujuzi/domain';
import type { ChartSeries, DonutSegment } from './chart-types';

/** Series colours (semantic tokens, so both colour modes work); lines also differ by dash pattern. */
export const SERIES_COLORS = ['brand.solid', 'accent.solid', 'info.solid', 'danger.solid', 'fg.muted', 'success.solid'] as const;
export const SERIES_DASHES = [undefined, '6 4', '2 3', '10 3 2 3', '1 4', '8 8'] as const;

export const seriesColor = (index: number, color?: string): string =>
  color ?? SERIES_COLORS[index % SERIES_COLORS.length] ?? 'brand.solid';
export const seriesDash = (index: number): string | undefined => SERIES_DASHES[index % SERIES_DASHES.length];

const numberFormat = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });
/** Default value text: '12,500', '3.25'. */
export const formatNumber = (value: number): string => numberFormat.format(value);

const compactFormat = new Intl.NumberFormat('en-KE', { notation: 'compact', maximumFractionDigits: 1 });
/** Axis labels stay short: '12.5K', '1.2M'. */
export const formatCompact = (value: number): string => compactFormat.format(value);

/** Shortens a name to `max` characters with an ellipsis (the full name is in the tooltip and the table). */
export const truncateLabel = (label: string, max: number): string =>
  label.length <= max ? label : `${label.slice(0, Math.max(1, max - 1)).trimEnd()}…`;

/** The key of the category in each row of the drawing's data. */
export const CATEGORY_KEY = 'category';

/** One row of a drawing: the category's name and each series' value under the series' id. */
export type ChartRow = { [CATEGORY_KEY]: string } & Record<string, string | number>;

/** The drawing's rows: one per category, each series' value under its id (missing values count as 0). */
export function categoryRows(categories: readonly string[], series: readonly ChartSeries[]): ChartRow[] {
  return categories.map((category, index) => {
    const row: ChartRow = { [CATEGORY_KEY]: category };
    for (const item of series) row[item.id] = item.values[index] ?? 0;
    return row;
  });
}

export interface ChartTableData {
  /** The header of the first column (the categories), e.g. 'Month'. */
  categoryHeader: string;
  /** Headers of the value columns. */
  valueHeaders: string[];
  /** One row per category: its name, where it links to, and its formatted values. */
  rows: { category: string; href?: string; values: string[] }[];
  /** A closing row (a donut's total). */
  footer?: { category: string; values: string[] };
}

type Href = ((category: string, index: number) => string | undefined) | undefined;

/** The table of a line or bar chart: a row per category, a column per series. */
export function categoryTable(
  categories: readonly string[],
  series: readonly ChartSeries[],
  format: (value: number) => string,
  categoryHeader: string,
  href?: Href,
): ChartTableData {
  return {
    categoryHeader,
    valueHeaders: series.map((item) => item.label),
    rows: categories.map((category, index) => ({
      category,
      href: href?.(category, index),
      values: series.map((item) => format(item.values[index] ?? 0)),
    })),
  };
}

/** A sentence naming each series' highest and lowest category, for the chart's description. */
export function categorySummary(
  categories: readonly string[],
  series: readonly ChartSeries[],
  format: (value: number) => string,
): string {
  if (categories.length === 0 || series.length === 0) return 'No data.';
  const span =
    categories.length > 1 ? `${categories.length} points, ${categories[0]} to ${categories.at(-1)}.` : `${categories[0]}.`;
  const parts = series.map((item) => {
    const values = categories.map((_, index) => item.values[index] ?? 0);
    const high = values.indexOf(Math.max(...values));
    const low = values.indexOf(Math.min(...values));
    const total = values.reduce((sum, value) => sum + value, 0);
    if (categories.length === 1) return `${item.label}: ${format(total)}.`;
    return `${item.label}: highest ${format(values[high] ?? 0)} (${categories[high]}), lowest ${format(values[low] ?? 0)} (${categories[low]}), total ${format(total)}.`;
  });
  return [span, ...parts].join(' ');
}

export interface DonutPart extends DonutSegment {
  /** The value, never negative. */
  value: number;
  /** Its share of the total in percent, 2 decimals (service spec §9's rounding). */
  share: number;
  /** Its colour token. */
  color: string;
}

/** The parts with their shares and colours, and their total. */
export function donutParts(segments: readonly DonutSegment[]): { parts: DonutPart[]; total: number } {
  const values = segments.map((segment) => Math.max(0, segment.value));
  const total = values.reduce((sum, value) => sum + value, 0);
  return {
    total,
    parts: segments.map((segment, index) => ({
      ...segment,
      value: values[index] ?? 0,
      share: percentage(values[index] ?? 0, total),
      color: seriesColor(index, segment.color),
    })),
  };
}

/** The table of a donut: value and share per part, then the total. */
export function donutTable(
  segments: readonly DonutSegment[],
  format: (value: number) => string,
  categoryHeader: string,
  href?: Href,
): ChartTableData {
  const { parts, total } = donutParts(segments);
  return {
    categoryHeader,
    valueHeaders: ['Value', 'Share'],
    rows: parts.map((part, index) => ({
      category: part.label,
      href: href?.(part.label, index),
      values: [format(part.value), `${part.share}%`],
    })),
    footer: { category: 'Total', values: [format(total), total ? '100%' : '0%'] },
  };
}

/** A sentence giving each part's share, largest first. */
export function donutSummary(segments: readonly DonutSegment[], format: (value: number) => string): string {
  const { parts, total } = donutParts(segments);
  if (total === 0) return 'Nothing to show yet: every part is 0.';
  const ordered = [...parts].sort((a, b) => b.value - a.value);
  return `Total ${format(total)}. ${ordered.map((part) => `${part.label} ${part.share}% (${format(part.value)})`).join(', ')}.`;
}
