/** The expenses charged to one budget, newest first, each opening its page; approved and paid ones count. */
import { Box, Stack, Text } from '@chakra-ui/react';
import type { Budget } from '@ujuzi/api';
import { useListExpenses } from '@ujuzi/api/hooks';
import { formatDate, formatMoney } from '@ujuzi/domain';
import { Badge, Link, SimpleTable } from '@ujuzi/ui';
import { QueryState, links } from '../../infra/kit';
import { EXPENSE_CATEGORY_LABELS, EXPENSE_STATUS_LABELS, EXPENSE_STATUS_TONES } from '../shared';

const COUNTED = new Set(['approved', 'paid']);

export function BudgetExpenses({ budget }: { budget: Budget }) {
  const expenses = useListExpenses({ budget: budget.id, page_size: 100, ordering: '-expense_date' });
  return (
    <QueryState
      query={expenses}
      noun="expenses"
      empty={{
        title: 'No expenses charged yet',
        description: 'Charge an expense to this budget from its page (Edit, then Budget); approved ones count against it.',
        action: <Link href={links.expenses()}>Open the expenses</Link>,
      }}
    >
      {(page) => (
        <Stack gap="3">
          <Text textStyle="sm" color="fg.muted">
            Approved and paid expenses count against the budget; those awaiting approval or rejected do not.
          </Text>
          <Box overflowX="auto">
            <SimpleTable.Root size="sm">
              <SimpleTable.Caption srOnly>{`Expenses charged to ${budget.name}`}</SimpleTable.Caption>
              <SimpleTable.Header>
                <SimpleTable.Row>
                  <SimpleTable.ColumnHeader>Expense</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader>Date</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader>Status</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader textAlign="end">Amount</SimpleTable.ColumnHeader>
                </SimpleTable.Row>
              </SimpleTable.Header>
              <SimpleTable.Body>
                {page.results.map((expense) => (
                  <SimpleTable.Row key={expense.id}>
                    <SimpleTable.ColumnHeader scope="row" fontWeight="normal">
                      <Stack gap="0">
                        <Link href={links.expense(expense.id)}>{expense.title}</Link>
                        <Text textStyle="xs" color="fg.muted">
                          {[EXPENSE_CATEGORY_LABELS[expense.category], expense.vendor].filter(Boolean).join(' · ')}
                        </Text>
                      </Stack>
                    </SimpleTable.ColumnHeader>
                    <SimpleTable.Cell whiteSpace="nowrap">{formatDate(expense.expense_date)}</SimpleTable.Cell>
                    <SimpleTable.Cell>
                      <Badge tone={EXPENSE_STATUS_TONES[expense.status]}>{EXPENSE_STATUS_LABELS[expense.status]}</Badge>
                    </SimpleTable.Cell>
                    <SimpleTable.Cell
                      textAlign="end"
                      whiteSpace="nowrap"
                      color={COUNTED.has(expense.status) ? undefined : 'fg.muted'}
                      textDecoration={COUNTED.has(expense.status) ? undefined : 'line-through'}
                    >
                      {formatMoney(expense.amount, expense.currency)}
                    </SimpleTable.Cell>
                  </SimpleTable.Row>
                ))}
              </SimpleTable.Body>
            </SimpleTable.Root>
          </Box>
        </Stack>
      )}
    </QueryState>
  );
}
