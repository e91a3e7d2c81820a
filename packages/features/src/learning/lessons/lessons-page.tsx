/**
 * /dashboard/courses/:courseSlug/lessons — the course's lessons grouped by module and topic in study order
 * (service spec §7: module, topic, order; one page of 100), each done, current, open or locked, with the
 * course's progress and Continue at the first unfinished lesson. Without access the outline stays visible
 * with the one next step into the enrollment flow (§4). A learner can keep the course for offline (its size first).
 */
import { Stack, Text } from '@chakra-ui/react';
import { isStaff, percentage } from '@ujuzi/domain';
import { ButtonLink, Card, EmptyState, ErrorState, Link, ProgressBar, SkeletonText } from '@ujuzi/ui';
import { errorMessage, useRouteParams, SLUG_PARAM, links, LockedNotice, useCourseAccess, useCourseBySlug } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { COURSES_CRUMB, CourseOutlineList, LearningHeader, useCourseOutline } from '../shared';
import { KeepOffline } from './keep-offline';

export function LessonsPage() {
  const { courseSlug } = useRouteParams({ courseSlug: SLUG_PARAM });
  const { user } = useSession();
  const course = useCourseBySlug(courseSlug);
  const { access } = useCourseAccess(course.data);
  const outline = useCourseOutline(course.data, access);
  const courseCrumb = course.data ? [{ label: course.data.title, href: links.course(course.data.slug) }] : [];
  const header = (
    <LearningHeader
      title={course.data ? `Lessons of ${course.data.title}` : 'Lessons'}
      trail={[COURSES_CRUMB, ...courseCrumb]}
      actions={
        course.data && access?.kind === 'open' && outline.outline?.resume ? (
          <ButtonLink href={links.lesson(course.data.slug, outline.outline.resume.slug)}>
            {outline.outline.done === 0 ? 'Start the course' : 'Continue'}
          </ButtonLink>
        ) : undefined
      }
    />
  );

  if (course.isError || outline.isError) {
    const error = course.error ?? outline.error;
    const notFound = typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
    return (
      <Stack gap="5">
        {header}
        {notFound ? (
          <EmptyState
            headingLevel="h2"
            title="This course does not exist"
            description="It may have been removed. The catalogue shows every course there is."
            action={<Link href={links.courses()}>Back to the courses</Link>}
          />
        ) : (
          <ErrorState
            headingLevel="h2"
            title="Could not load the lessons"
            message={errorMessage(error)}
            onRetry={() => (course.isError ? void course.refetch() : outline.refetch())}
          />
        )}
      </Stack>
    );
  }
  if (!course.data || !access || outline.isPending || !outline.outline) {
    return (
      <Stack gap="5" aria-busy="true">
        {header}
        <SkeletonText lines={8} label="Loading the lessons…" />
      </Stack>
    );
  }
  const { outline: lessons } = outline;
  return (
    <Stack gap="5">
      {header}
      {!isStaff(user?.user_type) && access.kind === 'open' ? (
        <Card>
          <Stack gap="3">
            <ProgressBar
              label="Course progress"
              value={percentage(lessons.done, lessons.total)}
              max={100}
              valueText={`${lessons.done} of ${lessons.total} lessons · ${Math.round(percentage(lessons.done, lessons.total))}%`}
            />
            {lessons.total > 0 ? <KeepOffline course={course.data} outline={lessons} /> : null}
          </Stack>
        </Card>
      ) : null}
      {access.kind === 'locked' ? <LockedNotice course={course.data} step={access.step} /> : null}
      {lessons.total === 0 ? (
        <EmptyState
          headingLevel="h2"
          title="No lessons yet"
          description="The course’s lessons appear here once its teachers publish them."
          action={<Link href={links.course(course.data.slug)}>Back to the course</Link>}
        />
      ) : (
        <CourseOutlineList course={course.data} outline={lessons} />
      )}
      <Text textStyle="sm" color="fg.muted">
        <Link href={links.courseProgress(course.data.slug)} variant="muted">
          Your progress in this course
        </Link>
      </Text>
    </Stack>
  );
}
