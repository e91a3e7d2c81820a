import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, CreditCard, TriangleAlert } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Timeline } from './timeline';

const now = Date.parse('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  args: {
    label: 'Enrollment history',
    now,
    events: [
      {
        id: '1',
        title: 'Payment received',
        description: 'Ksh 5,000.00 via M-Pesa',
        time: now - 2 * HOUR,
        tone: 'success',
        icon: <CreditCard size={14} />,
      },
      {
        id: '2',
        title: 'Installment overdue',
        description: 'Second installment of Ksh 5,000.00',
        time: now - 3 * DAY,
        tone: 'danger',
        toneLabel: 'overdue',
        icon: <TriangleAlert size={14} />,
      },
      { id: '3', title: 'Enrolled in Web Development', time: now - 12 * DAY, tone: 'brand', icon: <BookOpen size={14} /> },
      { id: '4', title: 'Account created', time: now - 40 * DAY },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Enrollment history' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByText('2h ago')).toBeVisible();
  },
};

export const ServiceTimeRule: Story = { args: { timeVariant: 'service' } };

export const DarkMode: Story = { globals: { colorMode: 'dark' } };
