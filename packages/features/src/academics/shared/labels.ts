/** The week as the timetable shows it. */
import type { CalendarEventAudience, CalendarEventType, TimetableWeekday } from '@ujuzi/api';
import type { BadgeTone } from '@ujuzi/ui';

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

/** The calendar's event types and audiences (the contract's CalendarEventType and CalendarEventAudience). */
export const EVENT_TYPE_LABELS: Readonly<Record<CalendarEventType, string>> = {
  term_dates: 'Term dates',
  holiday: 'Holiday',
  exam: 'Exam',
  meeting: 'Meeting',
  workshop: 'Workshop',
  hackathon: 'Hackathon',
  sports: 'Sports',
  cultural: 'Cultural',
  graduation: 'Graduation',
  other: 'Other',
};

export const EVENT_TYPE_TONES: Readonly<Record<CalendarEventType, BadgeTone>> = {
  term_dates: 'brand',
  holiday: 'danger',
  exam: 'warning',
  meeting: 'info',
  workshop: 'accent',
  hackathon: 'accent',
  sports: 'success',
  cultural: 'success',
  graduation: 'success',
  other: 'neutral',
};

export const AUDIENCE_LABELS: Readonly<Record<CalendarEventAudience, string>> = {
  all: 'Everyone',
  students: 'Students',
  teachers: 'Teachers',
  parents: 'Parents',
  staff: 'Staff',
};
