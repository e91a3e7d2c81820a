/**
 * A payment plan's installments, as the checkout previews them and the server schedules them: the
 * same split on both sides, so the schedule a learner agrees to is the one they are asked to pay.
 */

/** Days between two installments, by the plan's interval. */
export const INSTALLMENT_INTERVAL_DAYS: Readonly<Record<string, number>> = {
  weekly: 7,
  biweekly: 14,
  monthly: 30,
  quarterly: 91,
  yearly: 365,
};

export interface ScheduledInstallment {
  /** 1 for the first (due at once). */
  number: number;
  dueDate: Date;
  /** In the plan's currency, to the cent. */
  amount: number;
}

const DAY_MS = 86_400_000;

/**
 * `count` installments of `total`, one interval apart from `start`: equal parts rounded down to the
 * cent, the last one taking what is left, so they add up to the total exactly. An unknown interval
 * is monthly; a count below 1 is one payment.
 */
export function installmentSchedule(
  total: number,
  count: number,
  interval: string | null | undefined,
  start: Date,
): ScheduledInstallment[] {
  const parts = Math.max(1, Math.floor(count));
  const part = Math.floor((total / parts) * 100) / 100;
  const step = INSTALLMENT_INTERVAL_DAYS[interval ?? 'monthly'] ?? INSTALLMENT_INTERVAL_DAYS.monthly ?? 30;
  return Array.from({ length: parts }, (_, index) => ({
    number: index + 1,
    dueDate: new Date(start.getTime() + index * step * DAY_MS),
    amount: index === parts - 1 ? Math.round((total - part * (parts - 1)) * 100) / 100 : part,
  }));
}

/** What staff may record as paid on an installment: more than nothing, at most its balance. */
export function installmentPaidProblem(value: string | null | undefined, balance: string | number): string | null {
  if (value === null || value === undefined || value === '') return null;
  const most = typeof balance === 'number' ? balance : Number.parseFloat(balance);
  const paid = Number.parseFloat(value);
  if (!Number.isFinite(paid) || paid <= 0 || paid > most + 0.001) return `Enter an amount between 0.01 and ${most.toFixed(2)}.`;
  return null;
}
