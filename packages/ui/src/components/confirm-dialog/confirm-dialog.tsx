/** Asks the user to confirm an action ('Are you sure you want to logout?'). */
import { HStack } from '@chakra-ui/react';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

export interface ConfirmDialogProps {
  /** The question or heading, e.g. 'Log out?'. */
  title: ReactNode;
  /** What will happen, e.g. 'Are you sure you want to logout?'. */
  message?: ReactNode;
  /** The confirm button's text; name the action ('Log out', 'Delete course'). Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** The cancel button's text. Defaults to 'Cancel'. */
  cancelLabel?: string;
  /** For actions that destroy or cannot be undone: a red confirm button, and focus starts on Cancel. */
  destructive?: boolean;
  /**
   * Runs on confirm. If it returns a promise, the button shows a spinner until it settles; the dialog
   * closes when it resolves and stays open if it rejects (show the error with a toast).
   */
  onConfirm: (() => void) | (() => Promise<unknown>);
  /** Runs on cancel, Escape or the close button. */
  onCancel?: () => void;
  /** Open state (controlled). Leave out and pass `trigger` for an uncontrolled dialog. */
  open?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog when clicked. */
  trigger?: ReactElement;
  /** Content under the message: a choice the action needs (the assignee of a bulk assign). */
  children?: ReactNode;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';

export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  onCancel,
  open: openProp,
  onOpenChange,
  trigger,
  children,
}: ConfirmDialogProps) {
  const [openState, setOpenState] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = openProp ?? openState;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const cancel = () => {
    if (busy) return;
    onCancel?.();
    setOpen(false);
  };
  const confirm = async () => {
    const result = onConfirm();
    if (!isThenable(result)) return setOpen(false);
    setBusy(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure; the dialog stays so the user can retry or cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : cancel())}
      trigger={trigger}
      initialFocusRef={destructive ? cancelRef : confirmRef}
      closeOnOutsideClick={false}
      hideCloseButton
      footer={
        <HStack gap="3" justify="flex-end" width="full" flexWrap="wrap-reverse">
          <Button ref={cancelRef} variant="outline" onClick={cancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} variant={destructive ? 'danger' : 'solid'} onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </HStack>
      }
    >
      {children}
    </Dialog>
  );
}
