/**
 * /dashboard/attendance/records (staff): every attendance record the viewer may see, searched, filtered
 * (student, mark, class section, day or period) and ordered in the URL; the period's report (totals and
 * rate) above it, exported as CSV with the same period; staff correct or delete a record.
 */
import type { Attendance } from '@ujuzi/api';
import {
  getGetTodayAttendanceQueryKey,
  getListAttendanceQueryKey,
  useDeleteAttendance,
  useListAttendance,
} from '@ujuzi/api/hooks';
import { listAttendanceList } from '@ujuzi/api/list-params';
import { ATTENDANCE_LABELS, can, displayName, formatDate, shownMark } from '@ujuzi/domain';
import { Badge } from '@ujuzi/ui';
import {
  CrudDelete,
  ExportButton,
  ListPage,
  columnsOf,
  lazyFormDialog,
  lazyPart,
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
const PeriodReport = lazyPart(() => import('./period-report').then((module) => module.PeriodReport), '7rem');
const column = columnsOf<Attendance>();

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
