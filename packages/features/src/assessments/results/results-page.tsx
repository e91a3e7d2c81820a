/**
 * /dashboard/assessments/results: exam results — a student their own published marks, a parent their
 * children's, staff everyone's — with the marks, percentage, grade (from the exam's grading system) and
 * position, filtered by term, exam and subject (staff also by published or not), searched, in the URL.
 */
import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { ExamResult } from '@ujuzi/api';
import { useListExamResults, useListExams } from '@ujuzi/api/hooks';
import { formatPercentage, isStaff } from '@ujuzi/domain';
import { Badge, ButtonLink, type DataTableColumn, Link } from '@ujuzi/ui';
import { EntityLink, ListPage, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AssessmentsHeader, personName, useAcademicChoices } from '../shared';

export const RESULT_LIST_SPEC = {
  filters: {
    academic_term: { kind: 'int' },
    exam: { kind: 'int' },
    subject: { kind: 'int' },
    is_published: { kind: 'boolean' },
  },
  orderings: ['marks_obtained', 'percentage', 'created_at'],
  defaultOrdering: '-created_at',
  defaultPageSize: 20,
} as const satisfies ListSpec;

function columns(staff: boolean, showStudent: boolean): DataTableColumn<ExamResult>[] {
  return [
    ...(showStudent
      ? [
          {
            id: 'student',
            header: 'Student',
            isRowHeader: true,
            cell: (row: ExamResult) => <EntityLink href={links.student(row.student.id)}>{personName(row.student)}</EntityLink>,
          } satisfies DataTableColumn<ExamResult>,
        ]
      : []),
    {
      id: 'exam',
      header: 'Exam',
      isRowHeader: !showStudent,
      cell: (row) => (
        <Stack gap="0" minW="10rem" maxW="18rem">
          {/* The exam's own page is a staff screen; others read the exam's name. */}
          {staff ? <ExamLink row={row} /> : <Text>{row.exam_title}</Text>}
          {row.remarks ? (
            <Text color="fg.muted" textStyle="sm">
              {row.remarks}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'subject',
      header: 'Subject',
      cell: (row) =>
        row.subject.slug && staff ? (
          <EntityLink href={links.subject(row.subject.slug)}>{row.subject.name}</EntityLink>
        ) : (
          row.subject.name
        ),
    },
    {
      id: 'marks_obtained',
      header: 'Marks',
      align: 'end',
      sortable: true,
      cell: (row) => `${row.marks_obtained}/${row.total_marks}`,
    },
    { id: 'percentage', header: '%', align: 'end', sortable: true, cell: (row) => formatPercentage(row.percentage) },
    {
      id: 'grade',
      header: 'Grade',
      cell: (row) => <Badge tone={row.passed === false ? 'danger' : 'success'}>{row.grade ?? '—'}</Badge>,
    },
    { id: 'position', header: 'Position', align: 'end', cell: (row) => row.position ?? '—' },
    ...(staff
      ? [
          {
            id: 'is_published',
            header: 'Published',
            cell: (row: ExamResult) => (row.is_published ? 'Yes' : 'No'),
          } satisfies DataTableColumn<ExamResult>,
        ]
      : []),
  ];
}

/** The exam's title linked to its page (looked up by id among the exams the filter loaded). */
function ExamLink({ row }: { row: ExamResult }) {
  const exams = useListExams({ page_size: 200, ordering: '-start_date' });
  const exam = exams.data?.results.find((candidate) => candidate.id === row.exam);
  return exam ? <Link href={links.exam(exam.slug)}>{row.exam_title}</Link> : <Text>{row.exam_title}</Text>;
}

export function ResultsPage() {
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const parent = user?.user_type === 'parent';
  const list = useListState(RESULT_LIST_SPEC);
  const query = useListExamResults(list.params, { query: { placeholderData: keepPreviousData } });
  const exams = useListExams({ page_size: 200, ordering: '-start_date' });
  const { termOptions, subjectOptions } = useAcademicChoices();
  const filters: ListFilter<typeof RESULT_LIST_SPEC.filters>[] = [
    { type: 'select', name: 'academic_term', label: 'Term', placeholder: 'Any term', options: termOptions },
    {
      type: 'select',
      name: 'exam',
      label: 'Exam',
      placeholder: 'Any exam',
      options: (exams.data?.results ?? []).map((exam) => ({ value: String(exam.id), label: exam.title })),
    },
    { type: 'select', name: 'subject', label: 'Subject', placeholder: 'Any subject', options: subjectOptions },
  ];
  if (staff)
    filters.push({
      type: 'select',
      name: 'is_published',
      label: 'Published',
      placeholder: 'Published or not',
      options: [
        { value: 'true', label: 'Published' },
        { value: 'false', label: 'Not published' },
      ],
    });
  return (
    <ListPage
      header={
        <AssessmentsHeader
          title="Results"
          current={links.results()}
          description={
            staff
              ? 'Every exam mark recorded, with its grade and position.'
              : parent
                ? 'Your children’s published exam marks, grades and positions.'
                : 'Your published exam marks, grades and positions.'
          }
        />
      }
      list={list}
      query={query}
      label="Results"
      noun={{ one: 'result', many: 'results' }}
      columns={columns(staff, staff || parent)}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => `${personName(row.student)}, ${row.subject.name}, ${row.exam_title ?? ''}`}
      search={{ label: 'Search results', placeholder: staff || parent ? 'Student, subject or exam' : 'Subject or exam' }}
      filters={filters}
      empty={{
        title: 'No results yet',
        description: staff
          ? 'Marks show here once they are recorded on an exam.'
          : 'Your marks show here once your teachers publish them.',
        action: staff ? (
          <ButtonLink href={links.exams()}>Open the exams</ButtonLink>
        ) : (
          <ButtonLink href={links.reportCards()}>Report cards</ButtonLink>
        ),
      }}
    />
  );
}
