/**
 * The DatePicker with its calendar code (Chakra's date-picker machine and @internationalized/date,
 * ~20 KB gzipped) in a chunk of its own, loaded when a screen first shows a date field: list screens
 * and forms stay within their budget. Until it arrives the field shows its label and value, read-only,
 * at the same size.
 */
import { Input } from '@chakra-ui/react';
import { formatDate } from '@ujuzi/domain';
import { lazy, Suspense } from 'react';
import { FormField } from '../form-field/form-field';
import type { DatePickerProps } from './date-picker';

const DatePickerControl = lazy(() => import('./date-picker').then((module) => ({ default: module.DatePicker })));

/** The field as it looks before the calendar's code has arrived: same label, value and size. */
function DatePickerPlaceholder({ label, helpText, error, required, hideLabel, id, value, defaultValue }: DatePickerProps) {
  const shown = value ?? defaultValue;
  return (
    <FormField {...{ label, helpText, error, required, hideLabel, id }} readOnly>
      {(control) => <Input {...control} readOnly value={shown ? formatDate(`${shown}T12:00:00`) : ''} />}
    </FormField>
  );
}

/** DatePicker, loaded on first use (same props). */
export function LazyDatePicker(props: DatePickerProps) {
  return (
    <Suspense fallback={<DatePickerPlaceholder {...props} />}>
      <DatePickerControl {...props} />
    </Suspense>
  );
}
