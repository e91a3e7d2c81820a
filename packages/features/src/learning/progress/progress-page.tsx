/**
 * /dashboard/courses/progress — the learner's courses: those in progress first (progress above 0 and below
 * 100, the sidebar counter's rule and its very read, `my_courses` with page_size 100), each with its
 * percentage, time spent, last activity and next lesson; then those not started and those completed.
 */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { StudentEnrollment } from '@ujuzi/api';
import { useGetStudentEnrollmentDetailedProgress, useListCourseLessons, useListMyStudentEnrollments } from '@ujuzi/api/hooks';
import { formatStudyTime, href, isCourseInProgress, resumeLesson } from '@ujuzi/domain';
import { Card, EmptyState, ErrorState, Link, ProgressBar, RelativeTime, SkeletonCard } from '@ujuzi/ui';
import { EntityLink, errorMessage } from '../../kit';
import { COURSE_LESSONS_PARAMS, COURSES_CRUMB, LearningHeader, lessonHref, MY_COURSES_PARAMS } from '../shared';

function CourseProgressCard({ enrollment }: { enrollment: StudentEnrollment }) {
  const { course } = enrollment;
  const detail = useGetStudentEnrollmentDetailedProgress(enrollment.id);
  const lessons = useListCourseLessons(course.id, COURSE_LESSONS_PARAMS, {
    query: { enabled: enrollment.access_info.can_access_course && enrollment.progress < 100 },
  });
  const next = lessons.data ? resumeLesson(lessons.data.results.filter((lesson) => !lesson.is_completed)) : undefined;
  const lastActivity = enrollment.last_accessed_at ?? detail.data?.last_accessed_at;
  return (
    <Card>
      <Stack gap="3">
        <EntityLink href={href('/dashboard/courses/progress/:courseSlug', { courseSlug: course.slug })}>
          {course.title}
        </EntityLink>
        <ProgressBar
          label={`Progress in ${course.title}`}
          hideLabel
          value={enrollment.progress}
          max={100}
          valueText={`${Math.round(enrollment.progress)}%`}
          tone={enrollment.progress >= 100 ? 'success' : 'brand'}
        />
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" textStyle="sm">
          <Text as="dt" color="fg.muted">
            Progress
          </Text>
          <Text as="dd">{`${Math.round(enrollment.progress)}% · ${enrollment.completed_lessons ?? 0} of ${enrollment.total_lessons ?? 0} lessons`}</Text>
          <Text as="dt" color="fg.muted">
            Time spent
          </Text>
          <Text as="dd">{detail.data ? formatStudyTime(detail.data.time_spent_seconds) : '…'}</Text>
          <Text as="dt" color="fg.muted">
            Last activity
          </Text>
          <Text as="dd">{lastActivity ? <RelativeTime value={lastActivity} /> : 'Not yet'}</Text>
          {next ? (
            <>
              <Text as="dt" color="fg.muted">
                Next lesson
              </Text>
              <Box as="dd" minW="0">
                <Link href={lessonHref(course.slug, next.slug)}>{next.title}</Link>
              </Box>
            </>
          ) : null}
        </Box>
        {!enrollment.access_info.can_access_course ? (
          <Link href={href('/dashboard/courses/enroll/:slug', { slug: course.slug })}>Unlock the lessons</Link>
        ) : null}
      </Stack>
    </Card>
  );
}

function Section({ title, enrollments }: { title: string; enrollments: readonly StudentEnrollment[] }) {
  if (!enrollments.length) return null;
  const id = `progress-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" id={id} size="lg">
        {`${title} (${enrollments.length})`}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" p="0" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {enrollments.map((enrollment) => (
          <li key={enrollment.id}>
            <CourseProgressCard enrollment={enrollment} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function ProgressPage() {
  const query = useListMyStudentEnrollments(MY_COURSES_PARAMS);
  const header = <LearningHeader title="My progress" trail={[COURSES_CRUMB]} />;
  if (query.isPending)
    return (
      <Stack gap="5" aria-busy="true">
        {header}
        <SkeletonCard media={false} lines={4} label="Loading your progress…" />
      </Stack>
    );
  if (query.isError)
    return (
      <Stack gap="5">
        {header}
        <ErrorState
          headingLevel="h2"
          title="Could not load your progress"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  const all = query.data.results;
  if (!all.length)
    return (
      <Stack gap="5">
        {header}
        <EmptyState
          headingLevel="h2"
          title="No courses yet"
          description="Enroll in a course and your progress shows here."
          action={<Link href="/dashboard/courses">Browse the courses</Link>}
        />
      </Stack>
    );
  return (
    <Stack gap="6">
      {header}
      <Section title="In progress" enrollments={all.filter((row) => isCourseInProgress(row.progress))} />
      <Section title="Not started" enrollments={all.filter((row) => row.progress <= 0)} />
      <Section title="Completed" enrollments={all.filter((row) => row.progress >= 100)} />
    </Stack>
  );
}
