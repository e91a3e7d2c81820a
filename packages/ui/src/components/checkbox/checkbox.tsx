/**
 * A labelled checkbox with optional help and error text: a native <input type="checkbox">, visually
 * hidden but focusable, inside its <label>, drawn with Chakra's checkbox recipe. No state machine is
 * downloaded: the browser gives Space, label clicks, form submission and the indeterminate state.
 */
import { chakra, mergeRefs, Stack, useSlotRecipe } from '@chakra-ui/react';
import { forwardRef, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FieldTexts } from '../form-field/field-texts';
import { useFieldIds } from '../form-field/form-field';
import { dataAttr, isFocusVisible, visuallyHidden } from './native-control';

export interface CheckboxProps {
  /** The visible label (clicking it toggles the box). */
  label: ReactNode;
  /** Checked state (controlled). 'indeterminate' for a partly-checked parent of a list. */
  checked?: boolean | 'indeterminate';
  /** Initial state (uncontrolled). */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onChange?: (checked: boolean) => void;
  /** A hint under the label, read with the checkbox. */
  helpText?: ReactNode;
  /** An error (e.g. 'You must accept the terms'); marks the checkbox invalid. */
  error?: ReactNode;
  /** Must be checked to submit the form. */
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** The form field name. */
  name?: string;
  /** The value submitted when checked. Defaults to 'on'. */
  value?: string;
  /** Defaults to 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /** The input's id; generated when omitted. */
  id?: string;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, checked, defaultChecked, onChange, helpText, error, required, disabled, readOnly, name, value, size = 'md', id },
  ref,
) {
  const { controlId, helpId, errorId, hasError, describedBy } = useFieldIds({ id, helpText, error });
  const labelId = `${controlId}-label`;
  const recipe = useSlotRecipe({ key: 'checkbox' });
  const styles = recipe({ size });
  const classNames = recipe.classNameMap;
  const input = useRef<HTMLInputElement>(null);
  const inputRef = useMemo(() => mergeRefs(input, ref), [ref]);
  const [uncontrolled, setUncontrolled] = useState(defaultChecked ?? false);
  const [focusVisible, setFocusVisible] = useState(false);
  const state = checked ?? uncontrolled;
  const indeterminate = state === 'indeterminate';

  // `indeterminate` is a DOM property with no attribute: set it after every render, as the browser
  // clears it on each click.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  });

  // Ark's data attributes, which the recipe's styles select on.
  const dataAttrs = {
    'data-state': indeterminate ? 'indeterminate' : state ? 'checked' : 'unchecked',
    'data-disabled': dataAttr(disabled),
    'data-invalid': dataAttr(hasError),
    'data-readonly': dataAttr(readOnly),
    'data-required': dataAttr(required),
    'data-focus-visible': dataAttr(focusVisible && !disabled),
  };

  return (
    <Stack gap="1">
      <chakra.label css={styles.root} className={classNames.root} colorPalette="brand" {...dataAttrs}>
        <input
          ref={inputRef}
          type="checkbox"
          id={controlId}
          name={name}
          value={value}
          checked={state === true}
          required={required}
          disabled={disabled}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={hasError || undefined}
          style={visuallyHidden}
          onChange={(event) => {
            const box = event.currentTarget;
            if (!readOnly) {
              if (checked === undefined) setUncontrolled(box.checked);
              onChange?.(box.checked);
            }
            // Until the state changes, React puts `checked` back; `indeterminate` (cleared by the click) is ours to.
            box.indeterminate = indeterminate;
          }}
          onFocus={(event) => setFocusVisible(isFocusVisible(event.currentTarget))}
          onBlur={() => setFocusVisible(false)}
        />
        <chakra.span css={styles.control} className={classNames.control} aria-hidden="true" {...dataAttrs}>
          <chakra.svg
            css={styles.indicator}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="3px"
            strokeLinecap="round"
            strokeLinejoin="round"
            {...dataAttrs}
          >
            {indeterminate ? <path d="M5 12h14" /> : state ? <polyline points="20 6 9 17 4 12" /> : null}
          </chakra.svg>
        </chakra.span>
        <chakra.span id={labelId} css={styles.label} className={classNames.label} {...dataAttrs}>
          {label}
        </chakra.span>
      </chakra.label>
      <FieldTexts {...{ helpId, errorId, helpText, error, hasError }} />
    </Stack>
  );
});
