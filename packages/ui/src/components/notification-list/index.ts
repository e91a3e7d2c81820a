export {
  NOTIFICATION_MESSAGES,
  NotificationList,
  PRIORITY_STYLES,
  type NotificationItem,
  type NotificationListProps,
  type NotificationPriority,
} from './notification-list';
