/**
 * A panel sliding in from an edge (mobile navigation, filters, details). Like Dialog, its implementation
 * is fetched the first time it opens, or earlier when the pointer or focus reaches its trigger.
 */
import type { ReactElement, ReactNode } from 'react';
import { onDemand } from '../dialog/on-demand';
import { useOnDemandOverlay } from '../dialog/use-on-demand-overlay';

export interface DrawerProps {
  /** The heading, and the drawer's accessible name. */
  title: ReactNode;
  /** Hides the heading visually but keeps it as the accessible name (e.g. a navigation drawer). */
  hideTitle?: boolean;
  /** The content. */
  children?: ReactNode;
  /** Actions at the bottom. */
  footer?: ReactNode;
  /** Open state (controlled). Leave out and pass `trigger` for an uncontrolled drawer. */
  open?: boolean;
  /** Called when the drawer asks to open or close (Escape, close button, click outside). */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the drawer when clicked; focus returns to it on close. */
  trigger?: ReactElement;
  /** The edge it comes from. Defaults to 'start' (left in en-KE). */
  placement?: 'start' | 'end' | 'top' | 'bottom';
  /** Width (or height for top/bottom). Defaults to 'xs' (320 px), which suits phones. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'full';
  /** Label of the close button. Defaults to 'Close'. */
  closeLabel?: string;
}

const implementation = onDemand(() => import('./drawer-implementation').then((module) => module.DrawerImplementation));

/** Fetches Drawer's code ahead of its first opening: call it when the pointer or focus reaches a control that opens one. */
export function preloadDrawer(): void {
  implementation.load().catch(() => undefined);
}

export function Drawer({ open, onOpenChange, trigger, ...props }: DrawerProps) {
  const { Implementation, ...overlay } = useOnDemandOverlay(implementation, { open, onOpenChange, trigger });
  return (
    <>
      {overlay.trigger}
      {Implementation ? <Implementation {...props} {...overlay.control} /> : null}
    </>
  );
}
