/** 'New assessment' for staff on the assessments list: the form in a dialog; saved, the assessment's page. */
import { Button, Dialog } from '@ujuzi/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lazyPart, links } from '../../infra/kit';

const AssessmentForm = lazyPart(() => import('./assessment-form').then((m) => m.AssessmentForm), '40rem');

export function NewAssessmentButton() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={() => setOpen(true)} onFocus={AssessmentForm.preload} onMouseEnter={AssessmentForm.preload}>
        New assessment
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title="New assessment"
        description="Save it as a draft, add its questions, then publish it."
      >
        {open ? (
          <AssessmentForm
            assessment={null}
            onSaved={(saved) => {
              setOpen(false);
              void navigate(links.assessment(saved.id));
            }}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </Dialog>
    </>
  );
}
