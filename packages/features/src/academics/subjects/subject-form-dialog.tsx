/** Add or edit one subject in a dialog (the list and the subject's page); the form loads when it opens. */
import { lazyFormDialog } from '../../infra/kit/lists/crud';

export const SubjectDialog = lazyFormDialog(() => import('./subject-form').then((module) => module.SubjectForm), {
  noun: 'subject',
  height: '30rem',
});
