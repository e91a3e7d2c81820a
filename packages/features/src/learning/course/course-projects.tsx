/**
 * The Projects section of a course's page: the course's published projects with due dates, difficulty
 * and, for a learner, where their own hand-in stands (not handed in, handed in, graded with the score).
 * Each project links to its page, where it is handed in. Staff add a project from here (New project).
 */
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Course, CourseProject, ProjectSubmission } from '@ujuzi/api';
import { useListCourseProjects, useListProjectSubmissions } from '@ujuzi/api/hooks';
import { formatDate, isStaff } from '@ujuzi/domain';
import { Badge, ButtonLink, Card, EmptyState, ErrorState, Link, SkeletonText } from '@ujuzi/ui';
import { errorMessage, links, useCourseAccess } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { DIFFICULTY_LABELS, SUBMISSION_STATUS, isPastDue } from './project-labels';

/** The latest hand-in of each project among the viewer's (a learner's own; a parent's children's). */
export function latestByProject(submissions: readonly ProjectSubmission[]): Map<number, ProjectSubmission> {
  const latest = new Map<number, ProjectSubmission>();
  for (const submission of submissions) {
    const known = latest.get(submission.project);
    if (!known || known.submitted_at < submission.submitted_at) latest.set(submission.project, submission);
  }
  return latest;
}

function HandInState({ project, submission }: { project: CourseProject; submission: ProjectSubmission | undefined }) {
  if (!submission) {
    return (
      <Badge tone={isPastDue(project.due_date) ? 'danger' : 'neutral'}>
        {isPastDue(project.due_date) ? 'Overdue' : 'Not handed in'}
      </Badge>
    );
  }
  const status = SUBMISSION_STATUS[submission.status];
  return (
    <HStack gap="2">
      <Badge tone={status.tone}>{status.label}</Badge>
      {submission.status === 'graded' && submission.grade !== null && submission.grade !== undefined ? (
        <Text textStyle="sm" fontWeight="semibold">{`${submission.grade} / ${project.max_score ?? 100}`}</Text>
      ) : null}
    </HStack>
  );
}

export function CourseProjects({ course }: { course: Course }) {
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const { enrolled } = useCourseAccess(course);
  const projects = useListCourseProjects({ course: course.id, ordering: 'title', page_size: 20 });
  const submissions = useListProjectSubmissions(
    { course: course.id, page_size: 100 },
    { query: { enabled: !staff && (enrolled || user?.user_type === 'parent') } },
  );
  if (projects.isPending) return <SkeletonText lines={4} label="Loading the projects…" />;
  if (projects.isError) {
    return (
      <ErrorState
        headingLevel="h2"
        title="Could not load the projects"
        message={errorMessage(projects.error)}
        onRetry={() => void projects.refetch()}
      />
    );
  }
  const rows = (projects.data?.results ?? []).filter((project) => project.is_published || staff);
  if (rows.length === 0) {
    return staff ? (
      <EmptyState
        headingLevel="h2"
        title="No projects in this course yet"
        description="Add a project for the learners to build and hand in; it can be graded with a rubric."
        action={<ButtonLink href={links.newProject(course.slug)}>New project</ButtonLink>}
      />
    ) : (
      <EmptyState
        headingLevel="h2"
        title="No projects in this course yet"
        description="When the instructor publishes a project it appears here with its due date. Meanwhile, the lessons are the way on."
        action={<Link href={links.lessons(course.slug)}>Go to the lessons</Link>}
      />
    );
  }
  const mine = latestByProject(submissions.data?.results ?? []);
  return (
    <Stack gap="3">
      {staff ? (
        <HStack justify="flex-end">
          <ButtonLink href={links.newProject(course.slug)}>New project</ButtonLink>
        </HStack>
      ) : null}
      <ProjectList course={course} rows={rows} staff={staff} showState={enrolled || user?.user_type === 'parent'} mine={mine} />
    </Stack>
  );
}

function ProjectList({
  course,
  rows,
  staff,
  showState,
  mine,
}: {
  course: Course;
  rows: CourseProject[];
  staff: boolean;
  showState: boolean;
  mine: Map<number, ProjectSubmission>;
}) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={`Projects of ${course.title}`}>
      {rows.map((project) => (
        <li key={project.id}>
          <Card as="div">
            <Stack gap="2">
              <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
                <Heading as="h2" size="md">
                  <Link href={links.course(course.slug, { section: 'projects', project: project.id })} variant="plain">
                    {project.title}
                  </Link>
                </Heading>
                {staff ? (
                  <Text textStyle="sm" color="fg.muted">{`${project.submissions_count ?? 0} hand-ins`}</Text>
                ) : showState ? (
                  <HandInState project={project} submission={mine.get(project.id)} />
                ) : null}
              </HStack>
              {project.description ? (
                <Text textStyle="sm" color="fg.muted" lineClamp="2">
                  {project.description}
                </Text>
              ) : null}
              <HStack gap="3" wrap="wrap" textStyle="sm" color="fg.muted">
                <Badge>{DIFFICULTY_LABELS[project.difficulty]}</Badge>
                <span>{project.due_date ? `Due ${formatDate(project.due_date)}` : 'No due date'}</span>
                {project.estimated_hours ? <span>{`About ${project.estimated_hours} hours`}</span> : null}
                {project.is_group_project ? <span>Group project</span> : null}
                {staff && !project.is_published ? <Badge tone="warning">Draft</Badge> : null}
              </HStack>
            </Stack>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
