/**
 * /dashboard/courses/progress — the learner's courses: those in progress first (progress above 0 and below
 * 100, the sidebar counter's rule and its very read, `my_courses` with page_size 100), each with its
 * percentage, time spent, last activity and next lesson; then those not started and those completed.
 * A parent sees the same for each of their children (the enrollments they may see, by child).
 */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { StudentEnrollment } from '@ujuzi/api';
import {
  useGetStudentEnrollmentDetailedProgress,
  useListCourseLessons,
  useListMyStudentEnrollments,
  useListStudentEnrollments,
} from '@ujuzi/api/hooks';
import { displayName, formatStudyTime, isCourseInProgress, resumeLesson } from '@ujuzi/domain';
import { Card, EmptyState, ErrorState, Link, ProgressBar, RelativeTime, SkeletonCard } from '@ujuzi/ui';
import { EntityLink, errorMessage, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { COURSE_LESSONS_PARAMS, COURSES_CRUMB, LearningHeader, MY_COURSES_PARAMS } from '../shared';

/** A course's progress page; a parent's link names the child. */
const courseProgressHref = (slug: string, studentId?: number) =>
  `${links.courseProgress(slug)}${studentId ? `?student=${studentId}` : ''}`;

function CourseProgressCard({ enrollment, forChild }: { enrollment: StudentEnrollment; forChild: boolean }) {
  const { course } = enrollment;
  const detail = useGetStudentEnrollmentDetailedProgress(enrollment.id);
  // The lessons' done marks are the caller's own: the next lesson is shown to the learner only.
  const lessons = useListCourseLessons(course.id, COURSE_LESSONS_PARAMS, {
    query: { enabled: !forChild && enrollment.access_info.can_access_course && enrollment.progress < 100 },
  });
  const next = lessons.data ? resumeLesson(lessons.data.results.filter((lesson) => !lesson.is_completed)) : undefined;
  const lastActivity = enrollment.last_accessed_at ?? detail.data?.last_accessed_at;
  return (
    <Card>
      <Stack gap="3">
        <EntityLink href={courseProgressHref(course.slug, forChild ? enrollment.student.id : undefined)}>
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
                <Link href={links.lesson(course.slug, next.slug)}>{next.title}</Link>
              </Box>
            </>
          ) : null}
        </Box>
        {!forChild && !enrollment.access_info.can_access_course ? (
          <Link href={links.enroll(course.slug)}>Unlock the lessons</Link>
        ) : null}
      </Stack>
    </Card>
  );
}

function Section({
  title,
  enrollments,
  forChild = false,
  idPrefix = 'progress',
}: {
  title: string;
  enrollments: readonly StudentEnrollment[];
  forChild?: boolean;
  idPrefix?: string;
}) {
  if (!enrollments.length) return null;
  const id = `${idPrefix}-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as={forChild ? 'h3' : 'h2'} id={id} size={forChild ? 'md' : 'lg'}>
        {`${title} (${enrollments.length})`}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" p="0" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {enrollments.map((enrollment) => (
          <li key={enrollment.id}>
            <CourseProgressCard enrollment={enrollment} forChild={forChild} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Sections({
  enrollments,
  forChild,
  idPrefix,
}: {
  enrollments: readonly StudentEnrollment[];
  forChild?: boolean;
  idPrefix?: string;
}) {
  return (
    <>
      <Section
        title="In progress"
        enrollments={enrollments.filter((row) => isCourseInProgress(row.progress))}
        forChild={forChild}
        idPrefix={idPrefix}
      />
      <Section
        title="Not started"
        enrollments={enrollments.filter((row) => row.progress <= 0)}
        forChild={forChild}
        idPrefix={idPrefix}
      />
      <Section
        title="Completed"
        enrollments={enrollments.filter((row) => row.progress >= 100)}
        forChild={forChild}
        idPrefix={idPrefix}
      />
    </>
  );
}

/** A parent's children, each with their courses (the enrollments the parent may see). */
function ByChild({ enrollments }: { enrollments: readonly StudentEnrollment[] }) {
  const children = [...new Map(enrollments.map((row) => [row.student.id, row.student])).values()];
  return (
    <>
      {children.map((child) => (
        <Stack as="section" key={child.id} aria-labelledby={`child-${child.id}`} gap="4">
          <Heading as="h2" id={`child-${child.id}`} size="lg">
            {displayName(child)}
          </Heading>
          <Sections
            enrollments={enrollments.filter((row) => row.student.id === child.id)}
            forChild
            idPrefix={`child-${child.id}`}
          />
        </Stack>
      ))}
    </>
  );
}

export function ProgressPage() {
  const { user } = useSession();
  const parent = user?.user_type === 'parent';
  const mine = useListMyStudentEnrollments(MY_COURSES_PARAMS, { query: { enabled: !parent } });
  const children = useListStudentEnrollments(MY_COURSES_PARAMS, { query: { enabled: parent } });
  const query = parent ? children : mine;
  const header = <LearningHeader title={parent ? 'My children’s progress' : 'My progress'} trail={[COURSES_CRUMB]} />;
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
          description={
            parent ? 'Your children’s courses show here once they enroll.' : 'Enroll in a course and your progress shows here.'
          }
          action={<Link href={links.courses()}>Browse the courses</Link>}
        />
      </Stack>
    );
  return (
    <Stack gap="6">
      {header}
      {parent ? <ByChild enrollments={all} /> : <Sections enrollments={all} />}
    </Stack>
  );
}
