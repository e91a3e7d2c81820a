/**
 * /dashboard/assessments/report-cards: report cards (one per student and term) — a student their own
 * published cards, a parent their children's, staff every card — with the class, term, mean grade and
 * position, filtered by term (staff also by status), searched, in the URL. Each opens its printable card.
 */
import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { ReportCard } from '@ujuzi/api';
import { useListReportCards } from '@ujuzi/api/hooks';
import { isStaff } from '@ujuzi/domain';
import { Badge, ButtonLink, type DataTableColumn, Link } from '@ujuzi/ui';
import { EntityLink, ListPage, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AssessmentsHeader, REPORT_CARD_STATUS_LABELS, keysOf, personName, useAcademicChoices } from '../shared';

export const REPORT_CARD_LIST_SPEC = {
  filters: {
    academic_term: { kind: 'int' },
    status: { kind: 'enum', values: keysOf(REPORT_CARD_STATUS_LABELS) },
  },
  orderings: ['created_at', 'position'],
  defaultOrdering: '-created_at',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const title = (card: ReportCard): string => `${personName(card.student)}, ${card.academic_term_name}`;

function columns(staff: boolean): DataTableColumn<ReportCard>[] {
  return [
    {
      id: 'card',
      header: 'Report card',
      isRowHeader: true,
      cell: (row) => (
        <Stack gap="0" minW="10rem">
          <Link href={links.reportCard(row.slug)}>{title(row)}</Link>
          {staff ? (
            <EntityLink href={links.student(row.student.id)} variant="muted">
              Student record
            </EntityLink>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'class_section',
      header: 'Class',
      cell: (row) =>
        row.class_section_name ? (
          staff ? (
            <EntityLink href={links.classes()}>{row.class_section_name}</EntityLink>
          ) : (
            row.class_section_name
          )
        ) : (
          '—'
        ),
    },
    { id: 'mean_grade', header: 'Mean grade', cell: (row) => <Text fontWeight="semibold">{row.mean_grade ?? '—'}</Text> },
    {
      id: 'position',
      header: 'Position',
      align: 'end',
      sortable: true,
      cell: (row) => (row.position ? `${row.position} of ${row.out_of ?? '—'}` : '—'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <Badge tone={row.status === 'published' ? 'success' : 'neutral'}>{REPORT_CARD_STATUS_LABELS[row.status]}</Badge>
      ),
    },
  ];
}

export function ReportCardsPage() {
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const parent = user?.user_type === 'parent';
  const list = useListState(REPORT_CARD_LIST_SPEC);
  const query = useListReportCards(list.params, { query: { placeholderData: keepPreviousData } });
  const { termOptions } = useAcademicChoices();
  const filters: ListFilter<typeof REPORT_CARD_LIST_SPEC.filters>[] = [
    { type: 'select', name: 'academic_term', label: 'Term', placeholder: 'Any term', options: termOptions },
  ];
  if (staff)
    filters.push({
      type: 'select',
      name: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: REPORT_CARD_LIST_SPEC.filters.status.values.map((value) => ({ value, label: REPORT_CARD_STATUS_LABELS[value] })),
    });
  return (
    <ListPage
      header={
        <AssessmentsHeader
          title="Report cards"
          current={links.reportCards()}
          description={
            staff
              ? 'Every student’s report card by term.'
              : parent
                ? 'Your children’s report cards by term.'
                : 'Your report cards by term.'
          }
        />
      }
      list={list}
      query={query}
      label="Report cards"
      noun={{ one: 'report card', many: 'report cards' }}
      columns={columns(staff)}
      getRowId={(row) => String(row.id)}
      getRowLabel={title}
      search={{ label: 'Search report cards', placeholder: staff || parent ? 'Student, class or term' : 'Term' }}
      filters={filters}
      empty={{
        title: 'No report cards yet',
        description: staff
          ? 'Report cards are generated for a class from its published results at the end of a term.'
          : 'A report card shows here once the term’s results are published.',
        action: <ButtonLink href={links.results()}>See the results</ButtonLink>,
      }}
    />
  );
}
