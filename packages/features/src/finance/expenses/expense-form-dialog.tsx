/** Record or edit one expense in a dialog; the form arrives in its own chunk when the dialog opens. */
import type { Expense } from '@ujuzi/api';
import { Dialog } from '@ujuzi/ui';
import { lazyPart } from '../../infra/kit/shared/lazy-part';

const ExpenseForm = lazyPart(() => import('./expense-form').then((module) => module.ExpenseForm), '34rem');
/** Starts loading the form's code (on hover or focus of a button that opens the dialog). */
export const preloadExpenseForm = ExpenseForm.preload;

export interface ExpenseFormDialogProps {
  /** The expense to edit; null to record one. */
  expense: Expense | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ExpenseFormDialog({ expense, open, onOpenChange }: ExpenseFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={expense ? 'Edit expense' : 'New expense'}
      description={expense ? undefined : 'A new expense waits for an admin’s approval.'}
    >
      {open ? <ExpenseForm expense={expense} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
