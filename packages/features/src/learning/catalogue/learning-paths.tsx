/**
 * Learning paths (the contract's learning-centre paths: enroll, progress, pause, resume). The route table
 * gives them no route, so they live in the catalogue: /dashboard/courses?section=paths lists them and
 * /dashboard/courses?path=:id is one path — its courses in study order, and for a learner on it the
 * progress across them, the next course (and moving on from it), and Pause or Resume.
 */
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { LearningCenterPath, LearningCenterPathStatus, StudentLearningCenterPath } from '@ujuzi/api';
import {
  getGetLearningCenterPathProgressQueryKey,
  getGetLearningCenterPathQueryKey,
  getListLearningCenterPathsQueryKey,
  getListStudentLearningCenterPathsQueryKey,
  useEnrollInLearningCenterPath,
  useGetLearningCenterPath,
  useGetLearningCenterPathProgress,
  useListLearningCenterPaths,
  useListStudentLearningCenterPaths,
  usePauseStudentLearningCenterPath,
  useDeleteStudentLearningCenterPath,
  useResumeStudentLearningCenterPath,
} from '@ujuzi/api/hooks';
import { canOpen } from '@ujuzi/domain';
import { Badge, Card, Link, ProgressBar, type BadgeTone } from '@ujuzi/ui';
import { ActionButton, DetailPage, QueryState, links, useEntityAction, type DetailQuery } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { COURSES_CRUMB, LearningHeader } from '../shared';
import { catalogueSections } from './catalogue-sections';
import { LEVEL_LABELS } from './course-labels';
import { PathStep } from './path-step';

export const PATH_STATUS: Record<LearningCenterPathStatus, { label: string; tone: BadgeTone }> = {
  not_started: { label: 'Not started', tone: 'neutral' },
  in_progress: { label: 'In progress', tone: 'brand' },
  paused: { label: 'Paused', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
};

function useMemberships(enabled: boolean) {
  return useListStudentLearningCenterPaths({ page_size: 100 }, { query: { enabled } });
}

export function LearningPathsView() {
  const { user } = useSession();
  const learner = user?.user_type === 'student';
  const paths = useListLearningCenterPaths({ page_size: 50 });
  const memberships = useMemberships(learner);
  const mine = new Map((memberships.data?.results ?? []).map((row) => [row.learning_path, row]));
  return (
    <Stack gap="5">
      <LearningHeader
        title="Learning paths"
        trail={[COURSES_CRUMB]}
        description="Courses in a planned order towards one goal."
        sections={catalogueSections('paths')}
        actions={
          canOpen(links.learningPathsAdmin(), user) ? <Link href={links.learningPathsAdmin()}>Manage learning paths</Link> : null
        }
      />
      <QueryState
        query={paths}
        noun="the learning paths"
        loadingLines={6}
        empty={{
          title: 'No learning paths yet',
          description: 'The school has not published a learning path. Every course stands on its own meanwhile.',
          action: <Link href={links.courses()}>Browse the courses</Link>,
        }}
      >
        {(data) => (
          <Stack as="ul" listStyleType="none" gap="3" aria-label="Learning paths">
            {data.results.map((path) => (
              <li key={path.id}>
                <PathCard path={path} membership={mine.get(path.id)} />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function PathCard({ path, membership }: { path: LearningCenterPath; membership: StudentLearningCenterPath | undefined }) {
  return (
    <Card as="div">
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            <Link href={links.courses({ path: path.id })} variant="plain">
              {path.title}
            </Link>
          </Heading>
          {membership ? <Badge tone={PATH_STATUS[membership.status].tone}>{PATH_STATUS[membership.status].label}</Badge> : null}
        </HStack>
        {path.description ? (
          <Text textStyle="sm" color="fg.muted">
            {path.description}
          </Text>
        ) : null}
        <HStack gap="3" wrap="wrap" textStyle="sm" color="fg.muted">
          <Badge>{LEVEL_LABELS[path.difficulty] ?? path.difficulty}</Badge>
          <span>{`${path.courses_count} courses`}</span>
          {path.estimated_hours ? <span>{`About ${path.estimated_hours} hours`}</span> : null}
        </HStack>
        {membership ? (
          <ProgressBar
            label={`Progress on ${path.title}`}
            value={membership.progress_percentage}
            max={100}
            valueText={`${Math.round(membership.progress_percentage)}%`}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

const NOT_FOUND = Object.assign(new Error('Not found.'), { status: 404 });

export function LearningPathView({ pathParam }: { pathParam: string }) {
  const id = /^\d+$/.test(pathParam) ? Number(pathParam) : null;
  const path = useGetLearningCenterPath(id ?? 0, { query: { enabled: id !== null } });
  const query: DetailQuery<LearningCenterPath> =
    id === null ? { isPending: false, isError: true, error: NOT_FOUND, refetch: () => undefined } : path;
  return (
    <DetailPage
      query={query}
      noun="learning path"
      notFoundAction={<Link href={links.courses({ section: 'paths' })}>Back to the learning paths</Link>}
      header={(data) => (
        <LearningHeader
          title={data?.title ?? 'Learning path'}
          trail={[COURSES_CRUMB, { label: 'Learning paths', href: links.courses({ section: 'paths' }) }]}
          description={data ? `${LEVEL_LABELS[data.difficulty] ?? data.difficulty} · ${data.courses_count} courses` : undefined}
          actions={data ? <PathActions path={data} /> : undefined}
        />
      )}
      summary={(data) => <PathSummary path={data} />}
    />
  );
}

function PathActions({ path }: { path: LearningCenterPath }) {
  const { user } = useSession();
  const learner = user?.user_type === 'student';
  const memberships = useMemberships(learner);
  const membership = memberships.data?.results.find((row) => row.learning_path === path.id);
  const enroll = useEnrollInLearningCenterPath();
  const pause = usePauseStudentLearningCenterPath();
  const resume = useResumeStudentLearningCenterPath();
  const leaveCall = useDeleteStudentLearningCenterPath();
  const refresh = [
    getListStudentLearningCenterPathsQueryKey(),
    getGetLearningCenterPathProgressQueryKey(path.id),
    getListLearningCenterPathsQueryKey(),
  ];
  const join = useEntityAction<LearningCenterPath>({
    queryKey: getGetLearningCenterPathQueryKey(path.id),
    call: () => enroll.mutateAsync({ id: path.id }),
    success: `You are on ${path.title}`,
    failure: 'Could not enroll you on this learning path',
    invalidate: refresh,
  });
  const toggle = useEntityAction<LearningCenterPath, 'pause' | 'resume'>({
    queryKey: getGetLearningCenterPathQueryKey(path.id),
    call: (action) =>
      action === 'pause' ? pause.mutateAsync({ id: membership?.id ?? 0 }) : resume.mutateAsync({ id: membership?.id ?? 0 }),
    success: (action) => (action === 'pause' ? 'Learning path paused' : 'Learning path resumed'),
    failure: 'Could not change the learning path',
    invalidate: refresh,
  });
  const leave = useEntityAction<LearningCenterPath>({
    queryKey: getGetLearningCenterPathQueryKey(path.id),
    call: () => leaveCall.mutateAsync({ id: membership?.id ?? 0 }),
    success: `You left ${path.title}`,
    failure: 'Could not take you off this learning path',
    invalidate: refresh,
  });
  if (!learner || memberships.isPending) return null;
  if (!membership)
    return <ActionButton label="Start this path" variant="solid" onRun={() => join.run()} pending={join.pending} />;
  const leaveButton = (
    <ActionButton
      label="Leave this path"
      confirm={{
        title: `Leave ${path.title}?`,
        message: 'Your courses and their progress stay; the path’s own progress is removed.',
      }}
      onRun={() => leave.run()}
      pending={leave.pending}
    />
  );
  if (membership.status === 'in_progress')
    return (
      <HStack gap="2" wrap="wrap">
        <ActionButton
          label="Pause"
          confirm={{ title: `Pause ${path.title}?`, message: 'Your courses stay open; the path waits until you resume it.' }}
          onRun={() => toggle.run('pause')}
          pending={toggle.pending}
        />
        {leaveButton}
      </HStack>
    );
  if (membership.status === 'paused')
    return (
      <HStack gap="2" wrap="wrap">
        <ActionButton label="Resume" variant="solid" onRun={() => toggle.run('resume')} pending={toggle.pending} />
        {leaveButton}
      </HStack>
    );
  return leaveButton;
}

function PathSummary({ path }: { path: LearningCenterPath }) {
  const { user } = useSession();
  const learner = user?.user_type === 'student';
  const memberships = useMemberships(learner);
  const membership = memberships.data?.results.find((row) => row.learning_path === path.id);
  const progress = useGetLearningCenterPathProgress(path.id, { query: { enabled: !!membership } });
  const perCourse = new Map((progress.data?.courses ?? []).map((row) => [row.course.id, row]));
  return (
    <Stack gap="5">
      {path.description ? <Text>{path.description}</Text> : null}
      {membership ? (
        <Card title="Your progress" headingLevel={2}>
          <QueryState query={progress} noun="your progress" size="sm" headingLevel="h3" loadingLines={3}>
            {(data) => (
              <Stack gap="3">
                <HStack gap="3" wrap="wrap">
                  <Badge tone={PATH_STATUS[data.status].tone}>{PATH_STATUS[data.status].label}</Badge>
                  <Text textStyle="sm">{`${data.courses_completed} of ${data.courses_total} courses completed`}</Text>
                </HStack>
                <ProgressBar
                  label={`Progress on ${path.title}`}
                  value={data.progress_percentage}
                  max={100}
                  valueText={`${Math.round(data.progress_percentage)}%`}
                />
                {data.current_course ? (
                  <Text>
                    {'Next course: '}
                    <Link href={links.course(data.current_course.slug)}>{data.current_course.title}</Link>
                  </Text>
                ) : null}
                <PathStep path={path} membership={membership} progress={data} />
              </Stack>
            )}
          </QueryState>
        </Card>
      ) : null}
      <Stack as="section" aria-labelledby="path-courses" gap="3">
        <Heading as="h2" id="path-courses" size="md">
          Courses in order
        </Heading>
        <Stack as="ol" gap="2" ps="5">
          {path.courses.map((course) => {
            const standing = perCourse.get(course.id);
            return (
              <li key={course.id}>
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <Link href={links.course(course.slug)}>{course.title}</Link>
                  {standing ? (
                    <Text textStyle="sm" color="fg.muted">
                      {standing.is_completed ? 'Completed' : `${Math.round(standing.progress_percentage)}%`}
                    </Text>
                  ) : null}
                </HStack>
              </li>
            );
          })}
        </Stack>
      </Stack>
    </Stack>
  );
}
