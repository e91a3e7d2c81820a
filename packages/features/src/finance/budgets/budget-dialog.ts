/** The budget form in a dialog (its code loads when it first opens), on the list and on a budget's page. */
import { lazyFormDialog } from '../../infra/kit';

export const BudgetDialog = lazyFormDialog(() => import('./budget-form').then((module) => module.BudgetForm), {
  noun: 'budget',
  height: '40rem',
});
