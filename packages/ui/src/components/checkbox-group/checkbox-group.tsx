/** Several choices of one question ('Notify me by'): a fieldset whose legend names the group. */
import { chakra, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { FieldTexts } from '../form-field/field-texts';
import { Checkbox } from '../checkbox/checkbox';
import type { SelectOption } from '../select/select';

export interface CheckboxGroupProps {
  /** The question the choices answer; the group's accessible name. */
  label: ReactNode;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** The checked values (controlled). */
  value: readonly string[];
  /** Called with the checked values, in the options' order. */
  onChange?: (value: string[]) => void;
  /** A hint under the choices, read with the group. */
  helpText?: ReactNode;
  /** An error for the group (e.g. 'Choose at least one'). */
  error?: ReactNode;
  /** Marks the group required (an asterisk after the legend). */
  required?: boolean;
  disabled?: boolean;
  /** The form field name of each checkbox. */
  name?: string;
  /** Lays the choices out in a row where they fit. Defaults to a column. */
  orientation?: 'vertical' | 'horizontal';
}

export function CheckboxGroup({
  label,
  options,
  value,
  onChange,
  helpText,
  error,
  required,
  disabled,
  name,
  orientation = 'vertical',
}: CheckboxGroupProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError ? errorId : null, helpText ? helpId : null].filter(Boolean).join(' ') || undefined;
  const toggle = (option: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onChange?.(options.map((item) => item.value).filter((item) => next.has(item)));
  };
  return (
    <chakra.fieldset disabled={disabled} aria-describedby={describedBy} display="flex" flexDirection="column" gap="2" minW="0">
      <chakra.legend textStyle="sm" fontWeight="medium" mb="2" p="0">
        {label}
        {required ? (
          <chakra.span aria-hidden="true" ms="1" color="fg.error">
            *
          </chakra.span>
        ) : null}
      </chakra.legend>
      <Stack
        direction={orientation === 'horizontal' ? 'row' : 'column'}
        wrap="wrap"
        gap={orientation === 'horizontal' ? '4' : '2'}
      >
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            name={name}
            value={option.value}
            checked={value.includes(option.value)}
            disabled={disabled || option.disabled}
            onChange={(checked) => toggle(option.value, checked)}
          />
        ))}
      </Stack>
      <FieldTexts {...{ helpId, errorId, helpText, error, hasError }} />
    </chakra.fieldset>
  );
}
