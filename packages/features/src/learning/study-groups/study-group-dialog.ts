/** The study group's form in a dialog whose code loads when it first opens (the list's and the group page's). */
import { lazyFormDialog } from '../../infra/kit/lists/crud';

export const StudyGroupDialog = lazyFormDialog(() => import('./study-group-form').then((module) => module.StudyGroupForm), {
  noun: 'study group',
  height: '38rem',
});
