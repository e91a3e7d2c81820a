/**
 * /dashboard/assessments/report-cards: report cards (one per student and term) — a student their own
 * published cards, a parent their children's, staff every card — with the class, term, mean grade and
 * position, filtered by term (staff also by status), searched, in the URL. Each opens its printable card.
 * Staff generate a term's cards for a class here, and see who was skipped and why.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { ReportCard } from '@ujuzi/api';
import { useListReportCards } from '@ujuzi/api/hooks';
import { listReportCardsList } from '@ujuzi/api/list-params';
import { can, isStaff } from '@ujuzi/domain';
import { Button, ButtonLink, Dialog, Link } from '@ujuzi/ui';
import { FileStack } from 'lucide-react';
import { useState } from 'react';
import { EntityLink, ListPage, columnsOf, lazyPart, links, useList, type ListFilter } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AssessmentsHeader, REPORT_CARD_STATUS_LABELS, personName, useAcademicChoices } from '../shared';

const GenerateForm = lazyPart(() => import('./generate-form').then((module) => module.GenerateReportCardsForm), '22rem');
const title = (card: ReportCard): string => `${personName(card.student)}, ${card.academic_term_name}`;
const column = columnsOf<ReportCard>();

export function ReportCardsPage() {
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const parent = user?.user_type === 'parent';
  const list = useList(listReportCardsList);
  const query = useListReportCards(...list.request);
  const { termOptions } = useAcademicChoices();
  const [generating, setGenerating] = useState(false);
  const generate = can(user, 'reportCard.generate') ? (
    <Button onClick={() => setGenerating(true)} onPointerEnter={GenerateForm.preload} onFocus={GenerateForm.preload}>
      <FileStack aria-hidden="true" /> Generate report cards
    </Button>
  ) : null;
  const filters: ListFilter<typeof listReportCardsList.filters>[] = [
    { type: 'select', name: 'academic_term', label: 'Term', options: termOptions },
    ...(staff ? [{ type: 'enum', name: 'status', label: 'Status', labels: REPORT_CARD_STATUS_LABELS } as const] : []),
  ];
  const columns = [
    column.link(
      'card',
      'Report card',
      () => null,
      (row) => (
        <Stack gap="0" minW="10rem">
          <Link href={links.reportCard(row.slug)}>{title(row)}</Link>
          {staff ? (
            <EntityLink href={links.student(row.student.id)} variant="muted">
              Student record
            </EntityLink>
          ) : null}
        </Stack>
      ),
    ),
    column.entity('class_section', 'Class', (row) =>
      row.class_section_name ? { name: row.class_section_name, href: staff ? links.classes() : null } : null,
    ),
    column.text('mean_grade', 'Mean grade', (row) => <Text fontWeight="semibold">{row.mean_grade ?? '—'}</Text>),
    column.text('position', 'Position', (row) => (row.position ? `${row.position} of ${row.out_of ?? '—'}` : '—'), {
      align: 'end',
    }),
    column.status('status', 'Status', REPORT_CARD_STATUS_LABELS, { published: 'success' }),
  ];
  return (
    <>
      <ListPage
        header={
          <AssessmentsHeader
            title="Report cards"
            current={links.reportCards()}
            actions={generate}
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
        columns={columns}
        getRowLabel={title}
        search={{ label: 'Search report cards', placeholder: staff || parent ? 'Student, class or term' : 'Term' }}
        filters={filters}
        empty={{
          title: 'No report cards yet',
          description: staff
            ? 'Report cards are generated for a class from its published results at the end of a term.'
            : 'A report card shows here once the term’s results are published.',
          action: generate ?? <ButtonLink href={links.results()}>See the results</ButtonLink>,
        }}
      />
      <Dialog
        open={generating}
        onOpenChange={setGenerating}
        title="Generate report cards"
        description="Each student’s card is built from the term’s published results; positions are ranked within each class."
      >
        {generating ? <GenerateForm onDone={() => setGenerating(false)} /> : null}
      </Dialog>
    </>
  );
}
