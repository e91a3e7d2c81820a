/**
 * A short hint shown on hover and keyboard focus. Never the only place for essential information.
 * Its implementation (Chakra's tooltip with the positioning code it shares with the other popups) is
 * fetched when a tooltip is first wanted; the trigger renders and behaves the same before and after.
 */
import {
  cloneElement,
  createElement,
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { onDemand, useOnDemand } from '../dialog/on-demand';

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

/** The trigger's props the tooltip sets, calling the element's own handlers first. */
interface TriggerProps {
  id?: string;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/** As Chakra's tooltip: it lingers briefly so the pointer can pass over a gap. */
const CLOSE_DELAY_MS = 100;

const implementation = onDemand(() => import('./tooltip-implementation').then((module) => module.TooltipImplementation));

/** Keyboard focus shows the hint; a click's focus does not (as Chakra's tooltip does). */
const isFocusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};

export function Tooltip({
  content,
  children,
  placement = 'top',
  openDelay = 300,
  disabled = false,
  showArrow = true,
}: TooltipProps) {
  const loaded = useOnDemand(implementation);
  const [open, setOpen] = useState(false);
  // The latest wish to open or close after a delay; a newer one cancels the older one's timer.
  const [pending, setPending] = useState<{ open: boolean; delayMs: number } | null>(null);
  const baseId = useId();
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setOpen(pending.open), pending.delayMs);
    return () => clearTimeout(timer);
  }, [pending]);
  if (disabled) return children;

  const element = children as ReactElement<TriggerProps>;
  const triggerId = element.props.id ?? `${baseId}trigger`;
  const contentId = `${baseId}content`;
  const setOpenAfter = (next: boolean, delayMs: number) => {
    if (next) implementation.load().catch(() => undefined);
    if (delayMs > 0) {
      setPending({ open: next, delayMs });
      return;
    }
    setPending(null);
    setOpen(next);
  };
  const shown = open && loaded !== undefined;

  const trigger = cloneElement(element, {
    id: triggerId,
    'aria-describedby': shown ? contentId : element.props['aria-describedby'],
    onPointerEnter: (event) => {
      element.props.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') setOpenAfter(true, openDelay);
    },
    onPointerLeave: (event) => {
      element.props.onPointerLeave?.(event);
      setOpenAfter(false, CLOSE_DELAY_MS);
    },
    onPointerDown: (event) => {
      element.props.onPointerDown?.(event);
      setOpenAfter(false, 0);
    },
    onFocus: (event) => {
      element.props.onFocus?.(event);
      if (isFocusVisible(event.currentTarget)) setOpenAfter(true, 0);
    },
    onBlur: (event) => {
      element.props.onBlur?.(event);
      setOpenAfter(false, 0);
    },
    onKeyDown: (event) => {
      element.props.onKeyDown?.(event);
      if (event.key === 'Escape' && open) setOpenAfter(false, 0);
    },
  });

  return (
    <>
      {trigger}
      {loaded
        ? createElement(loaded, {
            content,
            placement,
            showArrow,
            open,
            onOpenChange: (next: boolean) => setOpenAfter(next, 0),
            ids: { trigger: triggerId, content: contentId },
          })
        : null}
    </>
  );
}
