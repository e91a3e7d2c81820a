/**
 * /dashboard/certificates/manage (staff): the management home. Counts by status (each linking to the
 * list it counts), the certificates waiting for approval with a link to issue them, and the latest
 * issued. Teachers see their courses' figures, admins everyone's (the server's rule).
 */
import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useGetCourseCertificateStatistics, useListCourseCertificates } from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { Card, EmptyState, ErrorState, Link, SkeletonCard, SkeletonText, StatCard } from '@ujuzi/ui';
import { EntityLink, errorMessage, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { CertificatesHeader, holderName } from '../shared';

const RECENT = { status: 'issued', ordering: '-issued_at', page_size: 5 } as const;

function RecentIssues() {
  const { user } = useSession();
  const recent = useListCourseCertificates(RECENT);
  if (recent.isPending) return <SkeletonText lines={5} />;
  if (recent.isError)
    return (
      <ErrorState
        headingLevel="h3"
        title="Could not load the latest certificates"
        message={errorMessage(recent.error)}
        onRetry={() => void recent.refetch()}
      />
    );
  if (recent.data.results.length === 0)
    return <EmptyState size="sm" title="No certificate issued yet" description="Issued certificates show here, newest first." />;
  return (
    <Stack as="ol" gap="3" p="0" aria-label="Latest issued certificates">
      {recent.data.results.map((row) => (
        <Box
          as="li"
          key={row.id}
          listStyleType="none"
          borderBottomWidth="1px"
          borderColor="border"
          pb="3"
          _last={{ borderBottomWidth: 0, pb: 0 }}
        >
          <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
            <Stack gap="0" minW="0">
              <Link href={links.certificateFor(row.id, user)}>{row.certificate_number}</Link>
              <Text textStyle="sm" color="fg.muted">
                <EntityLink href={links.student(row.student.id)} variant="muted">
                  {holderName(row.student)}
                </EntityLink>
                {' · '}
                <EntityLink href={links.course(row.course.slug)} variant="muted">
                  {row.course.title}
                </EntityLink>
              </Text>
            </Stack>
            <Text textStyle="sm" color="fg.muted">
              {row.issued_at ? formatDate(row.issued_at) : ''}
            </Text>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}

export function CertificatesManagePage() {
  const stats = useGetCourseCertificateStatistics();
  let figures;
  if (stats.isPending) {
    figures = (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" aria-busy="true" aria-label="Loading the figures">
        <SkeletonCard />
        <SkeletonCard />
        <SkeletonCard />
        <SkeletonCard />
      </SimpleGrid>
    );
  } else if (stats.isError) {
    figures = (
      <ErrorState
        headingLevel="h2"
        title="Could not load the certificate figures"
        message={errorMessage(stats.error)}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  } else {
    const data = stats.data;
    figures = (
      <SimpleGrid as="section" aria-label="Certificates by status" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <StatCard
          label="Waiting for approval"
          value={data.pending}
          href={links.pendingCertificates()}
          help="Issue them from the pending list"
        />
        <StatCard
          label="Issued"
          value={data.issued}
          href={links.allCertificates({ status: 'issued' })}
          help={`${data.issued_this_month} this month`}
        />
        <StatCard label="Revoked" value={data.revoked} href={links.allCertificates({ status: 'revoked' })} />
        <StatCard
          label="All certificates"
          value={data.total}
          href={links.allCertificates()}
          help={`${data.unique_holders} holders · ${data.verifications_count} checks by employers`}
        />
      </SimpleGrid>
    );
  }
  const pending = stats.data?.pending ?? 0;
  return (
    <Stack gap="6">
      <CertificatesHeader
        title="Certificate management"
        description="Issue the certificates learners have earned, and keep every one of them trustworthy."
      />
      {figures}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Card
          title="Waiting for approval"
          headingLevel={2}
          actions={<Link href={links.pendingCertificates()}>Open pending</Link>}
        >
          <Text color="fg.muted">
            {stats.isSuccess
              ? pending === 0
                ? 'No certificate is waiting: every learner who finished has theirs.'
                : `${pending} ${pending === 1 ? 'learner has' : 'learners have'} completed a course and ${pending === 1 ? 'waits' : 'wait'} for a certificate.`
              : 'Learners who completed a course wait here for their certificate.'}
          </Text>
        </Card>
        <Card
          title="Latest issued"
          headingLevel={2}
          actions={<Link href={links.allCertificates({ status: 'issued' })}>See all issued</Link>}
        >
          <RecentIssues />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
