/** The attendance card of the staff homes in its states (the homes' own stories show it in place). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { AttendanceSummaryCard } from './attendance-summary';

const Screen = dashboardScreen({ '': <AttendanceSummaryCard />, '*': <RoutePage pathname="/dashboard" /> }, 'teacher');
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Dashboard home/Attendance card',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rate and today's marks, each linked to its records, and the quick mark. */
export const Teacher: Story = {
  render: () => <Screen path="/dashboard" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Attendance rate', undefined, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark for today' })).toBeVisible();
  },
};
export const Admin: Story = { render: () => <Screen role="admin" path="/dashboard" /> };
export const Loading: Story = { ...Admin, parameters: backendWith(loading('getAttendanceSummary')) };
export const Failing: Story = {
  ...Admin,
  parameters: backendWith(failing('getAttendanceSummary')),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};
