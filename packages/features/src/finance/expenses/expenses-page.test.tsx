import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { ExpensesPage } from './expenses-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderExpenses = (role: 'accountant' | 'admin', path = '/dashboard/finance/expenses') =>
  renderInApp(<ExpensesPage />, { path, session: signedInSession(role) });

/** The 'Spent: Ksh …' figure of the totals card, as a number. */
const spent = async (): Promise<number> => {
  const card = (await screen.findByText(/^Spent:/, undefined, LOADED)).closest('p') as HTMLElement;
  return Number((card.textContent ?? '').replace(/^Spent: Ksh ([\d,.]+).*$/, '$1').replace(/,/g, ''));
};

describe('the expenses screen', () => {
  it('records an expense: it is listed awaiting approval and the total grows by its amount', async () => {
    const { user } = renderExpenses('accountant');
    const before = await spent();
    await user.click(screen.getAllByRole('button', { name: 'Record expense' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New expense' }));
    await user.type(await dialog.findByRole('textbox', { name: /What was paid for/ }, LOADED), 'Projector bulbs for Lab 1');
    await user.type(dialog.getByRole('textbox', { name: /Amount/ }), '12500');
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Category/ }), 'equipment');
    await user.click(dialog.getByRole('button', { name: 'Record expense' }));
    const row = (await screen.findByText('Projector bulbs for Lab 1', undefined, LOADED)).closest('tr, li') as HTMLElement;
    expect(within(row).getByText('Awaiting approval')).toBeTruthy();
    expect(within(row).getByText('Ksh 12,500.00')).toBeTruthy();
    await waitFor(async () => expect(await spent()).toBe(before + 12_500), LOADED);
    expect(getMockDatabase().finance.expenses.find((row) => row.title === 'Projector bulbs for Lab 1')?.category).toBe(
      'equipment',
    );
  }, 30_000);

  it('lets an admin approve a pending expense, and hides approving from the accountant', async () => {
    const pending = getMockDatabase().finance.expenses.find((row) => row.status === 'pending');
    if (!pending) throw new Error('the seed has a pending expense');
    const accountant = renderExpenses('accountant');
    await screen.findByRole('button', { name: `Edit “${pending.title}”` }, LOADED);
    expect(screen.queryByRole('button', { name: `Approve “${pending.title}”` })).toBeNull();
    accountant.unmount();
    const { user } = renderExpenses('admin');
    await user.click(await screen.findByRole('button', { name: `Approve “${pending.title}”` }, LOADED));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Approve this expense?' }));
    await user.click(confirm.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(getMockDatabase().finance.expenses.get(pending.id)?.status).toBe('approved'), LOADED);
  }, 30_000);

  it('deletes an expense after a confirmation naming it', async () => {
    const victim = getMockDatabase().finance.expenses.all()[0];
    if (!victim) throw new Error('the seed has expenses');
    const { user } = renderExpenses('accountant');
    await user.click(await screen.findByRole('button', { name: `Delete “${victim.title}”` }, LOADED));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete this expense?' }));
    expect(confirm.getByText(new RegExp(`“${victim.title}”`))).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Delete expense' }));
    await waitFor(() => expect(getMockDatabase().finance.expenses.get(victim.id)).toBeUndefined(), LOADED);
  });

  it('filters by category from the URL', async () => {
    const expenses = getMockDatabase().finance.expenses.all();
    const rent = expenses.find((row) => row.category === 'rent');
    const other = expenses.find((row) => row.category !== 'rent');
    if (!rent || !other) throw new Error('the seed has rent and other expenses');
    renderExpenses('accountant', '/dashboard/finance/expenses?category=rent');
    expect(await screen.findByRole('button', { name: `Edit “${rent.title}”` }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Edit “${other.title}”` })).toBeNull();
  });

  it('says what failed with Retry', async () => {
    setMockFaults({ statuses: { listExpenses: 500 } });
    renderExpenses('accountant');
    expect((await screen.findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBeGreaterThan(0);
  });
});
