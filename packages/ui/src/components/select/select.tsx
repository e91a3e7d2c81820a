/** A labelled native select: the phone's own picker on mobile, fully keyboard and screen-reader friendly. */
import { NativeSelect } from '@chakra-ui/react';
import { forwardRef, type ChangeEvent, type FocusEventHandler } from 'react';
import { FormField, type FieldBaseProps } from '../form-field/form-field';

/** One choice of a Select or Combobox. */
export interface SelectOption {
  /** The value submitted and passed to onChange. */
  value: string;
  /** The text shown. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface SelectProps extends FieldBaseProps {
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** The selected value (controlled). '' selects the placeholder. */
  value?: string;
  /** The initially selected value (uncontrolled). */
  defaultValue?: string;
  /** Called with the new value. */
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** Called when the select loses focus (validation on blur). */
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  /** A first, empty choice such as 'Choose a level'. */
  placeholder?: string;
  /** The form field name. */
  name?: string;
  /** Height and font size. Defaults to 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /** The browser's autofill hint (e.g. 'country'). */
  autoComplete?: string;
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    helpText,
    error,
    required,
    disabled,
    readOnly,
    hideLabel,
    id,
    options,
    value,
    defaultValue,
    onChange,
    onBlur,
    placeholder,
    name,
    size = 'md',
    autoComplete,
  },
  ref,
) {
  return (
    <FormField {...{ label, helpText, error, required, disabled, readOnly, hideLabel, id }}>
      {({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
        <NativeSelect.Root size={size} disabled={disabled}>
          <NativeSelect.Field
            ref={ref}
            name={name}
            value={value}
            defaultValue={defaultValue}
            autoComplete={autoComplete}
            onChange={(event) => onChange?.(event.target.value, event)}
            onBlur={onBlur}
            placeholder={placeholder}
            // A native select has no read-only state: block changes but keep it focusable and readable.
            aria-readonly={readOnly || undefined}
            onKeyDown={readOnly ? (event) => event.key !== 'Tab' && event.preventDefault() : undefined}
            onMouseDown={readOnly ? (event) => event.preventDefault() : undefined}
            // Chakra's types leave out `required`, yet the element is a native <select> that honours it.
            {...{ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': invalid, required, disabled }}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
});
