/**
 * /dashboard/courses/progress/:courseSlug — the learner's progress in one course: course, module and lesson
 * completion (detailed_progress), projects with their grades, the best score of each assessment, and the time studied per week as a chart
 * (its data also as a table) from the lesson completions. The learner marks a module's remaining lessons done at once.
 */
import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { LessonCompletion, StudentEnrollmentDetailedProgress } from '@ujuzi/api';
import {
  useGetStudentEnrollmentDetailedProgress,
  useListAssessmentAttempts,
  useListCodingAssessments,
  useListLessonCompletions,
  useListModuleCompletions,
  useListMyStudentEnrollments,
  useListStudentEnrollments,
} from '@ujuzi/api/hooks';
import { displayName, formatDate, formatStudyTime } from '@ujuzi/domain';
import { Badge, BarChart, Card, EmptyState, ErrorState, Link, ProgressBar, SkeletonText, StatCard } from '@ujuzi/ui';
import { errorMessage, useRouteParams, SLUG_PARAM, links, useSearchParams } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { COURSES_CRUMB, LearningHeader, MY_COURSES_PARAMS } from '../shared';
import { FinishModule } from './finish-module';

const PROGRESS_CRUMB = { label: 'My progress', href: links.progress() };

/** Monday of the week a date falls in (UTC), as YYYY-MM-DD. */
function weekOf(iso: string): string {
  const date = new Date(iso);
  const day = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - day);
  return date.toISOString().slice(0, 10);
}

/** Minutes studied per week (the weeks with completions, oldest first). */
export function minutesPerWeek(completions: readonly Pick<LessonCompletion, 'completed_at' | 'time_spent_seconds'>[]) {
  const weeks = new Map<string, number>();
  for (const row of completions) {
    const week = weekOf(row.completed_at);
    weeks.set(week, (weeks.get(week) ?? 0) + row.time_spent_seconds);
  }
  const ordered = [...weeks.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    categories: ordered.map(([week]) => `Week of ${formatDate(week)}`),
    minutes: ordered.map(([, seconds]) => Math.round(seconds / 60)),
  };
}

function StudyTime({ courseId }: { courseId: number }) {
  const completions = useListLessonCompletions({ course: courseId, page_size: 500 });
  if (completions.isPending) return <SkeletonText lines={4} label="Loading your study time…" />;
  if (completions.isError)
    return (
      <ErrorState
        size="sm"
        headingLevel="h3"
        title="Could not load your study time"
        message={errorMessage(completions.error)}
        onRetry={() => void completions.refetch()}
      />
    );
  const rows = completions.data.results.filter((row) => row.course === courseId);
  if (!rows.length) return <Text color="fg.muted">Complete a lesson and your study time shows here, week by week.</Text>;
  const { categories, minutes } = minutesPerWeek(rows);
  return (
    <BarChart
      title="Time studied per week"
      categories={categories}
      categoryLabel="Week"
      series={[{ id: 'minutes', label: 'Minutes', values: minutes }]}
      formatValue={(value) => `${value} min`}
    />
  );
}

/** The course's assessments with the learner's best score in each (from their attempts). */
function AssessmentScores({ courseId, studentId }: { courseId: number; studentId: number | undefined }) {
  const assessments = useListCodingAssessments({ course: courseId, page_size: 100 });
  const attempts = useListAssessmentAttempts({ student: studentId, page_size: 100 }, { query: { enabled: !!studentId } });
  if (assessments.isPending || attempts.isPending) return <SkeletonText lines={3} label="Loading your assessment scores…" />;
  if (assessments.isError || attempts.isError)
    return (
      <ErrorState
        size="sm"
        headingLevel="h3"
        title="Could not load your assessment scores"
        message={errorMessage(assessments.error ?? attempts.error)}
        onRetry={() => void (assessments.isError ? assessments.refetch() : attempts.refetch())}
      />
    );
  const rows = assessments.data.results.filter((assessment) => assessment.course === courseId);
  if (!rows.length) return <Text color="fg.muted">This course has no assessments.</Text>;
  return (
    <chakra.ul listStyleType="none" p="0">
      {rows.map((assessment) => {
        const mine = attempts.data.results.filter(
          (attempt) => attempt.assessment === assessment.id && attempt.percentage != null,
        );
        const best = mine.reduce<(typeof mine)[number] | undefined>(
          (top, attempt) => (top && (top.percentage ?? 0) >= (attempt.percentage ?? 0) ? top : attempt),
          undefined,
        );
        return (
          <HStack as="li" key={assessment.id} justify="space-between" gap="2" py="1" wrap="wrap">
            <Link href={links.assessment(assessment.id)}>{assessment.title}</Link>
            <HStack gap="2">
              <Text textStyle="sm" color="fg.muted">
                {best ? `Best ${Math.round(best.percentage ?? 0)}%` : 'Not taken'}
              </Text>
              {best?.is_passed === true ? <Badge tone="success">Passed</Badge> : null}
              {best?.is_passed === false ? <Badge tone="warning">Not passed</Badge> : null}
            </HStack>
          </HStack>
        );
      })}
    </chakra.ul>
  );
}

function Details({
  progress,
  slug,
  studentId,
  own,
}: {
  progress: StudentEnrollmentDetailedProgress;
  slug: string;
  studentId: number | undefined;
  /** The learner's own progress (not a parent's view): they may mark a module done. */
  own: boolean;
}) {
  const lessonsHref = links.lessons(slug);
  // When each module was completed (module-completions): the detailed progress says only whether.
  const completions = useListModuleCompletions({ course: progress.course.id, student: studentId, page_size: 100 });
  const completedOn = new Map((completions.data?.results ?? []).map((row) => [row.module, row.completed_at]));
  return (
    <Stack gap="6">
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
        <StatCard label="Course progress" value={`${Math.round(progress.progress)}%`} />
        <StatCard label="Lessons done" value={`${progress.completed_lessons} of ${progress.total_lessons}`} href={lessonsHref} />
        <StatCard label="Modules done" value={`${progress.completed_modules} of ${progress.total_modules}`} />
        <StatCard label="Time spent" value={formatStudyTime(progress.time_spent_seconds)} />
      </Box>
      <Card>
        <ProgressBar
          label="Course progress"
          value={progress.progress}
          max={100}
          valueText={`${Math.round(progress.progress)}%`}
        />
      </Card>
      <Stack as="section" aria-labelledby="modules" gap="3">
        <Heading as="h2" id="modules" size="lg">
          Modules
        </Heading>
        {progress.modules.map((module) => (
          <Card key={module.module_id}>
            <Stack gap="2">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Heading as="h3" size="md">
                  {module.title}
                </Heading>
                {module.is_completed ? (
                  <Badge tone="success">
                    {completedOn.has(module.module_id)
                      ? `Module completed ${formatDate(completedOn.get(module.module_id) ?? '')}`
                      : 'Module completed'}
                  </Badge>
                ) : own ? (
                  <FinishModule module={module} />
                ) : null}
              </HStack>
              <ProgressBar
                label={`Progress in ${module.title}`}
                hideLabel
                value={module.progress}
                max={100}
                valueText={`${module.completed_lessons} of ${module.total_lessons} lessons`}
                size="sm"
              />
              <chakra.ul listStyleType="none" p="0" textStyle="sm">
                {module.lessons.map((lesson) => (
                  <HStack as="li" key={lesson.lesson_id} justify="space-between" gap="2" py="1">
                    <Link href={lessonsHref} variant={lesson.is_completed ? 'muted' : 'plain'}>
                      {lesson.title}
                    </Link>
                    <Text color="fg.muted" flexShrink={0}>
                      {lesson.is_completed
                        ? `Done${lesson.time_spent_seconds ? ` · ${formatStudyTime(lesson.time_spent_seconds)}` : ''}`
                        : 'Not done'}
                    </Text>
                  </HStack>
                ))}
              </chakra.ul>
            </Stack>
          </Card>
        ))}
      </Stack>
      {progress.projects?.length ? (
        <Stack as="section" aria-labelledby="projects" gap="2">
          <Heading as="h2" id="projects" size="lg">
            Projects
          </Heading>
          <chakra.ul listStyleType="none" p="0">
            {progress.projects.map((project) => (
              <HStack as="li" key={project.project_id} justify="space-between" gap="2" py="1" wrap="wrap">
                <Link href={links.course(slug, { section: 'projects', project: project.project_id })}>{project.title}</Link>
                <Text color="fg.muted" textStyle="sm">
                  {project.grade != null ? `Grade ${project.grade}` : project.submitted ? 'Submitted' : 'Not submitted'}
                </Text>
              </HStack>
            ))}
          </chakra.ul>
        </Stack>
      ) : null}
      <Stack as="section" aria-labelledby="assessment-scores" gap="2">
        <Heading as="h2" id="assessment-scores" size="lg">
          Assessment scores
        </Heading>
        <AssessmentScores courseId={progress.course.id} studentId={studentId} />
      </Stack>
      <Stack as="section" aria-labelledby="study-time" gap="2">
        <Heading as="h2" id="study-time" size="lg">
          Study time
        </Heading>
        <StudyTime courseId={progress.course.id} />
      </Stack>
    </Stack>
  );
}

export function CourseProgressPage() {
  const { courseSlug } = useRouteParams({ courseSlug: SLUG_PARAM });
  const [search] = useSearchParams();
  const { user } = useSession();
  // A parent looks at one child's enrollment (?student=<id>); a learner at their own.
  const parent = user?.user_type === 'parent';
  const childId = Number(search.get('student')) || undefined;
  const mine = useListMyStudentEnrollments(MY_COURSES_PARAMS, { query: { enabled: !parent } });
  const childrens = useListStudentEnrollments(MY_COURSES_PARAMS, { query: { enabled: parent } });
  const enrollments = parent ? childrens : mine;
  // §5: only an enrollment that names this course counts.
  const enrollment = enrollments.data?.results.find(
    (row) => row.course.slug === courseSlug && (!parent || row.student.id === childId),
  );
  const detail = useGetStudentEnrollmentDetailedProgress(enrollment?.id ?? 0, { query: { enabled: !!enrollment } });
  const title = enrollment
    ? parent
      ? `${displayName(enrollment.student)} in ${enrollment.course.title}`
      : `Progress in ${enrollment.course.title}`
    : 'Course progress';
  const trail = [COURSES_CRUMB, PROGRESS_CRUMB];
  const header = (
    <LearningHeader
      title={title}
      trail={trail}
      actions={enrollment ? <Link href={links.course(enrollment.course.slug)}>{enrollment.course.title}</Link> : undefined}
    />
  );
  const error = enrollments.error ?? detail.error;
  if (enrollments.isError || detail.isError)
    return (
      <Stack gap="5">
        {header}
        <ErrorState
          headingLevel="h2"
          title="Could not load your progress"
          message={errorMessage(error)}
          onRetry={() => void (enrollments.isError ? enrollments.refetch() : detail.refetch())}
        />
      </Stack>
    );
  if (enrollments.isPending || (enrollment && detail.isPending))
    return (
      <Stack gap="5" aria-busy="true">
        {header}
        <SkeletonText lines={8} label="Loading your progress…" />
      </Stack>
    );
  if (!enrollment || !detail.data)
    return (
      <Stack gap="5">
        {header}
        <EmptyState
          headingLevel="h2"
          title={parent ? 'No child of yours is enrolled in this course' : 'You are not enrolled in this course'}
          description="Progress shows for the courses you are enrolled in."
          action={<Link href={links.course(courseSlug)}>See the course</Link>}
        />
      </Stack>
    );
  return (
    <Stack gap="5">
      {header}
      <Details progress={detail.data} slug={enrollment.course.slug} studentId={enrollment.student.id} own={!parent} />
    </Stack>
  );
}
