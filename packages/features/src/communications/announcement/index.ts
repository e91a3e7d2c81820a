/** One announcement's screen as a chunk of its own: it carries the edit form, not the list's table. */
export { AnnouncementPage } from './announcement-page';
