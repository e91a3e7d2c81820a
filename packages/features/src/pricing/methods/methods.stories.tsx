/** A learner's saved payment methods inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { SavedMethodsPage } from './methods-page';

const Screen = dashboardScreen({ 'payments/methods': <SavedMethodsPage />, '*': <RoutePage pathname="/dashboard" /> });
const METHODS = '/dashboard/payments/methods';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Pricing/Saved payment methods',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo student's M-Pesa number (masked, the default) and card. */
export const Student: Story = {
  render: () => <Screen role="student" path={METHODS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Visa •••• 4242', undefined, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listPaymentMethods')),
  render: () => <Screen role="student" path={METHODS} />,
};

/** Nothing saved: Add a payment method. */
export const Empty: Story = {
  parameters: backendWith(empty('listPaymentMethods')),
  render: () => <Screen role="parent" path={METHODS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No saved payment methods' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listPaymentMethods')),
  render: () => <Screen role="student" path={METHODS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};
