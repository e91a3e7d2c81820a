/** Menu's implementation: Chakra's menu and its zag machines, fetched the first time a Menu opens. */
import { Menu as ChakraMenu, useMenu } from '@chakra-ui/react';
import { PopupPortal } from '../popup-portal/popup-portal';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect } from 'react';
import { registerRecipes } from '../../theme/register-recipes';
import { useMountedSignal, type OverlayControl } from '../dialog/use-on-demand-overlay';
import { AppLink } from '../link/link-context';
import type { MenuEntry, MenuProps } from './menu';

registerRecipes({ slotRecipes: { menu: menuSlotRecipe } });

export interface MenuImplementationProps extends Omit<MenuProps, 'trigger'>, OverlayControl {
  /** The item to highlight on opening: an arrow key on the trigger opens at the first or the last one. */
  highlight: 'first' | 'last' | null;
}

function Entry({ entry }: { entry: MenuEntry }) {
  if (entry.type === 'separator') return <ChakraMenu.Separator />;
  if (entry.type === 'group') {
    return (
      <ChakraMenu.ItemGroup>
        <ChakraMenu.ItemGroupLabel>{entry.label}</ChakraMenu.ItemGroupLabel>
        {entry.items.map((child) => (
          <Entry key={child.value} entry={child} />
        ))}
      </ChakraMenu.ItemGroup>
    );
  }
  const content = (
    <>
      {entry.icon ? <span aria-hidden="true">{entry.icon}</span> : null}
      <ChakraMenu.ItemText>{entry.label}</ChakraMenu.ItemText>
    </>
  );
  const dangerProps = entry.danger ? { color: 'fg.error', _highlighted: { bg: 'bg.error', color: 'fg.error' } } : {};
  if (entry.href) {
    return (
      <ChakraMenu.Item value={entry.value} disabled={entry.disabled} asChild onSelect={entry.onSelect} {...dangerProps}>
        <AppLink href={entry.href}>{content}</AppLink>
      </ChakraMenu.Item>
    );
  }
  return (
    <ChakraMenu.Item value={entry.value} disabled={entry.disabled} onSelect={entry.onSelect} {...dangerProps}>
      {content}
    </ChakraMenu.Item>
  );
}

/** The entries that can be highlighted, in order (groups opened, separators and disabled items left out). */
function selectableValues(items: readonly MenuEntry[]): string[] {
  return items.flatMap((entry) => {
    if (entry.type === 'separator') return [];
    if (entry.type === 'group') return selectableValues(entry.items);
    return entry.disabled ? [] : [entry.value];
  });
}

export function MenuImplementation({
  items,
  placement = 'bottom-end',
  header,
  open,
  onOpenChange,
  onMounted,
  ids,
  highlight,
}: MenuImplementationProps) {
  useMountedSignal(onMounted);
  const menu = useMenu({ open, onOpenChange: (details) => onOpenChange(details.open), ids, positioning: { placement } });
  const { setHighlightedValue } = menu.api;
  useEffect(() => {
    if (!open || !highlight) return;
    const values = selectableValues(items);
    const value = highlight === 'first' ? values[0] : values.at(-1);
    if (value) setHighlightedValue(value);
  }, [open, highlight, items, setHighlightedValue]);
  return (
    <ChakraMenu.RootProvider value={menu}>
      <PopupPortal>
        <ChakraMenu.Positioner>
          <ChakraMenu.Content minW="12rem">
            {header ? (
              <ChakraMenu.ItemGroup>
                <ChakraMenu.ItemGroupLabel fontWeight="normal" color="fg">
                  {header}
                </ChakraMenu.ItemGroupLabel>
                <ChakraMenu.Separator />
              </ChakraMenu.ItemGroup>
            ) : null}
            {items.map((entry) => (
              <Entry key={entry.value} entry={entry} />
            ))}
          </ChakraMenu.Content>
        </ChakraMenu.Positioner>
      </PopupPortal>
    </ChakraMenu.RootProvider>
  );
}
