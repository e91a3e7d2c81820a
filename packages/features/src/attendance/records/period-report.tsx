/** The attendance report's totals for the records' period (reports/attendance), each mark opening its records. */
import { SimpleGrid } from '@chakra-ui/react';
import { useGetAttendanceReport } from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { StatCard } from '@ujuzi/ui';
import { QueryState, links } from '../../infra/kit';

export interface PeriodReportProps {
  dateFrom?: string;
  dateTo?: string;
  student?: number;
}

export function PeriodReport({ dateFrom, dateTo, student }: PeriodReportProps) {
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
