/**
 * /dashboard/courses/grading/attempts (staff): attempts at the assessments the caller manages, the ones
 * to grade first; filtered by assessment and status, searched and ordered in the URL. Each opens on
 * its grading page. Selected attempts are auto-graded together (bulk/grade-attempts, a report per
 * attempt); an assessment's results export as the server's CSV once the list is narrowed to it.
 */
import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { AssessmentAttempt } from '@ujuzi/api';
import { useBulkGradeAssessmentAttempts, useListAssessmentAttempts, useListCodingAssessments } from '@ujuzi/api/hooks';
import { displayName } from '@ujuzi/domain';
import { Badge, RelativeTime, type DataTableColumn } from '@ujuzi/ui';
import {
  EntityLink,
  ExportButton,
  ListPage,
  countOf,
  useListState,
  type BulkAction,
  type ListFilter,
  type ListSpec,
  links,
} from '../../infra/kit';
import { ATTEMPT_STATUSES, ATTEMPT_STATUS_LABELS, ATTEMPT_STATUS_TONES } from '../../infra/kit/shared/grading-labels';
import { GradingHeader, refreshGrading } from '../grading-shared';
import { reportFromBulkGrade } from './bulk-grade';

/** listAssessmentAttempts' parameters (openapi/paths/learning/assessment-attempts.yaml). */
export const ATTEMPTS_LIST_SPEC = {
  filters: {
    assessment: { kind: 'int' },
    status: { kind: 'enum', values: ATTEMPT_STATUSES },
    student: { kind: 'int' },
  },
  orderings: ['submitted_at', 'started_at', 'score', 'percentage', 'status'],
  defaultOrdering: '-submitted_at',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const score = (row: AssessmentAttempt): string =>
  row.score === null || row.score === undefined
    ? '—'
    : `${row.score} / ${row.max_score ?? '?'}${row.percentage === null || row.percentage === undefined ? '' : ` (${Math.round(row.percentage)}%)`}`;

const COLUMNS: readonly DataTableColumn<AssessmentAttempt>[] = [
  {
    id: 'attempt',
    header: 'Attempt',
    isRowHeader: true,
    cell: (row) => (
      <Stack gap="0" minW="12rem" maxW="24rem">
        <EntityLink href={links.attempt(row.id)}>
          {`${row.assessment_title ?? 'Assessment'} by ${displayName(row.student)}`}
        </EntityLink>
        <Text textStyle="xs" color="fg.muted">{`Attempt ${row.attempt_number}`}</Text>
      </Stack>
    ),
  },
  {
    id: 'assessment',
    header: 'Assessment',
    cell: (row) => (
      <EntityLink href={links.assessment(row.assessment)}>{row.assessment_title ?? `Assessment ${row.assessment}`}</EntityLink>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (row) => <Badge tone={ATTEMPT_STATUS_TONES[row.status]}>{ATTEMPT_STATUS_LABELS[row.status]}</Badge>,
  },
  { id: 'score', header: 'Score', align: 'end', sortable: true, cell: score },
  {
    id: 'is_passed',
    header: 'Result',
    cell: (row) =>
      row.is_passed === null || row.is_passed === undefined ? (
        <Text color="fg.muted">—</Text>
      ) : (
        <Badge tone={row.is_passed ? 'success' : 'danger'}>{row.is_passed ? 'Passed' : 'Not passed'}</Badge>
      ),
  },
  {
    id: 'submitted_at',
    header: 'Submitted',
    sortable: true,
    cell: (row) => (row.submitted_at ? <RelativeTime value={row.submitted_at} /> : <Text color="fg.muted">Not yet</Text>),
  },
];

export function AttemptsPage() {
  const queryClient = useQueryClient();
  const list = useListState(ATTEMPTS_LIST_SPEC);
  const query = useListAssessmentAttempts(list.params, { query: { placeholderData: keepPreviousData } });
  const assessments = useListCodingAssessments({ page_size: 100, ordering: 'title' });
  const bulkGrade = useBulkGradeAssessmentAttempts();
  const chosen = list.state.filters.assessment;
  const gradeAction: BulkAction = {
    id: 'grade',
    label: 'Grade',
    confirmTitle: (count) => `Grade ${countOf(count, 'attempt', 'attempts')}?`,
    confirmMessage: () =>
      'Each handed-in attempt is auto-graded: answers with a key and code against its test cases; points you gave by hand stay. Attempts still in progress are skipped.',
    run: async (rows) =>
      reportFromBulkGrade(rows, await bulkGrade.mutateAsync({ data: { attempt_ids: rows.map((row) => Number(row.id)) } })),
  };
  const filters: ListFilter<typeof ATTEMPTS_LIST_SPEC.filters>[] = [
    {
      type: 'select',
      name: 'assessment',
      label: 'Assessment',
      placeholder: 'Any assessment',
      options: (assessments.data?.results ?? []).map((item) => ({ value: String(item.id), label: item.title })),
    },
    {
      type: 'select',
      name: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: ATTEMPT_STATUSES.map((status) => ({ value: status, label: ATTEMPT_STATUS_LABELS[status] })),
    },
  ];
  return (
    <ListPage
      header={
        <GradingHeader
          title="Assessment attempts"
          description="Submitted attempts at your assessments: check the auto-graded parts, score the rest, leave feedback. Select several to grade them together; choose an assessment to export its results."
          current={links.attempts()}
          actions={
            chosen === undefined ? null : (
              <ExportButton
                label="Export results"
                request={{
                  path: `/learning/export/assessment-results/${chosen}/`,
                  fallbackFilename: `assessment-${chosen}-results.csv`,
                }}
              />
            )
          }
        />
      }
      list={list}
      query={query}
      label="Assessment attempts"
      noun={{ one: 'attempt', many: 'attempts' }}
      columns={COLUMNS}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => `${row.assessment_title ?? 'Assessment'} · ${displayName(row.student)}`}
      search={{ label: 'Search attempts', placeholder: 'Search by assessment or student' }}
      filters={filters}
      bulkActions={[gradeAction]}
      onBulkDone={() => void refreshGrading(queryClient)}
      empty={{
        title: 'No attempts yet',
        description: 'Attempts show here once learners start your published assessments.',
        action: <EntityLink href={links.assessments()}>See the assessments</EntityLink>,
      }}
    />
  );
}
