export { AnnouncementsPage } from './announcements-page';
