/**
 * One certificate's page. The holder's view (/dashboard/certificates/my-certificates/:certificateId)
 * shows it as an employer will see it with the tools to download and share it; the any-role view
 * (/dashboard/certificates/:certificateId) shows the same document with who holds it, and gives
 * staff Issue (pending ones) and management Revoke with a required reason, confirmed by naming the
 * holder and the course. A revoked certificate's public page then says so, with the date and reason.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { CourseCertificate } from '@ujuzi/api';
import {
  getGetCourseCertificateQueryKey,
  useGetCourseCertificate,
  useIssueCourseCertificate,
  useRevokeCourseCertificate,
} from '@ujuzi/api/hooks';
import { getCourseCertificatePath } from '@ujuzi/api/path-params';
import { formatDateTime, isManagement } from '@ujuzi/domain';
import { Badge, Card, Link } from '@ujuzi/ui';
import {
  DetailField,
  DetailFields,
  ActionButton,
  DetailPage,
  ReasonConfirmDialog,
  EntityLink,
  useEntityAction,
  useRouteParams,
  links,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { CertificateDocument } from './certificate-document';
import { CertificatesHeader } from './certificates-header';
import { DownloadPdfButton, HolderTools } from './holder-tools';
import { refreshCertificateQueries } from './refresh';
import {
  CERTIFICATE_STATUS_LABELS,
  CERTIFICATE_STATUS_TONES,
  holderName,
  managesCertificates,
  verificationUrlOf,
} from './labels';

const REASON_REQUIRED = 'Please give the reason for revoking; it is shown on the public verification page.';

function StaffActions({ certificate }: { certificate: CourseCertificate }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const queryKey = getGetCourseCertificateQueryKey(certificate.id);
  const issue = useIssueCourseCertificate();
  const revoke = useRevokeCourseCertificate();
  const refreshLists = () => refreshCertificateQueries(queryClient);
  const issuing = useEntityAction<CourseCertificate, undefined>({
    queryKey,
    call: () => issue.mutateAsync({ id: certificate.id }).then(refreshLists),
    success: `${certificate.certificate_number} issued`,
    failure: `Could not issue ${certificate.certificate_number}`,
  });
  const revoking = useEntityAction<CourseCertificate, string>({
    queryKey,
    call: (reason) => revoke.mutateAsync({ id: certificate.id, data: { reason } }).then(refreshLists),
    success: `${certificate.certificate_number} revoked`,
    failure: `Could not revoke ${certificate.certificate_number}`,
  });
  return (
    <>
      {certificate.status === 'issued' ? <DownloadPdfButton certificate={certificate} variant="outline" /> : null}
      {certificate.status === 'pending' && managesCertificates(user) ? (
        <ActionButton
          label="Issue"
          variant="solid"
          pending={issuing.pending}
          confirm={{
            title: `Issue ${holderName(certificate.student)}’s certificate for ${certificate.course.title}?`,
            message: 'It becomes valid at once and the holder can download and share it.',
          }}
          onRun={() => issuing.run(undefined)}
        />
      ) : null}
      {certificate.status !== 'revoked' && isManagement(user?.user_type) ? (
        <ReasonConfirmDialog
          label="Revoke"
          variant="danger"
          title={`Revoke ${holderName(certificate.student)}’s certificate for ${certificate.course.title}?`}
          message={`${certificate.certificate_number} stops being valid at once: anyone who checks it sees that it was revoked, and why.`}
          confirmLabel="Revoke certificate"
          reason={{ required: REASON_REQUIRED, maxLength: 500, helpText: 'Shown on the public verification page.' }}
          onConfirm={(reason) => revoking.run(reason)}
        />
      ) : null}
    </>
  );
}

function Record_({ certificate }: { certificate: CourseCertificate }) {
  return (
    <Card>
      <DetailFields>
        <DetailField label="Holder">
          <EntityLink href={links.student(certificate.student.id)}>{holderName(certificate.student)}</EntityLink>
        </DetailField>
        <DetailField label="Course">
          <EntityLink href={links.course(certificate.course.slug)}>{certificate.course.title}</EntityLink>
        </DetailField>
        <DetailField label="Issued by">
          {certificate.issued_by ? holderName(certificate.issued_by) : 'Not issued yet'}
          {certificate.issued_at ? (
            <Text textStyle="xs" color="fg.muted">
              {formatDateTime(certificate.issued_at)}
            </Text>
          ) : null}
        </DetailField>
        <DetailField label="Public verification">
          <Link href={verificationUrlOf(certificate)} external>
            Open the verification page
          </Link>
        </DetailField>
      </DetailFields>
    </Card>
  );
}

export interface CertificateViewProps {
  /** The holder's own page (sharing tools) rather than the any-role page (the record, staff actions). */
  holderView?: boolean;
}

export function CertificateView({ holderView = false }: CertificateViewProps) {
  const { id } = useRouteParams(getCourseCertificatePath, { names: { id: 'certificateId' } });
  const query = useGetCourseCertificate(id);
  const { user } = useSession();
  const listHref = holderView || !managesCertificates(user) ? links.myCertificates() : links.allCertificates();
  const trail = holderView
    ? [{ label: 'My certificates', href: links.myCertificates() }]
    : managesCertificates(user)
      ? [{ label: 'All certificates', href: links.allCertificates() }]
      : [];
  return (
    <DetailPage
      query={query}
      noun="certificate"
      notFoundAction={
        managesCertificates(user) || user?.user_type === 'student' || user?.user_type === 'parent' ? (
          <Link href={listHref}>Back to certificates</Link>
        ) : (
          <Link href={links.dashboard()}>Back to the dashboard</Link>
        )
      }
      header={(certificate) => (
        <CertificatesHeader
          title={certificate?.course.title ?? 'Certificate'}
          trail={trail}
          description={
            certificate ? (
              <Box as="span" display="inline-flex" gap="2" flexWrap="wrap" alignItems="center">
                <span>{certificate.certificate_number}</span>
                <Badge tone={CERTIFICATE_STATUS_TONES[certificate.status]}>{CERTIFICATE_STATUS_LABELS[certificate.status]}</Badge>
              </Box>
            ) : undefined
          }
          actions={
            certificate ? (
              holderView ? (
                certificate.status === 'issued' ? (
                  <DownloadPdfButton certificate={certificate} />
                ) : null
              ) : (
                <StaffActions certificate={certificate} />
              )
            ) : undefined
          }
        />
      )}
      summary={(certificate) => (
        <Stack gap="5">
          {holderView ? <HolderTools certificate={certificate} /> : <Record_ certificate={certificate} />}
          <CertificateDocument certificate={certificate} />
        </Stack>
      )}
    />
  );
}
