/** Dialog's implementation: Chakra's dialog and its zag machines, fetched the first time a Dialog opens. */
import { CloseButton, Dialog as ChakraDialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { ModalScope } from '../popup-portal/popup-portal';
import { registerRecipes } from '../../theme/register-recipes';
import type { DialogProps } from './dialog';
import { useMountedSignal, type OverlayControl } from './use-on-demand-overlay';

registerRecipes({ slotRecipes: { dialog: dialogSlotRecipe } });

export type DialogImplementationProps = Omit<DialogProps, 'open' | 'onOpenChange' | 'trigger'> & OverlayControl;

export function DialogImplementation({
  title,
  description,
  children,
  footer,
  open,
  onOpenChange,
  onMounted,
  ids,
  finalFocusEl,
  size = 'md',
  role = 'dialog',
  initialFocusRef,
  closeOnOutsideClick = role !== 'alertdialog',
  closeLabel = 'Close',
  hideCloseButton = false,
}: DialogImplementationProps) {
  useMountedSignal(onMounted);
  return (
    <ChakraDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      ids={ids}
      finalFocusEl={finalFocusEl}
      role={role}
      size={size}
      placement="center"
      closeOnInteractOutside={closeOnOutsideClick}
      initialFocusEl={initialFocusRef ? () => initialFocusRef.current : undefined}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ChakraDialog.Backdrop />
        <ChakraDialog.Positioner px={{ base: '3', sm: '4' }}>
          <ChakraDialog.Content>
            <ModalScope>
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
            </ModalScope>
          </ChakraDialog.Content>
        </ChakraDialog.Positioner>
      </Portal>
    </ChakraDialog.Root>
  );
}
