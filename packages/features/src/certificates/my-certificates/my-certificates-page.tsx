/**
 * /dashboard/certificates/my-certificates: every certificate the student has earned (course, issue
 * date, number, status, each opening its page), and the courses closest to a certificate with what
 * is left. With no certificate yet, the nearest course to finish is the next step. A parent (the
 * route's student rule covers parents, client spec §5) sees their children's certificates here.
 */
import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CourseCertificate, CourseWithCertificate } from '@ujuzi/api';
import { useListMyCourseCertificates, useListMyCoursesWithCertificates } from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { Badge, Button, Card, EmptyState, ErrorState, Link, ProgressBar, SkeletonCard } from '@ujuzi/ui';
import { EntityLink, errorMessage, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { CERTIFICATE_STATUS_LABELS, CERTIFICATE_STATUS_TONES, CertificatesHeader } from '../shared';
import { ChildrenCertificates } from './children-certificates';

/** Enough for any learner's certificates on one page (the operation pages at 20 by default). */
const ALL = { page_size: 100 };

const myCertificateHref = (id: number) => links.myCertificate(id);

function CertificateItem({ certificate }: { certificate: CourseCertificate }) {
  return (
    <Box as="li" listStyleType="none">
      <Card as="article" size="sm" fullHeight>
        <Stack gap="2">
          <HStack justify="space-between" align="flex-start" gap="2">
            <Heading as="h3" size="md" overflowWrap="anywhere">
              <Link href={myCertificateHref(certificate.id)} variant="plain">
                {certificate.course.title}
              </Link>
            </Heading>
            <Badge tone={CERTIFICATE_STATUS_TONES[certificate.status]}>{CERTIFICATE_STATUS_LABELS[certificate.status]}</Badge>
          </HStack>
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" textStyle="sm">
            <Text as="dt" color="fg.muted">
              Issued
            </Text>
            <Text as="dd">{certificate.issued_at ? formatDate(certificate.issued_at) : 'Not yet'}</Text>
            <Text as="dt" color="fg.muted">
              Number
            </Text>
            <Text as="dd" overflowWrap="anywhere">
              {certificate.certificate_number}
            </Text>
          </Box>
          <EntityLink href={links.course(certificate.course.slug)} variant="muted">
            {`Course page: ${certificate.course.title}`}
          </EntityLink>
        </Stack>
      </Card>
    </Box>
  );
}

/** What is left of a course, in the learner's words. */
function leftOf(course: CourseWithCertificate): string {
  const left = Math.max(0, Math.round(100 - course.progress));
  if (course.is_eligible) return 'Complete: the certificate is on its way';
  return left === 0 ? 'Almost there: finish the last steps' : `${left}% left to your certificate`;
}

/** Courses without a certificate yet, nearest to one first. */
export function closeToCertificate(courses: readonly CourseWithCertificate[]): CourseWithCertificate[] {
  return courses
    .filter((course) => !course.certificate && ['active', 'trial', 'completed'].includes(course.enrollment_status))
    .sort((a, b) => Number(b.is_eligible) - Number(a.is_eligible) || b.progress - a.progress);
}

function CloseToCertificate({ courses }: { courses: readonly CourseWithCertificate[] }) {
  return (
    <Stack as="ul" gap="3" p="0" aria-label="Courses close to a certificate">
      {courses.map((course) => (
        <Box as="li" listStyleType="none" key={course.enrollment_id}>
          <Card as="article" size="sm">
            <Stack gap="2">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Heading as="h3" size="sm">
                  <EntityLink href={links.course(course.course.slug)}>{course.course.title}</EntityLink>
                </Heading>
                <Text textStyle="sm" color="fg.muted">
                  {leftOf(course)}
                </Text>
              </HStack>
              <ProgressBar label={`Progress in ${course.course.title}`} hideLabel value={course.progress} size="sm" />
            </Stack>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}

export function MyCertificatesPage() {
  const { user } = useSession();
  return user?.user_type === 'parent' ? <ChildrenCertificates /> : <LearnerCertificates />;
}

function LearnerCertificates() {
  const certificates = useListMyCourseCertificates(ALL);
  const courses = useListMyCoursesWithCertificates();
  const earned = certificates.data?.results ?? [];
  const close = closeToCertificate(courses.data ?? []);
  const nearest = close[0];

  let body;
  if (certificates.isPending) {
    body = (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-busy="true" aria-label="Loading your certificates">
        <SkeletonCard />
        <SkeletonCard />
      </SimpleGrid>
    );
  } else if (certificates.isError) {
    body = (
      <ErrorState
        headingLevel="h2"
        title="Could not load your certificates"
        message={errorMessage(certificates.error)}
        onRetry={() => void certificates.refetch()}
        retrying={certificates.isFetching}
      />
    );
  } else if (earned.length === 0) {
    body = (
      <Card>
        <EmptyState
          headingLevel="h2"
          title="No certificate yet"
          description={
            nearest
              ? `You are closest with ${nearest.course.title}: ${leftOf(nearest).toLowerCase()}. Finish it to earn your first certificate.`
              : 'Complete a course to earn a certificate you can share with employers.'
          }
          action={
            nearest ? (
              <EntityLink href={links.course(nearest.course.slug)}>{`Continue ${nearest.course.title}`}</EntityLink>
            ) : (
              <Link href="/courses">Browse courses</Link>
            )
          }
        />
      </Card>
    );
  } else {
    body = (
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" p="0" aria-label="Your certificates">
        {earned.map((certificate) => (
          <CertificateItem key={certificate.id} certificate={certificate} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="6">
      <CertificatesHeader
        title="My certificates"
        description="Your certificates of completion: download them, share them, and let employers check them in seconds."
      />
      <Stack as="section" gap="3" aria-labelledby="earned-heading">
        <Heading as="h2" size="lg" id="earned-heading">
          Earned
        </Heading>
        {body}
      </Stack>
      {close.length && earned.length ? (
        <Stack as="section" gap="3" aria-labelledby="close-heading">
          <Heading as="h2" size="lg" id="close-heading">
            Close to a certificate
          </Heading>
          <CloseToCertificate courses={close} />
        </Stack>
      ) : null}
      {courses.isError ? (
        <Text textStyle="sm" color="fg.muted">
          Your courses in progress could not be loaded.{' '}
          <Button size="sm" variant="outline" onClick={() => void courses.refetch()}>
            Try again
          </Button>
        </Text>
      ) : null}
    </Stack>
  );
}
