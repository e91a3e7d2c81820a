/**
 * /dashboard/assessments/exams (staff): the school's exams — title, class, term, dates, status and how
 * many results are recorded — filtered by term, class, subject, type and status, searched, all in the URL.
 * Each exam opens its page (its subjects, and the marks recorded or to record); staff create exams here.
 */
import type { Exam } from '@ujuzi/api';
import { useListExams } from '@ujuzi/api/hooks';
import { listExamsList } from '@ujuzi/api/list-params';
import { formatDate } from '@ujuzi/domain';
import { useNavigate } from 'react-router-dom';
import { ListPage, columnsOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { AssessmentsHeader, EXAM_STATUS_LABELS, EXAM_STATUS_TONES, EXAM_TYPE_LABELS, useAcademicChoices } from '../shared';

const ExamDialog = lazyFormDialog(() => import('./exam-form').then((module) => module.ExamForm), {
  noun: 'exam',
  description: 'Schedule an exam for a term and class.',
  size: 'md',
  height: '24rem',
});
const column = columnsOf<Exam>();
const COLUMNS = [
  column.link('title', 'Exam', (row) => links.exam(row.slug), undefined, {
    sub: (row) =>
      [EXAM_TYPE_LABELS[row.exam_type], row.subjects?.map((subject) => subject.name).join(', ')].filter(Boolean).join(' · '),
  }),
  column.entity('class_level', 'Class', (row) =>
    row.class_level_name ? { name: row.class_level_name, href: links.classes() } : { name: 'All classes', href: null },
  ),
  column.text('academic_term', 'Term', (row) => row.academic_term_name ?? ''),
  column.text('start_date', 'Dates', (row) => `${formatDate(row.start_date)} – ${formatDate(row.end_date)}`),
  column.status('status', 'Status', EXAM_STATUS_LABELS, EXAM_STATUS_TONES),
  column.text('results_count', 'Results', (row) => row.results_count ?? 0, { align: 'end' }),
];

export function ExamsPage() {
  const list = useList(listExamsList);
  const query = useListExams(...list.request);
  const { termOptions, levelOptions, subjectOptions } = useAcademicChoices();
  const navigate = useNavigate();
  const crud = useCrud<Exam>({ noun: 'exam', name: (exam) => exam.title, form: ExamDialog });
  return (
    <>
      <ListPage
        header={
          <AssessmentsHeader
            title="Exams"
            current={links.exams()}
            actions={crud.createButton('New exam')}
            description="The school's exams by term and class; open one to record or read its marks."
          />
        }
        list={list}
        query={query}
        label="Exams"
        noun={{ one: 'exam', many: 'exams' }}
        columns={COLUMNS}
        search={{ label: 'Search exams', placeholder: 'Title or description' }}
        filters={[
          { type: 'select', name: 'academic_term', label: 'Term', options: termOptions },
          { type: 'select', name: 'class_level', label: 'Class', options: levelOptions },
          { type: 'select', name: 'subject', label: 'Subject', options: subjectOptions },
          { type: 'enum', name: 'exam_type', label: 'Type', labels: EXAM_TYPE_LABELS },
          { type: 'enum', name: 'status', label: 'Status', labels: EXAM_STATUS_LABELS },
        ]}
        empty={{
          title: 'No exams yet',
          description: 'Schedule an exam for a class and term, then record its marks.',
          action: crud.createButton('New exam'),
        }}
      />
      <ExamDialog {...crud.dialog} onSaved={(saved) => void navigate(links.exam(saved.slug))} />
    </>
  );
}
