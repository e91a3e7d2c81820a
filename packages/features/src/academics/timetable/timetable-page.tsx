/**
 * /dashboard/academics/timetable (anyone signed in): a class's week of lessons. On a phone it reads day
 * by day (today first, the other days a tap away); from 768 px the whole week is a grid. Staff pick any
 * class (in the URL, ?class_section=); a learner sees their own class, a parent their children's.
 * Management adds, edits and deletes lessons (the contract leaves timetable writes to them); a clash
 * with another lesson of the class is refused by the server with its reason.
 */
import { Box, HStack, Stack, Text, VisuallyHidden, useMediaQuery } from '@chakra-ui/react';
import type { ClassSection, TimetableEntry, TimetableWeekday } from '@ujuzi/api';
import { useDeleteTimetable, useListClassEnrollments, useListClassSections, useListTimetables } from '@ujuzi/api/hooks';
import { isManagement, isStaff } from '@ujuzi/domain';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  IconButton,
  Select,
  SkeletonCard,
  SkeletonText,
  type SelectOption,
} from '@ujuzi/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EntityLink, errorMessage, useEntityAction, links } from '../../kit';
import { useSession } from '../../session/session-context';
import { AcademicsHeader, WEEKDAYS, WEEKDAY_LABELS, personName, refreshTimetable, shortTime, todayWeekday } from '../shared';
import { EntryFormDialog, preloadEntryForm } from './entry-form-dialog';

const SCHOOL_WEEK: readonly TimetableWeekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

interface ClassChoice {
  id: number;
  label: string;
}

interface Manage {
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
function DayByDay({
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
function WeekGrid({
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

function Week({ classSection, manages, className }: { classSection: number; manages: boolean; className: string }) {
  const [wide] = useMediaQuery(['(min-width: 768px)'], { ssr: false });
  const query = useListTimetables({ class_section: classSection, page_size: 100, ordering: 'weekday,start_time' });
  const [editing, setEditing] = useState<{ entry: TimetableEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<TimetableEntry | null>(null);
  const remove = useDeleteTimetable();
  const deletion = useEntityAction<unknown, TimetableEntry>({
    queryKey: ['academics-timetable-delete'],
    call: (entry) => remove.mutateAsync({ id: entry.id }),
    success: (entry) => ({ title: 'Lesson removed', description: `${entry.subject.name}, ${WEEKDAY_LABELS[entry.weekday]}` }),
    failure: 'Could not remove the lesson',
    refresh: refreshTimetable,
  });
  const manage: Manage | undefined = manages
    ? { edit: (entry) => setEditing({ entry }), remove: (entry) => setDeleting(entry) }
    : undefined;
  const add = manages ? (
    <Button onClick={() => setEditing({ entry: null })} onPointerEnter={preloadEntryForm} onFocus={preloadEntryForm}>
      <Plus aria-hidden="true" /> Add lesson
    </Button>
  ) : undefined;

  let body;
  if (query.isPending)
    body = (
      <Stack gap="3" aria-busy="true">
        <SkeletonCard />
        <SkeletonText lines={4} />
      </Stack>
    );
  else if (query.isError)
    body = (
      <ErrorState
        headingLevel="h2"
        title="Could not load the timetable"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  else {
    const entries = (query.data?.results ?? [])
      .filter((entry) => entry.is_active)
      .sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || a.start_time.localeCompare(b.start_time));
    const today = todayWeekday();
    const days = WEEKDAYS.filter(
      (day) => SCHOOL_WEEK.includes(day) || entries.some((entry) => entry.weekday === day) || (!wide && day === today),
    );
    body =
      entries.length === 0 ? (
        <EmptyState
          headingLevel="h2"
          title="No lessons on this timetable yet"
          description={
            manages ? `Add the week's lessons of ${className}.` : `The school has not published ${className}'s lessons yet.`
          }
          action={add}
        />
      ) : wide ? (
        <WeekGrid days={days} entries={entries} manage={manage} />
      ) : (
        <DayByDay days={days} entries={entries} manage={manage} />
      );
  }

  return (
    <Stack gap="4">
      {add && query.isSuccess && (query.data?.results.length ?? 0) > 0 ? <HStack justify="flex-end">{add}</HStack> : null}
      {body}
      {manages ? (
        <EntryFormDialog
          entry={editing?.entry ?? null}
          classSection={classSection}
          open={editing !== null}
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Remove this lesson?"
        message={
          deleting
            ? `${deleting.subject.name} on ${WEEKDAY_LABELS[deleting.weekday]}, ${shortTime(deleting.start_time)}–${shortTime(deleting.end_time)}, leaves ${className}'s timetable.`
            : ''
        }
        confirmLabel="Remove lesson"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          const done = await deletion.run(deleting);
          if (!done) throw new Error('The lesson was not removed');
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

/** The classes a staff member may pick: every class (a teacher's own first). */
function useStaffClasses(enabled: boolean, userId: number | undefined) {
  const query = useListClassSections({ page_size: 100, is_active: true, ordering: 'display_name' }, { query: { enabled } });
  const sections: ClassSection[] = query.data?.results ?? [];
  const own = sections.filter((section) => section.class_teacher?.id === userId);
  const choices: ClassChoice[] = [...own, ...sections.filter((section) => !own.includes(section))].map((section) => ({
    id: section.id,
    label: section.display_name ?? section.name,
  }));
  return { query, choices };
}

/** A learner's own class, a parent's children's classes. */
function useOwnClasses(enabled: boolean, userId: number | undefined) {
  const query = useListClassEnrollments({ status: 'active', page_size: 100 }, { query: { enabled } });
  const enrollments = query.data?.results ?? [];
  const choices: ClassChoice[] = enrollments.map((enrollment) => ({
    id: enrollment.class_section,
    label:
      enrollment.student.id === userId
        ? (enrollment.class_section_name ?? 'Your class')
        : `${enrollment.class_section_name ?? 'Class'} (${personName(enrollment.student)})`,
  }));
  return { query, choices };
}

export function TimetablePage() {
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const manages = isManagement(user?.user_type);
  const [search, setSearch] = useSearchParams();
  const staffClasses = useStaffClasses(staff, user?.id);
  const ownClasses = useOwnClasses(!staff, user?.id);
  const { query, choices } = staff ? staffClasses : ownClasses;
  const asked = Number(search.get('class_section'));
  const current = choices.find((choice) => choice.id === asked) ?? choices[0];

  const header = (
    <AcademicsHeader
      title="Timetable"
      current={links.timetable()}
      description={
        staff
          ? 'The week of lessons of each class.'
          : user?.user_type === 'parent'
            ? "Your children's week of lessons."
            : 'Your week of lessons.'
      }
    />
  );

  let body;
  if (query.isPending) body = <SkeletonText lines={4} />;
  else if (query.isError)
    body = (
      <ErrorState
        headingLevel="h2"
        title="Could not load the classes"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (!current)
    body = (
      <EmptyState
        headingLevel="h2"
        title={staff ? 'No classes yet' : 'You are not in a class yet'}
        description={
          staff
            ? 'Classes appear here once an admin creates them.'
            : 'Your timetable appears here once the school places you in a class.'
        }
      />
    );
  else {
    const options: SelectOption[] = choices.map((choice) => ({ value: String(choice.id), label: choice.label }));
    body = (
      <Stack gap="4">
        {choices.length > 1 ? (
          <Box maxW={{ base: 'full', md: '24rem' }}>
            <Select
              label="Class"
              options={options}
              value={String(current.id)}
              onChange={(value) => {
                const next = new URLSearchParams(search);
                next.set('class_section', value);
                setSearch(next, { replace: true });
              }}
            />
          </Box>
        ) : (
          <Card size="sm" variant="subtle">
            <Text>
              <Text as="span" color="fg.muted">
                Class:{' '}
              </Text>
              <Text as="span" fontWeight="medium">
                {current.label}
              </Text>
            </Text>
          </Card>
        )}
        <Week key={current.id} classSection={current.id} manages={manages} className={current.label} />
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      {header}
      {body}
    </Stack>
  );
}
