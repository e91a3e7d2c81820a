export { RelativeTime, type RelativeTimeProps, type RelativeTimeVariant } from './relative-time';
