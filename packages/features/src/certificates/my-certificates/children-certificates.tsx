/**
 * A parent's view of /dashboard/certificates/my-certificates: the certificates of each of their
 * children (the list operation answers a parent with exactly those), read-only, each opening the
 * any-role certificate page, with the way to the children's progress.
 */
import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CourseCertificate } from '@ujuzi/api';
import { useListCourseCertificates } from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { Badge, Card, EmptyState, ErrorState, Link, SkeletonCard } from '@ujuzi/ui';
import { EntityLink, errorMessage, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { CERTIFICATE_STATUS_LABELS, CERTIFICATE_STATUS_TONES, CertificatesHeader, holderName } from '../shared';

/** Enough for every child's certificates on one page. */
const ALL = { page_size: 100 };
const PROGRESS = links.progress();

function ChildCertificate({ certificate }: { certificate: CourseCertificate }) {
  const { user } = useSession();
  return (
    <Box as="li" listStyleType="none">
      <Card as="article" size="sm" fullHeight>
        <Stack gap="2">
          <HStack justify="space-between" align="flex-start" gap="2">
            <Heading as="h3" size="md" overflowWrap="anywhere">
              <Link href={links.certificateFor(certificate.id, user)} variant="plain">
                {certificate.course.title}
              </Link>
            </Heading>
            <Badge tone={CERTIFICATE_STATUS_TONES[certificate.status]}>{CERTIFICATE_STATUS_LABELS[certificate.status]}</Badge>
          </HStack>
          <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
            {certificate.certificate_number} ·{' '}
            {certificate.issued_at ? `Issued ${formatDate(certificate.issued_at)}` : 'Not issued yet'}
          </Text>
          <EntityLink href={links.course(certificate.course.slug)} variant="muted">
            {`Course page: ${certificate.course.title}`}
          </EntityLink>
        </Stack>
      </Card>
    </Box>
  );
}

export function ChildrenCertificates() {
  const query = useListCourseCertificates(ALL);
  const rows = query.data?.results ?? [];
  const children = [...new Map(rows.map((row) => [row.student.id, row.student])).values()];
  let body;
  if (query.isPending) body = <SkeletonCard label="Loading your children’s certificates" />;
  else if (query.isError)
    body = (
      <ErrorState
        headingLevel="h2"
        title="Could not load your children’s certificates"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (children.length === 0)
    body = (
      <Card>
        <EmptyState
          headingLevel="h2"
          title="No certificate yet"
          description="Your children’s certificates show here once they finish a course."
          action={<Link href={PROGRESS}>See your children’s progress</Link>}
        />
      </Card>
    );
  else
    body = children.map((child) => (
      <Stack as="section" key={child.id} gap="3" aria-labelledby={`child-${child.id}`}>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg" id={`child-${child.id}`}>
            {holderName(child)}
          </Heading>
          <Link href={PROGRESS} variant="muted">
            {`${holderName(child)}’s progress`}
          </Link>
        </HStack>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" p="0" aria-label={`Certificates of ${holderName(child)}`}>
          {rows
            .filter((row) => row.student.id === child.id)
            .map((certificate) => (
              <ChildCertificate key={certificate.id} certificate={certificate} />
            ))}
        </SimpleGrid>
      </Stack>
    ));
  return (
    <Stack gap="6">
      <CertificatesHeader
        title="My children’s certificates"
        description="The certificates your children have earned. Each opens the record an employer can verify."
      />
      {body}
    </Stack>
  );
}
