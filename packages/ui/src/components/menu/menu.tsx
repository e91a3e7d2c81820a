/**
 * A menu of actions and links opened from a button (user menu, row actions). Its implementation (Chakra's
 * menu with its positioning and dismissal machines, shared with the other popups) is fetched the first
 * time it opens, or earlier when the pointer or focus reaches its button; until then only the button renders.
 */
import { cloneElement, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { onDemand } from '../dialog/on-demand';
import { useOnDemandOverlay } from '../dialog/use-on-demand-overlay';

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

const OPENING_KEYS: Partial<Record<string, 'first' | 'last'>> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

const implementation = onDemand(() => import('./menu-implementation').then((module) => module.MenuImplementation));

export function Menu({ trigger, items, placement = 'bottom-end', header }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState<'first' | 'last' | null>(null);
  const button = trigger as ReactElement<{ onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void }>;
  // The menu-button pattern: from the keyboard, Enter, Space and Down open at the first item, Up at the last.
  const withKeys = cloneElement(button, {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      button.props.onKeyDown?.(event);
      const at = OPENING_KEYS[event.key];
      if (event.defaultPrevented || !at || open) return;
      event.preventDefault();
      setHighlight(at);
      setOpen(true);
    },
  });
  const { Implementation, ...overlay } = useOnDemandOverlay(implementation, {
    open,
    onOpenChange: (next) => {
      if (!next) setHighlight(null);
      setOpen(next);
    },
    trigger: withKeys,
    popup: 'menu',
  });
  return (
    <>
      {overlay.trigger}
      {Implementation ? (
        <Implementation items={items} placement={placement} header={header} highlight={highlight} {...overlay.control} />
      ) : null}
    </>
  );
}
