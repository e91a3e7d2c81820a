/** New message (or a draft to finish) in a dialog; the form and the form kit arrive in a chunk of their own. */
import type { Message } from '@ujuzi/api';
import { Dialog } from '@ujuzi/ui';
import { lazyPart } from '../../infra/kit/shared/lazy-part';

const ComposeForm = lazyPart(() => import('./compose-form').then((module) => module.ComposeForm), '28rem');
/** Starts loading the form's code (on hover or focus of the button that opens the dialog). */
export const preloadComposeForm = ComposeForm.preload;

export interface ComposeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A draft to finish; null for a new message. */
  draft?: Message | null;
  onDone?: (saved: Message) => void;
}

export function ComposeDialog({ open, onOpenChange, draft = null, onDone }: ComposeDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={draft ? 'Finish your draft' : 'New message'}
      description="Your message goes to the person's inbox; they are notified."
    >
      {open ? (
        <ComposeForm
          draft={draft}
          onDone={(saved) => {
            onOpenChange(false);
            if (saved) onDone?.(saved);
          }}
        />
      ) : null}
    </Dialog>
  );
}
