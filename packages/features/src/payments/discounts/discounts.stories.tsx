/** The discount codes inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { DiscountsPage } from './discounts-page';

const Screen = dashboardScreen({
  'payments/admin/discounts': <DiscountsPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const DISCOUNTS = '/dashboard/payments/admin/discounts';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Payments/Discount codes',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each code with what it takes off, its dates, its uses against the limit and its courses. */
export const Admin: Story = {
  render: () => <Screen role="admin" path={DISCOUNTS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Edit “/ }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** The form, with the contract's required fields refused when left blank. */
export const CreateValidation: Story = {
  render: () => <Screen role="admin" path={DISCOUNTS} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click((await page.findAllByRole('button', { name: 'New discount code' }, LOADED))[0] as HTMLElement);
    const dialog = within(await page.findByRole('dialog', { name: 'New discount code' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Create discount code' }, LOADED));
    await expect((await dialog.findAllByText('This field is required')).length).toBeGreaterThan(0);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Screen role="admin" path={DISCOUNTS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: /^Edit “/ }, LOADED)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listDiscountCodes')),
  render: () => <Screen role="admin" path={DISCOUNTS} />,
};

/** No codes yet: New discount code. */
export const Empty: Story = {
  parameters: backendWith(empty('listDiscountCodes')),
  render: () => <Screen role="admin" path={DISCOUNTS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No discount codes yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listDiscountCodes')),
  render: () => <Screen role="admin" path={DISCOUNTS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};
