/**
 * The teacher's instructor dashboard (client spec §6; issue #15): headline figures from the courses'
 * and the learning area's instructor dashboards, their courses (each with its settings), the project
 * submissions and assessment attempts to grade, recent reviews and upcoming assessments. Each count
 * links to the grading queue that lists exactly what it counts.
 */
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  useGetCourseInstructorDashboard,
  useGetLearningInstructorDashboard,
  useListUpcomingCodingAssessments,
} from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { Card, ErrorState, Link, ProgressBar, SkeletonCard, StatCard } from '@ujuzi/ui';
import { BookOpen, ClipboardCheck, FileCheck, GraduationCap, Percent, Star, Target, Users } from 'lucide-react';
import { QueryCard } from '../../infra/kit/shared/query-card';
import { links } from '../../infra/kit/links';
import { ATTEMPTS_TO_GRADE, AttemptsToGrade, SUBMISSIONS_TO_GRADE, SubmissionsToGrade } from './grading-queues';
import { AttendanceSummaryCard } from './attendance-summary';
import { RecentReviews } from './recent-reviews';

const percentText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : `${Math.round(value)}%`;
const countText = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

function InstructorFigures() {
  const courses = useGetCourseInstructorDashboard();
  const learning = useGetLearningInstructorDashboard();
  if (courses.isPending || learning.isPending)
    return (
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
        {Array.from({ length: 8 }, (_, index) => (
          <SkeletonCard key={index} media={false} lines={1} label="Loading your teaching figures…" />
        ))}
      </SimpleGrid>
    );
  if (courses.isError || learning.isError)
    return (
      <Card>
        <ErrorState
          size="sm"
          headingLevel="h2"
          title="Could not load your teaching figures"
          message={(courses.error ?? learning.error)?.message}
          onRetry={() => {
            if (courses.isError) void courses.refetch();
            if (learning.isError) void learning.refetch();
          }}
        />
      </Card>
    );
  const data = courses.data;
  const marks = learning.data;
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
      <StatCard
        label="My courses"
        value={data.total_courses}
        help={`${data.published_courses} published`}
        icon={<BookOpen />}
        href={links.manageCourses()}
      />
      <StatCard
        label="Students"
        value={data.total_students.toLocaleString('en-KE')}
        help={`${data.active_students} active`}
        icon={<Users />}
      />
      <StatCard
        label="Submissions to grade"
        value={data.pending_submissions}
        help="Project work handed in"
        icon={<ClipboardCheck />}
        href={SUBMISSIONS_TO_GRADE}
      />
      <StatCard
        label="Attempts to grade"
        value={marks.pending_grading}
        help="Assessment attempts handed in"
        icon={<FileCheck />}
        href={ATTEMPTS_TO_GRADE}
      />
      <StatCard
        label="Average score"
        value={percentText(marks.average_score)}
        help={`Over ${countText(marks.total_assessments, 'assessment', 'assessments')}`}
        icon={<Target />}
        href={links.attempts({ status: 'graded' })}
      />
      <StatCard
        label="Pass rate"
        value={percentText(marks.pass_rate)}
        help="Of graded attempts"
        icon={<Percent />}
        href={links.attempts({ status: 'graded' })}
      />
      <StatCard
        label="Average rating"
        value={data.total_reviews ? (data.average_rating ?? 0).toFixed(1) : '—'}
        help={`Out of 5, from ${countText(data.total_reviews ?? 0, 'approved review', 'approved reviews')}`}
        icon={<Star />}
        href={links.courseReviews()}
      />
      <StatCard
        label="Certificates pending"
        value={data.pending_certificates ?? 0}
        icon={<GraduationCap />}
        href={links.pendingCertificates()}
      />
    </SimpleGrid>
  );
}

function MyCourses() {
  const dashboard = useGetCourseInstructorDashboard();
  // Average scores per course come from the learning area's dashboard; the list does not wait for them.
  const learning = useGetLearningInstructorDashboard();
  const scoreOf = (courseId: number) =>
    learning.data?.courses.find((entry) => entry.course.id === courseId)?.average_score ?? null;
  return (
    <QueryCard
      title="My courses"
      query={dashboard}
      isEmpty={(data) => data.courses.length === 0}
      empty={{
        title: 'No courses yet',
        description: 'Courses you teach show here with their enrollments, completion and scores.',
        action: <Link href={links.newCourse()}>Create a course</Link>,
      }}
      actions={
        <Link href={links.manageCourses()} variant="plain">
          Manage courses
        </Link>
      }
    >
      {(data) => (
        <Stack as="ul" listStyle="none" gap="4">
          {data.courses.slice(0, 6).map((entry) => {
            const score = scoreOf(entry.course.id);
            return (
              <Stack as="li" key={entry.course.id} gap="1.5">
                <HStack justify="space-between" align="baseline" gap="3">
                  <Link href={links.course(entry.course.slug)} variant="plain">
                    {entry.course.title}
                  </Link>
                  <Link href={links.courseSettings(entry.course.slug)} aria-label={`Settings of ${entry.course.title}`}>
                    Settings
                  </Link>
                </HStack>
                <Text textStyle="sm" color="fg.muted">
                  {[
                    `${entry.enrollments} enrolled`,
                    `${Math.round(entry.completion_rate)}% completed`,
                    score === null ? null : `average score ${Math.round(score)}%`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <ProgressBar
                  label={`Completion rate of ${entry.course.title}`}
                  hideLabel
                  value={entry.completion_rate}
                  size="sm"
                />
              </Stack>
            );
          })}
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
        <Link href={links.assessments()} variant="plain">
          All assessments
        </Link>
      }
    >
      {(items) => (
        <Stack as="ul" listStyle="none" gap="3">
          {items.slice(0, 5).map((assessment) => (
            <Stack as="li" key={assessment.id} gap="0.5">
              <Link href={links.assessment(assessment.slug || assessment.id)} variant="plain">
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
        <Stack gap="6">
          <MyCourses />
          <RecentReviews />
        </Stack>
        <Stack gap="6">
          <AttendanceSummaryCard />
          <SubmissionsToGrade />
          <AttemptsToGrade />
          <UpcomingAssessments />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
