import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  escapeIcsText,
  firstWeekdayFrom,
  foldIcsLine,
  icsDateTime,
  icsFilename,
  mondayOf,
  nairobiDay,
  nairobiMoment,
  weeklyLessonEvent,
} from './ics';

const NOW = new Date('2026-11-01T06:00:00Z');
const octets = (line: string) => new TextEncoder().encode(line).length;
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab joins the lines. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('Labs; bring laptops, chargers\nand C:\\code')).toBe(
      'Labs\\; bring laptops\\, chargers\\nand C:\\\\code',
    );
  });

  it('folds lines longer than 75 octets, continuations starting with a space', () => {
    const line = `SUMMARY:${'a'.repeat(200)}`;
    const folded = foldIcsLine(line).split('\r\n');
    expect(folded.length).toBe(3);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(foldIcsLine(line))).toEqual([line]);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'Ngoma – ñ '.repeat(20)}`;
    const folded = foldIcsLine(line).split('\r\n');
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(unfold(foldIcsLine(line))).toEqual([line]);
  });

  it('leaves a short line alone', () => {
    expect(foldIcsLine('VERSION:2.0')).toBe('VERSION:2.0');
  });

  it('writes moments in UTC', () => {
    expect(icsDateTime('2026-11-02T08:00:00+03:00')).toBe('20261102T050000Z');
    expect(() => icsDateTime('soon')).toThrow(RangeError);
  });
});

describe('a calendar file', () => {
  const file = buildIcs({
    name: 'Ujuzi school calendar',
    now: NOW,
    events: [
      {
        uid: 'calendar-event-58@ujuzi.ac.ke',
        summary: 'Mashujaa Day, public holiday',
        start: { day: '2026-10-20' },
        end: { day: '2026-10-20' },
      },
      {
        uid: 'calendar-event-59@ujuzi.ac.ke',
        summary: 'End-term exams',
        description: 'Practical; written',
        location: 'Computer labs',
        start: { at: '2026-11-23T08:00:00+03:00' },
        end: { at: '2026-11-27T17:00:00+03:00' },
        categories: ['Exam'],
        updated: '2026-11-01T06:00:00Z',
      },
    ],
  });
  const lines = unfold(file);

  it('is one VCALENDAR with CRLF line endings', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has one VEVENT per event, each with UID, DTSTAMP, DTSTART, DTEND and SUMMARY', () => {
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'DTSTAMP:20261101T060000Z')).toHaveLength(2);
    expect(lines).toContain('UID:calendar-event-58@ujuzi.ac.ke');
    expect(lines).toContain('SUMMARY:Mashujaa Day\\, public holiday');
    expect(lines).toContain('DESCRIPTION:Practical\\; written');
    expect(lines).toContain('LAST-MODIFIED:20261101T060000Z');
  });

  it('gives an all-day event its days, the end exclusive', () => {
    expect(lines).toContain('DTSTART;VALUE=DATE:20261020');
    expect(lines).toContain('DTEND;VALUE=DATE:20261021');
  });

  it('gives a timed event its moments in UTC', () => {
    expect(lines).toContain('DTSTART:20261123T050000Z');
    expect(lines).toContain('DTEND:20261127T140000Z');
  });

  it('keeps every physical line within 75 octets', () => {
    const long = buildIcs({
      name: 'x',
      now: NOW,
      events: [{ uid: 'u', summary: 'ü'.repeat(120), start: { day: '2026-01-05' }, end: { day: '2026-01-05' } }],
    });
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });
});

describe('weekly lessons', () => {
  it('finds the first weekday on or after a day and the Monday of its week', () => {
    expect(firstWeekdayFrom('2026-08-24', 'monday')).toBe('2026-08-24');
    expect(firstWeekdayFrom('2026-08-24', 'friday')).toBe('2026-08-28');
    expect(firstWeekdayFrom('2026-08-26', 'monday')).toBe('2026-08-31');
    expect(mondayOf('2026-11-01')).toBe('2026-10-26');
  });

  it('reads Nairobi times and days', () => {
    expect(nairobiMoment('2026-08-24', '08:00').toISOString()).toBe('2026-08-24T05:00:00.000Z');
    expect(nairobiDay('2026-10-31T22:00:00Z')).toBe('2026-11-01');
  });

  it('repeats a lesson weekly within the term', () => {
    const event = weeklyLessonEvent(
      { uid: 'timetable-140@ujuzi.ac.ke', summary: 'Python', weekday: 'tuesday', startTime: '17:30:00', endTime: '19:30' },
      '2026-08-24',
      '2026-11-20',
    );
    const lines = unfold(buildIcs({ name: 'Timetable', now: NOW, events: [event] }));
    expect(lines).toContain('DTSTART:20260825T143000Z');
    expect(lines).toContain('DTEND:20260825T163000Z');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;UNTIL=20261120T205959Z');
  });

  it('repeats with no end when the term is not known', () => {
    const event = weeklyLessonEvent(
      { uid: 'u', summary: 'Python', weekday: 'monday', startTime: '08:00', endTime: '10:00' },
      '2026-10-26',
    );
    expect(unfold(buildIcs({ name: 'T', now: NOW, events: [event] }))).toContain('RRULE:FREQ=WEEKLY');
  });
});

describe('the file name', () => {
  it('is the title in lower case with dashes', () => {
    expect(icsFilename('Timetable – DSE1 Morning 2026')).toBe('timetable-dse1-morning-2026.ics');
    expect(icsFilename('––')).toBe('calendar.ics');
  });
});
