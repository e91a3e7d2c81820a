/** The payment plans inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answering, backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { PaymentPlanPage } from '../plan/plan-page';
import { PaymentPlansPage } from './plans-page';

const Screen = dashboardScreen({
  'payments/admin/plans': <PaymentPlansPage />,
  'payments/admin/plans/:planId': <PaymentPlanPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const PLANS = '/dashboard/payments/admin/plans';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Pricing/Payment plans',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every plan with its type, schedule, down payment and trial; the featured ones first, in display order. */
export const Admin: Story = {
  render: () => <Screen role="admin" path={PLANS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Featured plans, in display order' }, LOADED)).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Edit “/ }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** One plan's terms, with the other plans of its type. */
export const Plan: Story = {
  render: () => <Screen role="admin" path={`${PLANS}/2`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /^Other plans of this type/ }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listPaymentPlans')),
  render: () => <Screen role="admin" path={PLANS} />,
};

/** No plans yet: New payment plan. */
export const Empty: Story = {
  parameters: backendWith(empty('listPaymentPlans'), answering('listFeaturedPaymentPlans', [])),
  render: () => <Screen role="admin" path={PLANS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No payment plans yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listPaymentPlans')),
  render: () => <Screen role="admin" path={PLANS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};
