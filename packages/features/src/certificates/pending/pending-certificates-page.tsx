/**
 * /dashboard/certificates/pending (staff): certificates waiting for approval, with the learner, the
 * course, the completion date and the grade; issue one from its row, or select many and issue them
 * at once (bulk-issue with `certificate_ids`), ending with the kit's per-row outcome report.
 * Teachers see the certificates of their own courses (the server's rule). Below, completed
 * enrollments without a certificate are issued from the enrollment (`issue_certificate`).
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { CourseCertificate } from '@ujuzi/api';
import { useBulkIssueCourseCertificates, useIssueCourseCertificate, useListPendingCourseCertificates } from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { Badge, Link, RelativeTime, toast, type DataTableColumn } from '@ujuzi/ui';
import {
  ActionButton,
  EntityLink,
  ListPage,
  countOf,
  errorMessage,
  useListState,
  type BulkAction,
  type ListSpec,
  links,
} from '../../infra/kit';
import { CertificatesHeader, holderName, refreshCertificateQueries, reportFromBulkIssue } from '../shared';
import { useSession } from '../../infra/session/session-context';
import { UncertifiedEnrollments } from './uncertified-enrollments';

/** listPendingCourseCertificates' parameters (openapi/paths/courses/certificates_pending-approvals.yaml). */
export const PENDING_LIST_SPEC = {
  filters: { course: { kind: 'int' } },
  defaultPageSize: 20,
} as const satisfies ListSpec;

const NOUN = { one: 'pending certificate', many: 'pending certificates' };

const rowLabel = (row: CourseCertificate) => `${holderName(row.student)} · ${row.course.title}`;

function IssueOne({ certificate }: { certificate: CourseCertificate }) {
  const queryClient = useQueryClient();
  const issue = useIssueCourseCertificate();
  return (
    <ActionButton
      label="Issue"
      pending={issue.isPending}
      confirm={{
        title: `Issue ${holderName(certificate.student)}’s certificate for ${certificate.course.title}?`,
        message: 'It becomes valid at once and the holder can download and share it.',
      }}
      onRun={async () => {
        try {
          await issue.mutateAsync({ id: certificate.id });
          toast.success(
            `${certificate.certificate_number} issued`,
            `${holderName(certificate.student)} can now download and share it.`,
          );
        } catch (error) {
          toast.error(`Could not issue ${certificate.certificate_number}`, errorMessage(error));
        } finally {
          await refreshCertificateQueries(queryClient);
        }
      }}
    />
  );
}

export function PendingCertificatesPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const list = useListState(PENDING_LIST_SPEC);
  const query = useListPendingCourseCertificates(list.params, { query: { placeholderData: keepPreviousData } });
  const bulk = useBulkIssueCourseCertificates();

  const columns: readonly DataTableColumn<CourseCertificate>[] = [
    {
      id: 'student',
      header: 'Learner',
      isRowHeader: true,
      cell: (row) => <EntityLink href={links.student(row.student.id)}>{holderName(row.student)}</EntityLink>,
    },
    {
      id: 'course',
      header: 'Course',
      cell: (row) => <EntityLink href={links.course(row.course.slug)}>{row.course.title}</EntityLink>,
    },
    {
      id: 'completion_date',
      header: 'Completed',
      cell: (row) => (row.completion_date ? formatDate(row.completion_date) : <Text color="fg.muted">Not recorded</Text>),
    },
    {
      id: 'grade',
      header: 'Grade',
      cell: (row) => (row.grade ? <Badge tone={row.grade === 'Distinction' ? 'success' : 'neutral'}>{row.grade}</Badge> : 'Pass'),
    },
    {
      id: 'certificate_number',
      header: 'Certificate',
      cell: (row) => <Link href={links.certificateFor(row.id, user)}>{row.certificate_number}</Link>,
    },
    { id: 'created_at', header: 'Waiting since', defaultHidden: true, cell: (row) => <RelativeTime value={row.created_at} /> },
    { id: 'actions', header: 'Actions', hideHeader: true, hideable: false, cell: (row) => <IssueOne certificate={row} /> },
  ];

  const bulkActions: BulkAction[] = [
    {
      id: 'issue',
      label: 'Issue selected',
      confirmTitle: (count) => `Issue ${countOf(count, 'certificate', 'certificates')}?`,
      confirmMessage: () => 'They become valid at once; each learner can download and share theirs.',
      run: async (rows) =>
        reportFromBulkIssue(rows, await bulk.mutateAsync({ data: { certificate_ids: rows.map((row) => Number(row.id)) } })),
    },
  ];

  return (
    <Stack gap="8">
      <ListPage
        header={
          <CertificatesHeader
            title="Pending certificates"
            description="Learners who completed a course and wait for their certificate. Issue them one by one or select several."
          />
        }
        list={list}
        query={query}
        label="Pending certificates"
        noun={NOUN}
        columns={columns}
        getRowId={(row) => String(row.id)}
        getRowLabel={rowLabel}
        search={{ label: 'Search pending certificates', placeholder: 'Search by learner, course or number' }}
        bulkActions={bulkActions}
        onBulkDone={() => void refreshCertificateQueries(queryClient)}
        empty={{
          title: 'No certificate is waiting',
          description: 'When a learner completes a course, their certificate waits here for approval.',
          action: (
            <HStack gap="3" wrap="wrap" justify="center">
              <Link href={links.allCertificates({ status: 'issued' })}>See issued certificates</Link>
            </HStack>
          ),
        }}
      />
      <UncertifiedEnrollments />
    </Stack>
  );
}
