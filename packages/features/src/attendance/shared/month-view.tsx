/**
 * One student's month as a calendar (Monday first): each school day with its mark (present, absent,
 * late, excused, or on leave where approved leave covers the absence), the month's totals, and the
 * days missed listed in words (what a phone reader needs without scanning the grid).
 */
import { Box, HStack, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import type { AttendanceDaySummary } from '@ujuzi/api';
import { useGetMonthlyAttendance } from '@ujuzi/api/hooks';
import { ATTENDANCE_LABELS, formatDate, type AttendanceShown } from '@ujuzi/domain';
import { Badge, ButtonLink, StatCard } from '@ujuzi/ui';
import { QueryState } from '../../infra/kit';
import { ATTENDANCE_TONES } from './labels';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const SHORT: Record<AttendanceShown, string> = { present: 'P', absent: 'A', late: 'L', excused: 'E', on_leave: 'OL' };
const ORDER: readonly AttendanceShown[] = ['present', 'absent', 'late', 'excused', 'on_leave'];
const CELL: Record<AttendanceShown, string> = {
  present: 'success.subtle',
  absent: 'danger.subtle',
  late: 'warning.subtle',
  excused: 'info.subtle',
  on_leave: 'accent.subtle',
};
const monthName = new Intl.DateTimeFormat('en-KE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The day's mark for one student: on leave, absent, late, excused, else present. */
export function dayMark(day: AttendanceDaySummary): AttendanceShown {
  if (day.on_leave > 0) return 'on_leave';
  if (day.absent > 0) return 'absent';
  if (day.late > 0) return 'late';
  if (day.excused > 0) return 'excused';
  return 'present';
}

/** 'YYYY-MM' moved by whole months. */
export function shiftMonth(month: string, by: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 7);
}

export interface MonthViewProps {
  student: number;
  /** 'YYYY-MM'. */
  month: string;
  /** The address of another month of the same view. */
  monthHref: (month: string) => string;
  /** Whose month, for the calendar's caption ('Wanjiku Kamau'). */
  name?: string;
}

export function MonthView({ student, month, monthHref, name }: MonthViewProps) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const query = useGetMonthlyAttendance({ student, year, month: number });
  const first = new Date(`${month}-01T00:00:00Z`);
  const title = monthName.format(first);
  const lead = (first.getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return (
    <Stack gap="4">
      <Text as="h2" textStyle="lg" fontWeight="semibold">
        {title}
      </Text>
      <HStack justify="space-between" gap="2">
        <ButtonLink size="sm" variant="outline" href={monthHref(shiftMonth(month, -1))}>
          Previous month
        </ButtonLink>
        <ButtonLink size="sm" variant="outline" href={monthHref(shiftMonth(month, 1))}>
          Next month
        </ButtonLink>
      </HStack>
      <QueryState query={query} noun="attendance" isEmpty={() => false}>
        {(report) => {
          const marks = new Map(report.days.map((day) => [day.date, dayMark(day)]));
          const tally = ORDER.map((mark) => ({ mark, count: [...marks.values()].filter((shown) => shown === mark).length }));
          const missed = report.days.filter((day) => dayMark(day) !== 'present');
          return (
            <Stack gap="4">
              <SimpleGrid columns={{ base: 3, md: 6 }} gap="2">
                <StatCard label="Attendance rate" value={`${report.counts.attendance_rate}%`} />
                {tally.map(({ mark, count }) => (
                  <StatCard key={mark} label={ATTENDANCE_LABELS[mark]} value={String(count)} />
                ))}
              </SimpleGrid>
              {report.days.length === 0 ? <Text color="fg.muted">{`No attendance recorded in ${title}.`}</Text> : null}
              <chakra.table width="full" tableLayout="fixed" textAlign="center" borderCollapse="separate" borderSpacing="1">
                <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  {`Attendance${name ? ` of ${name}` : ''}, ${title}`}
                </caption>
                <thead>
                  <tr>
                    {WEEKDAYS.map((day) => (
                      <chakra.th key={day} scope="col" textStyle="xs" color="fg.muted" fontWeight="medium">
                        {day}
                      </chakra.th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {Array.from({ length: Math.ceil((lead + length) / 7) }, (_, week) => (
                    <tr key={week}>
                      {WEEKDAYS.map((_, weekday) => {
                        const day = week * 7 + weekday - lead + 1;
                        if (day < 1 || day > length) return <td key={weekday} />;
                        const date = `${month}-${String(day).padStart(2, '0')}`;
                        const mark = marks.get(date);
                        return (
                          <chakra.td
                            key={weekday}
                            bg={mark ? CELL[mark] : undefined}
                            borderRadius="l1"
                            py="1.5"
                            verticalAlign="top"
                          >
                            <Box textStyle="xs" color="fg.muted">
                              {day}
                            </Box>
                            {mark ? (
                              <Box textStyle="xs" fontWeight="semibold">
                                <span aria-hidden="true">{SHORT[mark]}</span>
                                <span
                                  style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                                >
                                  {ATTENDANCE_LABELS[mark]}
                                </span>
                              </Box>
                            ) : null}
                          </chakra.td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </chakra.table>
              <Text textStyle="xs" color="fg.muted">
                {ORDER.map((mark) => `${SHORT[mark]} ${ATTENDANCE_LABELS[mark]}`).join(' · ')}
              </Text>
              {missed.length > 0 ? (
                <Stack as="ul" gap="2" listStyleType="none" ps="0" aria-label={`Days not present in ${title}`}>
                  {missed.map((day) => (
                    <HStack as="li" key={day.date} justify="space-between">
                      <Text>{formatDate(day.date)}</Text>
                      <Badge tone={ATTENDANCE_TONES[dayMark(day)]}>{ATTENDANCE_LABELS[dayMark(day)]}</Badge>
                    </HStack>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
