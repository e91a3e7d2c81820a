/**
 * /dashboard/courses/:slug/live (the course's staff): who is studying in the course now — the live figures
 * (courses/live_stats) and the learners active in the last 5 minutes (courses/active_users), refreshed while
 * the page is visible and paused while it is hidden (see live-polling.ts). A teacher sees their own courses.
 */
import { HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Course, CourseActiveUsers, CourseLiveStats } from '@ujuzi/api';
import { useGetCourseLiveStats, useListCourseActiveUsers, useListCourseLessons } from '@ujuzi/api/hooks';
import { COURSE_ACTIVITY_LABELS, displayName, formatDateTime } from '@ujuzi/domain';
import { Avatar, ButtonLink, Card, Link, RelativeTime, StatCard } from '@ujuzi/ui';
import { DetailPage, QueryState, SLUG_PARAMS, links, useCourseBySlug, useRouteParams } from '../../infra/kit';
import { CourseHeader } from '../shared/course-header';
import { LIVE_REFRESH_MS, liveQueryOptions } from './live-polling';

const refreshNote = `Refreshed every ${LIVE_REFRESH_MS / 1000} seconds while this page is open.`;

function StaleNote({ failed, updatedAt }: { failed: boolean; updatedAt: number }) {
  return (
    <Text fontSize="sm" color={failed ? 'fg.error' : 'fg.muted'} aria-live="polite">
      {failed
        ? `Could not refresh the live figures; showing those of ${formatDateTime(updatedAt)}. Trying again shortly.`
        : `As of ${formatDateTime(updatedAt)}. ${refreshNote}`}
    </Text>
  );
}

function LiveFigures({ course }: { course: Course }) {
  const query = useGetCourseLiveStats(course.id, { query: liveQueryOptions<CourseLiveStats, unknown>() });
  return (
    <Stack as="section" aria-labelledby="live-figures" gap="3">
      <Heading id="live-figures" as="h2" size="md">
        Right now
      </Heading>
      <QueryState query={query} noun="the live figures">
        {(stats) => (
          <Stack gap="2">
            <SimpleGrid as="ul" listStyleType="none" p="0" columns={{ base: 2, md: 3, xl: 6 }} gap="3" aria-label="Live figures">
              <li>
                <StatCard label="Active learners" value={String(stats.active_users)} help="In the last 5 minutes" />
              </li>
              <li>
                <StatCard label="Watching a video" value={String(stats.watching_video ?? 0)} />
              </li>
              <li>
                <StatCard label="Coding" value={String(stats.coding ?? 0)} />
              </li>
              <li>
                <StatCard label="Study sessions open" value={String(stats.active_study_sessions ?? 0)} />
              </li>
              <li>
                <StatCard label="Lessons completed today" value={String(stats.lessons_completed_today ?? 0)} />
              </li>
              <li>
                <StatCard label="Enrolments today" value={String(stats.enrollments_today ?? 0)} />
              </li>
            </SimpleGrid>
            <StaleNote failed={query.isError} updatedAt={query.dataUpdatedAt} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function ActiveLearners({ course }: { course: Course }) {
  const query = useListCourseActiveUsers(course.id, { query: liveQueryOptions<CourseActiveUsers, unknown>() });
  // The lessons' slugs, to link each learner's lesson (read once: the course's outline does not change here).
  const lessons = useListCourseLessons(course.id, { page_size: 200 });
  const slugOf = new Map((lessons.data?.results ?? []).map((lesson) => [lesson.id, lesson.slug]));
  return (
    <Stack as="section" aria-labelledby="active-learners" gap="3">
      <Heading id="active-learners" as="h2" size="md">
        Active learners
      </Heading>
      <QueryState
        query={query}
        noun="the active learners"
        isEmpty={(data) => data.users.length === 0}
        empty={{
          title: 'Nobody is studying the course right now',
          description: `A learner shows here while a lesson of the course is open on their screen. ${refreshNote}`,
          action: (
            <ButtonLink variant="outline" href={links.courseAnalytics(course.id)}>
              See the course’s learning analytics
            </ButtonLink>
          ),
        }}
      >
        {(data) => (
          <Stack as="ul" listStyleType="none" p="0" gap="2" aria-label="Active learners">
            {data.users.map((row) => {
              const name = displayName(row.user);
              const person = links.person(row.user);
              const lessonSlug = row.lesson_id ? slugOf.get(row.lesson_id) : undefined;
              return (
                <li key={row.user.id}>
                  <Card as="div" size="sm">
                    <HStack gap="3" align="start">
                      <Avatar name={name} src={row.user.profile_picture} size="sm" decorative />
                      <Stack gap="0.5" minW="0">
                        {person ? <Link href={person}>{name}</Link> : <Text fontWeight="medium">{name}</Text>}
                        <Text fontSize="sm">
                          {COURSE_ACTIVITY_LABELS[row.activity_type]}
                          {row.lesson_title ? ' — ' : ''}
                          {row.lesson_title && lessonSlug ? (
                            <Link href={links.lesson(course.slug, lessonSlug)}>{row.lesson_title}</Link>
                          ) : (
                            row.lesson_title
                          )}
                        </Text>
                        <Text fontSize="sm" color="fg.muted">
                          Last seen <RelativeTime value={row.last_activity_at} />
                        </Text>
                      </Stack>
                    </HStack>
                  </Card>
                </li>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export function CourseLivePage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const query = useCourseBySlug(slug);
  return (
    <DetailPage
      query={query}
      noun="course"
      notFoundAction={<Link href={links.courses()}>Back to the courses</Link>}
      header={(course) => (
        <CourseHeader
          title="Live activity"
          trail={course ? [{ label: course.title, href: links.course(course.slug) }] : []}
          description={course ? `Who is studying ${course.title} now.` : undefined}
        />
      )}
      summary={(course) => (
        <Stack gap="6">
          <LiveFigures course={course} />
          <ActiveLearners course={course} />
        </Stack>
      )}
    />
  );
}
