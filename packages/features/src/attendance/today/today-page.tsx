/**
 * /dashboard/attendance (staff): today's registers of the sections the viewer keeps (a teacher's own,
 * every section for management), those not taken first, each opening its register.
 */
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AttendanceSectionToday } from '@ujuzi/api';
import { useGetTodayAttendance } from '@ujuzi/api/hooks';
import { displayName, formatDate } from '@ujuzi/domain';
import { Badge, ButtonLink, Card, Link, StatCard } from '@ujuzi/ui';
import { QueryState, countOf, links } from '../../infra/kit';
import { AttendanceHeader } from '../shared';

const taken = (section: AttendanceSectionToday) => section.students > 0 && section.marked >= section.students;

function SectionCard({ section, date }: { section: AttendanceSectionToday; date: string }) {
  const done = taken(section);
  const register = links.register(section.class_section, { date });
  return (
    <Box as="li">
      <Card
        as="article"
        size="sm"
        fullHeight
        headingLevel={2}
        title={<Link href={register}>{section.display_name}</Link>}
        actions={
          <Badge tone={done ? 'success' : section.marked > 0 ? 'warning' : 'neutral'}>
            {done ? 'Taken' : section.marked > 0 ? 'Partly taken' : 'Not taken'}
          </Badge>
        }
        footer={
          <ButtonLink size="sm" variant={done ? 'outline' : 'solid'} href={register}>
            {done ? 'Review register' : 'Take register'}
          </ButtonLink>
        }
      >
        <Text textStyle="sm" color="fg.muted">
          {`${section.marked} of ${countOf(section.students, 'student', 'students')} marked`}
          {section.absent > 0 ? `, ${section.absent} absent` : ''}
          {section.class_teacher ? ` · ${displayName(section.class_teacher)}` : ''}
        </Text>
      </Card>
    </Box>
  );
}

export function TodayPage() {
  const today = useGetTodayAttendance();
  return (
    <>
      <AttendanceHeader
        title="Today’s registers"
        description={today.data ? formatDate(today.data.date) : undefined}
        current={links.attendanceToday()}
      />
      <QueryState
        query={today}
        noun="today’s registers"
        isEmpty={(data) => data.sections.length === 0}
        empty={{
          title: 'No registers to take',
          description: 'You are not the class teacher of any section. Records of every student are in the attendance records.',
          action: (
            <ButtonLink href={links.attendanceRecords()} variant="outline">
              Open attendance records
            </ButtonLink>
          ),
        }}
      >
        {(data) => {
          const sections = [...data.sections].sort((a, b) => Number(taken(a)) - Number(taken(b)));
          return (
            <Stack gap="5">
              <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
                <StatCard label="Registers taken" value={`${data.sections.filter(taken).length} of ${data.sections.length}`} />
                <StatCard label="Present today" value={String(data.counts.present + data.counts.late)} />
                <StatCard
                  label="Absent today"
                  value={String(data.counts.absent)}
                  href={links.attendanceRecords({ date: data.date, status: 'absent' })}
                />
                <StatCard label="Not marked yet" value={String(data.not_marked)} />
              </SimpleGrid>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="3" aria-label="Sections">
                {sections.map((section) => (
                  <SectionCard key={section.class_section} section={section} date={data.date} />
                ))}
              </SimpleGrid>
            </Stack>
          );
        }}
      </QueryState>
    </>
  );
}
