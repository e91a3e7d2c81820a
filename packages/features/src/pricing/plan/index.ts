export { PaymentPlanPage } from './plan-page';
