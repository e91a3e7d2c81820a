// One lazy part each, shared by the rows that preload them and the builder that shows them.
import { lazyPart } from '../../infra/kit/shared/lazy-part';

export const LessonEditorDrawer = lazyPart(() => import('./lesson-editor-drawer').then((m) => m.LessonEditorDrawer), '0');
export const BulkCreateDialog = lazyPart(() => import('./bulk-create-dialog').then((m) => m.BulkCreateDialog), '0');
