export { PaymentPlansPage } from './plans-page';
export { PaymentPlanPage } from './plan-page';
