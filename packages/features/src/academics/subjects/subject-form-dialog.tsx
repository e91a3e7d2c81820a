/** Add or edit one subject in a dialog; the form arrives in its own chunk when the dialog opens. */
import type { Subject } from '@ujuzi/api';
import { Dialog } from '@ujuzi/ui';
import { lazyPart } from '../../infra/kit/shared/lazy-part';

const SubjectForm = lazyPart(() => import('./subject-form').then((module) => module.SubjectForm), '30rem');
export const preloadSubjectForm = SubjectForm.preload;

export interface SubjectFormDialogProps {
  subject: Subject | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a save (the details screen follows a changed slug). */
  onSaved?: (subject: Subject) => void;
}

export function SubjectFormDialog({ subject, open, onOpenChange, onSaved }: SubjectFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={subject ? 'Edit subject' : 'New subject'}>
      {open ? (
        <SubjectForm
          subject={subject}
          onDone={(saved) => {
            onOpenChange(false);
            if (saved) onSaved?.(saved);
          }}
        />
      ) : null}
    </Dialog>
  );
}
