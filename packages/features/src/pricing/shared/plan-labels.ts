/** How the pricing screens name a payment plan's type, interval and schedule. */
import type { PaymentPlan, PaymentPlanInterval, PaymentPlanType } from '@ujuzi/api';
import { formatMoney } from '@ujuzi/domain';
import type { BadgeTone } from '@ujuzi/ui';

export const PLAN_TYPE_LABELS: Readonly<Record<PaymentPlanType, string>> = {
  full: 'Pay in full',
  installments: 'Installments',
  subscription: 'Subscription',
};
export const PLAN_TYPE_TONES: Readonly<Record<PaymentPlanType, BadgeTone>> = {
  full: 'neutral',
  installments: 'info',
  subscription: 'warning',
};
export const INTERVAL_LABELS: Readonly<Record<PaymentPlanInterval, string>> = {
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** '3 charges, monthly', 'One payment', 'Every month'. */
export function planSchedule(plan: Pick<PaymentPlan, 'plan_type' | 'number_of_installments' | 'interval'>): string {
  const every = plan.interval ? INTERVAL_LABELS[plan.interval].toLowerCase() : null;
  if (plan.plan_type === 'full') return 'One payment';
  if (plan.plan_type === 'subscription') return every ? `Charged ${every}` : 'Recurring';
  return `${plan.number_of_installments} installments${every ? `, ${every}` : ''}`;
}

/** '40 %' from the API's '40.00'; a missing or zero share is 'None'. */
export const percent = (value: string | null | undefined): string =>
  value && Number(value) > 0 ? `${Number(value).toLocaleString('en-KE')} %` : 'None';

export const lateFee = (plan: Pick<PaymentPlan, 'late_fee'>): string =>
  plan.late_fee && Number(plan.late_fee) > 0 ? formatMoney(plan.late_fee) : 'None';
