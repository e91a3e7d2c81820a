/**
 * The student's home (client spec §6): continue learning, progress per course, their timetable and the
 * school calendar, upcoming assessments, overdue installments and certificates.
 */
import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { StudentEnrollment } from '@ujuzi/api';
import { useListMyCourseCertificates, useListMyStudentEnrollments, useListOverdueInstallments } from '@ujuzi/api/hooks';
import { formatDate, formatMoney } from '@ujuzi/domain';
import { Badge, Card, Link, Money, ProgressBar, RelativeTime, SkeletonCard } from '@ujuzi/ui';
import { CourseRecommendations } from '../../infra/kit/shared/course-recommendations';
import { QueryCard } from '../../infra/kit/shared/query-card';
import { UpcomingAssessments } from './teacher-home';
import { links } from '../../infra/kit/links';

const inProgress = (enrollment: StudentEnrollment) => enrollment.progress > 0 && enrollment.progress < 100;

/** The course to resume: the last one opened that is not finished, else the first not started. */
export function courseToContinue(enrollments: readonly StudentEnrollment[]): StudentEnrollment | undefined {
  const open = enrollments.filter((enrollment) => enrollment.progress < 100 && enrollment.access_info.can_access_course);
  const byLastAccess = [...open].sort((a, b) => (b.last_accessed_at ?? '').localeCompare(a.last_accessed_at ?? ''));
  return byLastAccess.find(inProgress) ?? byLastAccess[0];
}

function ContinueLearning() {
  const enrollments = useListMyStudentEnrollments({ page_size: 100 });
  if (enrollments.isPending) return <SkeletonCard media={false} lines={2} label="Loading your courses…" />;
  const next = enrollments.data ? courseToContinue(enrollments.data.results) : undefined;
  if (!next) {
    return (
      <Card title="Start learning" headingLevel={2} variant="subtle">
        <Stack gap="3">
          <Text color="fg.muted">
            {enrollments.isError
              ? 'Your courses could not be loaded just now.'
              : 'You are not taking a course yet. Pick one to begin.'}
          </Text>
          <Link href={links.courses()}>Browse courses</Link>
        </Stack>
      </Card>
    );
  }
  return (
    <Card title="Continue learning" headingLevel={2} variant="subtle">
      <Stack gap="3">
        <Text fontWeight="semibold" textStyle="lg">
          {next.course.title}
        </Text>
        <ProgressBar
          label="Your progress"
          value={next.progress}
          valueText={
            next.total_lessons
              ? `${next.completed_lessons ?? 0} of ${next.total_lessons} lessons`
              : `${Math.round(next.progress)}%`
          }
        />
        <HStack justify="space-between" wrap="wrap" gap="2">
          {next.last_accessed_at ? (
            <Text textStyle="sm" color="fg.muted">
              Last opened <RelativeTime value={next.last_accessed_at} />
            </Text>
          ) : (
            <span />
          )}
          <Link href={links.lessons(next.course.slug)}>Resume course</Link>
        </HStack>
      </Stack>
    </Card>
  );
}

function MyProgress() {
  const enrollments = useListMyStudentEnrollments({ page_size: 100 });
  return (
    <QueryCard
      title="My progress"
      query={enrollments}
      isEmpty={(page) => page.results.length === 0}
      empty={{
        title: 'No courses yet',
        description: 'Courses you enroll in show here with your progress.',
        action: <Link href={links.courses()}>Browse courses</Link>,
      }}
      actions={
        <Link href={links.progress()} variant="plain">
          Details
        </Link>
      }
    >
      {(page) => (
        <Stack as="ul" listStyle="none" gap="4">
          {page.results.slice(0, 6).map((enrollment) => (
            <Box as="li" key={enrollment.id}>
              <ProgressBar
                label={enrollment.course.title}
                value={enrollment.progress}
                size="sm"
                tone={enrollment.progress >= 100 ? 'success' : 'brand'}
              />
            </Box>
          ))}
        </Stack>
      )}
    </QueryCard>
  );
}

function OverdueInstallments() {
  const overdue = useListOverdueInstallments();
  return (
    <QueryCard
      title="Overdue installments"
      query={overdue}
      empty={{ title: 'Nothing overdue', description: 'Your installments are paid up.' }}
      actions={
        <Link href={links.installments()} variant="plain">
          Installments
        </Link>
      }
    >
      {(items) => (
        <Stack gap="3">
          <Text fontWeight="medium" color="fg.error">
            {`${formatMoney(
              items.reduce((sum, item) => sum + Number(item.balance), 0),
              items[0]?.currency,
            )} overdue`}
          </Text>
          <Stack as="ul" listStyle="none" gap="3">
            {items.slice(0, 4).map((installment) => (
              <HStack as="li" key={installment.id} justify="space-between" align="flex-start" gap="3">
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="medium">{installment.course?.title ?? `Installment ${installment.number}`}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    Due {formatDate(installment.due_date)}
                    {installment.days_overdue ? ` · ${installment.days_overdue} days late` : ''}
                  </Text>
                </Stack>
                <Money amount={installment.balance} currency={installment.currency} emphasis />
              </HStack>
            ))}
          </Stack>
        </Stack>
      )}
    </QueryCard>
  );
}

function Certificates() {
  const certificates = useListMyCourseCertificates({ page_size: 5 });
  return (
    <QueryCard
      title="My certificates"
      query={certificates}
      isEmpty={(page) => page.results.length === 0}
      empty={{ title: 'No certificates yet', description: 'Finish a course to earn its certificate.' }}
      actions={
        <Link href={links.myCertificates()} variant="plain">
          All certificates
        </Link>
      }
    >
      {(page) => (
        <Stack as="ul" listStyle="none" gap="3">
          {page.results.map((certificate) => (
            <HStack as="li" key={certificate.id} justify="space-between" align="flex-start" gap="3">
              <Stack gap="0.5" minW="0">
                <Link href={links.myCertificate(certificate.id)} variant="plain">
                  {certificate.course.title}
                </Link>
                <Text textStyle="xs" color="fg.muted">
                  {certificate.certificate_number}
                  {certificate.issued_at ? ` · issued ${formatDate(certificate.issued_at)}` : ''}
                </Text>
              </Stack>
              <Badge
                size="sm"
                tone={certificate.status === 'issued' ? 'success' : certificate.status === 'pending' ? 'warning' : 'danger'}
              >
                {certificate.status === 'issued' ? 'Issued' : certificate.status === 'pending' ? 'Pending' : 'Revoked'}
              </Badge>
            </HStack>
          ))}
        </Stack>
      )}
    </QueryCard>
  );
}

/** The student's week at school: their class's timetable and the school calendar, a click away. */
function SchoolWeek() {
  return (
    <Card title="Your school week" headingLevel={2}>
      <Stack gap="2">
        <Text color="fg.muted">Your lessons of the week, the term dates, exams and school events.</Text>
        <HStack gap="4" flexWrap="wrap">
          <Link href={links.timetable()}>My timetable</Link>
          <Link href={links.calendar()}>School calendar</Link>
        </HStack>
      </Stack>
    </Card>
  );
}

export function StudentHome() {
  return (
    <Stack gap="6">
      <ContinueLearning />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <MyProgress />
        <SchoolWeek />
        <UpcomingAssessments />
        <OverdueInstallments />
        <Certificates />
        <CourseRecommendations />
      </SimpleGrid>
    </Stack>
  );
}
