/**
 * /dashboard/attendance/records (staff): every attendance record the viewer may see, searched, filtered
 * (student, mark, class section, day or period) and ordered in the URL; the period's report (totals and
 * rate) above it, exported as CSV with the same period; staff correct or delete a record.
 */
import { SimpleGrid } from '@chakra-ui/react';
import type { Attendance } from '@ujuzi/api';
import {
  getGetTodayAttendanceQueryKey,
  getListAttendanceQueryKey,
  useDeleteAttendance,
  useGetAttendanceReport,
  useListAttendance,
} from '@ujuzi/api/hooks';
import { listAttendanceList } from '@ujuzi/api/list-params';
import { ATTENDANCE_LABELS, can, displayName, formatDate, shownMark } from '@ujuzi/domain';
import { Badge, StatCard } from '@ujuzi/ui';
import {
  CrudDelete,
  ExportButton,
  ListPage,
  QueryState,
  columnsOf,
  lazyFormDialog,
  links,
  useCrud,
  useList,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { ATTENDANCE_TONES, AttendanceHeader } from '../shared';

const RecordDialog = lazyFormDialog(() => import('./record-form').then((module) => module.RecordForm), {
  noun: 'attendance record',
  title: (record: Attendance | null) => (record ? `Attendance of ${displayName(record.student)}` : 'Attendance'),
});
const column = columnsOf<Attendance>();

function PeriodReport({ dateFrom, dateTo, student }: { dateFrom?: string; dateTo?: string; student?: number }) {
  const report = useGetAttendanceReport({ date_from: dateFrom, date_to: dateTo, student });
  return (
    <QueryState query={report} noun="the attendance report" isEmpty={() => false} loadingLines={2}>
      {(data) => (
        <SimpleGrid
          columns={{ base: 2, md: 5 }}
          gap="3"
          mb="4"
          aria-label={`Totals from ${formatDate(data.date_from)} to ${formatDate(data.date_to)}`}
          role="group"
        >
          <StatCard
            label="Attendance rate"
            value={`${data.counts.attendance_rate}%`}
            help={`${formatDate(data.date_from)} – ${formatDate(data.date_to)}`}
          />
          <StatCard label="Present" value={String(data.counts.present)} />
          <StatCard
            label="Absent"
            value={String(data.counts.absent)}
            href={links.attendanceRecords({ status: 'absent', date_from: data.date_from, date_to: data.date_to, student })}
          />
          <StatCard
            label="Late"
            value={String(data.counts.late)}
            href={links.attendanceRecords({ status: 'late', date_from: data.date_from, date_to: data.date_to, student })}
          />
          <StatCard
            label="Excused"
            value={String(data.counts.excused)}
            href={links.attendanceRecords({ status: 'excused', date_from: data.date_from, date_to: data.date_to, student })}
          />
        </SimpleGrid>
      )}
    </QueryState>
  );
}

export function RecordsPage() {
  const { user } = useSession();
  const mark = can(user, 'attendance.mark');
  const list = useList(listAttendanceList);
  const query = useListAttendance(...list.request);
  const remove = useDeleteAttendance();
  const crud = useCrud<Attendance>({
    noun: 'attendance record',
    name: (record) => `${displayName(record.student)}, ${formatDate(record.date)}`,
    form: RecordDialog,
    remove: {
      call: (record) => remove.mutateAsync({ id: record.id }),
      invalidate: [getListAttendanceQueryKey(), getGetTodayAttendanceQueryKey()],
    },
  });
  const { date_from, date_to, student } = list.state.filters;
  const columns = [
    column.person(
      'student',
      'Student',
      ({ student: person }) => ({
        name: displayName(person),
        avatar: person.profile_picture,
        href: links.studentAttendance(person.id),
      }),
      { sortable: false },
    ),
    column.date('date', 'Date'),
    column.text('status', 'Mark', (row) => {
      const shown = shownMark(row);
      return <Badge tone={ATTENDANCE_TONES[shown]}>{ATTENDANCE_LABELS[shown]}</Badge>;
    }),
    column.text('check_in_time', 'Check-in', undefined, { sortable: false }),
    column.text('remarks', 'Remarks', undefined, { sortable: false }),
    column.person(
      'marked_by',
      'Marked by',
      ({ marked_by: by }) => (by ? { name: displayName(by), href: links.person(by) } : null),
      {
        sortable: false,
      },
    ),
    ...(mark ? [column.actions(crud.rowActions)] : []),
  ];
  return (
    <>
      <ListPage
        header={
          <>
            <AttendanceHeader
              title="Attendance records"
              description="Every student’s marks, day by day. The totals cover the period chosen (this year by default)."
              current={links.attendanceRecords()}
              actions={
                <ExportButton
                  label="Export CSV"
                  request={{
                    path: '/accounts/reports/attendance/export/',
                    query: { format: 'csv', date_from, date_to, student },
                    fallbackFilename: 'ujuzi-attendance-report.csv',
                  }}
                />
              }
            />
            <PeriodReport dateFrom={date_from ?? undefined} dateTo={date_to ?? undefined} student={student ?? undefined} />
          </>
        }
        list={list}
        query={query}
        label="Attendance records"
        noun={{ one: 'record', many: 'records' }}
        columns={columns}
        getRowLabel={(row) => `${displayName(row.student)}, ${formatDate(row.date)}`}
        search={{ label: 'Search attendance', placeholder: 'Student name or remarks' }}
        filters={[
          { type: 'enum', name: 'status', label: 'Mark', labels: ATTENDANCE_LABELS },
          { type: 'date', name: 'date_from', label: 'From' },
          { type: 'date', name: 'date_to', label: 'To' },
        ]}
        empty={{
          title: 'No attendance recorded yet',
          description: 'Records appear here as registers are taken.',
          action: null,
        }}
      />
      <RecordDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
