/** A report card's subjects: marks, grade, points, position and the teacher's remarks, one row each. */
import { Box, Text } from '@chakra-ui/react';
import type { ReportCard } from '@ujuzi/api';
import { DataTable } from '@ujuzi/ui';
import { columnsOf, links } from '../../infra/kit';

type Line = ReportCard['subject_lines'][number];

const number = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : String(Math.round(value * 100) / 100);

const column = columnsOf<Line>();
const subjectColumns = (staff: boolean) => [
  column.entity(
    'subject',
    'Subject',
    ({ subject }) => ({ name: subject.name, href: staff && subject.slug ? links.subject(subject.slug) : null }),
    { isRowHeader: true },
  ),
  column.text('marks', 'Marks', (line) => number(line.marks), { align: 'end' }),
  column.text('grade', 'Grade', (line) => <Text fontWeight="semibold">{line.grade ?? '—'}</Text>),
  column.text('points', 'Points', (line) => number(line.points), { align: 'end' }),
  column.text('position', 'Position', (line) => line.position ?? '—', { align: 'end' }),
  column.text('teacher_remarks', 'Teacher’s remarks', (line) => (
    <Box minW="12rem">
      {line.teacher_remarks ?? '—'}
      {line.teacher_name ? (
        <Text color="fg.muted" textStyle="xs">
          {line.teacher_name}
        </Text>
      ) : null}
    </Box>
  )),
];

export function SubjectLines({ lines, staff }: { lines: readonly Line[]; staff: boolean }) {
  return (
    <DataTable
      label="Subjects, marks and grades"
      columns={subjectColumns(staff)}
      rows={lines}
      getRowId={(line) => String(line.subject.id)}
      size="sm"
    />
  );
}
