/**
 * Number inputs that keep what the user typed: a whole or decimal number (`NumberField`) and an
 * amount of money in Kenyan shillings (`MoneyField`, the API's decimal string such as '15000.00').
 */
import { Input, InputGroup, VisuallyHidden } from '@chakra-ui/react';
import { forwardRef, useState, type FocusEventHandler } from 'react';
import { FormField, type FieldBaseProps } from '../form-field/form-field';

interface NumberInputBase extends FieldBaseProps {
  /** The form field name. */
  name?: string;
  /** Called when the input loses focus (validation on blur). */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Hint inside the empty input. */
  placeholder?: string;
  /** Defaults to 'md'. */
  size?: 'sm' | 'md' | 'lg';
}

export interface NumberFieldProps extends NumberInputBase {
  /** The number (controlled); null when empty. NaN is passed on while the text is not a number, so validation can say so. */
  value?: number | null;
  /** Called with the number, null when emptied, NaN when the text is not a number. */
  onChange?: (value: number | null) => void;
  /** Allows decimals (a decimal keyboard on phones). Whole numbers by default. */
  decimal?: boolean;
  /** A unit shown after the input, e.g. 'years' or 'hours'. */
  unit?: string;
}

/** Reads typed text as a number: '' → null; '1,200' → 1200; anything else non-numeric → NaN. */
export const parseNumberText = (text: string): number | null => {
  const compact = text.replace(/[\s,]/g, '');
  if (compact === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(compact) ? Number(compact) : Number.NaN;
};

const textOf = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);

/** Keeps the typed text while it means the same number as the controlled value ('12.' stays '12.'). */
function useNumberText(value: number | null | undefined) {
  const [text, setText] = useState(textOf(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    // The value changed from outside (a reset, a loaded record): show it unless the text already means it.
    setSeen(value);
    const parsed = parseNumberText(text);
    if (!(Object.is(parsed, value) || (parsed === null && value === undefined))) setText(textOf(value));
  }
  return [text, setText] as const;
}

/** A labelled number input. */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    label,
    helpText,
    error,
    required,
    disabled,
    readOnly,
    hideLabel,
    id,
    value,
    onChange,
    onBlur,
    decimal,
    unit,
    name,
    placeholder,
    size = 'md',
  },
  ref,
) {
  const [text, setText] = useNumberText(value);
  return (
    <FormField {...{ label, helpText, error, required, disabled, readOnly, hideLabel, id }}>
      {(control) => {
        const input = (
          <Input
            ref={ref}
            type="text"
            inputMode={decimal ? 'decimal' : 'numeric'}
            autoComplete="off"
            size={size}
            name={name}
            placeholder={placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              onChange?.(parseNumberText(event.target.value));
            }}
            onBlur={onBlur}
            {...control}
          />
        );
        return unit ? <InputGroup endElement={unit}>{input}</InputGroup> : input;
      }}
    </FormField>
  );
});

export interface MoneyFieldProps extends NumberInputBase {
  /** The amount as the API writes it ('15000' or '15000.50'); null or '' when empty. */
  value?: string | null;
  /** Called with the amount without thousands separators ('15,000' → '15000'); null when emptied. */
  onChange?: (value: string | null) => void;
  /** The currency code shown before the amount. Defaults to 'KES'. */
  currency?: string;
}

/** A labelled amount of money; the currency is part of the field's description for screen readers. */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  {
    label,
    helpText,
    error,
    required,
    disabled,
    readOnly,
    hideLabel,
    id,
    value,
    onChange,
    onBlur,
    name,
    placeholder,
    size = 'md',
    currency = 'KES',
  },
  ref,
) {
  return (
    <FormField
      label={
        <>
          {label}
          <VisuallyHidden> in {currency}</VisuallyHidden>
        </>
      }
      {...{ helpText, error, required, disabled, readOnly, hideLabel, id }}
    >
      {(control) => (
        <InputGroup startElement={<span aria-hidden="true">{currency}</span>}>
          <Input
            ref={ref}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            size={size}
            name={name}
            placeholder={placeholder}
            value={value ?? ''}
            onChange={(event) => {
              const compact = event.target.value.replace(/[\s,]/g, '');
              onChange?.(compact === '' ? null : compact);
            }}
            onBlur={onBlur}
            {...control}
          />
        </InputGroup>
      )}
    </FormField>
  );
});
