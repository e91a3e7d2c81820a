/**
 * A date field with a calendar popover (Chakra's DatePicker): type the date in en-KE order
 * (dd/mm/yyyy) or pick it; min/max limits such as 'cannot be in the future'.
 */
import { DatePicker as ChakraDatePicker, parseDate, useDatePickerContext, type DateValue } from '@chakra-ui/react';
import { PopupPortal } from '../popup-portal/popup-portal';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@ujuzi/domain';
import { registerRecipes } from '../../theme/register-recipes';
import { FormField, type FieldBaseProps } from '../form-field/form-field';

registerRecipes({ slotRecipes: { datePicker: datePickerSlotRecipe } });

/** An ISO date 'YYYY-MM-DD', or 'today' (the user's local date). */
export type DateLimit = string;

export interface DatePickerProps extends FieldBaseProps {
  /** The chosen date as 'YYYY-MM-DD' (controlled); null for none. */
  value?: string | null;
  /** The initial date as 'YYYY-MM-DD' (uncontrolled). */
  defaultValue?: string | null;
  /** Called with 'YYYY-MM-DD', or null when cleared. */
  onChange?: (value: string | null) => void;
  /** The earliest allowed date: 'YYYY-MM-DD' or 'today'. */
  minValue?: DateLimit;
  /** The latest allowed date: 'YYYY-MM-DD' or 'today' ('cannot be in the future'). */
  maxValue?: DateLimit;
  /** Shown when a typed date is outside min/max. Defaults to e.g. 'Choose a date on or before 22 Nov 2026'. */
  rangeErrorText?: string;
  /** The form field name (the input submits the date as shown). */
  name?: string;
  /** Label of the calendar button. Defaults to 'Open calendar'. */
  calendarLabel?: string;
}

/** 'today' as 'YYYY-MM-DD' in the user's time zone. */
export const todayIso = (now: Date = new Date()): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const resolveLimit = (limit: DateLimit | undefined): string | undefined => (limit === 'today' ? todayIso() : limit);

/** The message for a date outside the limits (ISO strings). */
export function defaultRangeError(min?: string, max?: string): string {
  const show = (iso: string) => formatDate(`${iso}T12:00:00`);
  if (min && max) return `Choose a date between ${show(min)} and ${show(max)}`;
  if (max) return `Choose a date on or before ${show(max)}`;
  if (min) return `Choose a date on or after ${show(min)}`;
  return 'Choose a valid date';
}

const toValues = (iso: string | null | undefined): DateValue[] | undefined =>
  iso === undefined ? undefined : iso ? [parseDate(iso)] : [];

/** True when an ISO date lies outside [min, max] (ISO strings compare in date order). */
export const isOutOfRange = (iso: string | null | undefined, min?: string, max?: string): boolean =>
  Boolean(iso) && ((min !== undefined && (iso ?? '') < min) || (max !== undefined && (iso ?? '') > max));

export function DatePicker({
  label,
  helpText,
  error,
  required,
  disabled,
  readOnly,
  hideLabel,
  id,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  rangeErrorText,
  name,
  calendarLabel = 'Open calendar',
}: DatePickerProps) {
  const min = resolveLimit(minValue);
  const max = resolveLimit(maxValue);
  const [internal, setInternal] = useState<string | null>(defaultValue ?? null);
  const current = value !== undefined ? value : internal;
  const outOfRange = isOutOfRange(current, min, max);
  const shownError = error || (outOfRange ? (rangeErrorText ?? defaultRangeError(min, max)) : undefined);

  return (
    <FormField {...{ label, helpText, error: shownError, required, disabled, readOnly, hideLabel, id }}>
      {({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
        <ChakraDatePicker.Root
          ids={{ input: () => controlId }}
          value={toValues(value)}
          defaultValue={toValues(defaultValue)}
          onValueChange={(details) => {
            const next = details.value[0]?.toString() ?? null;
            setInternal(next);
            onChange?.(next);
          }}
          // Not min/max: Chakra would silently clamp a typed 2999 to the limit. Out-of-range days are
          // unavailable in the calendar instead, and a typed one stays visible with the range error.
          isDateUnavailable={(date) => isOutOfRange(date.toString(), min, max)}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          invalid={Boolean(invalid)}
          name={name}
          translations={{ trigger: () => calendarLabel }}
          positioning={{ placement: 'bottom-start' }}
          width="full"
        >
          <ChakraDatePicker.Control>
            <ChakraDatePicker.Input aria-describedby={describedBy} />
            <ChakraDatePicker.IndicatorGroup>
              <ChakraDatePicker.Trigger aria-label={calendarLabel} title={calendarLabel}>
                <CalendarDays aria-hidden="true" />
              </ChakraDatePicker.Trigger>
            </ChakraDatePicker.IndicatorGroup>
          </ChakraDatePicker.Control>
          <PopupPortal>
            <ChakraDatePicker.Positioner>
              <ChakraDatePicker.Content>
                <ChakraDatePicker.View view="day">
                  <Header nextView="month" />
                  <ChakraDatePicker.DayTable />
                </ChakraDatePicker.View>
                <ChakraDatePicker.View view="month">
                  <Header nextView="year" />
                  <ChakraDatePicker.MonthTable />
                </ChakraDatePicker.View>
                <ChakraDatePicker.View view="year">
                  <Header />
                  <ChakraDatePicker.YearTable />
                </ChakraDatePicker.View>
              </ChakraDatePicker.Content>
            </ChakraDatePicker.Positioner>
          </PopupPortal>
        </ChakraDatePicker.Root>
      )}
    </FormField>
  );
}

/**
 * Chakra's header labels the view switch 'Switch to month view' while it shows 'November 2026'; a
 * name that contains the visible text serves voice-control users (WCAG 2.5.3).
 */
function Header({ nextView }: { nextView?: 'month' | 'year' }) {
  const { visibleRangeText } = useDatePickerContext();
  const shown = [...new Set([visibleRangeText.start, visibleRangeText.end])].filter(Boolean).join(' - ');
  return (
    <ChakraDatePicker.ViewControl>
      <ChakraDatePicker.PrevTrigger />
      <ChakraDatePicker.ViewTrigger aria-label={nextView ? `${shown}, choose ${nextView}` : shown} disabled={!nextView}>
        <ChakraDatePicker.RangeText />
      </ChakraDatePicker.ViewTrigger>
      <ChakraDatePicker.NextTrigger />
    </ChakraDatePicker.ViewControl>
  );
}
