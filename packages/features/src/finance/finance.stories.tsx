/** The finance screens inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../test/story-app';
import { RoutePage } from '../infra/routing/route-page';
import { ExpensesPage } from './expenses';
import { FeeCollectionPage } from './fee-collection';
import { InvoicePage } from './invoice';
import { InvoicesPage } from './invoices';

const Screen = dashboardScreen({
  'finance/invoices': <InvoicesPage />,
  'finance/invoices/:slug': <InvoicePage />,
  'finance/fee-collection': <FeeCollectionPage />,
  'finance/expenses': <ExpensesPage />,
  '*': <RoutePage pathname="/dashboard" />,
});

const INVOICES = '/dashboard/finance/invoices';
/** The demo student's first invoice: part paid, overdue. */
const INVOICE = '/dashboard/finance/invoices/1';
const FEES = '/dashboard/finance/fee-collection';
const EXPENSES = '/dashboard/finance/expenses';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Finance',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A parent: each child's invoices, with the learner named. */
export const InvoicesParent: Story = {
  render: () => <Screen role="parent" path={INVOICES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect((await canvas.findAllByRole('link', { name: /^INV-\d{4}-\d{6}$/ }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** Finance staff: every invoice, and the finance sections to move between. */
export const InvoicesAccountant: Story = {
  render: () => <Screen role="accountant" path={INVOICES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Finance' })).toBeVisible();
  },
};

export const InvoicesLoading: Story = {
  parameters: backendWith(loading('listPaymentInvoices')),
  render: () => <Screen role="student" path={INVOICES} />,
};

/** No invoices yet: the way to the learner's enrollments. */
export const InvoicesEmpty: Story = {
  parameters: backendWith(empty('listPaymentInvoices')),
  render: () => <Screen role="student" path={INVOICES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No invoices yet' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My enrollments' })).toBeVisible();
  },
};

export const InvoicesFailing: Story = {
  parameters: backendWith(failing('listPaymentInvoices')),
  render: () => <Screen role="student" path={INVOICES} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

/** The invoice as the parent sees it: lines, payments made with their receipts, and Pay the balance. */
export const InvoiceParent: Story = {
  render: () => <Screen role="parent" path={INVOICE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^Pay Ksh / }, LOADED)).toBeVisible();
    await expect((await canvas.findAllByRole('link', { name: /^Receipt for / }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** Finance staff: Void instead of Pay. */
export const InvoiceAccountant: Story = {
  render: () => <Screen role="accountant" path={INVOICE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Void' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Pay Ksh / })).toBeNull();
  },
};

export const InvoicePhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen role="parent" path={INVOICE} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const InvoiceFailing: Story = {
  parameters: backendWith(failing('getPaymentInvoice')),
  render: () => <Screen role="parent" path={INVOICE} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, LOADED)).toBeVisible();
  },
};

/** A term's collection: figures, the chart per fee, and the balances with Record. */
export const FeeCollection: Story = {
  render: () => <Screen role="accountant" path={FEES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Collected and outstanding by fee' }, LOADED)).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Record a payment from / }, LOADED)).length).toBeGreaterThan(0);
  },
};

export const FeeCollectionPhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen role="accountant" path={FEES} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const FeeCollectionLoading: Story = {
  parameters: backendWith(loading('listStudentFees')),
  render: () => <Screen role="accountant" path={FEES} />,
};

/** Nothing billed: nothing outstanding. */
export const FeeCollectionEmpty: Story = {
  parameters: backendWith(empty('listStudentFees')),
  render: () => <Screen role="accountant" path={FEES} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nothing outstanding' }, LOADED)).toBeVisible();
  },
};

export const FeeCollectionFailing: Story = {
  parameters: backendWith(failing('listStudentFees')),
  render: () => <Screen role="accountant" path={FEES} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** The accountant records, edits and deletes; approving is an admin's. */
export const ExpensesAccountant: Story = {
  render: () => <Screen role="accountant" path={EXPENSES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Spent:/, undefined, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Approve “/ })).toBeNull();
  },
};

/** An admin approves or rejects what is pending. */
export const ExpensesAdmin: Story = {
  render: () => <Screen role="admin" path={`${EXPENSES}?status=pending`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('button', { name: /^Approve “/ }, LOADED)).length).toBeGreaterThan(0);
  },
};

export const ExpensesPhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen role="accountant" path={EXPENSES} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ExpensesLoading: Story = {
  parameters: backendWith(loading('listExpenses')),
  render: () => <Screen role="accountant" path={EXPENSES} />,
};

/** No expenses yet: record the first. */
export const ExpensesEmpty: Story = {
  parameters: backendWith(empty('listExpenses')),
  render: () => <Screen role="accountant" path={EXPENSES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No expenses yet' }, LOADED)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Record expense' }).length).toBe(2);
  },
};

export const ExpensesFailing: Story = {
  parameters: backendWith(failing('listExpenses')),
  render: () => <Screen role="accountant" path={EXPENSES} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBeGreaterThan(0);
  },
};
