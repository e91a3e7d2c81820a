/** The `notifications` area: the notifications page. */
export { NotificationsPage } from './notifications/notifications-page';
