/** Props shared by the charts. Kept apart from the chart modules so importing the types loads no chart. */

export interface ChartSeries {
  /** Stable key. */
  id: string;
  /** Shown in the legend and as a column of the data table. */
  label: string;
  /** One value per category, in the categories' order. */
  values: readonly number[];
}

interface ChartBaseProps {
  /** What the chart shows ('Monthly revenue'); its accessible name and data-table caption. */
  title: string;
  /** Shows the title above the chart. Defaults to true. */
  showTitle?: boolean;
  /** A sentence under the title. */
  description?: string;
  /** Height of the drawing in px. Defaults to 240. */
  height?: number;
  /** Formats values in the data table and tooltips, e.g. formatMoney. Defaults to en-KE numbers. */
  formatValue?: (value: number) => string;
}

export interface CategoryChartProps extends ChartBaseProps {
  /** The x-axis categories ('Jan', 'Feb'…). */
  categories: readonly string[];
  /** The series; each has one value per category. */
  series: readonly ChartSeries[];
  /** The header of the categories column in the data table. Defaults to 'Category'. */
  categoryLabel?: string;
  /** Formats the y-axis ticks. Defaults to compact numbers ('12.5K'). */
  formatTick?: (value: number) => string;
}

export type LineChartProps = CategoryChartProps;
export type BarChartProps = CategoryChartProps;

export interface DonutSegment {
  /** Stable key. */
  id: string;
  /** The part's name ('Paid'). */
  label: string;
  /** Its size; negative values count as 0. */
  value: number;
  /** A colour token; defaults to the series palette. */
  color?: string;
}

export interface DonutChartProps extends ChartBaseProps {
  /** The parts of the whole. */
  segments: readonly DonutSegment[];
  /** Small text under the total in the middle. Defaults to 'Total'. */
  centerLabel?: string;
  /** The header of the parts column in the data table. Defaults to 'Category'. */
  categoryLabel?: string;
}
