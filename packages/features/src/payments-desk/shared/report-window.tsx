/**
 * The window a payments report covers, kept in the address so a chosen view can be shared and reloaded:
 * This month, Last 3 months, This year, Last 12 months (the default) or a custom range (From, To), and
 * a course where the report can be narrowed to one. Dates are Nairobi days ('today' is the school's).
 * A range that ends before it starts says so on To and asks nothing of the server.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { nairobiDay } from '@ujuzi/domain';
import { LazyDatePicker, Select } from '@ujuzi/ui';
import { useCourseOptions, useSearchParams } from '../../infra/kit';

export type ReportRange = 'month' | 'quarter' | 'year' | 'twelve' | 'custom';

export const RANGE_LABELS: Readonly<Record<ReportRange, string>> = {
  month: 'This month',
  quarter: 'Last 3 months',
  year: 'This year',
  twelve: 'Last 12 months',
  custom: 'Custom range',
};
const RANGE_OPTIONS = Object.entries(RANGE_LABELS).map(([value, label]) => ({ value, label }));
const DEFAULT_RANGE: Exclude<ReportRange, 'custom'> = 'twelve';
export const RANGE_ORDER_ERROR = 'The end of the range cannot be before its start.';

const isRange = (value: string | null): value is ReportRange => value !== null && value in RANGE_LABELS;
const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The first day of the month `back` months before the month of `today` ('YYYY-MM-DD'). */
function monthStart(today: string, back: number): string {
  const [year = 1970, month = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 10);
}

/** The days a preset range covers, up to today. */
export function rangeDates(range: Exclude<ReportRange, 'custom'>, today: string): { start_date: string; end_date: string } {
  const start = {
    month: monthStart(today, 0),
    quarter: monthStart(today, 2),
    year: `${today.slice(0, 4)}-01-01`,
    twelve: monthStart(today, 11),
  }[range];
  return { start_date: start, end_date: today };
}

export interface ReportWindow {
  range: ReportRange;
  start_date: string;
  end_date: string;
  /** The chosen course's id, when the report is narrowed to one. */
  course_id?: number;
  /** Set when the custom range ends before it starts: the report is not asked for. */
  invalid: boolean;
}

/** The window in the address: `range`, `start_date` and `end_date` (a custom range), `course_id`. */
export function useReportWindow(): ReportWindow {
  const [search] = useSearchParams();
  const today = nairobiDay(new Date());
  const asked = search.get('range');
  const start = search.get('start_date');
  const end = search.get('end_date');
  const custom = asked === 'custom' || (!isRange(asked) && (isDate(start) || isDate(end)));
  const range: ReportRange = custom ? 'custom' : isRange(asked) ? asked : DEFAULT_RANGE;
  const fallback = rangeDates(DEFAULT_RANGE, today);
  const dates =
    range === 'custom'
      ? { start_date: isDate(start) ? start : fallback.start_date, end_date: isDate(end) ? end : today }
      : rangeDates(range, today);
  const course = Number(search.get('course_id'));
  return {
    range,
    ...dates,
    course_id: Number.isInteger(course) && course > 0 ? course : undefined,
    invalid: dates.end_date < dates.start_date,
  };
}

export interface ReportWindowControlProps {
  report: ReportWindow;
  /** Offer the course filter (only where the report takes a course). */
  withCourse?: boolean;
  /** The group's accessible name. */
  label?: string;
}

/** Range, From and To (a custom range), and Course: changing one keeps the others and the rest of the address. */
export function ReportWindowControl({ report, withCourse = false, label = 'Period' }: ReportWindowControlProps) {
  const [, setSearch] = useSearchParams();
  const courses = useCourseOptions();
  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (next) => {
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const chooseRange = (value: string) =>
    value === 'custom'
      ? // The dates shown so far become the custom range's, so nothing is lost.
        update({ range: 'custom', start_date: report.start_date, end_date: report.end_date })
      : update({ range: value === DEFAULT_RANGE ? null : value, start_date: null, end_date: null });
  const custom = report.range === 'custom';
  return (
    <SimpleGrid
      as="section"
      aria-label={label}
      columns={{ base: 1, md: withCourse ? (custom ? 4 : 2) : custom ? 3 : 1 }}
      gap="4"
      alignItems="start"
      maxW={withCourse || custom ? undefined : 'sm'}
    >
      <Select label="Range" options={RANGE_OPTIONS} value={report.range} onChange={chooseRange} />
      {custom ? (
        <>
          <LazyDatePicker
            label="From"
            value={report.start_date}
            maxValue="today"
            onChange={(value) => update({ range: 'custom', start_date: value })}
          />
          <LazyDatePicker
            label="To"
            value={report.end_date}
            maxValue="today"
            error={report.invalid ? RANGE_ORDER_ERROR : undefined}
            onChange={(value) => update({ range: 'custom', end_date: value })}
          />
        </>
      ) : null}
      {withCourse ? (
        <Select
          label="Course"
          options={[{ value: '', label: 'All courses' }, ...courses.options]}
          value={report.course_id ? String(report.course_id) : ''}
          onChange={(value) => update({ course_id: value || null })}
        />
      ) : null}
    </SimpleGrid>
  );
}
