/**
 * /dashboard/finance/expenses (finance staff): the school's expenses with category, amount, date and
 * status, filtered by category, status and dates, searched, in the URL; the totals by category follow
 * the same filters. Finance staff record, edit and delete (after a confirmation naming the expense) and
 * mark approved ones paid; admins approve or reject pending ones (the contract leaves that to them).
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { Expense, ExpenseCategory, ExpenseStatus } from '@ujuzi/api';
import { useDeleteExpense, useListExpenses, usePartialUpdateExpense } from '@ujuzi/api/hooks';
import { formatDate, formatMoney } from '@ujuzi/domain';
import { Badge, Button, ConfirmDialog, IconButton, Link, type DataTableColumn } from '@ujuzi/ui';
import { Banknote, Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ListPage, useEntityAction, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_STATUS_LABELS,
  EXPENSE_STATUS_TONES,
  FinanceHeader,
  PAYMENT_METHOD_LABELS,
  keysOf,
} from '../shared';
import { CategoryTotals } from './category-totals';
import { ExpenseFormDialog, preloadExpenseForm } from './expense-form-dialog';
import { refreshExpenses } from './refresh';

export const EXPENSE_LIST_SPEC = {
  filters: {
    category: { kind: 'enum', values: keysOf(EXPENSE_CATEGORY_LABELS) },
    status: { kind: 'enum', values: keysOf(EXPENSE_STATUS_LABELS) },
    date_from: { kind: 'date' },
    date_to: { kind: 'date' },
  },
  orderings: ['expense_date', 'amount', 'title'],
  defaultOrdering: '-expense_date',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const FILTERS: readonly ListFilter<typeof EXPENSE_LIST_SPEC.filters>[] = [
  {
    type: 'select',
    name: 'category',
    label: 'Category',
    placeholder: 'Any category',
    options: EXPENSE_LIST_SPEC.filters.category.values.map((value) => ({ value, label: EXPENSE_CATEGORY_LABELS[value] })),
  },
  {
    type: 'select',
    name: 'status',
    label: 'Status',
    placeholder: 'Any status',
    options: EXPENSE_LIST_SPEC.filters.status.values.map((value) => ({ value, label: EXPENSE_STATUS_LABELS[value] })),
  },
  { type: 'date', name: 'date_from', label: 'From' },
  { type: 'date', name: 'date_to', label: 'Until' },
];

/** What a decision does, as its confirmation and toast say it. */
const DECISIONS: Readonly<Record<'approved' | 'rejected' | 'paid', { verb: string; done: string }>> = {
  approved: { verb: 'Approve', done: 'Expense approved' },
  rejected: { verb: 'Reject', done: 'Expense rejected' },
  paid: { verb: 'Mark paid', done: 'Expense marked paid' },
};
type Decision = keyof typeof DECISIONS;

export function ExpensesPage() {
  const { user } = useSession();
  const decides = user?.user_type === 'super_admin' || user?.user_type === 'admin';
  const location = useLocation();
  const list = useListState(EXPENSE_LIST_SPEC);
  const query = useListExpenses(list.params, { query: { placeholderData: keepPreviousData } });
  const [editing, setEditing] = useState<{ expense: Expense | null } | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [deciding, setDeciding] = useState<{ expense: Expense; status: Decision } | null>(null);

  const remove = useDeleteExpense();
  const deletion = useEntityAction<unknown, Expense>({
    queryKey: ['finance-expense-delete'],
    call: (expense) => remove.mutateAsync({ id: expense.id }),
    success: (expense) => ({ title: 'Expense deleted', description: expense.title }),
    failure: 'Could not delete the expense',
    refresh: refreshExpenses,
  });
  const update = usePartialUpdateExpense();
  const decision = useEntityAction<unknown, { expense: Expense; status: ExpenseStatus }>({
    queryKey: ['finance-expense-decision'],
    call: ({ expense, status }) => update.mutateAsync({ id: expense.id, data: { status } }),
    success: ({ expense, status }) => ({ title: DECISIONS[status as Decision].done, description: expense.title }),
    failure: 'Could not change the expense',
    refresh: refreshExpenses,
  });

  /** This list, filtered to one category (the totals' links). */
  const categoryHref = (category: ExpenseCategory): string => {
    const search = new URLSearchParams(location.search);
    search.set('category', category);
    search.delete('page');
    return `${links.expenses()}?${search.toString()}`;
  };

  const columns: readonly DataTableColumn<Expense>[] = [
    {
      id: 'title',
      header: 'Expense',
      isRowHeader: true,
      sortable: true,
      cell: (row) => (
        <Stack gap="0" minW="10rem" maxW="14rem">
          <Text fontWeight="medium">{row.title}</Text>
          <Text textStyle="sm" color="fg.muted">
            {[row.vendor, row.payment_method ? PAYMENT_METHOD_LABELS[row.payment_method] : null].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'category',
      header: 'Category',
      cell: (row) => <Link href={categoryHref(row.category)}>{EXPENSE_CATEGORY_LABELS[row.category]}</Link>,
    },
    { id: 'amount', header: 'Amount', align: 'end', sortable: true, cell: (row) => formatMoney(row.amount, row.currency) },
    { id: 'expense_date', header: 'Date', sortable: true, cell: (row) => formatDate(row.expense_date) },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <Badge tone={EXPENSE_STATUS_TONES[row.status]}>{EXPENSE_STATUS_LABELS[row.status]}</Badge>,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (row) => (
        <HStack gap="0" justify="flex-end">
          {decides && row.status === 'pending' ? (
            <>
              <IconButton
                aria-label={`Approve “${row.title}”`}
                size="sm"
                variant="ghost"
                onClick={() => setDeciding({ expense: row, status: 'approved' })}
                icon={<Check />}
              />
              <IconButton
                aria-label={`Reject “${row.title}”`}
                size="sm"
                variant="ghost"
                onClick={() => setDeciding({ expense: row, status: 'rejected' })}
                icon={<X />}
              />
            </>
          ) : null}
          {row.status === 'approved' ? (
            <IconButton
              aria-label={`Mark “${row.title}” paid`}
              size="sm"
              variant="ghost"
              onClick={() => setDeciding({ expense: row, status: 'paid' })}
              icon={<Banknote />}
            />
          ) : null}
          <IconButton
            aria-label={`Edit “${row.title}”`}
            size="sm"
            variant="ghost"
            onClick={() => setEditing({ expense: row })}
            onPointerEnter={preloadExpenseForm}
            icon={<Pencil />}
          />
          <IconButton
            aria-label={`Delete “${row.title}”`}
            size="sm"
            variant="ghost"
            onClick={() => setDeleting(row)}
            icon={<Trash2 />}
          />
        </HStack>
      ),
    },
  ];

  const record = (
    <Button onClick={() => setEditing({ expense: null })} onPointerEnter={preloadExpenseForm} onFocus={preloadExpenseForm}>
      <Plus aria-hidden="true" /> Record expense
    </Button>
  );

  return (
    <>
      <Stack gap="5">
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
                actions={record}
              />
              <CategoryTotals params={list.params} categoryHref={categoryHref} />
            </Stack>
          }
          list={list}
          query={query}
          label="Expenses"
          noun={{ one: 'expense', many: 'expenses' }}
          columns={columns}
          getRowId={(row) => String(row.id)}
          getRowLabel={(row) => row.title}
          search={{ label: 'Search expenses', placeholder: 'Title, vendor, reference' }}
          filters={FILTERS}
          empty={{
            title: 'No expenses yet',
            description: 'Record what the school pays for: rent, salaries, internet, equipment.',
            action: record,
          }}
        />
      </Stack>
      <ExpenseFormDialog
        expense={editing?.expense ?? null}
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this expense?"
        message={
          deleting
            ? `“${deleting.title}” (${formatMoney(deleting.amount, deleting.currency)}) is removed from the expenses and their totals. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete expense"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          const deleted = await deletion.run(deleting);
          // The failure is already shown; the dialog stays open for another try.
          if (!deleted) throw new Error('The expense was not deleted');
          setDeleting(null);
        }}
      />
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
          const done = await decision.run(deciding);
          if (!done) throw new Error('The expense was not changed');
          setDeciding(null);
        }}
      />
    </>
  );
}
