/**
 * Completed enrollments without a certificate (a revoked one, or a completion from before the
 * completion rule), each issued from the enrollment with `issue_certificate`. Teachers see their
 * own courses' enrollments (the server's rule). Shown only when there is one.
 */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { StudentEnrollment } from '@ujuzi/api';
import {
  getListStudentEnrollmentsQueryKey,
  useIssueStudentEnrollmentCertificate,
  useListStudentEnrollments,
} from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { Button, Card, Link, toast } from '@ujuzi/ui';
import { ActionButton, EntityLink, errorMessage, links } from '../../infra/kit';
import { holderName, refreshCertificateQueries } from '../shared';

const COMPLETED = { status: 'completed', page_size: 100 } as const;

function IssueFromEnrollment({ enrollment }: { enrollment: StudentEnrollment }) {
  const queryClient = useQueryClient();
  const issue = useIssueStudentEnrollmentCertificate();
  const holder = holderName(enrollment.student);
  return (
    <ActionButton
      label="Issue certificate"
      pending={issue.isPending}
      confirm={{
        title: `Issue ${holder}’s certificate for ${enrollment.course.title}?`,
        message: 'It is issued from the completed enrollment and becomes valid at once.',
      }}
      onRun={async () => {
        try {
          const certificate = await issue.mutateAsync({ id: enrollment.id, data: { issue_immediately: true } });
          toast.success(`${certificate.certificate_number} issued`, `${holder} can now download and share it.`);
          void queryClient.invalidateQueries({ queryKey: getListStudentEnrollmentsQueryKey(COMPLETED) });
          await refreshCertificateQueries(queryClient);
        } catch (error) {
          toast.error('Could not issue the certificate', errorMessage(error));
        }
      }}
    />
  );
}

export function UncertifiedEnrollments() {
  const query = useListStudentEnrollments(COMPLETED);
  const rows = (query.data?.results ?? []).filter((row) => row.certificate_id === null);
  if (query.isError)
    return (
      <Text textStyle="sm" color="fg.muted">
        Completed enrollments without a certificate could not be loaded.{' '}
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Text>
    );
  if (rows.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="uncertified-heading">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="uncertified-heading">
          Completed without a certificate
        </Heading>
        <Text color="fg.muted">
          These learners completed their course but hold no valid certificate, for example after a revocation.
        </Text>
      </Stack>
      <Stack as="ul" gap="3" p="0" aria-label="Completed enrollments without a certificate">
        {rows.map((enrollment) => (
          <Box as="li" listStyleType="none" key={enrollment.id}>
            <Card as="article" size="sm">
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    <EntityLink href={links.student(enrollment.student.id)}>{holderName(enrollment.student)}</EntityLink>
                  </Text>
                  <Text textStyle="sm" overflowWrap="anywhere">
                    <EntityLink href={links.course(enrollment.course.slug)}>{enrollment.course.title}</EntityLink>
                    {enrollment.completed_at ? ` · completed ${formatDate(enrollment.completed_at)}` : ''}
                  </Text>
                </Stack>
                <IssueFromEnrollment enrollment={enrollment} />
              </HStack>
            </Card>
          </Box>
        ))}
      </Stack>
      <Link href={links.allCertificates({ status: 'revoked' })} variant="muted">
        See revoked certificates
      </Link>
    </Stack>
  );
}
