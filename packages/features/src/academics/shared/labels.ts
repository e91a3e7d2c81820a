/** The week as the timetable shows it. */
import type { TimetableWeekday } from '@ujuzi/api';

export const WEEKDAY_LABELS: Readonly<Record<TimetableWeekday, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const WEEKDAYS = Object.keys(WEEKDAY_LABELS) as TimetableWeekday[];

/** Today's weekday in Nairobi (the timetable's times are Africa/Nairobi). */
export function todayWeekday(now: Date = new Date()): TimetableWeekday {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Africa/Nairobi' }).format(now).toLowerCase();
  return (WEEKDAYS as string[]).includes(name) ? (name as TimetableWeekday) : 'monday';
}

/** '08:00:00' → '08:00'. */
export const shortTime = (time: string): string => time.slice(0, 5);
