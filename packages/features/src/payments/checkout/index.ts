export { CheckoutPage } from './checkout-page';
export { GATEWAY_LABELS } from './gateway-labels';
