/**
 * /dashboard/courses/grading/projects/:submissionId (staff): what a learner handed in for a project (the
 * link, the file, their notes), its state, and the grade form: score, feedback, completed, or returned
 * for resubmission. The learner reads the grade and feedback on their side of the course.
 */
import { Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { ProjectSubmission } from '@ujuzi/api';
import { useGetCourseProject, useGetProjectSubmission, useGetRubric } from '@ujuzi/api/hooks';
import { getProjectSubmissionPath } from '@ujuzi/api/path-params';
import { displayName } from '@ujuzi/domain';
import { Badge, Card, Link, RelativeTime, useAssetUrl } from '@ujuzi/ui';
import { DetailPage, EntityLink, lazyPart, useRouteParams, EntityNotFound, links } from '../../infra/kit';
import { SUBMISSION_STATUS_LABELS, SUBMISSION_STATUS_TONES } from '../../infra/kit/shared/grading-labels';
import { GradingHeader } from '../grading-shared';

const SubmissionGradeForm = lazyPart(() => import('./submission-grade-form').then((m) => m.SubmissionGradeForm), '24rem');

function HandedIn({ submission }: { submission: ProjectSubmission }) {
  const file = useAssetUrl(submission.submission_file);
  const fileName = submission.submission_file?.split('/').pop() ?? 'file';
  return (
    <Card title="Handed in" headingLevel={2}>
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          {`By ${displayName(submission.student ?? { username: 'a student' })} · `}
          <RelativeTime value={submission.submitted_at} />
        </Text>
        {submission.description ? <Text whiteSpace="pre-line">{submission.description}</Text> : null}
        <HStack gap="4" wrap="wrap">
          {submission.submission_url ? (
            <Link href={submission.submission_url} external>
              {`Open ${submission.submission_url.replace(/^https?:\/\//, '')}`}
            </Link>
          ) : null}
          {file ? (
            <Link href={file} external download={fileName}>
              {`Download ${decodeURIComponent(fileName)}`}
            </Link>
          ) : null}
        </HStack>
        {submission.graded_at ? (
          <Text textStyle="sm" color="fg.muted">
            {`Last graded by ${submission.graded_by ? displayName(submission.graded_by) : 'staff'} `}
            <RelativeTime value={submission.graded_at} />
            {submission.grade !== null && submission.grade !== undefined ? ` · score ${submission.grade}` : ''}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function Grading({ submission }: { submission: ProjectSubmission }) {
  const project = useGetCourseProject(submission.project);
  const maxScore = project.data?.max_score ?? 100;
  const rubricId = project.data?.rubric ?? null;
  const rubric = useGetRubric(rubricId ?? 0, { query: { enabled: rubricId !== null } });
  return (
    <Card
      title="Grade"
      headingLevel={2}
      actions={
        project.data && submission.course ? (
          <EntityLink href={links.projectEdit(String(submission.course), submission.project)}>Project and rubric</EntityLink>
        ) : null
      }
    >
      <Stack gap="3">
        {project.data?.requirements ? (
          <Text textStyle="sm" color="fg.muted" whiteSpace="pre-line" lineClamp="4">
            {project.data.requirements}
          </Text>
        ) : null}
        {project.isPending || (rubricId !== null && rubric.isPending) ? null : (
          <SubmissionGradeForm
            key={`${submission.id}-${submission.updated_at}`}
            submission={submission}
            maxScore={maxScore}
            rubric={rubric.data ?? null}
            onSaved={() => undefined}
          />
        )}
      </Stack>
    </Card>
  );
}

export function ProjectSubmissionPage() {
  const { id } = useRouteParams(getProjectSubmissionPath, {
    names: { id: 'submissionId' },
    notFound: (
      <Stack gap="5">
        <GradingHeader
          title="Project submission"
          trail={[{ label: 'Project submissions', href: links.projectSubmissions() }]}
          current={links.projectSubmissions()}
        />
        <EntityNotFound noun="submission" action={<Link href={links.projectSubmissions()}>Back to project submissions</Link>} />
      </Stack>
    ),
  });
  const query = useGetProjectSubmission(id);
  return (
    <Stack gap="6" maxW="72rem">
      <DetailPage
        query={query}
        noun="submission"
        notFoundAction={<Link href={links.projectSubmissions()}>Back to project submissions</Link>}
        header={(submission) => (
          <GradingHeader
            title={
              submission
                ? `${submission.project_title}: ${displayName(submission.student ?? { username: 'a student' })}`
                : 'Project submission'
            }
            trail={[{ label: 'Project submissions', href: links.projectSubmissions() }]}
            current={links.projectSubmissions()}
            description={
              submission ? (
                <HStack gap="4" wrap="wrap">
                  <Badge tone={SUBMISSION_STATUS_TONES[submission.status]}>{SUBMISSION_STATUS_LABELS[submission.status]}</Badge>
                  {submission.course ? (
                    <EntityLink href={links.course(String(submission.course))}>Open the course</EntityLink>
                  ) : null}
                  <EntityLink href={links.projectSubmissions({ project: submission.project })}>
                    Other submissions of this project
                  </EntityLink>
                </HStack>
              ) : undefined
            }
          />
        )}
        summary={(submission) => (
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
            <HandedIn submission={submission} />
            <Grading submission={submission} />
          </Grid>
        )}
      />
    </Stack>
  );
}
