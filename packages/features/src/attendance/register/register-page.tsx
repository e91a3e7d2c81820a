/**
 * /dashboard/attendance/register/:sectionId?date= (staff): a class section's register for a day (today
 * by default). Its class teacher and management save it; other teachers read it.
 */
import { HStack, Text } from '@chakra-ui/react';
import { getClassSectionPath } from '@ujuzi/api/path-params';
import { useGetClassSection, useListAttendance, useListClassEnrollments, useListLeaves } from '@ujuzi/api/hooks';
import { ATTENDANCE_MESSAGES, formatDate, leaveCoversDay, mayKeepRegister } from '@ujuzi/domain';
import { ButtonLink } from '@ujuzi/ui';
import { useMemo } from 'react';
import { QueryState, links, useRouteParams, type StateQuery, useSearchParams } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AttendanceHeader, TODAY_CRUMB, dayParam, nairobiToday, shiftDay } from '../shared';
import { RegisterSheet } from './register-sheet';

/** Several queries as one for QueryState: pending while any is, failed when any failed. */
function allOf<T>(queries: readonly StateQuery<unknown>[], data: T | undefined): StateQuery<T> {
  const failed = queries.find((query) => query.isError);
  return {
    data,
    isPending: queries.some((query) => query.isPending),
    isError: Boolean(failed),
    error: failed?.error,
    refetch: () => Promise.all(queries.map((query) => query.refetch())),
  };
}

export function RegisterPage() {
  const { id } = useRouteParams(getClassSectionPath, { names: { id: 'sectionId' } });
  const [search] = useSearchParams();
  const today = nairobiToday();
  const date = dayParam(search.get('date')) ?? today;
  const { user } = useSession();
  const section = useGetClassSection(id);
  const roster = useListClassEnrollments({ class_section: id, status: 'active', page_size: 100 });
  const records = useListAttendance({ class_section: id, date, page_size: 100 });
  const leaves = useListLeaves({ status: 'approved', start_date_to: date, page_size: 100 });
  const onLeave = useMemo(() => {
    const students = new Set<number>();
    for (const enrollment of roster.data?.results ?? [])
      if (leaves.data?.results.some((leave) => leaveCoversDay(leave, enrollment.student.id, date)))
        students.add(enrollment.student.id);
    return students;
  }, [roster.data, leaves.data, date]);
  const data =
    section.data && roster.data && records.data && leaves.data
      ? { section: section.data, roster: roster.data.results, records: records.data.results }
      : undefined;
  const name = section.data?.display_name ?? section.data?.name ?? 'Register';
  const keeper = section.data ? mayKeepRegister(user, section.data) : false;
  const future = date > today;
  const note = future ? ATTENDANCE_MESSAGES.futureDate : section.data && !keeper ? ATTENDANCE_MESSAGES.notYourSection : null;

  return (
    <>
      <AttendanceHeader
        title={`Register: ${name}`}
        trail={[TODAY_CRUMB]}
        current={links.attendanceToday()}
        description={
          <HStack gap="3" wrap="wrap">
            <Text>{date === today ? `Today, ${formatDate(date)}` : formatDate(date)}</Text>
            <ButtonLink size="sm" variant="ghost" href={links.register(id, { date: shiftDay(date, -1) })}>
              Previous day
            </ButtonLink>
            {date < today ? (
              <ButtonLink size="sm" variant="ghost" href={links.register(id, { date: shiftDay(date, 1) })}>
                Next day
              </ButtonLink>
            ) : null}
          </HStack>
        }
      />
      {note ? (
        <Text textStyle="sm" color="fg.muted" mb="3">
          {note}
        </Text>
      ) : null}
      <QueryState
        query={allOf([section, roster, records, leaves], data)}
        noun="the register"
        isEmpty={(loaded) => loaded.roster.length === 0}
        empty={{
          title: 'No students in this section',
          description: 'Enrol students in the class to take its register.',
          action: (
            <ButtonLink href={links.classes()} variant="outline">
              Go to classes
            </ButtonLink>
          ),
        }}
      >
        {(loaded) => (
          <RegisterSheet
            key={`${loaded.section.id}-${date}`}
            section={loaded.section}
            date={date}
            roster={loaded.roster}
            records={loaded.records}
            onLeave={onLeave}
            editable={keeper && !future}
          />
        )}
      </QueryState>
    </>
  );
}
