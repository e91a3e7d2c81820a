/** Tooltip's implementation: Chakra's tooltip and its positioning machine, fetched when a tooltip is first wanted. */
import { Tooltip as ChakraTooltip } from '@chakra-ui/react';
import { PopupPortal } from '../popup-portal/popup-portal';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { registerRecipes } from '../../theme/register-recipes';
import type { TooltipProps } from './tooltip';

registerRecipes({ slotRecipes: { tooltip: tooltipSlotRecipe } });

export interface TooltipImplementationProps extends Required<Pick<TooltipProps, 'placement' | 'showArrow'>> {
  content: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger the wrapper renders, and the content's id its aria-describedby names. */
  ids: { trigger: string; content: string };
}

export function TooltipImplementation({ content, placement, showArrow, open, onOpenChange, ids }: TooltipImplementationProps) {
  return (
    <ChakraTooltip.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      ids={ids}
      positioning={{ placement }}
      lazyMount
      unmountOnExit
    >
      <PopupPortal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>
            {showArrow ? (
              <ChakraTooltip.Arrow>
                <ChakraTooltip.ArrowTip />
              </ChakraTooltip.Arrow>
            ) : null}
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </PopupPortal>
    </ChakraTooltip.Root>
  );
}
