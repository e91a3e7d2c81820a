/** A menu of actions and links opened from a button (user menu, row actions). */
import { Menu as ChakraMenu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactElement, ReactNode } from 'react';
import { registerRecipes } from '../../theme/register-recipes';
import { AppLink } from '../link/link-context';

registerRecipes({ slotRecipes: { menu: menuSlotRecipe } });

/** One entry: an action (onSelect), a link (href), a separator or a labelled group. */
export type MenuEntry =
  | {
      type?: 'item';
      /** A unique key for the entry. */
      value: string;
      /** The visible text, and the item's accessible name. */
      label: string;
      /** A decorative icon before the label. */
      icon?: ReactNode;
      /** Runs when the item is chosen (click, Enter, Space). */
      onSelect?: () => void;
      /** Makes the item a link: in-app paths go through the app's router link. */
      href?: string;
      /** Red text for destructive actions (Delete, Sign out). */
      danger?: boolean;
      disabled?: boolean;
    }
  | { type: 'separator'; value: string }
  | { type: 'group'; value: string; label: string; items: MenuEntry[] };

export interface MenuProps {
  /** The button that opens the menu (a Button or IconButton with an accessible name). */
  trigger: ReactElement;
  /** The entries, in order. */
  items: readonly MenuEntry[];
  /** Where the menu opens relative to the trigger. Defaults to 'bottom-end'. */
  placement?: 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end';
  /** Content shown above the items (e.g. the signed-in user's name); not focusable. */
  header?: ReactNode;
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

export function Menu({ trigger, items, placement = 'bottom-end', header }: MenuProps) {
  return (
    <ChakraMenu.Root positioning={{ placement }}>
      <ChakraMenu.Trigger asChild>{trigger}</ChakraMenu.Trigger>
      <Portal>
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
      </Portal>
    </ChakraMenu.Root>
  );
}
