/**
 * What was spent per category over the list's filters (its dates, status and search; every category):
 * the total and a bar per category, each bar linking to the list filtered to that category. Rejected
 * expenses are not spending, so they count only when the status filter asks for them.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { Expense, ExpenseCategory } from '@ujuzi/api';
import { useListExpenses } from '@ujuzi/api/hooks';
import { formatMoney } from '@ujuzi/domain';
import { BarChart, Card } from '@ujuzi/ui';
import { useMemo } from 'react';
import { QueryState, useChartLinks, links } from '../../infra/kit';
import { EXPENSE_CATEGORY_LABELS } from '../shared';

type ListExpensesParams = NonNullable<Parameters<typeof useListExpenses>[0]>;

/** Sums by category, largest first. */
export function categoryTotals(expenses: readonly Expense[]): { category: ExpenseCategory; total: number }[] {
  const totals = new Map<ExpenseCategory, number>();
  for (const expense of expenses) totals.set(expense.category, (totals.get(expense.category) ?? 0) + Number(expense.amount));
  return [...totals].map(([category, total]) => ({ category, total })).sort((a, b) => b.total - a.total);
}

export function CategoryTotals({
  params,
  categoryHref,
}: {
  params: ListExpensesParams;
  categoryHref: (category: ExpenseCategory) => string;
}) {
  const query = useListExpenses({ ...params, category: undefined, page: undefined, ordering: undefined, page_size: 1000 });
  const counted = useMemo(
    () => (query.data?.results ?? []).filter((expense) => params.status || expense.status !== 'rejected'),
    [query.data, params.status],
  );
  const totals = useMemo(() => categoryTotals(counted), [counted]);
  // Stable chart data: a new array on every render would restart the drawing's animation.
  const categories = useMemo(() => totals.map((row) => EXPENSE_CATEGORY_LABELS[row.category]), [totals]);
  const series = useMemo(() => [{ id: 'spent', label: 'Spent', values: totals.map((row) => row.total) }], [totals]);
  const chartLinks = useChartLinks((_, index) => {
    const row = totals[index];
    return row ? categoryHref(row.category) : links.expenses();
  });
  const sum = totals.reduce((all, row) => all + row.total, 0);
  return (
    <Card title="Totals by category" headingLevel={2}>
      <QueryState query={query} noun="the totals" headingLevel="h3" loadingLines={3}>
        {() => (
          <Stack gap="3">
            <Text>
              Spent: <Text as="strong">{formatMoney(sum)}</Text> in {counted.length}{' '}
              {counted.length === 1 ? 'expense' : 'expenses'}
              {params.status ? '' : ' (rejected ones not counted)'}.
            </Text>
            {totals.length > 0 ? (
              <BarChart
                title="Spending by category"
                showTitle={false}
                horizontal
                height={Math.max(160, totals.length * 34)}
                categories={categories}
                series={series}
                formatValue={(value) => formatMoney(value)}
                categoryLabel="Category"
                {...chartLinks}
              />
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
