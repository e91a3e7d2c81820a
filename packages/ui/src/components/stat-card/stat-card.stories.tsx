import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid } from '@chakra-ui/react';
import { BookOpen, CalendarClock, Users, Wallet } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { formatMoney } from '@ujuzi/domain';
import { StatCard, trendOfChange } from './stat-card';

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: { label: 'Active enrollments', value: '128', help: 'Across 12 courses', icon: <BookOpen /> },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = [(Story: () => React.JSX.Element) => <div style={{ maxWidth: 320 }}>{Story()}</div>];

export const Default: Story = { decorators: narrow };

export const TrendUp: Story = {
  decorators: narrow,
  args: {
    label: 'Fee collection',
    value: formatMoney('1254300.5'),
    help: undefined,
    icon: <Wallet />,
    trend: { direction: 'up', value: '12%', label: 'vs last month' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ksh 1,254,300.50')).toBeVisible();
    await expect(canvas.getByText('Up 12% vs last month')).toBeInTheDocument();
  },
};

export const TrendDownIsGood: Story = {
  decorators: narrow,
  args: {
    label: 'Overdue installments',
    value: '4',
    help: undefined,
    icon: <CalendarClock />,
    trend: { direction: 'down', value: '3', label: 'since last week', upIsGood: false },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Down 3 since last week')).toBeInTheDocument();
  },
};

/** The change between two periods, computed: 14 inquiries this month after 10 last month. */
export const ChangeBetweenPeriods: Story = {
  decorators: narrow,
  args: {
    label: 'Inquiries this month',
    value: '14',
    help: undefined,
    icon: <Users />,
    trend: trendOfChange(14, 10, { label: 'vs last month', upIsGood: false }),
    href: '/dashboard/contact/inquiries',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Up 40% vs last month')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Inquiries this month' })).toHaveAttribute(
      'href',
      '/dashboard/contact/inquiries',
    );
  },
};

export const Dashboard: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <StatCard
        label="Total students"
        value="1,204"
        icon={<Users />}
        trend={{ direction: 'up', value: '8%', label: 'this term' }}
      />
      <StatCard label="Active enrollments" value="128" icon={<BookOpen />} help="Across 12 courses" />
      <StatCard
        label="Fee collection"
        value={formatMoney(845000)}
        icon={<Wallet />}
        trend={{ direction: 'flat', value: '0%', label: 'vs last month' }}
      />
      <StatCard
        label="Overdue installments"
        value="4"
        icon={<CalendarClock />}
        trend={{ direction: 'up', value: '2', label: 'since last week', upIsGood: false }}
      />
    </SimpleGrid>
  ),
};

export const DashboardDark: Story = { ...Dashboard, globals: { colorMode: 'dark' } };
