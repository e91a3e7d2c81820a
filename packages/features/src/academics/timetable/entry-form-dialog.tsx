/** Add or edit one lesson of a class's timetable in a dialog; the form arrives in its own chunk when it opens. */
import type { TimetableEntry } from '@ujuzi/api';
import { Dialog } from '@ujuzi/ui';
import { lazyPart } from '../../infra/kit/shared/lazy-part';

const EntryForm = lazyPart(() => import('./entry-form').then((module) => module.EntryForm), '30rem');
export const preloadEntryForm = EntryForm.preload;

export interface EntryFormDialogProps {
  entry: TimetableEntry | null;
  /** The class a new lesson belongs to. */
  classSection: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EntryFormDialog({ entry, classSection, open, onOpenChange }: EntryFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={entry ? 'Edit lesson' : 'New lesson'}>
      {open ? <EntryForm entry={entry} classSection={classSection} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
