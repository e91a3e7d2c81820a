/** Every course's prices inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CoursePricesPage } from './course-prices-page';

const Screen = dashboardScreen({
  'payments/admin/course-prices': <CoursePricesPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const PRICES = '/dashboard/payments/admin/course-prices';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Pricing/Course prices',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each price with its plan, the price before the discount and its window; the offers running now above. */
export const Admin: Story = {
  render: () => <Screen role="admin" path={PRICES} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: /^Edit price of / }, LOADED))[0]).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listCoursePrices')),
  render: () => <Screen role="admin" path={PRICES} />,
};

/** No prices yet: they are given on a course's settings. */
export const Empty: Story = {
  parameters: backendWith(empty('listCoursePrices')),
  render: () => <Screen role="admin" path={PRICES} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No course prices yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listCoursePrices')),
  render: () => <Screen role="admin" path={PRICES} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};
