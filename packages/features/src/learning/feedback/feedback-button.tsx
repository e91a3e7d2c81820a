/** "Send feedback" on a course's and a lesson's page: the feedback form in a dialog, its code loaded on first use. */
import { Button, Dialog } from '@ujuzi/ui';
import { useState } from 'react';
import { lazyPart } from '../../infra/kit';

const FeedbackForm = lazyPart(() => import('./feedback-form').then((m) => m.FeedbackForm), '22rem');

export function FeedbackButton({ courseId = null }: { courseId?: number | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        onFocus={FeedbackForm.preload}
        onPointerEnter={FeedbackForm.preload}
      >
        Send feedback
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Send feedback">
        {open ? <FeedbackForm courseId={courseId} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
