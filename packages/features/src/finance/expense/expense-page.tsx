/**
 * /dashboard/finance/expenses/:id (finance staff): one expense — what was paid for, amount, date, who was
 * paid and how, its category, the budget it is charged to (opening the budget) and its approval — edited
 * here (the budget among its fields), approved or rejected by an admin while it waits, marked paid once approved.
 */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Expense, ExpenseStatus } from '@ujuzi/api';
import { getGetExpenseQueryKey, useGetExpense, usePartialUpdateExpense } from '@ujuzi/api/hooks';
import { getExpensePath } from '@ujuzi/api/path-params';
import { can, formatDate, formatDateTime, formatMoney } from '@ujuzi/domain';
import { Badge, Button, Card, Link } from '@ujuzi/ui';
import { useState } from 'react';
import {
  ActionButton,
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  lazyFormDialog,
  links,
  useEntityAction,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { refreshBudgets } from '../budgets/refresh';
import {
  EXPENSES_CRUMB,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_STATUS_LABELS,
  EXPENSE_STATUS_TONES,
  FinanceHeader,
  PAYMENT_METHOD_LABELS,
} from '../shared';

const ExpenseDialog = lazyFormDialog(() => import('../expenses/expense-form').then((module) => module.ExpenseForm), {
  noun: 'expense',
  height: '38rem',
});

/** The decisions open on an expense in its state, for this viewer, with their button and toast. */
const DECISIONS = {
  approved: { verb: 'Approve', done: 'Expense approved' },
  rejected: { verb: 'Reject', done: 'Expense rejected' },
  paid: { verb: 'Mark paid', done: 'Expense marked paid' },
} as const;
type Decision = keyof typeof DECISIONS;

function decisionsOf(expense: Expense, decides: boolean): Decision[] {
  if (expense.status === 'approved') return ['paid'];
  return decides && expense.status === 'pending' ? ['approved', 'rejected'] : [];
}

/** A person named on the expense, opening their page where the viewer may. */
function Person({ user }: { user: Expense['recorded_by'] }) {
  if (!user) return <>—</>;
  const name = user.get_full_name || user.username;
  const href = links.person(user);
  return href ? <EntityLink href={href}>{name}</EntityLink> : <>{name}</>;
}

export function ExpensePage() {
  const { id } = useRouteParams(getExpensePath);
  const { user } = useSession();
  const edit = can(user, 'expense.edit');
  const decides = user?.user_type === 'super_admin' || user?.user_type === 'admin';
  const query = useGetExpense(id);
  const update = usePartialUpdateExpense();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const decide = useEntityAction<Expense, Decision>({
    queryKey: getGetExpenseQueryKey(id),
    call: (status: ExpenseStatus) => update.mutateAsync({ id, data: { status } }),
    success: (status) => ({ title: DECISIONS[status].done, description: query.data?.title }),
    failure: 'Could not change the expense',
    refresh: refreshBudgets,
  });
  return (
    <Stack gap="6" maxW="5xl">
      <DetailPage
        query={query}
        noun="expense"
        notFoundAction={<Link href={links.expenses()}>Back to expenses</Link>}
        header={(expense) => (
          <FinanceHeader
            title={expense?.title ?? 'Expense'}
            current={links.expenses()}
            trail={[EXPENSES_CRUMB]}
            description={
              expense ? (
                <Badge tone={EXPENSE_STATUS_TONES[expense.status]}>{EXPENSE_STATUS_LABELS[expense.status]}</Badge>
              ) : undefined
            }
            actions={
              expense && edit ? (
                <>
                  {decisionsOf(expense, decides).map((status) => (
                    <ActionButton
                      key={status}
                      label={DECISIONS[status].verb}
                      variant={status === 'rejected' ? 'outline' : 'solid'}
                      destructive={status === 'rejected'}
                      pending={decide.pending}
                      confirm={{
                        title: `${DECISIONS[status].verb} this expense?`,
                        message: `“${expense.title}”, ${formatMoney(expense.amount, expense.currency)}.`,
                        confirmLabel: DECISIONS[status].verb,
                      }}
                      onRun={() => decide.run(status)}
                    />
                  ))}
                  <Button variant="outline" onClick={() => setEditing(true)} onPointerEnter={ExpenseDialog.preload}>
                    Edit
                  </Button>
                </>
              ) : null
            }
          />
        )}
        summary={(expense) => (
          <Card title="Details" headingLevel={2}>
            <DetailFields>
              <DetailField label="Amount">{formatMoney(expense.amount, expense.currency)}</DetailField>
              <DetailField label="Date">{formatDate(expense.expense_date)}</DetailField>
              <DetailField label="Category">{EXPENSE_CATEGORY_LABELS[expense.category]}</DetailField>
              <DetailField label="Budget">
                {expense.budget ? (
                  <EntityLink href={links.budget(expense.budget)}>{expense.budget_name ?? `Budget ${expense.budget}`}</EntityLink>
                ) : (
                  'No budget'
                )}
              </DetailField>
              <DetailField label="Paid to">{expense.vendor ?? '—'}</DetailField>
              <DetailField label="Paid with">
                {expense.payment_method ? PAYMENT_METHOD_LABELS[expense.payment_method] : 'Not recorded'}
              </DetailField>
              <DetailField label="Reference">{expense.reference ?? '—'}</DetailField>
              <DetailField label="Department">{expense.department_name ?? '—'}</DetailField>
              <DetailField label="Recorded by">
                <Person user={expense.recorded_by} />
              </DetailField>
              <DetailField label={expense.status === 'rejected' ? 'Rejected by' : 'Approved by'}>
                {expense.approved_by ? (
                  <>
                    <Person user={expense.approved_by} />
                    {expense.approved_at ? `, ${formatDateTime(expense.approved_at)}` : ''}
                  </>
                ) : (
                  'Not yet'
                )}
              </DetailField>
              {expense.description ? <DetailField label="Notes">{expense.description}</DetailField> : null}
            </DetailFields>
          </Card>
        )}
      />
      {query.data && edit ? (
        <ExpenseDialog
          item={query.data}
          open={editing}
          onOpenChange={(open) => {
            setEditing(open);
            if (!open) void refreshBudgets(queryClient);
          }}
        />
      ) : null}
    </Stack>
  );
}
