/**
 * /dashboard/certificates/pending (staff): certificates waiting for approval, with the learner, the
 * course, the completion date and the grade; issue one from its row, or select many and issue them
 * at once (bulk-issue with `certificate_ids`), ending with the kit's per-row outcome report.
 * Teachers see the certificates of their own courses (the server's rule). Below, completed
 * enrollments without a certificate are issued from the enrollment (`issue_certificate`).
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { CourseCertificate } from '@ujuzi/api';
import { useBulkIssueCourseCertificates, useIssueCourseCertificate, useListPendingCourseCertificates } from '@ujuzi/api/hooks';
import { listPendingCourseCertificatesList } from '@ujuzi/api/list-params';
import { formatDate } from '@ujuzi/domain';
import { Badge, Link } from '@ujuzi/ui';
import { ActionButton, ListPage, columnsOf, countOf, links, useEntityAction, useList, type BulkAction } from '../../infra/kit';
import { CertificatesHeader, holderName, refreshCertificateQueries, reportFromBulkIssue } from '../shared';
import { useSession } from '../../infra/session/session-context';
import { UncertifiedEnrollments } from './uncertified-enrollments';

const NOUN = { one: 'pending certificate', many: 'pending certificates' };
const column = columnsOf<CourseCertificate>();

function IssueOne({ certificate }: { certificate: CourseCertificate }) {
  const issue = useIssueCourseCertificate();
  const holder = holderName(certificate.student);
  const action = useEntityAction<CourseCertificate>({
    call: () => issue.mutateAsync({ id: certificate.id }),
    success: () => ({
      title: `${certificate.certificate_number} issued`,
      description: `${holder} can now download and share it.`,
    }),
    failure: `Could not issue ${certificate.certificate_number}`,
    refresh: refreshCertificateQueries,
  });
  return (
    <ActionButton
      label="Issue"
      pending={action.pending}
      confirm={{
        title: `Issue ${holder}’s certificate for ${certificate.course.title}?`,
        message: 'It becomes valid at once and the holder can download and share it.',
      }}
      onRun={action.run}
    />
  );
}

export function PendingCertificatesPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const list = useList(listPendingCourseCertificatesList);
  const query = useListPendingCourseCertificates(...list.request);
  const bulk = useBulkIssueCourseCertificates();
  const columns = [
    column.entity('student', 'Learner', (row) => ({ name: holderName(row.student), href: links.student(row.student.id) }), {
      isRowHeader: true,
    }),
    column.entity('course', 'Course', (row) => ({ name: row.course.title, href: links.course(row.course.slug) })),
    column.text('completion_date', 'Completed', (row) =>
      row.completion_date ? formatDate(row.completion_date) : <Text color="fg.muted">Not recorded</Text>,
    ),
    column.text('grade', 'Grade', (row) =>
      row.grade ? <Badge tone={row.grade === 'Distinction' ? 'success' : 'neutral'}>{row.grade}</Badge> : 'Pass',
    ),
    column.text('certificate_number', 'Certificate', (row) => (
      <Link href={links.certificateFor(row.id, user)}>{row.certificate_number}</Link>
    )),
    column.date('created_at', 'Waiting since', { relative: true, defaultHidden: true }),
    column.actions((row) => <IssueOne certificate={row} />),
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
        getRowLabel={(row) => `${holderName(row.student)} · ${row.course.title}`}
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
