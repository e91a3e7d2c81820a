import { describe, expect, it } from 'vitest';
import { BUDGET_MESSAGES, budgetStanding, validateBudget } from './budgets';

describe('budgetStanding', () => {
  it('is over when spending passes the allocation, near from 90%', () => {
    expect(budgetStanding('100000.00', '100000.01')).toBe('over');
    expect(budgetStanding('100000.00', '100000.00')).toBe('near');
    expect(budgetStanding('100000.00', '90000.00')).toBe('near');
    expect(budgetStanding('100000.00', '89999.99')).toBe('within');
    expect(budgetStanding('0.00', '0.00')).toBe('within');
  });
});

describe('validateBudget', () => {
  it('asks for a positive amount and a period that ends after it starts', () => {
    expect(validateBudget({ allocated_amount: '0', start_date: '2026-02-01', end_date: '2026-01-01' })).toEqual({
      allocated_amount: BUDGET_MESSAGES.amount,
      end_date: BUDGET_MESSAGES.period,
    });
    expect(validateBudget({ allocated_amount: '2500', start_date: '2026-01-01', end_date: '2026-12-31' })).toEqual({});
  });
});
