/**
 * A modal dialog: title, body and actions; focus is trapped inside and returns to the trigger on close.
 * Its implementation (Chakra's dialog with its zag machines: focus trap, dismissal, scroll lock; ~24 KB
 * gzipped) is fetched the first time it opens, or earlier when the pointer or focus reaches its trigger;
 * until then only the trigger renders.
 */
import type { ReactElement, ReactNode, RefObject } from 'react';
import { onDemand } from './on-demand';
import { useOnDemandOverlay } from './use-on-demand-overlay';

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

const implementation = onDemand(() => import('./dialog-implementation').then((module) => module.DialogImplementation));

/** Fetches Dialog's code ahead of its first opening (e.g. when the pointer reaches a button that opens one). */
export function preloadDialog(): void {
  implementation.load().catch(() => undefined);
}

export function Dialog({ open, onOpenChange, trigger, ...props }: DialogProps) {
  const { Implementation, ...overlay } = useOnDemandOverlay(implementation, { open, onOpenChange, trigger });
  return (
    <>
      {overlay.trigger}
      {Implementation ? <Implementation {...props} {...overlay.control} /> : null}
    </>
  );
}
