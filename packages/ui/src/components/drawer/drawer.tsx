/** A panel sliding in from an edge (mobile navigation, filters, details). */
import { CloseButton, Drawer as ChakraDrawer, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

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

export function Drawer({
  title,
  hideTitle = false,
  children,
  footer,
  open,
  onOpenChange,
  trigger,
  placement = 'start',
  size = 'xs',
  closeLabel = 'Close',
}: DrawerProps) {
  return (
    <ChakraDrawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      placement={placement}
      size={size}
      lazyMount
      unmountOnExit
    >
      {trigger ? <ChakraDrawer.Trigger asChild>{trigger}</ChakraDrawer.Trigger> : null}
      <Portal>
        <ChakraDrawer.Backdrop />
        <ChakraDrawer.Positioner>
          <ChakraDrawer.Content>
            <ChakraDrawer.Header pe="12" srOnly={hideTitle}>
              <ChakraDrawer.Title>{title}</ChakraDrawer.Title>
            </ChakraDrawer.Header>
            <ChakraDrawer.Body pt={hideTitle ? '14' : undefined}>{children}</ChakraDrawer.Body>
            {footer ? <ChakraDrawer.Footer>{footer}</ChakraDrawer.Footer> : null}
            <ChakraDrawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </ChakraDrawer.CloseTrigger>
          </ChakraDrawer.Content>
        </ChakraDrawer.Positioner>
      </Portal>
    </ChakraDrawer.Root>
  );
}
