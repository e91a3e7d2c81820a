/** Following up the money: enrollment analytics (admins) and the defaulters (finance staff), in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { DefaultersPage } from './defaulters/defaulters-page';
import { EnrollmentAnalyticsPage } from './enrollment-analytics/enrollment-analytics-page';

const Screen = dashboardScreen({
  'payments/admin/enrollment-analytics': <EnrollmentAnalyticsPage />,
  'payments/admin/defaulters': <DefaultersPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const ANALYTICS = '/dashboard/payments/admin/enrollment-analytics';
const DEFAULTERS = '/dashboard/payments/admin/defaulters';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Payments desk/Follow-up',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the figures, enrollments and revenue by month, by status and the top courses (each bar a link). */
export const Analytics: Story = {
  render: () => <Screen role="admin" path={ANALYTICS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Enrollment analytics' })).toBeVisible();
    await expect(await canvas.findByText('Trial conversion', undefined, LOADED)).toBeVisible();
  },
};

/** Narrowed to this year and one course (seeded course 43, UI/UX Design with Figma): its figures and
 * statuses, its revenue instead of the revenue per enrollment, and no top courses. */
export const AnalyticsOneCourse: Story = {
  render: () => <Screen role="admin" path={`${ANALYTICS}?range=year&course_id=43`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Paid for this course’s enrollments', undefined, LOADED)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Range' })).toHaveValue('year');
  },
};

/** A custom range that ends before it starts: said on To, nothing asked of the server. */
export const AnalyticsBackwardsRange: Story = {
  render: () => <Screen role="admin" path={`${ANALYTICS}?range=custom&start_date=2026-05-01&end_date=2026-04-30`} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The end of the range cannot be before its start.', undefined, LOADED),
    ).toBeVisible();
  },
};

export const AnalyticsLoading: Story = {
  parameters: backendWith(loading('getAdminEnrollmentAnalytics'), loading('getPaymentEnrollmentTrends')),
  render: () => <Screen role="admin" path={ANALYTICS} />,
};

export const AnalyticsFailing: Story = {
  parameters: backendWith(failing('getPaymentEnrollmentTrends')),
  render: () => <Screen role="admin" path={ANALYTICS} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Could not load enrollments by month' }, LOADED),
    ).toBeVisible();
  },
};

/** An accountant: every overdue debt, most days late first, with Remind on each row. */
export const Defaulters: Story = {
  render: () => <Screen role="accountant" path={DEFAULTERS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Defaulters' }, LOADED)).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Remind / }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** Remind one learner: how to send it, and the learner, debt and amount named. */
export const RemindOne: Story = {
  render: () => <Screen role="admin" path={DEFAULTERS} />,
  play: async ({ canvasElement }) => {
    const [first] = await within(canvasElement).findAllByRole('button', { name: /^Remind / }, LOADED);
    if (first) await userEvent.click(first);
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', undefined, LOADED));
    await waitFor(() => expect(dialog.getByRole('radiogroup', { name: 'Send by' })).toBeVisible(), LOADED);
  },
};

export const DefaultersEmpty: Story = {
  parameters: backendWith(empty('listPaymentDefaulters')),
  render: () => <Screen role="admin" path={DEFAULTERS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nobody is late' }, LOADED)).toBeVisible();
  },
};

export const DefaultersLoading: Story = {
  parameters: backendWith(loading('listPaymentDefaulters')),
  render: () => <Screen role="admin" path={DEFAULTERS} />,
};

export const DefaultersFailing: Story = {
  parameters: backendWith(failing('listPaymentDefaulters')),
  render: () => <Screen role="admin" path={DEFAULTERS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBeGreaterThan(0);
  },
};
