/**
 * A course project's page (/dashboard/courses/:slug?section=projects&project=:id — the route table has no
 * learner route for projects, so they live in their course's page): what to build, the requirements and
 * rubric, the due date and maximum score; for a learner with access their hand-in (status, link, file,
 * the grade, the points per rubric criterion and the feedback once graded) and the hand-in form, again
 * while the work is not graded. Parents see their children's hand-ins; staff edit the project.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Course, CourseProject, ProjectSubmission } from '@ujuzi/api';
import { useGetCourseProject, useListProjectSubmissions } from '@ujuzi/api/hooks';
import { canResubmitProject, displayName, formatDate, formatDateTime, isStaff } from '@ujuzi/domain';
import { Badge, Button, ButtonLink, Card, Link, SafeHtml, SkeletonText, useAssetUrl } from '@ujuzi/ui';
import { useState, type ReactNode } from 'react';
import { DetailPage, lazyPart, type DetailQuery, links, LockedNotice, useCourseAccess, useCourseBySlug } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { COURSES_CRUMB, LearningHeader, richTextHtml } from '../shared';
import { DIFFICULTY_LABELS, SUBMISSION_STATUS, isPastDue } from './project-labels';
import { ProjectRubric, RubricScores } from './rubric-scores';

const HandInForm = lazyPart(() => import('./project-hand-in-form').then((m) => m.ProjectHandInForm), '22rem');

const NOT_FOUND = Object.assign(new Error('Not found.'), { status: 404 });

interface ProjectPageData {
  course: Course;
  project: CourseProject;
}

/** The course and the project together; a project of another course (or a malformed id) is not found, with no call made. */
function useProjectOfCourse(slug: string, projectParam: string): DetailQuery<ProjectPageData> {
  const projectId = /^\d+$/.test(projectParam) ? Number(projectParam) : null;
  const course = useCourseBySlug(slug);
  const project = useGetCourseProject(projectId ?? 0, { query: { enabled: projectId !== null } });
  const refetch = () => {
    void course.refetch();
    if (projectId !== null) void project.refetch();
  };
  if (projectId === null) return { isPending: false, isError: true, error: NOT_FOUND, refetch };
  if (course.isError) return { isPending: false, isError: true, error: course.error, refetch };
  if (project.isError) return { isPending: false, isError: true, error: project.error, refetch };
  if (!course.data || !project.data) return { isPending: true, isError: false, error: null, refetch };
  if (project.data.course !== course.data.id) return { isPending: false, isError: true, error: NOT_FOUND, refetch };
  return { data: { course: course.data, project: project.data }, isPending: false, isError: false, error: null, refetch };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" color="fg.muted" textStyle="sm">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold">
        {children}
      </Text>
    </Box>
  );
}

function ProjectFacts({ project }: { project: CourseProject }) {
  const overdue = isPastDue(project.due_date);
  return (
    <HStack as="dl" gap="6" wrap="wrap">
      <Fact label="Due">
        {project.due_date ? formatDate(project.due_date) : 'No due date'}
        {overdue ? (
          <Box as="span" ms="2">
            <Badge tone="danger">Past due</Badge>
          </Box>
        ) : null}
      </Fact>
      <Fact label="Difficulty">{DIFFICULTY_LABELS[project.difficulty]}</Fact>
      {project.estimated_hours ? <Fact label="Estimated time">{`${project.estimated_hours} hours`}</Fact> : null}
      <Fact label="Maximum score">{project.max_score ?? 100}</Fact>
      <Fact label="Team">{project.is_group_project ? `Group of up to ${project.max_group_size ?? 2}` : 'Individual'}</Fact>
      {project.technologies?.length ? (
        <Fact label="Technologies">{project.technologies.map((technology) => technology.name).join(', ')}</Fact>
      ) : null}
    </HStack>
  );
}

function FileLink({ path }: { path: string }) {
  const url = useAssetUrl(path);
  const name = path.split('/').pop() ?? path;
  return url ? <Link href={url}>{name}</Link> : <>{name}</>;
}

/** One hand-in as its author, a parent or a grader sees it. */
export function HandInSummary({
  project,
  submission,
  showStudent = false,
}: {
  project: CourseProject;
  submission: ProjectSubmission;
  showStudent?: boolean;
}) {
  const status = SUBMISSION_STATUS[submission.status];
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Badge tone={status.tone}>{status.label}</Badge>
        <Text textStyle="sm" color="fg.muted">
          {showStudent ? `${displayName(submission.student)} · ` : ''}
          {`Handed in ${formatDateTime(submission.submitted_at)}`}
        </Text>
      </HStack>
      <HStack as="dl" gap="6" wrap="wrap" align="flex-start">
        {submission.submission_url ? (
          <Fact label="Link">
            <Link href={submission.submission_url} external>
              {submission.submission_url}
            </Link>
          </Fact>
        ) : null}
        {submission.submission_file ? (
          <Fact label="File">
            <FileLink path={submission.submission_file} />
          </Fact>
        ) : null}
      </HStack>
      {submission.description ? <Text whiteSpace="pre-wrap">{submission.description}</Text> : null}
      {submission.status === 'graded' ? (
        <Stack gap="2" borderTopWidth="1px" borderColor="border" pt="3">
          <Text fontWeight="semibold" textStyle="lg">{`Grade: ${submission.grade ?? '—'} / ${project.max_score ?? 100}`}</Text>
          {submission.rubric_scores?.length ? <RubricScores scores={submission.rubric_scores} of={project.title} /> : null}
          {submission.feedback ? (
            <Stack gap="1">
              <Text color="fg.muted" textStyle="sm">
                {submission.graded_by ? `Feedback from ${displayName(submission.graded_by)}` : 'Feedback'}
                {submission.graded_at ? `, ${formatDate(submission.graded_at)}` : ''}
              </Text>
              <Text whiteSpace="pre-wrap">{submission.feedback}</Text>
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

function LearnerHandIn({ course, project }: ProjectPageData) {
  const { access } = useCourseAccess(course);
  const submissions = useListProjectSubmissions(
    { project: project.id, page_size: 20 },
    { query: { enabled: access?.kind === 'open' } },
  );
  const [again, setAgain] = useState(false);
  if (!access) return <SkeletonText lines={3} label="Checking your enrollment…" />;
  if (access.kind === 'locked') return <LockedNotice course={course} step={access.step} />;
  if (submissions.isPending) return <SkeletonText lines={3} label="Loading your hand-in…" />;
  const mine = submissions.data?.results[0];
  return (
    <Card title="Your hand-in" headingLevel={2}>
      <Stack gap="4">
        {mine ? <HandInSummary project={project} submission={mine} /> : null}
        {mine && mine.status === 'resubmission_requested' ? (
          <Text>Your instructor asked you to hand this project in again.</Text>
        ) : null}
        {!mine || again ? (
          <HandInForm
            project={project}
            existing={mine}
            onDone={() => {
              setAgain(false);
              void submissions.refetch();
            }}
            onCancel={mine ? () => setAgain(false) : undefined}
          />
        ) : canResubmitProject(mine.status) ? (
          <Box>
            <Button
              variant="outline"
              onClick={() => setAgain(true)}
              onFocus={HandInForm.preload}
              onPointerEnter={HandInForm.preload}
            >
              Hand in again
            </Button>
          </Box>
        ) : (
          <Text color="fg.muted" textStyle="sm">
            Graded work cannot be handed in again.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function ChildrenHandIns({ project }: { project: CourseProject }) {
  const submissions = useListProjectSubmissions({ project: project.id, page_size: 20 });
  if (submissions.isPending) return <SkeletonText lines={3} label="Loading the hand-ins…" />;
  const rows = submissions.data?.results ?? [];
  return (
    <Card title="Your children’s hand-ins" headingLevel={2}>
      {rows.length ? (
        <Stack gap="5">
          {rows.map((submission) => (
            <HandInSummary key={submission.id} project={project} submission={submission} showStudent />
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">None of your children has handed this project in yet.</Text>
      )}
    </Card>
  );
}

function ProjectSummary({ course, project }: ProjectPageData) {
  const { user } = useSession();
  return (
    <Stack gap="5">
      <Card>
        <Stack gap="4">
          <ProjectFacts project={project} />
          {project.description ? <SafeHtml html={richTextHtml(project.description)} size="sm" /> : null}
        </Stack>
      </Card>
      {project.requirements ? (
        <Card title="Requirements and rubric" headingLevel={2}>
          <SafeHtml html={richTextHtml(project.requirements)} size="sm" />
        </Card>
      ) : null}
      {project.rubric ? <ProjectRubric rubricId={project.rubric} /> : null}
      {isStaff(user?.user_type) ? (
        project.submissions_count ? (
          <Link href={links.projectSubmissions({ project: project.id })}>
            {`${project.submissions_count} ${project.submissions_count === 1 ? 'hand-in' : 'hand-ins'} so far: open them to grade`}
          </Link>
        ) : (
          <Text color="fg.muted">No hand-ins yet.</Text>
        )
      ) : user?.user_type === 'parent' ? (
        <ChildrenHandIns project={project} />
      ) : (
        <LearnerHandIn course={course} project={project} />
      )}
    </Stack>
  );
}

export function ProjectView({ slug, projectParam }: { slug: string; projectParam: string }) {
  const { user } = useSession();
  const query = useProjectOfCourse(slug, projectParam);
  return (
    <DetailPage
      query={query}
      noun="project"
      notFoundAction={<Link href={links.course(slug, { section: 'projects' })}>Back to the course’s projects</Link>}
      header={(data) => (
        <LearningHeader
          title={data?.project.title ?? 'Project'}
          trail={[
            COURSES_CRUMB,
            ...(data ? [{ label: data.course.title, href: links.course(data.course.slug) }] : []),
            { label: 'Projects', href: links.course(slug, { section: 'projects' }) },
          ]}
          description={data ? `A project of ${data.course.title}` : undefined}
          actions={
            data && isStaff(user?.user_type) ? (
              <ButtonLink href={links.projectEdit(data.course.slug, data.project.id)}>Edit project</ButtonLink>
            ) : undefined
          }
        />
      )}
      summary={(data) => <ProjectSummary {...data} />}
    />
  );
}
