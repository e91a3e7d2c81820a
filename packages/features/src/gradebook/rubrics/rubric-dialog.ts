/** The rubric's dialog (new, or edit with its criteria), its form's code loaded when first opened. */
import type { Rubric } from '@ujuzi/api';
import { lazyFormDialog } from '../../infra/kit/lists/crud';

export const RubricDialog = lazyFormDialog(() => import('./rubric-form').then((module) => module.RubricForm), {
  noun: 'rubric',
  title: (rubric: Rubric | null) => (rubric ? `Edit “${rubric.title}”` : 'New rubric'),
  description: (rubric) => (rubric ? null : 'Criteria with their points; each criterion’s levels say what earns how many.'),
  height: '32rem',
});
