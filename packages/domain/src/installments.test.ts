import { describe, expect, it } from 'vitest';
import { installmentSchedule } from './installments';

const START = new Date('2026-11-26T09:00:00Z');

describe('installmentSchedule', () => {
  it('splits into equal parts to the cent, the last taking the remainder, adding up to the total', () => {
    const schedule = installmentSchedule(10_000, 3, 'monthly', START);
    expect(schedule.map((item) => item.amount)).toEqual([3333.33, 3333.33, 3333.34]);
    expect(schedule.reduce((sum, item) => sum + item.amount, 0)).toBeCloseTo(10_000, 2);
  });

  it('dues the first at once and each next one interval later', () => {
    const days = (date: Date) => Math.round((date.getTime() - START.getTime()) / 86_400_000);
    expect(installmentSchedule(900, 3, 'weekly', START).map((item) => days(item.dueDate))).toEqual([0, 7, 14]);
    expect(installmentSchedule(900, 2, 'quarterly', START).map((item) => days(item.dueDate))).toEqual([0, 91]);
    expect(installmentSchedule(900, 2, 'yearly', START).map((item) => days(item.dueDate))).toEqual([0, 365]);
  });

  it('reads an unknown interval as monthly and a count below 1 as one payment', () => {
    expect(installmentSchedule(900, 2, 'fortnightly', START)[1]?.dueDate.toISOString()).toBe('2026-12-26T09:00:00.000Z');
    expect(installmentSchedule(900, 0, null, START)).toEqual([{ number: 1, dueDate: START, amount: 900 }]);
  });
});
