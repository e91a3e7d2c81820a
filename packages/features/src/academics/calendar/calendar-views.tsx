/**
 * The calendar's two readings of a month: the grid (weeks from Monday, each day's events as links) and
 * the agenda (the days that have events, each event with its time, type, place and audience).
 */
import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import type { CalendarEvent } from '@ujuzi/api';
import { dayTitle, eventDays, eventWhen, monthRange, monthWeeks, nairobiDay, type MonthKey } from '@ujuzi/domain';
import { Badge, Card, Link } from '@ujuzi/ui';
import { links } from '../../infra/kit';
import { AUDIENCE_LABELS, EVENT_TYPE_LABELS, EVENT_TYPE_TONES } from '../shared';

const WEEKDAY_HEADS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;
/** Events a day's cell lists before '+N more'. */
const PER_DAY = 3;

/** The events of each day they cover. */
export function eventsByDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) for (const day of eventDays(event)) days.set(day, [...(days.get(day) ?? []), event]);
  return days;
}

const Cell = chakra('td');
const Head = chakra('th');

export function MonthGrid({ month, events, today }: { month: MonthKey; events: readonly CalendarEvent[]; today: string }) {
  const byDay = eventsByDay(events);
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
      <chakra.table width="full" tableLayout="fixed" borderCollapse="collapse">
        <thead>
          <tr>
            {WEEKDAY_HEADS.map(([short, full]) => (
              <Head key={short} scope="col" py="2" fontSize="sm" fontWeight="medium" color="fg.muted" borderBottomWidth="1px">
                <abbr title={full} style={{ textDecoration: 'none' }}>
                  {short}
                </abbr>
              </Head>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const outside = !day.startsWith(month);
                const dayEvents = byDay.get(day) ?? [];
                return (
                  <Cell
                    key={day}
                    verticalAlign="top"
                    height="7.5rem"
                    p="1.5"
                    borderWidth="1px"
                    bg={outside ? 'bg.subtle' : undefined}
                    aria-label={dayTitle(day)}
                  >
                    <Text
                      fontSize="sm"
                      fontWeight={day === today ? 'bold' : 'normal'}
                      color={outside ? 'fg.muted' : day === today ? 'brand.fg' : undefined}
                      aria-current={day === today ? 'date' : undefined}
                    >
                      {Number(day.slice(8))}
                    </Text>
                    <Stack as="ul" gap="1" listStyleType="none" mt="1">
                      {dayEvents.slice(0, PER_DAY).map((event) => (
                        <li key={event.id}>
                          <Box borderStartWidth="3px" borderColor={event.color ?? 'brand.solid'} ps="1" fontSize="xs" truncate>
                            <Link href={links.calendarEvent(event.id)} variant="plain" title={event.title}>
                              {event.title}
                            </Link>
                          </Box>
                        </li>
                      ))}
                      {dayEvents.length > PER_DAY ? (
                        <li>
                          <Link href={links.calendar({ month, view: 'agenda' })} variant="muted">
                            {`+${dayEvents.length - PER_DAY} more`}
                          </Link>
                        </li>
                      ) : null}
                    </Stack>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

/** The month's days with events, each event once, on its first day in the month. */
export function agendaDays(month: MonthKey, events: readonly CalendarEvent[]): [string, CalendarEvent[]][] {
  const { first, last } = monthRange(month);
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const start = nairobiDay(event.start_date);
    const end = nairobiDay(event.end_date);
    if (end < first || start > last) continue;
    const day = start < first ? first : start;
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function Agenda({ month, events, today }: { month: MonthKey; events: readonly CalendarEvent[]; today: string }) {
  return (
    <Stack gap="5">
      {agendaDays(month, events).map(([day, dayEvents]) => (
        <Stack as="section" key={day} gap="2" aria-labelledby={`agenda-${day}`}>
          <HStack>
            <Text as="h3" id={`agenda-${day}`} fontWeight="semibold">
              {dayTitle(day)}
            </Text>
            {day === today ? <Badge tone="brand">Today</Badge> : null}
          </HStack>
          <Stack as="ul" gap="2" listStyleType="none">
            {dayEvents.map((event) => (
              <li key={event.id}>
                <Card size="sm">
                  <Stack gap="1" borderStartWidth="3px" borderColor={event.color ?? 'brand.solid'} ps="3">
                    <Link href={links.calendarEvent(event.id)}>{event.title}</Link>
                    <HStack gap="2" flexWrap="wrap" fontSize="sm" color="fg.muted">
                      <Text>{eventWhen(event)}</Text>
                      <Badge tone={EVENT_TYPE_TONES[event.event_type]}>{EVENT_TYPE_LABELS[event.event_type]}</Badge>
                      <Text>For {AUDIENCE_LABELS[event.audience].toLowerCase()}</Text>
                      {event.location ? <Text>{event.location}</Text> : null}
                    </HStack>
                  </Stack>
                </Card>
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
