/** Every state of the budgets list, a budget's page and an expense's page (finance staff). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { BudgetPage } from '../budget';
import { ExpensePage } from '../expense';
import { BudgetsPage } from '.';

const Screen = dashboardScreen({
  'finance/budgets': <BudgetsPage />,
  'finance/budgets/:id': <BudgetPage />,
  'finance/expenses/:id': <ExpensePage />,
  '*': <RoutePage pathname="/dashboard" />,
});

const BUDGETS = '/dashboard/finance/budgets';
/** The seed's 'Hackathons and events 2026': its one paid expense passes it. */
const OVER_BUDGET = '/dashboard/finance/budgets/6';
/** The seed's 'Facebook and Google ads, term 3', awaiting approval. */
const PENDING_EXPENSE = '/dashboard/finance/expenses/11';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Finance/Budgets',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The accountant's budgets: spending bars, one over budget said in words. */
export const Budgets: Story = {
  render: () => <Screen role="accountant" path={BUDGETS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Over budget by Ksh 20,000\.00$/, undefined, LOADED)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'New budget' }).length).toBeGreaterThan(0);
  },
};

export const BudgetsPhone: Story = {
  // The phone layout, for review in Storybook: not run by the tests (the journeys and the kit's phone stories cover 360 px).
  tags: ['!test'],
  render: () => <Screen role="accountant" path={BUDGETS} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const BudgetsLoading: Story = {
  parameters: backendWith(loading('listBudgets')),
  render: () => <Screen role="accountant" path={BUDGETS} />,
};

/** No budgets yet: create the first. */
export const BudgetsEmpty: Story = {
  parameters: backendWith(empty('listBudgets')),
  render: () => <Screen role="accountant" path={BUDGETS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No budgets yet' }, LOADED)).toBeVisible();
  },
};

export const BudgetsFailing: Story = {
  parameters: backendWith(failing('listBudgets')),
  render: () => <Screen role="accountant" path={BUDGETS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBeGreaterThan(0);
  },
};

/** A budget over its allocation, with the expense that passes it. */
export const Budget: Story = {
  render: () => <Screen role="accountant" path={OVER_BUDGET} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Hackathon catering and prizes' }, LOADED)).toBeVisible();
    await expect(canvas.getByText('Over budget by Ksh 20,000.00')).toBeVisible();
  },
};

/** A budget with nothing charged yet. */
export const BudgetNoExpenses: Story = {
  parameters: backendWith(empty('listExpenses')),
  render: () => <Screen role="accountant" path={OVER_BUDGET} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No expenses charged yet' }, LOADED)).toBeVisible();
  },
};

export const BudgetLoading: Story = {
  parameters: backendWith(loading('getBudget')),
  render: () => <Screen role="accountant" path={OVER_BUDGET} />,
};

export const BudgetNotFound: Story = {
  parameters: backendWith(failing('getBudget', 404)),
  render: () => <Screen role="accountant" path={OVER_BUDGET} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Back to budgets' }, LOADED)).toBeVisible();
  },
};

/** An admin decides on an expense waiting for approval. */
export const ExpenseAdmin: Story = {
  render: () => <Screen role="admin" path={PENDING_EXPENSE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Approve' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Marketing 2026' })).toBeVisible();
  },
};

/** The accountant edits it; approving is an admin's. */
export const ExpenseAccountant: Story = {
  render: () => <Screen role="accountant" path={PENDING_EXPENSE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

export const ExpenseFailing: Story = {
  parameters: backendWith(failing('getExpense')),
  render: () => <Screen role="accountant" path={PENDING_EXPENSE} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBeGreaterThan(0);
  },
};
