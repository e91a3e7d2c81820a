/**
 * /dashboard/academics/timetable (anyone signed in): a class's week of lessons. On a phone it reads day
 * by day (today first, the other days a tap away); from 768 px the whole week is a grid. Staff pick any
 * class (in the URL, ?class_section=); a learner sees their own class, a parent their children's.
 * Management adds, edits and deletes lessons (the contract leaves timetable writes to them); a clash
 * with another lesson of the class is refused by the server with its reason.
 */
import { Box, HStack, Stack, Text, useMediaQuery } from '@chakra-ui/react';
import type { TimetableEntry, TimetableWeekday } from '@ujuzi/api';
import { useDeleteTimetable, useListTimetables } from '@ujuzi/api/hooks';
import { isManagement, isStaff, nairobiDay } from '@ujuzi/domain';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Select,
  SkeletonCard,
  SkeletonText,
  type SelectOption,
} from '@ujuzi/ui';
import { CalendarArrowDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage, useEntityAction, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  AcademicsHeader,
  CurrentTerm,
  WEEKDAYS,
  WEEKDAY_LABELS,
  refreshTimetable,
  saveTimetable,
  shortTime,
  todayWeekday,
  useCurrentTerm,
} from '../shared';
import { EntryFormDialog, preloadEntryForm } from './entry-form-dialog';
import { useTimetableClasses } from './use-timetable-classes';
import { DayByDay, WeekGrid, type Manage } from './week-views';

const SCHOOL_WEEK: readonly TimetableWeekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

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
  const { term } = useCurrentTerm();
  const lessons = (query.data?.results ?? []).filter((entry) => entry.is_active);
  const download =
    lessons.length > 0 ? (
      <Button variant="outline" onClick={() => saveTimetable(className, lessons, term, nairobiDay(new Date()))}>
        <CalendarArrowDown aria-hidden="true" /> Download as ICS
      </Button>
    ) : null;
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
    const entries = [...lessons].sort(
      (a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || a.start_time.localeCompare(b.start_time),
    );
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
      {download ? (
        <HStack justify="flex-end" gap="2" flexWrap="wrap">
          {download}
          {add}
        </HStack>
      ) : null}
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

export function TimetablePage() {
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const manages = isManagement(user?.user_type);
  const { query, choices, current, choose } = useTimetableClasses();

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
            <Select label="Class" options={options} value={String(current.id)} onChange={choose} />
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
      <CurrentTerm />
      {body}
    </Stack>
  );
}
