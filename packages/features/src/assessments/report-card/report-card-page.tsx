/**
 * /dashboard/assessments/report-cards/:slug: a report card worth printing — the student, class and term,
 * each subject's marks, grade, points, position and teacher's remarks, the totals, mean grade and position
 * in class, attendance, and the class teacher's and principal's remarks — with Print. Staff publish a
 * draft card so the student and their parents see it, edit its remarks, and delete it (a confirmation names
 * the student and the term).
 */
import { Stack, Text } from '@chakra-ui/react';
import { getListReportCardsQueryKey, useListReportCards } from '@ujuzi/api/hooks';
import { formatDate, formatPercentage, isStaff } from '@ujuzi/domain';
import { Badge, Button, Card, Link } from '@ujuzi/ui';
import { Printer } from 'lucide-react';
import { DetailField, DetailFields, DetailPage, EntityLink, lazyPart, useRouteParams, SLUG_PARAMS, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AssessmentsHeader, REPORT_CARDS_CRUMB, REPORT_CARD_STATUS_LABELS, personName } from '../shared';

/** The report card's heading: the brand only (the address lives in Contact management, read by the public pages). */
const SCHOOL_BRAND = 'Ujuzi';

/** Publish, Edit remarks and Delete: staff only, in a chunk of their own. */
const StaffActions = lazyPart(() => import('./staff-actions').then((module) => module.StaffActions), '2.5rem');
/** The subjects' table (the data table's code, ~20 KB gz, in a chunk of its own: the screen's budget). */
const SubjectLines = lazyPart(() => import('./subject-lines').then((module) => module.SubjectLines), '16rem');

const number = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : String(Math.round(value * 100) / 100);

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
                {staff ? <StaffActions card={card} cardKey={getListReportCardsQueryKey({ slug, page_size: 1 })} /> : null}
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
              <SubjectLines lines={card.subject_lines} staff={staff} />
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
          <Card title="Remarks" headingLevel={2}>
            <DetailFields>
              <DetailField label="Class teacher">{card.class_teacher_remarks ?? '—'}</DetailField>
              <DetailField label="Principal">{card.principal_remarks ?? '—'}</DetailField>
            </DetailFields>
          </Card>
        </Stack>
      )}
    />
  );
}
