/** Create or edit one class in a dialog; the form arrives in its own chunk when the dialog opens. */
import type { ClassSection } from '@ujuzi/api';
import { Dialog } from '@ujuzi/ui';
import { lazyPart } from '../../infra/kit/shared/lazy-part';

const ClassForm = lazyPart(() => import('./class-form').then((module) => module.ClassForm), '30rem');
export const preloadClassForm = ClassForm.preload;

export interface ClassFormDialogProps {
  section: ClassSection | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ClassFormDialog({ section, open, onOpenChange }: ClassFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={section ? 'Edit class' : 'New class'}>
      {open ? <ClassForm section={section} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
