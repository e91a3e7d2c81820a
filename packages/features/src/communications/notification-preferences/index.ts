export { NotificationPreferencesPage } from './notification-preferences-page';
