/**
 * /dashboard/courses/grading/attempts (staff): attempts at the assessments the caller manages, the ones
 * to grade first; filtered by assessment and status, searched and ordered in the URL. Each opens on
 * its grading page. Selected attempts are auto-graded together (bulk/grade-attempts, a report per
 * attempt); an assessment's results export as the server's CSV once the list is narrowed to it.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { AssessmentAttempt } from '@ujuzi/api';
import { useBulkGradeAssessmentAttempts, useListAssessmentAttempts, useListCodingAssessments } from '@ujuzi/api/hooks';
import { listAssessmentAttemptsList } from '@ujuzi/api/list-params';
import { displayName } from '@ujuzi/domain';
import { Badge, RelativeTime } from '@ujuzi/ui';
import { EntityLink, ExportButton, ListPage, columnsOf, countOf, links, useList, type BulkAction } from '../../infra/kit';
import { ATTEMPT_STATUSES, ATTEMPT_STATUS_LABELS, ATTEMPT_STATUS_TONES } from '../../infra/kit/shared/grading-labels';
import { GradingHeader, refreshGrading } from '../grading-shared';
import { reportFromBulkGrade } from './bulk-grade';

const STATUS_OPTIONS = ATTEMPT_STATUSES.map((value) => ({ value, label: ATTEMPT_STATUS_LABELS[value] }));
const percent = (value: number | null | undefined) => (value === null || value === undefined ? '' : ` (${Math.round(value)}%)`);
const column = columnsOf<AssessmentAttempt>();
const COLUMNS = [
  column.text(
    'attempt',
    'Attempt',
    (row) => (
      <Stack gap="0" minW="12rem" maxW="24rem">
        <EntityLink href={links.attempt(row.id)}>
          {`${row.assessment_title ?? 'Assessment'} by ${displayName(row.student)}`}
        </EntityLink>
        <Text textStyle="xs" color="fg.muted">{`Attempt ${row.attempt_number}`}</Text>
      </Stack>
    ),
    { isRowHeader: true },
  ),
  column.entity('assessment', 'Assessment', (row) => ({
    name: row.assessment_title ?? `Assessment ${row.assessment}`,
    href: links.assessment(row.assessment),
  })),
  column.status('status', 'Status', ATTEMPT_STATUS_LABELS, ATTEMPT_STATUS_TONES),
  column.text(
    'score',
    'Score',
    (row) =>
      row.score === null || row.score === undefined ? '—' : `${row.score} / ${row.max_score ?? '?'}${percent(row.percentage)}`,
    { align: 'end' },
  ),
  column.text('is_passed', 'Result', (row) =>
    row.is_passed === null || row.is_passed === undefined ? (
      <Text color="fg.muted">—</Text>
    ) : (
      <Badge tone={row.is_passed ? 'success' : 'danger'}>{row.is_passed ? 'Passed' : 'Not passed'}</Badge>
    ),
  ),
  column.text('submitted_at', 'Submitted', (row) =>
    row.submitted_at ? <RelativeTime value={row.submitted_at} /> : <Text color="fg.muted">Not yet</Text>,
  ),
];

export function AttemptsPage() {
  const queryClient = useQueryClient();
  const list = useList(listAssessmentAttemptsList);
  const query = useListAssessmentAttempts(...list.request);
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
  const assessmentOptions = (assessments.data?.results ?? []).map((item) => ({ value: String(item.id), label: item.title }));
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
      getRowLabel={(row) => `${row.assessment_title ?? 'Assessment'} · ${displayName(row.student)}`}
      search={{ label: 'Search attempts', placeholder: 'Search by assessment or student' }}
      filters={[
        { type: 'select', name: 'assessment', label: 'Assessment', options: assessmentOptions },
        { type: 'select', name: 'status', label: 'Status', options: STATUS_OPTIONS },
      ]}
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
