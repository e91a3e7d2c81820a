/**
 * The bulk-action bar of a list page: one button per action, a confirmation that names the count (and
 * takes the action's one choice, e.g. the assignee), then the per-row outcome report.
 */
import { Button, ConfirmDialog, Dialog, OutcomeList, Select, toast, type SelectOption } from '@ujuzi/ui';
import { useState, type ReactNode } from 'react';
import { countOf, reportFromFailure, type BulkReport, type BulkRow } from './bulk';

export interface BulkAction {
  /** Stable key. */
  id: string;
  /** The button's text ('Resolve', 'Assign', 'Delete'). */
  label: string;
  /** The confirmation's title for this many rows ('Resolve 3 inquiries?'). */
  confirmTitle: (count: number) => string;
  /** A sentence under the title (what will happen; for destructive actions, that it cannot be undone). */
  confirmMessage?: (count: number) => ReactNode;
  /** The confirm button's text. Defaults to the label. */
  confirmLabel?: string;
  /** Red button, and focus starts on Cancel. */
  destructive?: boolean;
  /** One required choice made in the confirmation (the assignee, the priority). */
  choice?: { label: string; placeholder: string; options: readonly SelectOption[] };
  /** Runs the action; resolves with the per-row report (see reportFromBulkResult, runPerRow). */
  run: (rows: readonly BulkRow[], choice: string | undefined) => Promise<BulkReport>;
}

export interface BulkActionsProps {
  actions: readonly BulkAction[];
  /** The selected rows, across pages. */
  selected: readonly BulkRow[];
  /** Called after an action ran, with its report (show it, clear the selection, refresh the list). */
  onDone: (report: BulkReport, action: BulkAction) => void;
}

export function BulkActions({ actions, selected, onDone }: BulkActionsProps) {
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [choice, setChoice] = useState('');
  const [choiceError, setChoiceError] = useState<string | undefined>();

  const begin = (action: BulkAction) => {
    setChoice('');
    setChoiceError(undefined);
    setPending(action);
  };

  const confirm = async () => {
    if (!pending) return;
    if (pending.choice && !choice) {
      setChoiceError(`Choose ${pending.choice.label.toLowerCase()}.`);
      // Keeps the dialog open: ConfirmDialog stays when the promise rejects.
      throw new Error('choice missing');
    }
    const action = pending;
    let result: BulkReport;
    try {
      result = await action.run(selected, choice || undefined);
    } catch (error) {
      result = reportFromFailure(selected, error);
    }
    setPending(null);
    if (result.failed === 0) toast.success(result.message);
    else if (result.succeeded > 0) toast.warning(result.message);
    else toast.error(result.message);
    onDone(result, action);
  };

  return (
    <>
      {actions.map((action) => (
        <Button key={action.id} size="sm" variant={action.destructive ? 'danger' : 'outline'} onClick={() => begin(action)}>
          {action.label}
        </Button>
      ))}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={pending?.confirmTitle(selected.length) ?? ''}
        destructive={pending?.destructive}
        confirmLabel={pending?.confirmLabel ?? pending?.label}
        message={pending?.confirmMessage?.(selected.length)}
        onConfirm={confirm}
      >
        {pending?.choice ? (
          <Select
            label={pending.choice.label}
            placeholder={pending.choice.placeholder}
            options={pending.choice.options}
            value={choice}
            error={choiceError}
            required
            onChange={(value) => {
              setChoice(value);
              setChoiceError(undefined);
            }}
          />
        ) : null}
      </ConfirmDialog>
    </>
  );
}

export interface BulkReportDialogProps {
  /** The action that ran and its report; null when closed. */
  result: { action: BulkAction; report: BulkReport } | null;
  noun: { one: string; many: string };
  onClose: () => void;
}

/** The per-row outcome of a bulk action, kept open until read (the selection it came from is gone by then). */
export function BulkReportDialog({ result, noun, onClose }: BulkReportDialogProps) {
  const total = result?.report.outcomes.length ?? 0;
  return (
    <Dialog
      open={result !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={result ? `${result.action.label}: ${result.report.message}` : ''}
      description={
        result
          ? `${result.report.succeeded} of ${countOf(total, noun.one, noun.many)} done` +
            (result.report.failed ? `, ${result.report.failed} failed.` : '.')
          : undefined
      }
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {result ? <OutcomeList label={`Outcome for each ${noun.one}`} items={result.report.outcomes} /> : null}
    </Dialog>
  );
}
