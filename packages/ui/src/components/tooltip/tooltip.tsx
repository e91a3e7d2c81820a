/** A short hint shown on hover and keyboard focus. Never the only place for essential information. */
import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactElement, ReactNode } from 'react';
import { registerRecipes } from '../../theme/register-recipes';

registerRecipes({ slotRecipes: { tooltip: tooltipSlotRecipe } });

export interface TooltipProps {
  /** The hint text. It describes the trigger (aria-describedby); it does not name it. */
  content: ReactNode;
  /** One focusable element (a Button, IconButton or Link). */
  children: ReactElement;
  /** Where it appears. Defaults to 'top'. */
  placement?: 'top' | 'bottom' | 'left' | 'right';
  /** Delay before showing on hover, in ms. Defaults to 300. */
  openDelay?: number;
  /** Shows the trigger without a tooltip. */
  disabled?: boolean;
  /** Draws a small arrow pointing at the trigger. Defaults to true. */
  showArrow?: boolean;
}

export function Tooltip({
  content,
  children,
  placement = 'top',
  openDelay = 300,
  disabled = false,
  showArrow = true,
}: TooltipProps) {
  if (disabled) return children;
  return (
    <ChakraTooltip.Root positioning={{ placement }} openDelay={openDelay} closeDelay={100} lazyMount unmountOnExit>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
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
      </Portal>
    </ChakraTooltip.Root>
  );
}
