/**
 * /dashboard/finance/budgets/:id (finance staff): one budget — its department or category, period and
 * status, what is set aside, spent (a bar; 'Over budget by …' when passed) and remaining — with the
 * expenses charged to it, each opening its page. Finance staff edit it, or delete it (its expenses stay).
 */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteBudget, useGetBudget } from '@ujuzi/api/hooks';
import { getBudgetPath } from '@ujuzi/api/path-params';
import { can, formatMoney } from '@ujuzi/domain';
import { Badge, Button, Card, Link, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionButton, DetailField, DetailFields, DetailPage, EntityLink, countOf, links, useRouteParams } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { BudgetDialog } from '../budgets/budget-dialog';
import { BudgetSpending, budgetScope } from '../budgets/budget-spending';
import { refreshBudgets } from '../budgets/refresh';
import { BUDGETS_CRUMB, BUDGET_STATUS_LABELS, BUDGET_STATUS_TONES, EXPENSE_CATEGORY_LABELS, FinanceHeader } from '../shared';
import { BudgetExpenses } from './budget-expenses';

export function BudgetPage() {
  const { id } = useRouteParams(getBudgetPath);
  const { user } = useSession();
  const manage = can(user, 'budget.manage');
  const query = useGetBudget(id);
  const remove = useDeleteBudget();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="6" maxW="5xl">
      <DetailPage
        query={query}
        noun="budget"
        notFoundAction={<Link href={links.budgets()}>Back to budgets</Link>}
        header={(budget) => (
          <FinanceHeader
            title={budget?.name ?? 'Budget'}
            current={links.budgets()}
            trail={[BUDGETS_CRUMB]}
            description={
              budget ? <Badge tone={BUDGET_STATUS_TONES[budget.status]}>{BUDGET_STATUS_LABELS[budget.status]}</Badge> : undefined
            }
            actions={
              budget && manage ? (
                <>
                  <Button variant="outline" onClick={() => setEditing(true)} onPointerEnter={BudgetDialog.preload}>
                    Edit
                  </Button>
                  <ActionButton
                    label="Delete"
                    destructive
                    variant="outline"
                    confirm={{
                      title: `Delete “${budget.name}”?`,
                      message: `${formatMoney(budget.allocated_amount, budget.currency)} set aside. Its ${countOf(budget.expenses_count ?? 0, 'expense', 'expenses')} stay, without a budget.`,
                    }}
                    onRun={async () => {
                      await remove.mutateAsync({ id: budget.id });
                      toast.success('Budget deleted', budget.name);
                      void refreshBudgets(queryClient);
                      void navigate(links.budgets());
                    }}
                  />
                </>
              ) : null
            }
          />
        )}
        summary={(budget) => (
          <Card title="Spending" headingLevel={2} description={budgetScope(budget)}>
            <Stack gap="5">
              <BudgetSpending budget={budget} />
              <DetailFields>
                <DetailField label="Set aside">{formatMoney(budget.allocated_amount, budget.currency)}</DetailField>
                <DetailField label="Spent">{formatMoney(budget.spent_amount, budget.currency)}</DetailField>
                <DetailField label="Remaining">{formatMoney(budget.remaining_amount, budget.currency)}</DetailField>
                <DetailField label="Department">
                  {budget.department ? (
                    <EntityLink href={links.budgets({ department: budget.department })}>
                      {budget.department_name ?? 'Department'}
                    </EntityLink>
                  ) : (
                    'Whole school'
                  )}
                </DetailField>
                <DetailField label="Category">
                  {budget.category ? (
                    <EntityLink href={links.budgets({ category: budget.category })}>
                      {EXPENSE_CATEGORY_LABELS[budget.category]}
                    </EntityLink>
                  ) : (
                    'Any'
                  )}
                </DetailField>
                <DetailField label="Academic year">
                  <EntityLink href={links.budgets({ academic_year: budget.academic_year })}>
                    {budget.academic_year_name ?? 'This year'}
                  </EntityLink>
                </DetailField>
                {budget.description ? <DetailField label="What it covers">{budget.description}</DetailField> : null}
              </DetailFields>
            </Stack>
          </Card>
        )}
        tabs={(budget) => [
          {
            value: 'expenses',
            label: `Expenses (${budget.expenses_count ?? 0})`,
            content: <BudgetExpenses budget={budget} />,
          },
        ]}
      />
      {query.data && manage ? <BudgetDialog item={query.data} open={editing} onOpenChange={setEditing} /> : null}
    </Stack>
  );
}
