/**
 * A date and time field: the browser's own date-time picker (`datetime-local`), in the user's time
 * zone, exchanging the API's ISO 8601 instants ('2026-03-01T12:15:00Z').
 */
import { Input } from '@chakra-ui/react';
import { forwardRef, type FocusEventHandler } from 'react';
import { FormField, type FieldBaseProps } from '../form-field/form-field';

export interface DateTimeFieldProps extends FieldBaseProps {
  /** The instant as ISO 8601 (controlled); null when empty. */
  value?: string | null;
  /** Called with the chosen instant as ISO 8601 in UTC ('…Z'), or null when cleared. */
  onChange?: (value: string | null) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The earliest allowed instant (ISO 8601). */
  min?: string;
  /** The latest allowed instant (ISO 8601), e.g. now for 'not in the future'. */
  max?: string;
  /** The form field name. */
  name?: string;
  /** Defaults to 'md'. */
  size?: 'sm' | 'md' | 'lg';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the local 'YYYY-MM-DDTHH:mm' the input shows; '' when empty or unreadable. */
export function toLocalInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The input's local 'YYYY-MM-DDTHH:mm' as an ISO instant in UTC; null when empty. */
export function fromLocalInputValue(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export const DateTimeField = forwardRef<HTMLInputElement, DateTimeFieldProps>(function DateTimeField(
  { label, helpText, error, required, disabled, readOnly, hideLabel, id, value, onChange, onBlur, min, max, name, size = 'md' },
  ref,
) {
  return (
    <FormField {...{ label, helpText, error, required, disabled, readOnly, hideLabel, id }}>
      {(control) => (
        <Input
          ref={ref}
          type="datetime-local"
          size={size}
          name={name}
          value={toLocalInputValue(value)}
          min={min ? toLocalInputValue(min) : undefined}
          max={max ? toLocalInputValue(max) : undefined}
          onChange={(event) => onChange?.(fromLocalInputValue(event.target.value))}
          onBlur={onBlur}
          {...control}
        />
      )}
    </FormField>
  );
});
