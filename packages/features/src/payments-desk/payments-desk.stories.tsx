/** The payments desk inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { GatewayLogPage } from './gateway-log/gateway-log-page';
import { GatewayLogsPage } from './gateway-logs/gateway-logs-page';
import { PaymentsOverviewPage } from './overview/overview-page';
import { AdminPaymentPage } from './payment/payment-page';
import { AdminPaymentsPage } from './payments/payments-page';

const Screen = dashboardScreen({
  'payments/admin/overview': <PaymentsOverviewPage />,
  'payments/admin/payments': <AdminPaymentsPage />,
  'payments/admin/payments/:paymentId': <AdminPaymentPage />,
  'payments/admin/gateway-logs': <GatewayLogsPage />,
  'payments/admin/gateway-logs/:logId': <GatewayLogPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const OVERVIEW = '/dashboard/payments/admin/overview';
const PAYMENTS = '/dashboard/payments/admin/payments';
const LOGS = '/dashboard/payments/admin/gateway-logs';
/** Seeded: payment 6 failed (M-Pesa), payment 1 completed; log 1 is an M-Pesa callback with its body. */
const FAILED_PAYMENT = `${PAYMENTS}/6`;
const COMPLETED_PAYMENT = `${PAYMENTS}/1`;
const LOG = `${LOGS}/1`;
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Payments desk',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: revenue, what is owed and awaited, counts opening the payments they count, revenue by month. */
export const Overview: Story = {
  render: () => <Screen role="admin" path={OVERVIEW} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payments overview' })).toBeVisible();
    await expect(await canvas.findByText('Total revenue', undefined, LOADED)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Payments desk' })).toBeVisible();
  },
};

export const OverviewLoading: Story = {
  parameters: backendWith(loading('getAdminPaymentOverview')),
  render: () => <Screen role="admin" path={OVERVIEW} />,
};

/** A period without revenue says so, with the way to every payment. */
export const OverviewEmptyPeriod: Story = {
  render: () => <Screen role="admin" path={`${OVERVIEW}?start_date=2020-01-01&end_date=2020-01-31`} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No revenue in this period' }, LOADED)).toBeVisible();
  },
};

export const OverviewFailing: Story = {
  parameters: backendWith(failing('getAdminPaymentOverview')),
  render: () => <Screen role="admin" path={OVERVIEW} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** An admin: every payment with its learner and course, filters, and Record a payment. */
export const Payments: Story = {
  render: () => <Screen role="admin" path={PAYMENTS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('link', { name: /^PAY-/ }, LOADED)).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: 'Record a payment' })[0]).toBeVisible();
  },
};

/** An accountant reads every payment; recording one is admins' work. */
export const PaymentsAccountant: Story = {
  render: () => <Screen role="accountant" path={PAYMENTS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('link', { name: /^PAY-/ }, LOADED)).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Record a payment' })).toBeNull();
  },
};

export const PaymentsLoading: Story = {
  parameters: backendWith(loading('listAdminPayments')),
  render: () => <Screen role="admin" path={PAYMENTS} />,
};

export const PaymentsEmpty: Story = {
  parameters: backendWith(empty('listAdminPayments')),
  render: () => <Screen role="admin" path={PAYMENTS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No payments yet' }, LOADED)).toBeVisible();
  },
};

export const PaymentsFailing: Story = {
  parameters: backendWith(failing('listAdminPayments')),
  render: () => <Screen role="admin" path={PAYMENTS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** A failed payment for an admin: Retry payment, Correct and Delete. */
export const FailedPayment: Story = {
  render: () => <Screen role="admin" path={FAILED_PAYMENT} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry payment' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** An accountant reads a completed payment, its receipt linked; no admin actions. */
export const PaymentAccountant: Story = {
  render: () => <Screen role="accountant" path={COMPLETED_PAYMENT} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'The learner’s receipt' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Correct' })).toBeNull();
  },
};

export const PaymentLoading: Story = {
  parameters: backendWith(loading('getAdminPayment')),
  render: () => <Screen role="admin" path={FAILED_PAYMENT} />,
};

export const PaymentNotFound: Story = {
  parameters: backendWith(failing('getAdminPayment', 404, 'Not found.')),
  render: () => <Screen role="admin" path={FAILED_PAYMENT} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Back to all payments' }, LOADED)).toBeVisible();
  },
};

/** Every gateway exchange, each naming its payment. */
export const GatewayLogs: Story = {
  render: () => <Screen role="admin" path={LOGS} />,
  play: async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByRole('link', { name: /stk_callback|charge\./ }, LOADED)).length,
    ).toBeGreaterThan(0);
  },
};

export const GatewayLogsLoading: Story = {
  parameters: backendWith(loading('listPaymentGatewayLogs')),
  render: () => <Screen role="admin" path={LOGS} />,
};

export const GatewayLogsEmpty: Story = {
  parameters: backendWith(empty('listPaymentGatewayLogs')),
  render: () => <Screen role="admin" path={LOGS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No gateway exchanges yet' }, LOADED)).toBeVisible();
  },
};

export const GatewayLogsFailing: Story = {
  parameters: backendWith(failing('listPaymentGatewayLogs')),
  render: () => <Screen role="admin" path={LOGS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};

/** One exchange: its facts, the response as indented JSON, the payment linked. */
export const GatewayLog: Story = {
  render: () => <Screen role="admin" path={LOG} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Response' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^PAY-/ })).toBeVisible();
  },
};

export const GatewayLogLoading: Story = {
  parameters: backendWith(loading('getPaymentGatewayLog')),
  render: () => <Screen role="admin" path={LOG} />,
};

export const GatewayLogNotFound: Story = {
  parameters: backendWith(failing('getPaymentGatewayLog', 404, 'Not found.')),
  render: () => <Screen role="admin" path={LOG} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Back to gateway logs' }, LOADED)).toBeVisible();
  },
};
