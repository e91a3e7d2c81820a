/** The refund queue, a refund's page and a payment's refunds, inside the dashboard shell, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { ReceiptPage } from '../receipt/receipt-page';
import { RefundPage } from '../refund/refund-page';
import { RefundsPage } from './refunds-page';

const Screen = dashboardScreen({
  'payments/admin/refunds': <RefundsPage />,
  'payments/admin/refunds/:refundId': <RefundPage />,
  'payments/receipts/:paymentId': <ReceiptPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const REFUNDS = '/dashboard/payments/admin/refunds';
const LOADED = { timeout: 15_000 };
const refundIn = (status: string) => getMockDatabase().payments.refunds.find((row) => row.status === status)?.id ?? 0;
const paidPayment = () => getMockDatabase().payments.payments.find((row) => row.status === 'completed')?.id ?? 0;

const meta = {
  title: 'Screens/Payments/Refunds',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The queue, pending first, filtered by status, gateway and the date asked. */
export const Queue: Story = {
  render: () => <Screen role="admin" path={REFUNDS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    await expect((await canvas.findAllByRole('link', { name: /^RFD-/ }, LOADED)).length).toBeGreaterThan(0);
  },
};

export const QueuePhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  ...Queue,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const QueueLoading: Story = {
  parameters: backendWith(loading('listPaymentRefunds')),
  render: () => <Screen role="admin" path={REFUNDS} />,
};

/** No refund requests: the way to a payment to start one. */
export const QueueEmpty: Story = {
  parameters: backendWith(empty('listPaymentRefunds')),
  render: () => <Screen role="admin" path={REFUNDS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No refund requests' }, LOADED)).toBeVisible();
  },
};

export const QueueFailing: Story = {
  parameters: backendWith(failing('listPaymentRefunds')),
  render: () => <Screen role="admin" path={REFUNDS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** A pending refund: Approve opens the form that names the learner, the course and the amount. */
export const Pending: Story = {
  render: () => <Screen role="admin" path={`${REFUNDS}/${refundIn('pending')}`} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Approve' }, LOADED));
    const dialog = within(await page.findByRole('dialog', { name: /^Approve the refund to / }));
    await expect(await dialog.findByRole('textbox', { name: /^Amount to refund/ }, LOADED)).toBeVisible();
  },
};

export const PendingPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Screen role="admin" path={`${REFUNDS}/${refundIn('pending')}`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Reject' }, LOADED)).toBeVisible();
  },
};

/** A rejected refund: the reason given, no actions. */
export const Rejected: Story = {
  render: () => <Screen role="admin" path={`${REFUNDS}/${refundIn('rejected')}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Reason given', undefined, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

export const RefundLoading: Story = {
  parameters: backendWith(loading('getPaymentRefund')),
  render: () => <Screen role="admin" path={`${REFUNDS}/1`} />,
};

export const RefundFailing: Story = {
  parameters: backendWith(failing('getPaymentRefund')),
  render: () => <Screen role="admin" path={`${REFUNDS}/1`} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

export const RefundNotFound: Story = {
  render: () => <Screen role="admin" path={`${REFUNDS}/999999`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Back to refunds' }, LOADED)).toBeVisible();
  },
};

/** A paid payment's page as an admin sees it: what was refunded, and Start a refund. */
export const PaymentPage: Story = {
  render: () => <Screen role="admin" path={`/dashboard/payments/receipts/${paidPayment()}`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Start a refund' }, LOADED)).toBeVisible();
  },
};
