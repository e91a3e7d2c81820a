/** Drawer's implementation: Chakra's drawer and its zag machines, fetched the first time a Drawer opens. */
import { CloseButton, Drawer as ChakraDrawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { ModalScope } from '../popup-portal/popup-portal';
import { registerRecipes } from '../../theme/register-recipes';
import { useMountedSignal, type OverlayControl } from '../dialog/use-on-demand-overlay';
import type { DrawerProps } from './drawer';

registerRecipes({ slotRecipes: { drawer: drawerSlotRecipe } });

export type DrawerImplementationProps = Omit<DrawerProps, 'open' | 'onOpenChange' | 'trigger'> & OverlayControl;

export function DrawerImplementation({
  title,
  hideTitle = false,
  children,
  footer,
  open,
  onOpenChange,
  onMounted,
  ids,
  finalFocusEl,
  placement = 'start',
  size = 'xs',
  closeLabel = 'Close',
}: DrawerImplementationProps) {
  useMountedSignal(onMounted);
  return (
    <ChakraDrawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      ids={ids}
      finalFocusEl={finalFocusEl}
      placement={placement}
      size={size}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ChakraDrawer.Backdrop />
        <ChakraDrawer.Positioner>
          <ChakraDrawer.Content>
            <ModalScope>
              {/* `srOnly={false}` would reset the padding to 0 (Chakra's visible state), so it is left out when shown. */}
              <ChakraDrawer.Header pe="12" srOnly={hideTitle || undefined}>
                <ChakraDrawer.Title>{title}</ChakraDrawer.Title>
              </ChakraDrawer.Header>
              <ChakraDrawer.Body pt={hideTitle ? '14' : undefined}>{children}</ChakraDrawer.Body>
              {footer ? <ChakraDrawer.Footer>{footer}</ChakraDrawer.Footer> : null}
              <ChakraDrawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </ChakraDrawer.CloseTrigger>
            </ModalScope>
          </ChakraDrawer.Content>
        </ChakraDrawer.Positioner>
      </Portal>
    </ChakraDrawer.Root>
  );
}
