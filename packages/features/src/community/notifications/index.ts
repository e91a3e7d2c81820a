export { CommunityNotificationsPage } from './community-notifications-page';
