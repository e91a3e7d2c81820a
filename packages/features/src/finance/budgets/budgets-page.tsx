/**
 * /dashboard/finance/budgets (finance staff): the money set aside by department or expense category for a
 * period, each with what its approved and paid expenses have spent (a bar, and 'Over budget by …' when
 * they pass it) and what remains; filtered by category and status (a year or department from a budget's
 * page), searched, in the URL.
 * Finance staff create, edit and delete budgets; each opens its page with the expenses counted against it.
 */
import type { Budget } from '@ujuzi/api';
import { useDeleteBudget, useListBudgets } from '@ujuzi/api/hooks';
import { listBudgetsList } from '@ujuzi/api/list-params';
import { can, formatMoney } from '@ujuzi/domain';
import { CrudDelete, ListPage, columnsOf, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { BUDGET_STATUS_LABELS, BUDGET_STATUS_TONES, EXPENSE_CATEGORY_LABELS, FinanceHeader } from '../shared';
import { BudgetDialog } from './budget-dialog';
import { BudgetSpending, budgetScope } from './budget-spending';
import { refreshBudgets } from './refresh';

const column = columnsOf<Budget>();

export function BudgetsPage() {
  const { user } = useSession();
  const manage = can(user, 'budget.manage');
  const list = useList(listBudgetsList);
  const query = useListBudgets(...list.request);
  const remove = useDeleteBudget();
  const crud = useCrud<Budget>({
    noun: 'budget',
    name: (budget) => budget.name,
    form: BudgetDialog,
    remove: {
      call: (budget) => remove.mutateAsync({ id: budget.id }),
      message: (budget) =>
        `“${budget.name}” (${formatMoney(budget.allocated_amount, budget.currency)}) is deleted; its expenses stay, without a budget.`,
      refresh: refreshBudgets,
    },
  });
  const columns = [
    column.link('name', 'Budget', (row) => links.budget(row.id), undefined, { sub: budgetScope }),
    column.money('allocated_amount', 'Set aside', { currency: (row) => row.currency }),
    column.text('spent', 'Spent', (row) => <BudgetSpending budget={row} compact />),
    column.money('remaining_amount', 'Remaining', { currency: (row) => row.currency }),
    column.status('status', 'Status', BUDGET_STATUS_LABELS, BUDGET_STATUS_TONES),
    ...(manage ? [column.actions(crud.rowActions)] : []),
  ];
  const create = manage ? crud.createButton('New budget') : null;
  return (
    <>
      <ListPage
        header={
          <FinanceHeader
            title="Budgets"
            current={links.budgets()}
            description="Money set aside by department or category, and what approved expenses have spent of it."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Budgets"
        noun={{ one: 'budget', many: 'budgets' }}
        columns={columns}
        search={{ label: 'Search budgets', placeholder: 'Name or department' }}
        // A year or a department comes from a budget's page (its links), shown as a removable chip: the
        // lists of years and departments would put this screen over its bundle budget.
        filters={[
          { type: 'enum', name: 'category', label: 'Category', labels: EXPENSE_CATEGORY_LABELS },
          { type: 'enum', name: 'status', label: 'Status', labels: BUDGET_STATUS_LABELS },
        ]}
        empty={{
          title: 'No budgets yet',
          description: 'Set money aside for a department or a kind of expense; approved expenses charged to it count against it.',
          action: create,
        }}
      />
      <BudgetDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
