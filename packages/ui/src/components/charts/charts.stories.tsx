import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid } from '@chakra-ui/react';
import { formatMoney } from '@ujuzi/domain';
import { expect, userEvent, within } from 'storybook/test';
import { DataSaverProvider } from '../../data-saver';
import { ENROLLMENTS, MONTHS, PAYMENT_STATUS, REVENUE } from './charts.fixtures';
import { BarChart, ChartSkeleton, DonutChart, LineChart } from './charts';

const meta = {
  title: 'Components/Charts',
  component: LineChart,
  args: {
    title: 'Monthly revenue',
    categories: MONTHS,
    series: REVENUE,
    categoryLabel: 'Month',
    formatValue: (value: number) => formatMoney(value),
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first story to draw loads Recharts through the dev server: give it time. */
const DRAWING_LOADED = { timeout: 15_000 };

const INQUIRY_STATUS = ['New', 'In progress', 'Resolved', 'Closed'];

/** Trends over time: a line per series, with a legend; the chart is focusable and named. */
export const Line: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawing = await canvas.findByRole('img', { name: 'Monthly revenue, line chart' }, DRAWING_LOADED);
    await expect(drawing).toBeVisible();
    await userEvent.tab();
    await expect(drawing).toHaveFocus();
    const table = canvas.getByRole('table', { name: 'Monthly revenue' });
    await expect(within(table).getByRole('rowheader', { name: 'Dec' })).toBeInTheDocument();
  },
};

export const LineSingleSeries: Story = {
  args: {
    title: 'Active learners',
    series: [
      { id: 'learners', label: 'Learners', values: [820, 910, 1005, 990, 1120, 1260, 1390, 1420, 1510, 1675, 1800, 1930] },
    ],
    formatValue: undefined,
    description: 'Learners who opened a lesson each month',
  },
};

/** Bars by category, two series side by side. */
export const Bar: Story = {
  render: () => (
    <BarChart title="Enrollments per month" categories={MONTHS.slice(0, 6)} series={ENROLLMENTS} categoryLabel="Month" />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Enrollments per month, bar chart' }, DRAWING_LOADED),
    ).toBeVisible();
  },
};

export const BarStacked: Story = {
  render: () => (
    <BarChart title="Enrollments per month" categories={MONTHS.slice(0, 6)} series={ENROLLMENTS} categoryLabel="Month" stacked />
  ),
};

/** Sideways bars for long names; each category links to its list (in the table, and by clicking a bar). */
export const BarHorizontalWithLinks: Story = {
  render: () => (
    <BarChart
      title="Inquiries by category"
      categories={['Admissions', 'Fees and payments', 'Technical support', 'Other']}
      series={[{ id: 'count', label: 'Inquiries', values: [9, 6, 4, 2] }]}
      categoryLabel="Category"
      horizontal
      height={200}
      categoryHref={(_, index) => `/dashboard/contact/inquiries?category=${index + 1}`}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Inquiries by category, bar chart' }, DRAWING_LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table: Inquiries by category' }));
    const link = within(canvas.getByRole('table', { name: 'Inquiries by category' })).getByRole('link', { name: 'Admissions' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/dashboard/contact/inquiries?category=1');
  },
};

/** Shares of a whole, the total in the middle. */
export const Donut: Story = {
  render: () => <DonutChart title="Installments by status" segments={PAYMENT_STATUS} centerLabel="Installments" />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Installments by status, donut chart' }, DRAWING_LOADED),
    ).toBeVisible();
  },
};

export const DonutEmpty: Story = {
  render: () => (
    <DonutChart
      title="Inquiries by status"
      segments={INQUIRY_STATUS.map((label) => ({ id: label, label, value: 0 }))}
      centerLabel="Inquiries"
    />
  ),
};

/** The data as a visible table ("Show as table"). */
export const ShownAsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table: Monthly revenue' }));
    await expect(canvas.getByRole('table', { name: 'Monthly revenue' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide table: Monthly revenue' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** While the drawing's code loads: a skeleton of the drawing's height. */
/** With the app's data saver on: the title and the data table at once, the drawing only once asked. */
export const DataSaverOn: Story = {
  render: (args) => (
    <DataSaverProvider active>
      <LineChart {...args} />
    </DataSaverProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Monthly revenue' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'Monthly revenue, line chart' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show chart: Monthly revenue' }));
    await expect(await canvas.findByRole('img', { name: 'Monthly revenue, line chart' }, DRAWING_LOADED)).toBeVisible();
  },
};

export const Loading: Story = { render: () => <ChartSkeleton title="Monthly revenue" height={240} /> };

export const Dashboard: Story = {
  render: (args) => (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
      <LineChart {...args} />
      <BarChart title="Enrollments per month" categories={MONTHS.slice(0, 6)} series={ENROLLMENTS} />
      <DonutChart title="Installments by status" segments={PAYMENT_STATUS} />
    </SimpleGrid>
  ),
};

export const Mobile: Story = { ...Dashboard, globals: { viewport: { value: 'mobile' } } };

export const DarkMode: Story = { ...Dashboard, globals: { colorMode: 'dark' } };
