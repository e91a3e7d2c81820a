/** What Checkbox and RadioGroup share: native inputs drawn with Chakra's recipes, keyed on Ark's data attributes. */
import type { CSSProperties } from 'react';

/** Hidden from sight, still focusable and read by screen readers (as Ark hides its input). */
export const visuallyHidden: CSSProperties = {
  border: '0',
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: '0',
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
  overflowWrap: 'normal',
};

/** A present-or-absent data attribute: `data-x=""` when true, none otherwise. */
export const dataAttr = (condition: boolean | undefined): '' | undefined => (condition ? '' : undefined);

/**
 * Whether the browser shows a focus ring on the element it just focused: true after Tab or an arrow
 * key, false after a click or tap (the rule `:focus-visible` applies to checkboxes and radios).
 */
export function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A DOM without the selector (older jsdom): show no ring.
    return false;
  }
}
