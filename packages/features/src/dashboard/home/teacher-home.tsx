/** The teacher's instructor dashboard (client spec §6): my courses, submissions to grade, upcoming assessments. */
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useGetCourseInstructorDashboard, useListProjectSubmissions, useListUpcomingCodingAssessments } from '@ujuzi/api/hooks';
import { displayName, formatDate, href } from '@ujuzi/domain';
import { Badge, Card, ErrorState, Link, ProgressBar, RelativeTime, SkeletonCard, StatCard } from '@ujuzi/ui';
import { BookOpen, ClipboardCheck, GraduationCap, Users } from 'lucide-react';
import { QueryCard } from './query-card';

function InstructorFigures() {
  const dashboard = useGetCourseInstructorDashboard();
  if (dashboard.isPending)
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {Array.from({ length: 4 }, (_, index) => (
          <SkeletonCard key={index} media={false} lines={1} label="Loading your teaching figures…" />
        ))}
      </SimpleGrid>
    );
  if (dashboard.isError)
    return (
      <Card>
        <ErrorState
          size="sm"
          title="Could not load your teaching figures"
          message={dashboard.error.message}
          onRetry={() => void dashboard.refetch()}
        />
      </Card>
    );
  const data = dashboard.data;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <StatCard label="My courses" value={data.total_courses} help={`${data.published_courses} published`} icon={<BookOpen />} />
      <StatCard
        label="Students"
        value={data.total_students.toLocaleString('en-KE')}
        help={`${data.active_students} active`}
        icon={<Users />}
      />
      <StatCard
        label="Submissions to grade"
        value={data.pending_submissions}
        icon={<ClipboardCheck />}
        href="/dashboard/courses/grading/projects?status=submitted"
      />
      <StatCard
        label="Certificates pending"
        value={data.pending_certificates ?? 0}
        icon={<GraduationCap />}
        href="/dashboard/certificates/pending"
      />
    </SimpleGrid>
  );
}

function MyCourses() {
  const dashboard = useGetCourseInstructorDashboard();
  return (
    <QueryCard
      title="My courses"
      query={dashboard}
      isEmpty={(data) => data.courses.length === 0}
      empty={{
        title: 'No courses yet',
        description: 'Courses you teach show here with their enrollments and completion.',
        action: <Link href="/dashboard/courses/new">Create a course</Link>,
      }}
      actions={
        <Link href="/dashboard/courses/manage" variant="plain">
          Manage courses
        </Link>
      }
    >
      {(data) => (
        <Stack as="ul" listStyle="none" gap="4">
          {data.courses.slice(0, 6).map((entry) => (
            <Stack as="li" key={entry.course.id} gap="1.5">
              <HStack justify="space-between" gap="3">
                <Link href={href('/dashboard/courses/:slug', { slug: entry.course.slug })} variant="plain">
                  {entry.course.title}
                </Link>
                <Text textStyle="sm" color="fg.muted" flexShrink="0">
                  {entry.enrollments} enrolled
                </Text>
              </HStack>
              <ProgressBar label={`Completion rate of ${entry.course.title}`} hideLabel value={entry.completion_rate} size="sm" />
            </Stack>
          ))}
        </Stack>
      )}
    </QueryCard>
  );
}

const SUBMISSION_STATUS: Record<string, string> = {
  submitted: 'New',
  under_review: 'In review',
  resubmission_requested: 'Resubmission asked',
  graded: 'Graded',
};

function SubmissionsToGrade() {
  const submissions = useListProjectSubmissions({ status: 'submitted', ordering: 'submitted_at', page_size: 6 });
  return (
    <QueryCard
      title="Submissions to grade"
      query={submissions}
      isEmpty={(page) => page.results.length === 0}
      empty={{ title: 'Nothing to grade', description: 'New project submissions from your students show here.' }}
      actions={
        <Link href="/dashboard/courses/grading/projects?status=submitted" variant="plain">
          Grade submissions
        </Link>
      }
    >
      {(page) => (
        <Stack as="ul" listStyle="none" gap="3">
          {page.results.map((submission) => (
            <HStack as="li" key={submission.id} justify="space-between" align="flex-start" gap="3">
              <Stack gap="0.5" minW="0">
                <Text fontWeight="medium" truncate>
                  <Link href={href('/dashboard/courses/grading/projects/:submissionId', { submissionId: submission.id })}>
                    {submission.project_title}
                  </Link>
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {displayName(submission.student)} · <RelativeTime value={submission.submitted_at} />
                </Text>
              </Stack>
              <Badge tone="info" size="sm">
                {SUBMISSION_STATUS[submission.status] ?? submission.status}
              </Badge>
            </HStack>
          ))}
          {page.count > page.results.length ? (
            <Text textStyle="sm" color="fg.muted">
              and {page.count - page.results.length} more waiting
            </Text>
          ) : null}
        </Stack>
      )}
    </QueryCard>
  );
}

/** Upcoming assessments, shared by the teacher's and the student's home. */
export function UpcomingAssessments() {
  const upcoming = useListUpcomingCodingAssessments({ limit: 5 });
  return (
    <QueryCard
      title="Upcoming assessments"
      query={upcoming}
      empty={{ title: 'No upcoming assessments', description: 'Published assessments with a due date show here.' }}
      actions={
        <Link href="/dashboard/courses/assessments" variant="plain">
          All assessments
        </Link>
      }
    >
      {(items) => (
        <Stack as="ul" listStyle="none" gap="3">
          {items.slice(0, 5).map((assessment) => (
            <Stack as="li" key={assessment.id} gap="0.5">
              <Link
                href={href('/dashboard/courses/assessments/:slugOrId', { slugOrId: assessment.slug || assessment.id })}
                variant="plain"
              >
                {assessment.title}
              </Link>
              <Text textStyle="sm" color="fg.muted">
                {[assessment.course_title, assessment.due_date ? `due ${formatDate(assessment.due_date)}` : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </QueryCard>
  );
}

export function TeacherHome() {
  return (
    <Stack gap="6">
      <InstructorFigures />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <MyCourses />
        <Stack gap="6">
          <SubmissionsToGrade />
          <UpcomingAssessments />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
