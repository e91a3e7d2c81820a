/** The payment plan form in a dialog, its code loaded when it first opens (or on hover of its button). */
import type { PaymentPlan } from '@ujuzi/api';
import { lazyFormDialog } from '../../infra/kit';

export const PlanDialog = lazyFormDialog(() => import('./plan-form').then((module) => module.PlanForm), {
  noun: 'payment plan',
  title: (plan: PaymentPlan | null) => (plan ? `Edit ${plan.name}` : 'New payment plan'),
  height: '40rem',
});
