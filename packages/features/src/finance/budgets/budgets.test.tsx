import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { BudgetPage } from '../budget';
import { ExpensePage } from '../expense';
import { BudgetsPage } from './budgets-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderBudgets = () =>
  renderInApp(<BudgetsPage />, { path: '/dashboard/finance/budgets', session: signedInSession('accountant') });

describe('budgets', () => {
  it('shows a budget its expenses pass as over budget, in words', async () => {
    renderBudgets();
    const row = (await screen.findByRole('link', { name: 'Hackathons and events 2026' }, LOADED)).closest(
      'tr, li',
    ) as HTMLElement;
    expect(within(row).getByText('Over budget by Ksh 20,000.00')).toBeTruthy();
    expect(within(row).getByRole('progressbar', { name: 'Spent of Hackathons and events 2026' })).toBeTruthy();
  });

  it('creates a budget, telling a zero amount on its field without losing the name', async () => {
    const { user } = renderBudgets();
    await user.click((await screen.findAllByRole('button', { name: 'New budget' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New budget' }));
    const name = await dialog.findByRole('textbox', { name: /^Name/ }, LOADED);
    await user.type(name, 'Robotics club 2026');
    await user.type(dialog.getByRole('textbox', { name: /Amount set aside/ }), '0');
    await user.click(dialog.getByRole('button', { name: 'Create budget' }));
    expect(await dialog.findByText('Enter an amount above KES 0.')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Robotics club 2026');
    await user.clear(dialog.getByRole('textbox', { name: /Amount set aside/ }));
    await user.type(dialog.getByRole('textbox', { name: /Amount set aside/ }), '50000');
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Expense category/ }), 'equipment');
    await user.click(dialog.getByRole('button', { name: 'Create budget' }));
    expect(await screen.findByRole('link', { name: 'Robotics club 2026' }, LOADED)).toBeTruthy();
    expect(getMockDatabase().finance.budgets.find((row) => row.name === 'Robotics club 2026')?.allocated_amount).toBe('50000.00');
  }, 40_000);

  it('offers Retry when the budgets fail to load', async () => {
    setMockFaults({ statuses: { listBudgets: 500 } });
    renderBudgets();
    expect((await screen.findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBeGreaterThan(0);
  });

  it('lists the expenses charged to a budget, each opening its page', async () => {
    const budget = getMockDatabase().finance.budgets.find((row) => row.name === 'Lab equipment 2026');
    if (!budget) throw new Error('the seed has a lab equipment budget');
    renderInApp(<BudgetPage />, {
      path: `/dashboard/finance/budgets/${budget.id}`,
      routePath: '/dashboard/finance/budgets/:id',
      session: signedInSession('accountant'),
    });
    const link = await screen.findByRole('link', { name: '20 laptops for the new lab' }, LOADED);
    expect(link.getAttribute('href')).toMatch(/^\/dashboard\/finance\/expenses\/\d+$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Lab equipment 2026' })).toBeTruthy();
  });

  it('charges an expense to a budget from its page, keeping its approval', async () => {
    const db = getMockDatabase();
    const expense = db.finance.expenses.find((row) => row.status === 'approved' && row.budget === null);
    const budget = db.finance.budgets.find((row) => row.name === 'Campus rent 2026');
    if (!expense || !budget) throw new Error('the seed has an unbudgeted expense and a rent budget');
    const { user } = renderInApp(<ExpensePage />, {
      path: `/dashboard/finance/expenses/${expense.id}`,
      routePath: '/dashboard/finance/expenses/:id',
      session: signedInSession('accountant'),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: /Edit/ }));
    const select = await dialog.findByRole('combobox', { name: /^Budget/ }, LOADED);
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Campus rent 2026' })).toBeTruthy(), LOADED);
    await user.selectOptions(select, String(budget.id));
    await user.click(dialog.getByRole('button', { name: 'Save expense' }));
    expect(await screen.findByRole('link', { name: 'Campus rent 2026' }, LOADED)).toBeTruthy();
    expect(db.finance.expenses.get(expense.id)?.budget).toBe(budget.id);
    // Editing keeps its approval.
    expect(db.finance.expenses.get(expense.id)?.status).toBe(expense.status);
  }, 40_000);
});
