/** Tabs: switch between views of the same page with the arrow keys or a click. */
import { Tabs as ChakraTabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { registerRecipes } from '../../theme/register-recipes';

registerRecipes({ slotRecipes: { tabs: tabsSlotRecipe } });

export interface TabItem {
  /** A unique key; also passed to onChange. */
  value: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel shown when the tab is selected. */
  content: ReactNode;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** The selected tab (controlled), e.g. synced with the URL. */
  value?: string;
  /** The initially selected tab (uncontrolled). Defaults to the first. */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onChange?: (value: string) => void;
  /** Names the tab list for screen readers when the page has several (e.g. 'Course sections'). */
  'aria-label'?: string;
  /** 'line' (default, underline), 'enclosed' (pills on a tray) or 'outline'. */
  variant?: 'line' | 'enclosed' | 'outline';
  /** Stretches the tabs across the full width. */
  fitted?: boolean;
  /** Renders a panel only once it is first shown (for heavy panels). */
  lazy?: boolean;
}

export function Tabs({
  items,
  value,
  defaultValue,
  onChange,
  'aria-label': ariaLabel,
  variant = 'line',
  fitted,
  lazy,
}: TabsProps) {
  return (
    <ChakraTabs.Root
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={(details) => onChange?.(details.value)}
      variant={variant}
      fitted={fitted}
      lazyMount={lazy}
      colorPalette="brand"
    >
      <ChakraTabs.List aria-label={ariaLabel} overflowX="auto" maxW="full">
        {items.map((item) => (
          <ChakraTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} flexShrink={0}>
            {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
            {item.label}
          </ChakraTabs.Trigger>
        ))}
      </ChakraTabs.List>
      {items.map((item) => (
        <ChakraTabs.Content key={item.value} value={item.value}>
          {item.content}
        </ChakraTabs.Content>
      ))}
    </ChakraTabs.Root>
  );
}
