/** The office's upcoming installments inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answering, backend, backendWith, dashboardScreen, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { UpcomingInstallmentsPage } from './upcoming-installments-page';

const Screen = dashboardScreen({
  'payments/admin/upcoming-installments': <UpcomingInstallmentsPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const UPCOMING = '/dashboard/payments/admin/upcoming-installments?days=90';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Payments/Upcoming installments',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every learner's installments due in the next 90 days, each with Mark paid. */
export const Accountant: Story = {
  render: () => <Screen role="accountant" path={UPCOMING} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: /^Mark paid: / }, LOADED))[0]).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listUpcomingInstallments')),
  render: () => <Screen role="admin" path={UPCOMING} />,
};

/** Nothing due in the window: the overdue ones instead. */
export const NothingDue: Story = {
  parameters: backendWith(answering('listUpcomingInstallments', [])),
  render: () => <Screen role="admin" path={UPCOMING} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nothing due in the next 90 days' }, LOADED),
    ).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listUpcomingInstallments')),
  render: () => <Screen role="admin" path={UPCOMING} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};
