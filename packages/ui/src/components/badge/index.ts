export { Badge, CountBadge, COUNT_CAPS, type BadgeProps, type BadgeTone, type CountBadgeProps } from './badge';
