/** The leave application's form in a dialog whose code loads when it first opens. */
import { lazyFormDialog } from '../../infra/kit/lists/crud';

export const LeaveDialog = lazyFormDialog(() => import('./leave-form').then((module) => module.LeaveForm), {
  noun: 'leave application',
  title: (item) => (item ? 'Edit leave application' : 'Apply for leave'),
  height: '36rem',
});
