/**
 * /dashboard/finance/expenses (finance staff): the school's expenses with category, amount, date and
 * status, filtered by category, status and dates, searched, in the URL; the totals by category follow
 * the same filters. Finance staff record, edit and delete (after a confirmation naming the expense) and
 * mark approved ones paid; admins approve or reject pending ones (the contract leaves that to them).
 */
import { HStack, Stack } from '@chakra-ui/react';
import type { Expense, ExpenseCategory, ExpenseStatus } from '@ujuzi/api';
import { useDeleteExpense, useListExpenses, usePartialUpdateExpense } from '@ujuzi/api/hooks';
import { listExpensesList } from '@ujuzi/api/list-params';
import { formatMoney } from '@ujuzi/domain';
import { ConfirmDialog, IconButton, Link } from '@ujuzi/ui';
import { Banknote, Check, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  CrudDelete,
  ListPage,
  columnsOf,
  lazyFormDialog,
  lazyPart,
  links,
  useCrud,
  useEntityAction,
  useList,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_STATUS_LABELS,
  EXPENSE_STATUS_TONES,
  FinanceHeader,
  PAYMENT_METHOD_LABELS,
} from '../shared';
import { refreshExpenses } from './refresh';

// The totals by category, with their chart, arrive in a chunk of their own (the chart is the heavy part).
const CategoryTotals = lazyPart(() => import('./category-totals').then((module) => module.CategoryTotals), '16rem');
const ExpenseDialog = lazyFormDialog(() => import('./expense-form').then((module) => module.ExpenseForm), {
  noun: 'expense',
  // Only a new expense waits for approval.
  description: (expense) => (expense ? null : 'A new expense waits for an admin’s approval.'),
  height: '34rem',
});
const column = columnsOf<Expense>();

/** What a decision does, as its button, confirmation and toast say it. */
const DECISIONS: Readonly<
  Record<'approved' | 'rejected' | 'paid', { verb: string; done: string; label: (title: string) => string; icon: ReactNode }>
> = {
  approved: { verb: 'Approve', done: 'Expense approved', label: (title) => `Approve “${title}”`, icon: <Check /> },
  rejected: { verb: 'Reject', done: 'Expense rejected', label: (title) => `Reject “${title}”`, icon: <X /> },
  paid: { verb: 'Mark paid', done: 'Expense marked paid', label: (title) => `Mark “${title}” paid`, icon: <Banknote /> },
};
type Decision = keyof typeof DECISIONS;

export function ExpensesPage() {
  const { user } = useSession();
  const decides = user?.user_type === 'super_admin' || user?.user_type === 'admin';
  const location = useLocation();
  const list = useList(listExpensesList);
  const query = useListExpenses(...list.request);
  const [deciding, setDeciding] = useState<{ expense: Expense; status: Decision } | null>(null);
  const remove = useDeleteExpense();
  const crud = useCrud<Expense>({
    noun: 'expense',
    name: (expense) => expense.title,
    form: ExpenseDialog,
    remove: {
      call: (expense) => remove.mutateAsync({ id: expense.id }),
      message: (expense) =>
        `“${expense.title}” (${formatMoney(expense.amount, expense.currency)}) is removed from the expenses and their totals. This cannot be undone.`,
      refresh: refreshExpenses,
    },
  });
  const update = usePartialUpdateExpense();
  const decision = useEntityAction<unknown, { expense: Expense; status: ExpenseStatus }>({
    call: ({ expense, status }) => update.mutateAsync({ id: expense.id, data: { status } }),
    success: ({ expense, status }) => ({ title: DECISIONS[status as Decision].done, description: expense.title }),
    failure: 'Could not change the expense',
    refresh: refreshExpenses,
  });
  const decisionsOf = (row: Expense): Decision[] =>
    row.status === 'approved' ? ['paid'] : decides && row.status === 'pending' ? ['approved', 'rejected'] : [];

  /** This list, filtered to one category (the totals' links). */
  const categoryHref = (category: ExpenseCategory): string => {
    const search = new URLSearchParams(location.search);
    search.set('category', category);
    search.delete('page');
    return `${links.expenses()}?${search.toString()}`;
  };

  const columns = [
    column.link('title', 'Expense', (row) => links.expense(row.id), undefined, {
      sub: (row) =>
        [row.vendor, row.payment_method ? PAYMENT_METHOD_LABELS[row.payment_method] : null].filter(Boolean).join(' · '),
    }),
    column.text('category', 'Category', (row) => (
      <Link href={categoryHref(row.category)}>{EXPENSE_CATEGORY_LABELS[row.category]}</Link>
    )),
    column.money('amount', 'Amount', { currency: (row) => row.currency }),
    column.date('expense_date', 'Date'),
    column.status('status', 'Status', EXPENSE_STATUS_LABELS, EXPENSE_STATUS_TONES),
    column.actions((row) => (
      <HStack gap="0" justify="flex-end">
        {decisionsOf(row).map((status) => (
          <IconButton
            key={status}
            aria-label={DECISIONS[status].label(row.title)}
            size="sm"
            variant="ghost"
            onClick={() => setDeciding({ expense: row, status })}
            icon={DECISIONS[status].icon}
          />
        ))}
        {crud.rowActions(row)}
      </HStack>
    )),
  ];

  return (
    <>
      <ListPage
        header={
          <Stack gap="5">
            <FinanceHeader
              title="Expenses"
              current={links.expenses()}
              description={
                decides
                  ? 'What the school spends. New expenses wait for your approval.'
                  : 'What the school spends. An admin approves each new expense.'
              }
              actions={crud.createButton('Record expense')}
            />
            <CategoryTotals params={list.params} categoryHref={categoryHref} />
          </Stack>
        }
        list={list}
        query={query}
        label="Expenses"
        noun={{ one: 'expense', many: 'expenses' }}
        columns={columns}
        search={{ label: 'Search expenses', placeholder: 'Title, vendor, reference' }}
        filters={[
          { type: 'enum', name: 'category', label: 'Category', labels: EXPENSE_CATEGORY_LABELS },
          { type: 'enum', name: 'status', label: 'Status', labels: EXPENSE_STATUS_LABELS },
          { type: 'date', name: 'date_from', label: 'From' },
          { type: 'date', name: 'date_to', label: 'Until' },
        ]}
        empty={{
          title: 'No expenses yet',
          description: 'Record what the school pays for: rent, salaries, internet, equipment.',
          action: crud.createButton('Record expense'),
        }}
      />
      <ExpenseDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => (open ? undefined : setDeciding(null))}
        title={deciding ? `${DECISIONS[deciding.status].verb} this expense?` : ''}
        message={
          deciding ? `“${deciding.expense.title}”, ${formatMoney(deciding.expense.amount, deciding.expense.currency)}.` : ''
        }
        confirmLabel={deciding ? DECISIONS[deciding.status].verb : ''}
        destructive={deciding?.status === 'rejected'}
        onConfirm={async () => {
          if (!deciding) return;
          if (!(await decision.run(deciding))) throw new Error('The expense was not changed');
          setDeciding(null);
        }}
      />
    </>
  );
}
