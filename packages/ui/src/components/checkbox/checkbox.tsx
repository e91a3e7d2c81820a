/** A labelled checkbox with optional help and error text. */
import { Checkbox as ChakraCheckbox, Stack } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';
import { FieldTexts } from '../form-field/field-texts';
import { useFieldIds } from '../form-field/form-field';

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
  return (
    <Stack gap="1">
      <ChakraCheckbox.Root
        ids={{ hiddenInput: controlId }}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(details) => onChange?.(details.checked === true)}
        invalid={hasError}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        name={name}
        value={value}
        size={size}
        colorPalette="brand"
      >
        <ChakraCheckbox.HiddenInput ref={ref} aria-describedby={describedBy} aria-invalid={hasError || undefined} />
        <ChakraCheckbox.Control />
        <ChakraCheckbox.Label>{label}</ChakraCheckbox.Label>
      </ChakraCheckbox.Root>
      <FieldTexts {...{ helpId, errorId, helpText, error, hasError }} />
    </Stack>
  );
});
