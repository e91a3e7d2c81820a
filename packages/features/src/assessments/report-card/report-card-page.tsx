/**
 * /dashboard/assessments/report-cards/:slug: a report card worth printing — the student, class and term,
 * each subject's marks, grade, points, position and teacher's remarks, the totals, mean grade and position
 * in class, attendance, and the class teacher's and principal's remarks — with Print. Staff publish a
 * draft card so the student and their parents see it, edit its remarks, and delete it (a confirmation names
 * the student and the term).
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReportCard } from '@ujuzi/api';
import {
  getListReportCardsQueryKey,
  useDeleteReportCard,
  useListReportCards,
  usePartialUpdateReportCard,
} from '@ujuzi/api/hooks';
import { formatDate, formatPercentage, isStaff } from '@ujuzi/domain';
import { Badge, Button, Card, DataTable, Link } from '@ujuzi/ui';
import { Pencil, Printer } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton,
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  columnsOf,
  lazyFormDialog,
  useEntityAction,
  useRouteParams,
  SLUG_PARAMS,
  links,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AssessmentsHeader, REPORT_CARDS_CRUMB, REPORT_CARD_STATUS_LABELS, personName } from '../shared';

/** The report card's heading: the brand only (the address lives in Contact management, read by the public pages). */
const SCHOOL_BRAND = 'Ujuzi';

const RemarksDialog = lazyFormDialog(() => import('./remarks-form').then((module) => module.RemarksForm), {
  noun: 'remarks',
  title: (card: ReportCard | null) => (card ? `Remarks on ${personName(card.student)}’s report card` : 'Remarks'),
  height: '16rem',
});

const number = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : String(Math.round(value * 100) / 100);

const column = columnsOf<ReportCard['subject_lines'][number]>();
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

export function ReportCardPage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const list = useListReportCards({ slug, page_size: 1 });
  const found = list.data?.results[0];
  const query =
    list.isSuccess && !found
      ? { ...list, isPending: false, isError: true, error: { status: 404 }, data: undefined }
      : { ...list, data: found };
  const update = usePartialUpdateReportCard();
  const publish = useEntityAction<ReportCard, number>({
    queryKey: getListReportCardsQueryKey({ slug, page_size: 1 }),
    call: (id) => update.mutateAsync({ id, data: { status: 'published' } }),
    success: 'Report card published',
    failure: 'Could not publish the report card',
    invalidate: [getListReportCardsQueryKey()],
  });
  const navigate = useNavigate();
  const destroy = useDeleteReportCard();
  const remove = useEntityAction<unknown, ReportCard>({
    call: (card) => destroy.mutateAsync({ id: card.id }),
    success: (card) => ({ title: 'Report card deleted', description: `${personName(card.student)}, ${card.academic_term_name}` }),
    failure: 'Could not delete the report card',
    invalidate: [getListReportCardsQueryKey()],
  });
  const [editing, setEditing] = useState(false);
  return (
    <DetailPage
      query={query}
      noun="report card"
      notFoundAction={<Link href={links.reportCards()}>Back to report cards</Link>}
      header={(card) => (
        <AssessmentsHeader
          title={card ? `Report card: ${personName(card.student)}, ${card.academic_term_name}` : 'Report card'}
          trail={[REPORT_CARDS_CRUMB]}
          current={links.reportCards()}
          description={
            card ? (
              <Badge tone={card.status === 'published' ? 'success' : 'neutral'}>{REPORT_CARD_STATUS_LABELS[card.status]}</Badge>
            ) : undefined
          }
          actions={
            card ? (
              <>
                <Button variant="outline" onClick={() => window.print()}>
                  <Printer aria-hidden="true" /> Print
                </Button>
                {staff && card.status === 'draft' ? (
                  <ActionButton
                    label="Publish"
                    confirm={{
                      title: `Publish ${personName(card.student)}’s report card?`,
                      message: 'The student and their parents can then read it.',
                    }}
                    onRun={() => publish.run(card.id)}
                    pending={publish.pending}
                  />
                ) : null}
                {staff ? (
                  <ActionButton
                    label="Delete"
                    destructive
                    variant="outline"
                    confirm={{
                      title: `Delete ${personName(card.student)}’s report card for ${card.academic_term_name}?`,
                      message: 'The card and its remarks go; generating the class’s cards again makes a new one.',
                      confirmLabel: 'Delete report card',
                    }}
                    onRun={async () => {
                      if (await remove.run(card)) navigate(links.reportCards());
                    }}
                    pending={remove.pending}
                  />
                ) : null}
              </>
            ) : undefined
          }
        />
      )}
      summary={(card) => (
        <Stack gap="5" maxW="5xl">
          <Card title={SCHOOL_BRAND} headingLevel={2}>
            <DetailFields>
              <DetailField label="Student">
                {staff ? (
                  <EntityLink href={links.student(card.student.id)}>{personName(card.student)}</EntityLink>
                ) : (
                  personName(card.student)
                )}
              </DetailField>
              <DetailField label="Class">
                {card.class_section_name && staff ? (
                  <EntityLink href={links.classes()}>{card.class_section_name}</EntityLink>
                ) : (
                  (card.class_section_name ?? '—')
                )}
              </DetailField>
              <DetailField label="Term">{card.academic_term_name}</DetailField>
              <DetailField label="Issued">{formatDate(card.published_at ?? card.generated_at ?? card.created_at)}</DetailField>
            </DetailFields>
          </Card>
          <Card title="Subjects" headingLevel={2}>
            {card.subject_lines.length === 0 ? (
              <Text>No subject results are on this card.</Text>
            ) : (
              <DataTable
                label="Subjects, marks and grades"
                columns={subjectColumns(staff)}
                rows={card.subject_lines}
                getRowId={(line) => String(line.subject.id)}
                size="sm"
              />
            )}
          </Card>
          <Card title="Summary" headingLevel={2}>
            <DetailFields compact>
              <DetailField label="Total marks">{number(card.total_marks)}</DetailField>
              <DetailField label="Average">{number(card.average_marks)}</DetailField>
              <DetailField label="Mean grade">{card.mean_grade ?? '—'}</DetailField>
              <DetailField label="Mean points">{number(card.mean_points)}</DetailField>
              <DetailField label="Position">{card.position ? `${card.position} of ${card.out_of ?? '—'}` : '—'}</DetailField>
              <DetailField label="Attendance">{formatPercentage(card.attendance_percentage)}</DetailField>
            </DetailFields>
          </Card>
          <Card
            title="Remarks"
            headingLevel={2}
            actions={
              staff ? (
                <Button variant="outline" size="sm" onClick={() => setEditing(true)} onPointerEnter={RemarksDialog.preload}>
                  <Pencil aria-hidden="true" /> Edit remarks
                </Button>
              ) : null
            }
          >
            <DetailFields>
              <DetailField label="Class teacher">{card.class_teacher_remarks ?? '—'}</DetailField>
              <DetailField label="Principal">{card.principal_remarks ?? '—'}</DetailField>
            </DetailFields>
          </Card>
          {staff ? <RemarksDialog item={card} open={editing} onOpenChange={setEditing} /> : null}
        </Stack>
      )}
    />
  );
}
