export { PRICING_PAYMENTS_CRUMB, PricingHeader, type PricingHeaderProps } from './pricing-header';
export { INTERVAL_LABELS, PLAN_TYPE_LABELS, PLAN_TYPE_TONES, lateFee, percent, planSchedule } from './plan-labels';
