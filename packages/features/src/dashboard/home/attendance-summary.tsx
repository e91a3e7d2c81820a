/**
 * Attendance on the staff homes: the last 30 days' rate and today's marks (accounts/dashboard/
 * attendance-summary), each figure opening the records it counts, and the quick mark of one student
 * for today (accounts/actions/quick-attendance) for a student met in the corridor.
 */
import { HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { AttendanceStatus } from '@ujuzi/api';
import {
  getGetAttendanceSummaryQueryKey,
  getGetTodayAttendanceQueryKey,
  useGetAttendanceSummary,
  useListStudentUsers,
  useMarkQuickAttendance,
} from '@ujuzi/api/hooks';
import { ATTENDANCE_LABELS, ATTENDANCE_MARKS, displayName } from '@ujuzi/domain';
import { Button, Link, Select, StatCard, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { errorMessage } from '../../infra/kit/details/use-entity-action';
import { QueryCard } from '../../infra/kit/shared/query-card';
import { links } from '../../infra/kit/links';

const MARK_OPTIONS = ATTENDANCE_MARKS.map((mark) => ({ value: mark, label: ATTENDANCE_LABELS[mark] }));

function QuickMark() {
  const students = useListStudentUsers({ is_active: true, page_size: 100 });
  const [student, setStudent] = useState<string | null>(null);
  const [status, setStatus] = useState<AttendanceStatus>('present');
  const [error, setError] = useState<string | undefined>();
  const mark = useMarkQuickAttendance();
  const queryClient = useQueryClient();
  const options = (students.data?.results ?? []).map((user) => ({ value: String(user.id), label: displayName(user) }));
  const run = async () => {
    if (!student) return setError('Choose a student');
    setError(undefined);
    try {
      const record = await mark.mutateAsync({ data: { student: Number(student), status } });
      toast.success('Attendance marked', `${displayName(record.student)}: ${ATTENDANCE_LABELS[record.status]} today`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetAttendanceSummaryQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getGetTodayAttendanceQueryKey() }),
      ]);
    } catch (failure) {
      toast.error('Could not mark attendance', errorMessage(failure));
    }
  };
  return (
    <Stack gap="3" as="form" onSubmit={(event) => (event.preventDefault(), void run())} aria-label="Quick attendance">
      <Select
        label="Student"
        options={options}
        value={student ?? ''}
        onChange={(value) => setStudent(value || null)}
        placeholder={students.isPending ? 'Loading students…' : 'Choose a student'}
        error={error}
      />
      <HStack gap="3" align="end">
        <Select
          label="Mark"
          options={MARK_OPTIONS}
          value={status}
          onChange={(value) => setStatus((value || 'present') as AttendanceStatus)}
        />
        <Button type="submit" loading={mark.isPending}>
          Mark for today
        </Button>
      </HStack>
    </Stack>
  );
}

export function AttendanceSummaryCard() {
  const summary = useGetAttendanceSummary();
  return (
    <QueryCard
      title="Attendance"
      description="The last 30 days, and today."
      query={summary}
      isEmpty={() => false}
      empty={{ title: 'No attendance yet' }}
      actions={
        <Link href={links.attendanceToday()} variant="plain">
          Today’s registers
        </Link>
      }
    >
      {(data) => (
        <Stack gap="5">
          <SimpleGrid columns={2} gap="3">
            <StatCard
              label="Attendance rate"
              value={`${data.counts.attendance_rate}%`}
              help={`${data.counts.total.toLocaleString('en-KE')} marks`}
              href={links.attendanceRecords({ date_from: data.date_from, date_to: data.date_to })}
            />
            <StatCard
              label="Absent, 30 days"
              value={data.counts.absent}
              href={links.attendanceRecords({ status: 'absent', date_from: data.date_from, date_to: data.date_to })}
            />
            <StatCard
              label="Present today"
              value={(data.today?.present ?? 0) + (data.today?.late ?? 0)}
              help={`${data.today?.late ?? 0} late`}
              href={links.attendanceRecords({ date: data.date_to })}
            />
            <StatCard
              label="Absent today"
              value={data.today?.absent ?? 0}
              href={links.attendanceRecords({ date: data.date_to, status: 'absent' })}
            />
          </SimpleGrid>
          <QuickMark />
        </Stack>
      )}
    </QueryCard>
  );
}
