/**
 * A decision that needs a reason someone else reads (Reject, Revoke): its button opens a confirmation with
 * a required Reason field. A blank reason gets the screen's message on the field; a failed call leaves the
 * dialog open with the reason as typed (the call's toast says why); closing keeps the text for next time.
 */
import { Button, ConfirmDialog, TextareaField, type ButtonProps } from '@ujuzi/ui';
import { useState, type ReactNode } from 'react';

export interface ReasonConfirmDialogProps {
  /** The button's text ('Reject'). */
  label: string;
  /** The button's look; 'outline' unless said ('danger' for Revoke). */
  variant?: ButtonProps['variant'];
  pending?: boolean;
  /** The confirmation, naming the item ('Reject Spring offers?'). */
  title: string;
  /** What happens then ('The applicant is told why.'). */
  message?: ReactNode;
  /** The confirm button's text; the button's label unless said. */
  confirmLabel?: string;
  reason: {
    /** The message on a blank reason ('Please say why, so the author can fix it.'). */
    required: string;
    /** The contract's limit on the reason's length. */
    maxLength?: number;
    /** Who reads the reason ('Shown to the author.'). */
    helpText?: string;
  };
  /** Runs the decision with the trimmed reason; resolves true when it succeeded (an EntityAction's `run`). */
  onConfirm: (reason: string) => Promise<boolean>;
}

export function ReasonConfirmDialog({
  label,
  variant = 'outline',
  pending,
  title,
  message,
  confirmLabel,
  reason: rules,
  onConfirm,
}: ReasonConfirmDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      trigger={
        <Button variant={variant} loading={pending}>
          {label}
        </Button>
      }
      title={title}
      message={message}
      confirmLabel={confirmLabel ?? label}
      destructive
      onOpenChange={(open) => {
        if (!open) setError(null);
      }}
      onConfirm={async () => {
        if (!reason.trim()) {
          setError(rules.required);
          throw new Error(rules.required);
        }
        if (!(await onConfirm(reason.trim()))) throw new Error(`${label} failed`);
        setReason('');
      }}
    >
      <TextareaField
        label="Reason"
        required
        maxLength={rules.maxLength}
        rows={3}
        helpText={rules.helpText}
        value={reason}
        error={error ?? undefined}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim()) setError(null);
        }}
      />
    </ConfirmDialog>
  );
}
