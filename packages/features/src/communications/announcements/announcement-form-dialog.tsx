/** Create or edit one announcement in a dialog; the form and the form kit arrive in a chunk of their own. */
import type { Announcement } from '@ujuzi/api';
import { Dialog } from '@ujuzi/ui';
import { lazyPart } from '../../infra/kit/shared/lazy-part';

const AnnouncementForm = lazyPart(() => import('./announcement-form').then((module) => module.AnnouncementForm), '34rem');
/** Starts loading the form's code (on hover or focus of the button that opens the dialog). */
export const preloadAnnouncementForm = AnnouncementForm.preload;

export interface AnnouncementFormDialogProps {
  /** The announcement to edit; null to create one. */
  announcement: Announcement | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved announcement. */
  onSaved?: (saved: Announcement) => void;
}

export function AnnouncementFormDialog({ announcement, open, onOpenChange, onSaved }: AnnouncementFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={announcement ? 'Edit announcement' : 'New announcement'}
      description="Published announcements show to their audience at once and count in their sidebar."
    >
      {open ? (
        <AnnouncementForm
          announcement={announcement}
          onDone={(saved) => {
            onOpenChange(false);
            if (saved) onSaved?.(saved);
          }}
        />
      ) : null}
    </Dialog>
  );
}
