/** The school-fees screens (structures, learners' fees, payments, receipts) in the dashboard shell, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { FeePaymentsPage } from './fee-payments';
import { FeeStructurePage } from './fee-structure';
import { FeeStructuresPage } from './fee-structures';
import { ReceiptPage } from './receipt';
import { ReceiptsPage } from './receipts';
import { StudentFeePage } from './student-fee';
import { StudentFeesPage } from './student-fees';

const Screen = dashboardScreen({
  'finance/fee-structures': <FeeStructuresPage />,
  'finance/fee-structures/:id': <FeeStructurePage />,
  'finance/student-fees': <StudentFeesPage />,
  'finance/student-fees/:id': <StudentFeePage />,
  'finance/fee-payments': <FeePaymentsPage />,
  'finance/receipts': <ReceiptsPage />,
  'finance/receipts/:id': <ReceiptPage />,
  '*': <RoutePage pathname="/dashboard" />,
});

const LOADED = { timeout: 15_000 };
const meta = {
  title: 'Screens/Finance/Fees',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const heading =
  (name: string | RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name }, LOADED)).toBeVisible();
  };

export const Structures: Story = {
  render: () => <Screen role="accountant" path="/dashboard/finance/fee-structures" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('button', { name: 'New fee structure' }, LOADED)).length).toBeGreaterThan(0);
  },
};
export const StructuresLoading: Story = { ...Structures, play: undefined, parameters: backendWith(loading('listFeeStructures')) };
export const StructuresEmpty: Story = {
  ...Structures,
  parameters: backendWith(empty('listFeeStructures')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No fee structures yet', undefined, LOADED)).toBeVisible();
  },
};
export const StructuresFailing: Story = {
  ...Structures,
  parameters: backendWith(failing('listFeeStructures')),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBeGreaterThan(0);
  },
};

export const Structure: Story = {
  render: () => <Screen role="admin" path="/dashboard/finance/fee-structures/1" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Bill learners' }, LOADED)).toBeVisible();
  },
};
export const StructureLoading: Story = { ...Structure, play: undefined, parameters: backendWith(loading('getFeeStructure')) };
export const StructureNotFound: Story = {
  render: () => <Screen role="admin" path="/dashboard/finance/fee-structures/9999" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This fee structure does not exist', undefined, LOADED)).toBeVisible();
  },
};

/** A parent: the children's fees, each to open and pay. */
export const FeesParent: Story = {
  render: () => <Screen role="parent" path="/dashboard/finance/student-fees" />,
  play: heading('School fees'),
};
export const FeesAccountant: Story = {
  render: () => <Screen role="accountant" path="/dashboard/finance/student-fees" />,
  play: heading('School fees'),
};
export const FeesEmpty: Story = { ...FeesParent, parameters: backendWith(empty('listStudentFees')) };
export const FeesFailing: Story = { ...FeesParent, parameters: backendWith(failing('listStudentFees')) };
export const FeesLoading: Story = { ...FeesParent, play: undefined, parameters: backendWith(loading('listStudentFees')) };

/** The demo student's fee: the parent pays it by M-Pesa; the accountant records a payment. */
export const FeeParent: Story = {
  render: () => <Screen role="parent" path="/dashboard/finance/student-fees/1" />,
  play: heading(/ for /),
};
/** Finance staff: Record a payment, Edit fee; each payment with Correct and Delete. */
export const FeeAccountant: Story = {
  render: () => <Screen role="accountant" path="/dashboard/finance/student-fees/1" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit fee' }, LOADED)).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Correct / }, LOADED))[0]).toBeVisible();
  },
};
export const FeeFailing: Story = { ...FeeParent, play: undefined, parameters: backendWith(failing('getStudentFee')) };

export const Payments: Story = {
  render: () => <Screen role="accountant" path="/dashboard/finance/fee-payments" />,
  play: heading('Fee payments'),
};
export const PaymentsEmpty: Story = { ...Payments, parameters: backendWith(empty('listFeePayments')) };
export const PaymentsFailing: Story = { ...Payments, parameters: backendWith(failing('listFeePayments')) };

export const Receipts: Story = {
  render: () => <Screen role="accountant" path="/dashboard/finance/receipts" />,
  play: heading('Receipts'),
};
export const ReceiptsStudent: Story = {
  render: () => <Screen role="student" path="/dashboard/finance/receipts" />,
  play: heading('Receipts'),
};
export const ReceiptsEmpty: Story = { ...Receipts, parameters: backendWith(empty('listFinanceReceipts')) };
export const ReceiptsFailing: Story = { ...Receipts, parameters: backendWith(failing('listFinanceReceipts')) };

/** An accountant's view: Print, Download, Cancel receipt and Delete receipt. */
export const Receipt: Story = {
  render: () => <Screen role="accountant" path="/dashboard/finance/receipts/1" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Download' }, LOADED)).toBeVisible();
    await expect(await within(canvasElement).findByRole('button', { name: 'Delete receipt' }, LOADED)).toBeVisible();
  },
};
export const ReceiptLoading: Story = { ...Receipt, play: undefined, parameters: backendWith(loading('getFinanceReceipt')) };
