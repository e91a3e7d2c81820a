/** Create or edit one announcement in a dialog (the list's New, the announcement's Edit); the form arrives in a chunk of its own. */
import { lazyFormDialog } from '../../infra/kit/lists/crud';

export const AnnouncementDialog = lazyFormDialog(() => import('./announcement-form').then((module) => module.AnnouncementForm), {
  noun: 'announcement',
  description: 'Published announcements show to their audience at once and count in their sidebar.',
  height: '34rem',
});
