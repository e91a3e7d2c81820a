/** The platform analytics screen inside the dashboard shell, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answering, backend, backendWith, dashboardScreen, failing, Landed, loading } from '../../../test/story-app';
import { PlatformAnalyticsPage } from './platform-analytics-page';

const LOADED = { timeout: 15_000 };

const Platform = dashboardScreen({ 'learning/analytics/platform': <PlatformAnalyticsPage />, '*': <Landed /> }, 'admin');
const Screen = () => <Platform path="/dashboard/learning/analytics/platform" />;

const meta = {
  title: 'Screens/Learning/Platform analytics',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Platform analytics' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'The platform' }, LOADED)).toBeVisible();
  },
};

/** No enrollment in the period chosen. */
export const NoEnrollments: Story = {
  parameters: backendWith(
    answering('getCourseEnrollmentTrends', {
      period: 'monthly',
      course_id: null,
      start_date: '2025-12-01',
      end_date: '2026-11-30',
      total_enrollments: 0,
      data: [],
    }),
  ),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No enrollments in this period' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: backendWith(
    loading('getCoursePlatformOverview'),
    loading('getCourseEnrollmentTrends'),
    loading('getCoursesAnalyticsOverview'),
  ),
  render: () => <Screen />,
};

export const Failing: Story = {
  parameters: backendWith(failing('getCoursePlatformOverview')),
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};
