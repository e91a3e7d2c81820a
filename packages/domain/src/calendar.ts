/**
 * The school calendar's rules: months as the grid shows them (weeks from Monday, Nairobi days), the days
 * an event covers, and the periods of events, years and terms (an end never before its start).
 */
import { nairobiDay } from './ics';
import type { FieldMessages } from './validation';

/** 'YYYY-MM'. */
export type MonthKey = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** A month key when `value` is one ('2026-11'), else undefined. */
export const parseMonth = (value: string | null | undefined): MonthKey | undefined =>
  value && MONTH.test(value) ? value : undefined;

/** The Nairobi month of a moment. */
export const monthOf = (value: Date | string): MonthKey => nairobiDay(value).slice(0, 7);

/** The month `delta` months after (or before) `month`. */
export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

/** 'November 2026'. */
export function monthTitle(month: MonthKey): string {
  const [year, index = 1] = month.split('-').map(Number);
  return `${MONTH_NAMES[index - 1] ?? ''} ${year ?? ''}`;
}

/** The first and last day of the month ('2026-11-01', '2026-11-30'). */
export function monthRange(month: MonthKey): { first: string; last: string } {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return { first: `${month}-01`, last: new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10) };
}

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The month's weeks as the grid shows them: Monday to Sunday, with the days of the months around it. */
export function monthWeeks(month: MonthKey): string[][] {
  const { first, last } = monthRange(month);
  const start = addDays(first, -((new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7));
  const weeks: string[][] = [];
  for (let day = start; day <= last; day = addDays(day, 7))
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
  return weeks;
}

/** 'Mon 2 Nov 2026': a day of the agenda, en-KE order. */
export function dayTitle(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${DAY_NAMES[date.getUTCDay()]} ${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** '08:00' in Nairobi. */
export function nairobiTime(value: Date | string): string {
  const date = new Date((value instanceof Date ? value : new Date(value)).getTime() + 3 * 3_600_000);
  return date.toISOString().slice(11, 16);
}

export interface CalendarPeriod {
  start_date: string;
  end_date: string;
}

/** The Nairobi days an event covers, first to last. */
export function eventDays(event: CalendarPeriod): string[] {
  const first = nairobiDay(event.start_date);
  const last = nairobiDay(event.end_date);
  const days: string[] = [];
  for (let day = first; day <= last && days.length < 366; day = addDays(day, 1)) days.push(day);
  return days.length > 0 ? days : [first];
}

/** An event's time as the calendar says it: 'All day', '08:00–13:00', or with the days when it spans some. */
export function eventWhen(event: CalendarPeriod & { is_all_day: boolean }): string {
  const first = nairobiDay(event.start_date);
  const last = nairobiDay(event.end_date);
  if (event.is_all_day) return first === last ? 'All day' : `${dayTitle(first)} – ${dayTitle(last)}`;
  const times = `${nairobiTime(event.start_date)}–${nairobiTime(event.end_date)}`;
  return first === last
    ? times
    : `${dayTitle(first)}, ${nairobiTime(event.start_date)} – ${dayTitle(last)}, ${nairobiTime(event.end_date)}`;
}

/** The periods of events, years and terms: the end may not come before the start. */
export function validatePeriod(values: { start_date?: string | null; end_date?: string | null }): FieldMessages {
  return values.start_date && values.end_date && new Date(values.end_date) < new Date(values.start_date)
    ? { end_date: 'End date must be after start date.' }
    : {};
}
