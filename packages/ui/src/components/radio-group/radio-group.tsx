/** One choice among a few, all visible (e.g. payment method, frequency). */
import { RadioGroup as ChakraRadioGroup, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldTexts } from '../form-field/field-texts';
import { useFieldIds } from '../form-field/form-field';

export interface RadioOption {
  /** The value submitted and passed to onChange. */
  value: string;
  /** The visible label. */
  label: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's label (its accessible name), e.g. 'Payment method'. */
  label: ReactNode;
  /** The choices. */
  options: readonly RadioOption[];
  /** The selected value (controlled); null for none. */
  value?: string | null;
  /** The initially selected value (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen value. */
  onChange?: (value: string) => void;
  /** A hint under the label, read with the group. */
  helpText?: ReactNode;
  /** An error ('Choose a payment method'); marks the group invalid. */
  error?: ReactNode;
  /** Shows the required marker and requires a choice. */
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** The form field name. */
  name?: string;
  /** 'vertical' (default) or 'horizontal' (wraps on narrow screens). */
  orientation?: 'vertical' | 'horizontal';
  /** Defaults to 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /** The group's id; generated when omitted. */
  id?: string;
}

export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  helpText,
  error,
  required,
  disabled,
  readOnly,
  name,
  orientation = 'vertical',
  size = 'md',
  id,
}: RadioGroupProps) {
  const { controlId, helpId, errorId, hasError, describedBy } = useFieldIds({ id, helpText, error });
  const labelId = `${controlId}-label`;
  return (
    <ChakraRadioGroup.Root
      id={controlId}
      ids={{ label: labelId }}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(details) => {
        if (details.value !== null) onChange?.(details.value);
      }}
      disabled={disabled}
      readOnly={readOnly}
      invalid={hasError}
      required={required}
      name={name}
      size={size}
      orientation={orientation}
      colorPalette="brand"
      aria-describedby={describedBy}
    >
      <Stack gap="2">
        <ChakraRadioGroup.Label fontWeight="medium" textStyle="sm">
          {label}
          {required ? (
            <Text as="span" color="fg.error" aria-hidden="true" ms="1">
              *
            </Text>
          ) : null}
        </ChakraRadioGroup.Label>
        <Stack
          direction={orientation === 'horizontal' ? 'row' : 'column'}
          gap={orientation === 'horizontal' ? '5' : '2.5'}
          wrap="wrap"
        >
          {options.map((option) => (
            <ChakraRadioGroup.Item key={option.value} value={option.value} disabled={option.disabled} alignItems="flex-start">
              <ChakraRadioGroup.ItemHiddenInput aria-invalid={hasError || undefined} />
              <ChakraRadioGroup.ItemIndicator />
              <Stack gap="0.5">
                <ChakraRadioGroup.ItemText>{option.label}</ChakraRadioGroup.ItemText>
                {option.description ? (
                  <Text textStyle="xs" color="fg.muted">
                    {option.description}
                  </Text>
                ) : null}
              </Stack>
            </ChakraRadioGroup.Item>
          ))}
        </Stack>
        <FieldTexts {...{ helpId, errorId, helpText, error, hasError }} />
      </Stack>
    </ChakraRadioGroup.Root>
  );
}
