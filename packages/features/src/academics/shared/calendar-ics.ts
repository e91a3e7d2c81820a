/** Calendar events and timetable lessons as .ics files the browser saves (domain's builder, no server call). */
import { saveFile, type CalendarEvent, type TimetableEntry } from '@ujuzi/api';
import { listCalendarEvents } from '@ujuzi/api/hooks';
import { ICS_MIME_TYPE, buildIcs, icsFilename, mondayOf, nairobiDay, weeklyLessonEvent, type IcsEvent } from '@ujuzi/domain';
import { AUDIENCE_LABELS, EVENT_TYPE_LABELS, WEEKDAY_LABELS, shortTime } from './labels';

const UID_DOMAIN = 'ujuzi.ac.ke';

export function calendarIcsEvent(event: CalendarEvent): IcsEvent {
  const details = [event.description, `For: ${AUDIENCE_LABELS[event.audience]}`].filter(Boolean).join('\n\n');
  return {
    uid: `calendar-event-${event.id}@${UID_DOMAIN}`,
    summary: event.title,
    description: details,
    location: event.location,
    categories: [EVENT_TYPE_LABELS[event.event_type]],
    updated: event.updated_at,
    ...(event.is_all_day
      ? { start: { day: nairobiDay(event.start_date) }, end: { day: nairobiDay(event.end_date) } }
      : { start: { at: event.start_date }, end: { at: event.end_date } }),
  };
}

function save(name: string, events: readonly IcsEvent[]): void {
  const text = buildIcs({ name, events, now: new Date() });
  saveFile({ blob: new Blob([text], { type: ICS_MIME_TYPE }), filename: icsFilename(name) });
}

/** One event as its own file ('Add to my calendar'). */
export const saveCalendarEvent = (event: CalendarEvent): void => save(event.title, [calendarIcsEvent(event)]);

/** Every event the viewer may read, page after page, in one file. */
export async function saveSchoolCalendar(): Promise<number> {
  const events: CalendarEvent[] = [];
  for (let page = 1; ; page++) {
    const answer = await listCalendarEvents({ page, page_size: 100, ordering: 'start_date' });
    events.push(...answer.results);
    if (!answer.next) break;
  }
  save('Ujuzi school calendar', events.map(calendarIcsEvent));
  return events.length;
}

/**
 * A class's week as weekly recurring lessons: from the term's first day until its last, or from this
 * week's Monday with no end when no term is current.
 */
export function saveTimetable(
  className: string,
  entries: readonly TimetableEntry[],
  term: { start_date: string; end_date: string } | undefined,
  today: string,
): void {
  const from = term?.start_date ?? mondayOf(today);
  const events = entries.map((entry) =>
    weeklyLessonEvent(
      {
        uid: `timetable-${entry.id}@${UID_DOMAIN}`,
        summary: `${entry.subject.name} (${className})`,
        weekday: entry.weekday,
        startTime: entry.start_time,
        endTime: entry.end_time,
        location: entry.room,
        description: [
          `${WEEKDAY_LABELS[entry.weekday]}, ${shortTime(entry.start_time)}–${shortTime(entry.end_time)}`,
          entry.teacher ? `Teacher: ${entry.teacher.get_full_name || entry.teacher.username}` : null,
          entry.notes,
        ]
          .filter(Boolean)
          .join('\n'),
      },
      from,
      term?.end_date,
    ),
  );
  save(`Timetable ${className}`, events);
}
