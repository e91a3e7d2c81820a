export { CheckoutPage, planSchedule } from './checkout-page';
export { GATEWAY_LABELS } from './gateway-labels';
