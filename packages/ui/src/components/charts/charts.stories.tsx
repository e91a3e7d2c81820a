import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid } from '@chakra-ui/react';
import { formatMoney } from '@ujuzi/domain';
import { expect, within } from 'storybook/test';
import { ENROLLMENTS, MONTHS, PAYMENT_STATUS, REVENUE } from './charts.fixtures';
import { ChartSkeleton, LazyBarChart, LazyDonutChart, LazyLineChart } from './lazy-charts';

const meta = {
  title: 'Components/Charts',
  component: LazyLineChart,
  args: {
    title: 'Monthly revenue',
    categories: MONTHS,
    series: REVENUE,
    categoryLabel: 'Month',
    formatValue: (value: number) => formatMoney(value),
  },
} satisfies Meta<typeof LazyLineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Monthly revenue, line chart' })).toBeVisible();
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

export const Bar: Story = {
  render: () => (
    <LazyBarChart title="Enrollments per month" categories={MONTHS.slice(0, 6)} series={ENROLLMENTS} categoryLabel="Month" />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Enrollments per month, bar chart' })).toBeVisible();
  },
};

export const Donut: Story = {
  render: () => <LazyDonutChart title="Installments by status" segments={PAYMENT_STATUS} centerLabel="Installments" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Installments by status, donut chart' })).toBeVisible();
  },
};

export const Loading: Story = { render: () => <ChartSkeleton title="Monthly revenue" height={240} /> };

export const Dashboard: Story = {
  render: (args) => (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
      <LazyLineChart {...args} />
      <LazyBarChart title="Enrollments per month" categories={MONTHS.slice(0, 6)} series={ENROLLMENTS} />
      <LazyDonutChart title="Installments by status" segments={PAYMENT_STATUS} />
    </SimpleGrid>
  ),
};

export const Mobile: Story = { ...Dashboard, globals: { viewport: { value: 'mobile' } } };

export const DarkMode: Story = { ...Dashboard, globals: { colorMode: 'dark' } };
