/**
 * Budgets (the finance contract's Budget): where spending stands against the money set aside, and the
 * rules of the budget form beyond the contract's shapes.
 */
import type { FieldMessages } from './validation';

/** Where a budget's spending stands: within it, close to it (90% or more) or over it. */
export type BudgetStanding = 'within' | 'near' | 'over';

/** The share of a budget at which finance staff are warned that it is nearly spent. */
export const BUDGET_NEAR_SHARE = 0.9;

/** Where `spent` stands against `allocated` (decimal strings of the contract, or numbers). */
export function budgetStanding(allocated: string | number, spent: string | number): BudgetStanding {
  const limit = Number(allocated);
  const used = Number(spent);
  if (used > limit) return 'over';
  return limit > 0 && used >= limit * BUDGET_NEAR_SHARE ? 'near' : 'within';
}

export const BUDGET_MESSAGES = {
  amount: 'Enter an amount above KES 0.',
  period: 'The end date must come after the start date.',
} as const;

export interface BudgetInput {
  allocated_amount?: string | number | null;
  start_date?: string | null;
  end_date?: string | null;
}

/** The contract's positive allocation and a period that ends after it starts. */
export function validateBudget(budget: BudgetInput): FieldMessages {
  const errors: FieldMessages = {};
  const amount = Number(budget.allocated_amount);
  if (budget.allocated_amount !== '' && budget.allocated_amount != null && !(amount > 0))
    errors.allocated_amount = BUDGET_MESSAGES.amount;
  if (budget.start_date && budget.end_date && budget.end_date <= budget.start_date) errors.end_date = BUDGET_MESSAGES.period;
  return errors;
}
