/** Props shared by the charts. Kept apart from the drawing code so importing the types loads no chart. */

export interface ChartSeries {
  /** Stable key. */
  id: string;
  /** Shown in the legend, the tooltip and as a column of the data table. */
  label: string;
  /** One value per category, in the categories' order. */
  values: readonly number[];
  /** A colour token; defaults to the series palette. */
  color?: string;
}

interface ChartBaseProps {
  /** What the chart shows ('Monthly revenue'); its accessible name and data-table caption. */
  title: string;
  /** Shows the title above the chart. Defaults to true; hide it when a card heading already names the chart. */
  showTitle?: boolean;
  /** A sentence under the title. */
  description?: string;
  /** Height of the drawing in px; the skeleton shown while the drawing loads has the same height. */
  height?: number;
  /** Formats values in the table, the summary and tooltips, e.g. formatMoney. Defaults to en-KE numbers. */
  formatValue?: (value: number) => string;
  /** The header of the categories column in the data table. Defaults to 'Category'. */
  categoryLabel?: string;
  /** Makes each category's name in the data table a link (e.g. to a list filtered by it). */
  categoryHref?: (category: string, index: number) => string | undefined;
  /** Called when a bar or part is clicked (mouse users; keyboard users follow the table's links). */
  onCategorySelect?: (category: string, index: number) => void;
}

export interface CategoryChartProps extends ChartBaseProps {
  /** The categories along the axis ('Jan', 'Feb'…, or 'New', 'Resolved'…). */
  categories: readonly string[];
  /** The series; each has one value per category. */
  series: readonly ChartSeries[];
  /** Formats the value-axis ticks. Defaults to compact numbers ('12.5K'). */
  formatTick?: (value: number) => string;
}

/** Trends over time: one line per series. */
export type LineChartProps = CategoryChartProps;

export interface BarChartProps extends CategoryChartProps {
  /** Bars grow sideways with the names on the left: for long category names or many categories. */
  horizontal?: boolean;
  /** Stacks the series of a category into one bar. */
  stacked?: boolean;
}

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

/** Shares of a whole. */
export interface DonutChartProps extends ChartBaseProps {
  /** The parts of the whole. */
  segments: readonly DonutSegment[];
  /** Small text under the total in the middle. Defaults to 'Total'. */
  centerLabel?: string;
}
