/**
 * What the on-demand overlays (Dialog, Drawer, Menu, the header's notification popover) share while their
 * code is fetched on first need: the open state, a trigger that works (and preloads) before the code has
 * arrived, and loading when they first open.
 */
import {
  cloneElement,
  useEffect,
  useEffectEvent,
  useId,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useOnDemand, type OnDemand } from './on-demand';

/** What the loaded implementation gets from its light wrapper; it is always controlled. */
export interface OverlayControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The implementation calls it once mounted (see useMountedSignal). */
  onMounted: () => void;
  /** The trigger's and the content's ids, so the machine finds the trigger the wrapper renders. */
  ids: { trigger: string; content: string };
  /** Where focus returns on close: the trigger if there is one, else what had focus when it opened. */
  finalFocusEl?: () => HTMLElement | null;
}

/** The props the wrapper sets on a trigger element, as Chakra's Dialog.Trigger does. */
interface TriggerProps {
  id?: string;
  type?: string;
  'aria-haspopup'?: 'dialog' | 'menu';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'data-state'?: 'open' | 'closed';
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

export interface OverlayOptions {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  /** What the trigger opens, for its aria-haspopup. Defaults to 'dialog'. */
  popup?: 'dialog' | 'menu';
}

export interface OnDemandOverlay<P> {
  /** The trigger with its ARIA state and handlers, rendered by the wrapper so it never remounts. */
  trigger: ReactNode;
  /** The implementation once it has arrived and the overlay has opened at least once; then it stays mounted. */
  Implementation: ComponentType<P> | undefined;
  control: OverlayControl;
}

export function useOnDemandOverlay<P extends OverlayControl>(
  source: OnDemand<ComponentType<P>>,
  { open: openProp, onOpenChange, trigger, popup = 'dialog' }: OverlayOptions,
): OnDemandOverlay<P> {
  const Implementation = useOnDemand(source);
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  // Once opened, the implementation stays mounted: the closing animation and focus return need it.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // It mounts closed and then opens, as when it was always mounted: the machine's opening (initial
  // focus, scroll lock, outside-click tracking) then runs exactly as it did, not as a start-up state.
  const [mounted, setMounted] = useState(false);

  const baseId = useId();
  const element = trigger as ReactElement<TriggerProps> | undefined;
  const triggerId = element?.props.id ?? `${baseId}trigger`;
  const contentId = `${baseId}content`;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  // The code could not be fetched (offline): report it closed, so the next click tries again.
  const onLoadFailed = useEffectEvent(() => setOpen(false));
  useEffect(() => {
    if (!open || Implementation) return;
    let current = true;
    source.load().catch(() => {
      if (current) onLoadFailed();
    });
    return () => {
      current = false;
    };
  }, [open, Implementation, source]);

  const preload = () => void source.load().catch(() => undefined);
  const triggerNode = element
    ? cloneElement(element, {
        id: triggerId,
        type: element.props.type ?? 'button',
        'aria-haspopup': popup,
        'aria-expanded': open,
        'aria-controls': open && mounted ? contentId : undefined,
        'data-state': open ? 'open' : 'closed',
        onClick: (event) => {
          if (!event.defaultPrevented) setOpen(!open);
          element.props.onClick?.(event);
        },
        onPointerEnter: (event) => {
          preload();
          element.props.onPointerEnter?.(event);
        },
        onFocus: (event) => {
          preload();
          element.props.onFocus?.(event);
        },
      })
    : null;

  return {
    trigger: triggerNode,
    Implementation: opened ? Implementation : undefined,
    control: {
      open: open && mounted,
      onOpenChange: setOpen,
      onMounted: () => setMounted(true),
      ids: { trigger: triggerId, content: contentId },
      finalFocusEl: element ? () => document.getElementById(triggerId) : undefined,
    },
  };
}

/** For implementations: tells the wrapper, once, that they are mounted, so that it opens them. */
export function useMountedSignal(onMounted: () => void): void {
  const signal = useEffectEvent(onMounted);
  useEffect(() => signal(), []);
}
