/** A class's week of lessons, on a phone (day by day) and on a wider screen (a grid). */
import { Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { TimetableEntry, TimetableWeekday } from '@ujuzi/api';
import { Button, IconButton } from '@ujuzi/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { EntityLink, links } from '../../infra/kit';
import { WEEKDAY_LABELS, personName, shortTime, todayWeekday } from '../shared';
import { preloadEntryForm } from './entry-form-dialog';

/** What management may do with a lesson. */
export interface Manage {
  edit: (entry: TimetableEntry) => void;
  remove: (entry: TimetableEntry) => void;
}

/** One lesson: time, subject, teacher, room and notes (with Edit and Delete for management). */
function Lesson({ entry, manage }: { entry: TimetableEntry; manage?: Manage }) {
  const time = `${shortTime(entry.start_time)}–${shortTime(entry.end_time)}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
      <HStack justify="space-between" align="flex-start" gap="2">
        <Stack gap="0.5" minW="0">
          <Text textStyle="sm" fontWeight="semibold" color="fg.muted">
            {time}
          </Text>
          <Text fontWeight="medium">
            {entry.subject.slug ? (
              <EntityLink href={links.subject(entry.subject.slug)}>{entry.subject.name}</EntityLink>
            ) : (
              entry.subject.name
            )}
          </Text>
          <Text textStyle="sm">
            {entry.teacher ? (
              <EntityLink href={links.staffMember(entry.teacher.username)}>{personName(entry.teacher)}</EntityLink>
            ) : (
              'No teacher yet'
            )}
            {entry.room ? ` · ${entry.room}` : ''}
          </Text>
          {entry.notes ? (
            <Text textStyle="sm" color="fg.muted">
              {entry.notes}
            </Text>
          ) : null}
        </Stack>
        {manage ? (
          <HStack gap="0" flexShrink={0}>
            <IconButton
              aria-label={`Edit ${entry.subject.name}, ${WEEKDAY_LABELS[entry.weekday]} ${time}`}
              size="sm"
              variant="ghost"
              onClick={() => manage.edit(entry)}
              onPointerEnter={preloadEntryForm}
              icon={<Pencil />}
            />
            <IconButton
              aria-label={`Delete ${entry.subject.name}, ${WEEKDAY_LABELS[entry.weekday]} ${time}`}
              size="sm"
              variant="ghost"
              onClick={() => manage.remove(entry)}
              icon={<Trash2 />}
            />
          </HStack>
        ) : null}
      </HStack>
    </Box>
  );
}

function DayLessons({ day, entries, manage }: { day: TimetableWeekday; entries: readonly TimetableEntry[]; manage?: Manage }) {
  const lessons = entries.filter((entry) => entry.weekday === day);
  if (lessons.length === 0) return <Text color="fg.muted">No lessons on {WEEKDAY_LABELS[day]}.</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={`Lessons on ${WEEKDAY_LABELS[day]}`}>
      {lessons.map((entry) => (
        <Lesson key={entry.id} entry={entry} manage={manage} />
      ))}
    </Stack>
  );
}

/** A phone: one day at a time, today first. */
export function DayByDay({
  days,
  entries,
  manage,
}: {
  days: readonly TimetableWeekday[];
  entries: readonly TimetableEntry[];
  manage?: Manage;
}) {
  const today = todayWeekday();
  const [day, setDay] = useState<TimetableWeekday>(days.includes(today) ? today : (days[0] ?? 'monday'));
  return (
    <Stack gap="3">
      <HStack role="group" aria-label="Day" gap="1" overflowX="auto" pb="1">
        {days.map((candidate) => (
          <Button
            key={candidate}
            size="sm"
            variant={candidate === day ? 'solid' : 'outline'}
            aria-pressed={candidate === day}
            onClick={() => setDay(candidate)}
          >
            {/* 'Mon' shown, 'Monday' read: the visible text starts the accessible name. */}
            {WEEKDAY_LABELS[candidate].slice(0, 3)}
            <VisuallyHidden>{WEEKDAY_LABELS[candidate].slice(3)}</VisuallyHidden>
          </Button>
        ))}
      </HStack>
      <Text as="h2" textStyle="lg" fontWeight="semibold">
        {day === today ? `Today, ${WEEKDAY_LABELS[day]}` : WEEKDAY_LABELS[day]}
      </Text>
      <DayLessons day={day} entries={entries} manage={manage} />
    </Stack>
  );
}

/** A wider screen: the week as a grid, a column a day. */
export function WeekGrid({
  days,
  entries,
  manage,
}: {
  days: readonly TimetableWeekday[];
  entries: readonly TimetableEntry[];
  manage?: Manage;
}) {
  const today = todayWeekday();
  return (
    <Box display="grid" gridTemplateColumns={`repeat(${days.length}, minmax(0, 1fr))`} gap="3">
      {days.map((day) => (
        <Stack key={day} gap="2" minW="0">
          <Text as="h2" textStyle="md" fontWeight="semibold" color={day === today ? 'colorPalette.fg' : undefined}>
            {WEEKDAY_LABELS[day]}
            {day === today ? ' (today)' : ''}
          </Text>
          <DayLessons day={day} entries={entries} manage={manage} />
        </Stack>
      ))}
    </Box>
  );
}
