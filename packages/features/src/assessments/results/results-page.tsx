/**
 * /dashboard/assessments/results: exam results — a student their own published marks, a parent their
 * children's, staff everyone's — with the marks, percentage, grade (from the exam's grading system) and
 * position, filtered by term, exam and subject (staff also by published or not), searched, in the URL.
 */
import type { ExamResult } from '@ujuzi/api';
import { useListExamResults, useListExams } from '@ujuzi/api/hooks';
import { listExamResultsList } from '@ujuzi/api/list-params';
import { formatPercentage, isStaff } from '@ujuzi/domain';
import { Badge, ButtonLink, Link } from '@ujuzi/ui';
import { ListPage, columnsOf, links, useList, type ListFilter } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AssessmentsHeader, personName, useAcademicChoices } from '../shared';

const EXAMS = { page_size: 200, ordering: '-start_date' } as const;
const column = columnsOf<ExamResult>();

/** The exam's title linked to its page (looked up by id among the exams the filter loaded). */
function ExamLink({ row }: { row: ExamResult }) {
  const exam = useListExams(EXAMS).data?.results.find((candidate) => candidate.id === row.exam);
  return exam ? <Link href={links.exam(exam.slug)}>{row.exam_title}</Link> : <>{row.exam_title}</>;
}

export function ResultsPage() {
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const parent = user?.user_type === 'parent';
  const showStudent = staff || parent;
  const list = useList(listExamResultsList);
  const query = useListExamResults(...list.request);
  const exams = useListExams(EXAMS);
  const { termOptions, subjectOptions } = useAcademicChoices();
  const examOptions = (exams.data?.results ?? []).map((exam) => ({ value: String(exam.id), label: exam.title }));
  const filters: ListFilter<typeof listExamResultsList.filters>[] = [
    { type: 'select', name: 'academic_term', label: 'Term', options: termOptions },
    { type: 'select', name: 'exam', label: 'Exam', options: examOptions },
    { type: 'select', name: 'subject', label: 'Subject', options: subjectOptions },
  ];
  if (staff)
    filters.push({
      type: 'boolean',
      name: 'is_published',
      label: 'Published',
      placeholder: 'Published or not',
      yes: 'Published',
      no: 'Not published',
    });
  const columns = [
    ...(showStudent
      ? [
          column.entity('student', 'Student', (row) => ({ name: personName(row.student), href: links.student(row.student.id) }), {
            isRowHeader: true,
          }),
        ]
      : []),
    // The exam's own page is a staff screen; others read the exam's name.
    column.link(
      'exam',
      'Exam',
      () => null,
      (row) => (staff ? <ExamLink row={row} /> : row.exam_title),
      {
        sub: (row) => row.remarks,
        isRowHeader: !showStudent,
      },
    ),
    column.entity('subject', 'Subject', (row) => ({
      name: row.subject.name,
      href: row.subject.slug && staff ? links.subject(row.subject.slug) : null,
    })),
    column.text('marks_obtained', 'Marks', (row) => `${row.marks_obtained}/${row.total_marks}`, { align: 'end' }),
    column.text('percentage', '%', (row) => formatPercentage(row.percentage), { align: 'end' }),
    column.text('grade', 'Grade', (row) => <Badge tone={row.passed === false ? 'danger' : 'success'}>{row.grade ?? '—'}</Badge>),
    column.count('position', 'Position'),
    ...(staff ? [column.text('is_published', 'Published', (row) => (row.is_published ? 'Yes' : 'No'))] : []),
  ];
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
      columns={columns}
      getRowLabel={(row) => `${personName(row.student)}, ${row.subject.name}, ${row.exam_title ?? ''}`}
      search={{ label: 'Search results', placeholder: showStudent ? 'Student, subject or exam' : 'Subject or exam' }}
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
