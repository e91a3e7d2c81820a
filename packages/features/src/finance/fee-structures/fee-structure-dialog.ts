/** The fee structure form in a dialog (its code loads when it first opens), on the list and on a structure's page. */
import { lazyFormDialog } from '../../infra/kit';

export const FeeStructureDialog = lazyFormDialog(() => import('./fee-structure-form').then((module) => module.FeeStructureForm), {
  noun: 'fee structure',
  size: 'lg',
  height: '40rem',
});
