/**
 * /dashboard/assessments/exams (staff): the school's exams — title, class, term, dates, status and how
 * many results are recorded — filtered by term, class, subject, type and status, searched, all in the URL.
 * Each exam opens its page (its subjects, and the marks recorded or to record); staff create exams here.
 */
import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { Exam } from '@ujuzi/api';
import { useListExams } from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { Badge, Button, Dialog, Link, type DataTableColumn } from '@ujuzi/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EntityLink, ListPage, lazyPart, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import {
  AssessmentsHeader,
  EXAM_STATUS_LABELS,
  EXAM_STATUS_TONES,
  EXAM_TYPE_LABELS,
  keysOf,
  useAcademicChoices,
} from '../shared';

const ExamForm = lazyPart(() => import('./exam-form').then((module) => module.ExamForm), '24rem');

export const EXAM_LIST_SPEC = {
  filters: {
    academic_term: { kind: 'int' },
    class_level: { kind: 'int' },
    subject: { kind: 'int' },
    exam_type: { kind: 'enum', values: keysOf(EXAM_TYPE_LABELS) },
    status: { kind: 'enum', values: keysOf(EXAM_STATUS_LABELS) },
  },
  orderings: ['start_date', 'title'],
  defaultOrdering: '-start_date',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const COLUMNS: readonly DataTableColumn<Exam>[] = [
  {
    id: 'title',
    header: 'Exam',
    isRowHeader: true,
    sortable: true,
    cell: (row) => (
      <Stack gap="0" minW="12rem" maxW="20rem">
        <Link href={links.exam(row.slug)}>{row.title}</Link>
        <Text color="fg.muted" textStyle="sm">
          {EXAM_TYPE_LABELS[row.exam_type]}
          {row.subjects && row.subjects.length > 0 ? ` · ${row.subjects.map((subject) => subject.name).join(', ')}` : ''}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'class_level',
    header: 'Class',
    cell: (row) =>
      row.class_level_name ? <EntityLink href={links.classes()}>{row.class_level_name}</EntityLink> : 'All classes',
  },
  { id: 'academic_term', header: 'Term', cell: (row) => row.academic_term_name ?? '' },
  {
    id: 'start_date',
    header: 'Dates',
    sortable: true,
    cell: (row) => `${formatDate(row.start_date)} – ${formatDate(row.end_date)}`,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={EXAM_STATUS_TONES[row.status]}>{EXAM_STATUS_LABELS[row.status]}</Badge>,
  },
  { id: 'results_count', header: 'Results', align: 'end', cell: (row) => row.results_count ?? 0 },
];

export function ExamsPage() {
  const list = useListState(EXAM_LIST_SPEC);
  const query = useListExams(list.params, { query: { placeholderData: keepPreviousData } });
  const { termOptions, levelOptions, subjectOptions } = useAcademicChoices();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const filters: readonly ListFilter<typeof EXAM_LIST_SPEC.filters>[] = [
    { type: 'select', name: 'academic_term', label: 'Term', placeholder: 'Any term', options: termOptions },
    { type: 'select', name: 'class_level', label: 'Class', placeholder: 'Any class', options: levelOptions },
    { type: 'select', name: 'subject', label: 'Subject', placeholder: 'Any subject', options: subjectOptions },
    {
      type: 'select',
      name: 'exam_type',
      label: 'Type',
      placeholder: 'Any type',
      options: EXAM_LIST_SPEC.filters.exam_type.values.map((value) => ({ value, label: EXAM_TYPE_LABELS[value] })),
    },
    {
      type: 'select',
      name: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: EXAM_LIST_SPEC.filters.status.values.map((value) => ({ value, label: EXAM_STATUS_LABELS[value] })),
    },
  ];
  const newExam = (
    <Button onClick={() => setCreating(true)} onPointerEnter={ExamForm.preload} onFocus={ExamForm.preload}>
      <Plus aria-hidden="true" /> New exam
    </Button>
  );
  return (
    <>
      <ListPage
        header={
          <AssessmentsHeader
            title="Exams"
            current={links.exams()}
            actions={newExam}
            description="The school's exams by term and class; open one to record or read its marks."
          />
        }
        list={list}
        query={query}
        label="Exams"
        noun={{ one: 'exam', many: 'exams' }}
        columns={COLUMNS}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.title}
        search={{ label: 'Search exams', placeholder: 'Title or description' }}
        filters={filters}
        empty={{
          title: 'No exams yet',
          description: 'Schedule an exam for a class and term, then record its marks.',
          action: newExam,
        }}
      />
      <Dialog open={creating} onOpenChange={setCreating} title="New exam" description="Schedule an exam for a term and class.">
        {creating ? (
          <ExamForm
            exam={null}
            onDone={(saved) => {
              setCreating(false);
              if (saved) void navigate(links.exam(saved.slug));
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}
