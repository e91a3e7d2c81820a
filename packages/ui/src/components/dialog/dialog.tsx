/** A modal dialog: title, body and actions; focus is trapped inside and returns to the trigger on close. */
import { CloseButton, Dialog as ChakraDialog, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode, RefObject } from 'react';

export interface DialogProps {
  /** The heading, and the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Actions at the bottom (e.g. Cancel and Save buttons); on the right, primary last. */
  footer?: ReactNode;
  /** Open state (controlled). Leave out and pass `trigger` for an uncontrolled dialog. */
  open?: boolean;
  /** Called when the dialog asks to open or close (Escape, the close button, a click outside, the trigger). */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog when clicked (a Button); focus returns to it on close. */
  trigger?: ReactElement;
  /** Width: 'sm' (400 px), 'md' (default, 448 px), 'lg' (512 px) or 'full' (whole screen). */
  size?: 'sm' | 'md' | 'lg' | 'full';
  /** 'alertdialog' for dialogs that interrupt with something to confirm; see ConfirmDialog. */
  role?: 'dialog' | 'alertdialog';
  /** The element to focus when it opens; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Whether a click outside closes it. Defaults to true (false for alert dialogs). */
  closeOnOutsideClick?: boolean;
  /** Label of the close button. Defaults to 'Close'. */
  closeLabel?: string;
  /** Hides the × button (then provide a way out in the footer). */
  hideCloseButton?: boolean;
}

export function Dialog({
  title,
  description,
  children,
  footer,
  open,
  onOpenChange,
  trigger,
  size = 'md',
  role = 'dialog',
  initialFocusRef,
  closeOnOutsideClick = role !== 'alertdialog',
  closeLabel = 'Close',
  hideCloseButton = false,
}: DialogProps) {
  return (
    <ChakraDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      role={role}
      size={size}
      placement="center"
      closeOnInteractOutside={closeOnOutsideClick}
      initialFocusEl={initialFocusRef ? () => initialFocusRef.current : undefined}
      lazyMount
      unmountOnExit
    >
      {trigger ? <ChakraDialog.Trigger asChild>{trigger}</ChakraDialog.Trigger> : null}
      <Portal>
        <ChakraDialog.Backdrop />
        <ChakraDialog.Positioner px={{ base: '3', sm: '4' }}>
          <ChakraDialog.Content>
            <ChakraDialog.Header pe="12">
              <ChakraDialog.Title>{title}</ChakraDialog.Title>
            </ChakraDialog.Header>
            <ChakraDialog.Body>
              {description ? (
                <ChakraDialog.Description color="fg.muted" mb={children ? '4' : undefined}>
                  {description}
                </ChakraDialog.Description>
              ) : null}
              {children}
            </ChakraDialog.Body>
            {footer ? <ChakraDialog.Footer>{footer}</ChakraDialog.Footer> : null}
            {hideCloseButton ? null : (
              <ChakraDialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </ChakraDialog.CloseTrigger>
            )}
          </ChakraDialog.Content>
        </ChakraDialog.Positioner>
      </Portal>
    </ChakraDialog.Root>
  );
}
