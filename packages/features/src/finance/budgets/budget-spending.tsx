/**
 * How much of a budget is spent: a bar (warning from 90%, red when over) with the amounts, and a badge
 * that says 'Over budget by KES …' in words, so the state never rests on colour alone.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Budget } from '@ujuzi/api';
import { budgetStanding, formatDate, formatMoney, type BudgetStanding } from '@ujuzi/domain';
import { Badge, ProgressBar, type ProgressTone } from '@ujuzi/ui';
import { EXPENSE_CATEGORY_LABELS } from '../shared/labels';

type Figures = Pick<Budget, 'name' | 'allocated_amount' | 'spent_amount' | 'remaining_amount' | 'currency'>;

const TONES: Readonly<Record<BudgetStanding, ProgressTone>> = { within: 'brand', near: 'warning', over: 'danger' };

/** 'Over budget by KES 20,000.00', 'Nearly spent' or null. */
export function standingText(budget: Figures): string | null {
  const standing = budgetStanding(budget.allocated_amount, budget.spent_amount);
  if (standing === 'over') return `Over budget by ${formatMoney(-Number(budget.remaining_amount), budget.currency)}`;
  return standing === 'near' ? 'Nearly spent' : null;
}

export function BudgetStandingBadge({ budget }: { budget: Figures }) {
  const text = standingText(budget);
  if (!text) return null;
  return (
    <Badge tone={budgetStanding(budget.allocated_amount, budget.spent_amount) === 'over' ? 'danger' : 'warning'}>{text}</Badge>
  );
}

/** The bar with 'KES x of KES y' (compact in a list row). */
export function BudgetSpending({ budget, compact = false }: { budget: Figures; compact?: boolean }) {
  const standing = budgetStanding(budget.allocated_amount, budget.spent_amount);
  const spent = Number(budget.spent_amount);
  const allocated = Number(budget.allocated_amount);
  const share = allocated > 0 ? Math.round((spent / allocated) * 100) : 0;
  const amounts = `${formatMoney(budget.spent_amount, budget.currency)} of ${formatMoney(budget.allocated_amount, budget.currency)}`;
  return (
    <Stack gap="1.5" minW={compact ? '12rem' : undefined}>
      <ProgressBar
        label={compact ? `Spent of ${budget.name}` : 'Spent'}
        hideLabel={compact}
        value={Math.min(spent, allocated)}
        max={allocated > 0 ? allocated : 1}
        valueText={`${share}% spent, ${amounts}`}
        showValueText={false}
        tone={TONES[standing]}
        size={compact ? 'sm' : 'md'}
      />
      <HStack gap="2" wrap="wrap" justify="space-between">
        <Text textStyle={compact ? 'xs' : 'sm'} color="fg.muted" fontVariantNumeric="tabular-nums">
          {`${share}% · ${amounts}`}
        </Text>
        <BudgetStandingBadge budget={budget} />
      </HStack>
    </Stack>
  );
}

/** 'Software Engineering · Equipment · 1 Jan 2026 – 31 Dec 2026' */
export function budgetScope(budget: Budget): string {
  const period =
    budget.start_date && budget.end_date ? `${formatDate(budget.start_date)} – ${formatDate(budget.end_date)}` : null;
  return [
    budget.department_name ?? 'Whole school',
    budget.category ? EXPENSE_CATEGORY_LABELS[budget.category] : null,
    period ?? budget.academic_year_name,
  ]
    .filter(Boolean)
    .join(' · ');
}
