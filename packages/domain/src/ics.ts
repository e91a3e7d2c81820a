/**
 * iCalendar files (RFC 5545) built in the browser: the school calendar's events and a timetable's weekly
 * lessons, for any calendar app. Pure text: no dates from the clock but the `now` given, no I/O.
 */

/** A day, 'YYYY-MM-DD' (an all-day event's first or last day). */
export interface IcsDay {
  readonly day: string;
}
/** A moment (a Date or an ISO 8601 date-time with its offset), written in UTC. */
export interface IcsMoment {
  readonly at: Date | string;
}

export interface IcsEvent {
  /** Unique and stable across exports, so a calendar app updates the event instead of adding it twice. */
  readonly uid: string;
  readonly summary: string;
  /** An all-day event gives days: `end` is its last day (inclusive); a timed one gives moments. */
  readonly start: IcsDay | IcsMoment;
  readonly end: IcsDay | IcsMoment;
  readonly description?: string | null;
  readonly location?: string | null;
  readonly categories?: readonly string[];
  /** Repeats every week, until this moment (inclusive) when given. */
  readonly weekly?: { readonly until?: Date | string };
  /** When the event last changed (LAST-MODIFIED). */
  readonly updated?: Date | string;
}

export interface IcsCalendar {
  /** The calendar's name as apps show it (X-WR-CALNAME). */
  readonly name: string;
  readonly events: readonly IcsEvent[];
  /** The export's moment (DTSTAMP of every event). */
  readonly now: Date;
}

export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';
const CRLF = '\r\n';
/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 §3.3.11: a TEXT value with backslashes, semicolons, commas and line breaks escaped. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: a content line split into lines of at most 75 octets, each continuation starting with
 * one space; never inside a UTF-8 character (a Swahili name or an en dash stays whole).
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** '20261101T060000Z': a moment in UTC (DATE-TIME form 2). */
export function icsDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date-time: ${String(value)}`);
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** '2026-11-01' → '20261101'. */
export function icsDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`Not a date: ${day}`);
  return day.replace(/-/g, '');
}

/** The day after 'YYYY-MM-DD' (an all-day DTEND is exclusive). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const isDay = (value: IcsDay | IcsMoment): value is IcsDay => 'day' in value;

function eventLines(event: IcsEvent, stamp: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeIcsText(event.uid)}`, `DTSTAMP:${stamp}`];
  if (isDay(event.start)) {
    const last = isDay(event.end) ? event.end.day : event.start.day;
    lines.push(`DTSTART;VALUE=DATE:${icsDate(event.start.day)}`, `DTEND;VALUE=DATE:${icsDate(nextDay(last))}`);
  } else {
    const end = isDay(event.end) ? event.start.at : event.end.at;
    lines.push(`DTSTART:${icsDateTime(event.start.at)}`, `DTEND:${icsDateTime(end)}`);
  }
  if (event.weekly) lines.push(`RRULE:FREQ=WEEKLY${event.weekly.until ? `;UNTIL=${icsDateTime(event.weekly.until)}` : ''}`);
  lines.push(`SUMMARY:${escapeIcsText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeIcsText).join(',')}`);
  if (event.updated) lines.push(`LAST-MODIFIED:${icsDateTime(event.updated)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole file: one VCALENDAR, one VEVENT per event, CRLF line endings, folded lines. */
export function buildIcs({ name, events, now }: IcsCalendar): string {
  const stamp = icsDateTime(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ujuzi//School calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(name)}`,
    'X-WR-TIMEZONE:Africa/Nairobi',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** Nairobi keeps UTC+3 all year (no daylight saving), the school's times are Nairobi's. */
const NAIROBI_OFFSET = '+03:00';

/** The Nairobi day of a moment: '2026-10-31T22:00:00Z' → '2026-11-01'. */
export function nairobiDay(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Date(date.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** A Nairobi wall-clock time on a day as a moment: ('2026-11-02', '08:00') → 2026-11-02T05:00:00Z. */
export function nairobiMoment(day: string, time: string): Date {
  const [hours = '00', minutes = '00', seconds = '00'] = time.split(':');
  return new Date(`${day}T${hours.padStart(2, '0')}:${minutes}:${seconds}${NAIROBI_OFFSET}`);
}

export const ICS_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type IcsWeekday = (typeof ICS_WEEKDAYS)[number];

/** The first day on or after `from` ('YYYY-MM-DD') that falls on `weekday`. */
export function firstWeekdayFrom(from: string, weekday: IcsWeekday): string {
  const date = new Date(`${from}T00:00:00Z`);
  const wanted = (ICS_WEEKDAYS.indexOf(weekday) + 1) % 7; // getUTCDay: Sunday is 0
  date.setUTCDate(date.getUTCDate() + ((wanted - date.getUTCDay() + 7) % 7));
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week holding `day` ('YYYY-MM-DD'). */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

export interface WeeklyLesson {
  readonly uid: string;
  readonly summary: string;
  readonly weekday: IcsWeekday;
  /** Nairobi times, 'HH:MM' or 'HH:MM:SS'. */
  readonly startTime: string;
  readonly endTime: string;
  readonly description?: string | null;
  readonly location?: string | null;
}

/**
 * A timetable slot as a weekly recurring event: first on its weekday on or after `from`, repeating until
 * the end of `until` (Nairobi) when the term's last day is known, else with no end.
 */
export function weeklyLessonEvent(lesson: WeeklyLesson, from: string, until?: string | null): IcsEvent {
  const day = firstWeekdayFrom(from, lesson.weekday);
  return {
    uid: lesson.uid,
    summary: lesson.summary,
    description: lesson.description,
    location: lesson.location,
    start: { at: nairobiMoment(day, lesson.startTime) },
    end: { at: nairobiMoment(day, lesson.endTime) },
    weekly: until ? { until: nairobiMoment(until, '23:59:59') } : {},
  };
}

/** A file name from a title: 'Timetable DSE1 Morning 2026' → 'timetable-dse1-morning-2026.ics'. */
export function icsFilename(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'calendar'}.ics`;
}
