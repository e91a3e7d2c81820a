export { ALL_SPEC, AnnouncementsPage, FOR_ME_SPEC } from './announcements-page';
