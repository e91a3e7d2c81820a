/**
 * /dashboard/courses/:courseSlug/lessons/:lessonSlug — one lesson: its markdown rendered sanitised, the
 * starter code and code snippets with a copy button ('Code copied to clipboard!') and "Try it" in the
 * playground (the code travels in router state `{ code }`), attachments with sizes (Bytes…TB, base 1024),
 * previous/next, and Mark complete with the seconds the lesson was open and visible (60 when unknown,
 * service spec §9). A completion refreshes the lesson, module and course progress at once. A locked lesson
 * shows the course's one next step into the enrollment flow (§4). A study session runs while it is open.
 */
import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Course, Lesson, LessonCompletionResult } from '@ujuzi/api';
import { useListCourseRecommendedLessons } from '@ujuzi/api/hooks';
import { activityOfLesson, timeSpentSeconds, type CourseAccess } from '@ujuzi/domain';
import { Badge, Button, ButtonLink, Card, EmptyState, ErrorState, Link, SafeHtml, SkeletonText, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { errorMessage, useRouteParams, SLUG_PARAM, links, LockedNotice, useCourseAccess, useCourseBySlug } from '../../infra/kit';
import { makeWaitingWrite, waitingCompletionOf } from '../../infra/offline-writes';
import { useSession } from '../../infra/session/session-context';
import { FeedbackButton } from '../feedback';
import { COURSES_CRUMB, LearningHeader, refreshProgress, richTextHtml, useCourseOutline, type CourseOutline } from '../shared';
import { CodeAndFiles } from './lesson-code';
import { useCourseHeartbeat } from './use-course-heartbeat';
import { useStudySession } from './use-study-session';
import { useVisibleTime } from './use-visible-time';

/** The lesson body as HTML (the shared rule for the contract's HTML and authors' markdown). */
export const lessonHtml = richTextHtml;

function Recommended({ course }: { course: Course }) {
  const recommended = useListCourseRecommendedLessons(course.id, { limit: 3 });
  const rows = recommended.data ?? [];
  if (!rows.length) return null;
  return (
    <Stack as="section" aria-labelledby="recommended" gap="2">
      <Heading as="h2" id="recommended" size="md">
        Recommended next
      </Heading>
      <Stack as="ul" listStyleType="none" p="0" gap="1">
        {rows.map((row) => (
          <li key={row.id}>
            <Link href={links.lesson(course.slug, row.slug)}>{row.title}</Link>
            {row.module_title ? <Text as="span" textStyle="sm" color="fg.muted">{` · ${row.module_title}`}</Text> : null}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * Mark complete is a write that waits (issue 29): offline it is kept on the device and sent when the
 * network returns (infra/offline-writes); completion only moves forward, so a lesson already waiting
 * shows as such and is not queued twice.
 */
function CompleteButton({
  course,
  lesson,
  measured,
  onCompleted,
}: {
  course: Course;
  lesson: Lesson;
  measured: () => number;
  onCompleted: () => void;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'saving' | 'waiting' | 'done'>(() =>
    waitingCompletionOf(queryClient, lesson.id) ? 'waiting' : 'idle',
  );
  if (lesson.is_completed || state === 'done') {
    return <Badge tone="success">Completed</Badge>;
  }
  if (state === 'waiting') {
    return <Badge tone="warning">Completed · waiting to send</Badge>;
  }
  const complete = async () => {
    setState('saving');
    try {
      const outcome = await makeWaitingWrite<'lessonCompletion', LessonCompletionResult>(
        queryClient,
        'lessonCompletion',
        { lessonId: lesson.id, courseId: course.id, timeSpentSeconds: timeSpentSeconds(measured()) },
        `Lesson complete: ${lesson.title}`,
      );
      onCompleted();
      if (outcome.queued) {
        setState('waiting');
        toast.info('Kept on this device', 'The lesson is marked complete when you are back online.');
        return;
      }
      setState('done');
      const result = outcome.result;
      toast.success(
        result.course_completed ? 'Course completed!' : result.module_completed ? 'Module completed!' : 'Lesson completed',
        `Course progress: ${Math.round(result.course_progress)}%`,
      );
      await refreshProgress(queryClient, course.id);
    } catch (error) {
      setState('idle');
      toast.error('Could not mark the lesson complete', errorMessage(error));
    }
  };
  return (
    <Button loading={state === 'saving'} loadingText="Saving…" onClick={() => void complete()}>
      Mark complete
    </Button>
  );
}

function LessonBody({
  course,
  lesson,
  outline,
  access,
}: {
  course: Course;
  lesson: Lesson;
  outline: CourseOutline;
  access: CourseAccess;
}) {
  const { user } = useSession();
  const learner = user?.user_type === 'student';
  const open = access.kind === 'open' || lesson.is_free_preview;
  const measured = useVisibleTime(lesson.id);
  const session = useStudySession(course.id, lesson.id, learner && access.kind === 'open');
  useCourseHeartbeat(course.id, lesson.id, activityOfLesson(lesson.lesson_type), learner && access.kind === 'open');
  const [completedHere, setCompletedHere] = useState(false);
  const index = outline.ordered.findIndex((candidate) => candidate.id === lesson.id);
  const previous = index > 0 ? outline.ordered[index - 1] : undefined;
  const next = index >= 0 ? outline.ordered[index + 1] : undefined;
  const html = lessonHtml(lesson.content ?? '');
  return (
    <Stack gap="6">
      {!open && access.kind === 'locked' ? (
        <LockedNotice course={course} step={access.step} />
      ) : (
        <>
          {lesson.content ? (
            <Card>
              <SafeHtml html={html} as="article" />
            </Card>
          ) : (
            <Text color="fg.muted">{lesson.description}</Text>
          )}
          <CodeAndFiles lesson={lesson} />
          {learner && access.kind === 'open' ? (
            <HStack gap="3" wrap="wrap">
              <CompleteButton
                key={lesson.id}
                course={course}
                lesson={lesson}
                measured={measured}
                onCompleted={() => {
                  session.countCompletion();
                  setCompletedHere(true);
                }}
              />
            </HStack>
          ) : null}
          {completedHere ? <Recommended course={course} /> : null}
        </>
      )}
      <HStack as="nav" aria-label="Lessons" justify="space-between" gap="3" wrap="wrap">
        {previous ? (
          <ButtonLink variant="outline" href={links.lesson(course.slug, previous.slug)}>
            {`Previous: ${previous.title}`}
          </ButtonLink>
        ) : (
          <span />
        )}
        {next ? (
          <ButtonLink variant={completedHere ? 'solid' : 'outline'} href={links.lesson(course.slug, next.slug)}>
            {`Next: ${next.title}`}
          </ButtonLink>
        ) : (
          <ButtonLink variant="outline" href={links.courseProgress(course.slug)}>
            See your progress
          </ButtonLink>
        )}
      </HStack>
    </Stack>
  );
}

export function LessonPage() {
  const { courseSlug, lessonSlug } = useRouteParams({ courseSlug: SLUG_PARAM, lessonSlug: SLUG_PARAM });
  const course = useCourseBySlug(courseSlug);
  const { access } = useCourseAccess(course.data);
  const outline = useCourseOutline(course.data, access);
  const lesson = outline.outline?.ordered.find((candidate) => candidate.slug === lessonSlug);
  const trail = [
    COURSES_CRUMB,
    ...(course.data
      ? [
          { label: course.data.title, href: links.course(course.data.slug) },
          { label: 'Lessons', href: links.lessons(course.data.slug) },
        ]
      : []),
  ];
  const header = (
    <LearningHeader
      title={lesson?.title ?? 'Lesson'}
      trail={trail}
      actions={course.data ? <FeedbackButton courseId={course.data.id} /> : undefined}
      description={
        lesson
          ? [lesson.module_title, lesson.duration_minutes ? `${lesson.duration_minutes} min` : null].filter(Boolean).join(' · ')
          : undefined
      }
    />
  );
  if (course.isError || outline.isError) {
    const error = course.error ?? outline.error;
    return (
      <Stack gap="5">
        {header}
        <ErrorState
          headingLevel="h2"
          title="Could not load this lesson"
          message={errorMessage(error)}
          onRetry={() => (course.isError ? void course.refetch() : outline.refetch())}
        />
      </Stack>
    );
  }
  if (!course.data || !access || !outline.outline) {
    return (
      <Stack gap="5" aria-busy="true">
        {header}
        <SkeletonText lines={10} label="Loading the lesson…" />
      </Stack>
    );
  }
  if (!lesson) {
    return (
      <Stack gap="5">
        {header}
        <EmptyState
          headingLevel="h2"
          title="This lesson does not exist"
          description="It may have been moved or unpublished. The course’s lessons are all listed."
          action={<Link href={links.lessons(course.data.slug)}>{`Lessons of ${course.data.title}`}</Link>}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      {header}
      <LessonBody course={course.data} lesson={lesson} outline={outline.outline} access={access} />
    </Stack>
  );
}
