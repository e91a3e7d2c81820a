/**
 * /dashboard/courses/assessments and /dashboard/courses/assessments/course/:courseSlug: the learner's
 * assessments grouped as open now, upcoming, done and closed, each with its due date, time limit and
 * attempts left. A learner has a handful of assessments, so one page of 100 is read and grouped here
 * (the grouping mixes the assessment's dates with the learner's own attempts, which no list filter does).
 */
import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AssessmentAttempt, CodingAssessment } from '@ujuzi/api';
import { useListAssessmentAttempts, useListCodingAssessments } from '@ujuzi/api/hooks';
import { formatDateTime, isStaff } from '@ujuzi/domain';
import { Badge, EmptyState, ErrorState, Link, SkeletonCard } from '@ujuzi/ui';
import { EntityLink, lazyPart, useRouteParams, SLUG_PARAM, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { COURSES_CRUMB, LearningHeader } from '../shared/learning-header';

/** Staff start a new assessment here (course authoring's part, its own chunk). */
const NewAssessmentButton = lazyPart(
  () => import('../assessment-authoring/new-assessment-button').then((m) => m.NewAssessmentButton),
  '2.5rem',
);
import {
  ASSESSMENT_TYPE_LABELS,
  ASSESSMENTS_CRUMB,
  GROUP_HEADINGS,
  assessmentStanding,
  attemptsLeftText,
  type AssessmentGroup,
  type AssessmentStanding,
} from './assessment-state';

const PAGE = { page_size: 100 } as const;
const GROUP_ORDER: readonly AssessmentGroup[] = ['open', 'upcoming', 'done', 'closed'];

function dueText(assessment: CodingAssessment, standing: AssessmentStanding): string {
  if (standing.group === 'upcoming' && assessment.available_from) return `Opens ${formatDateTime(assessment.available_from)}`;
  return assessment.due_date ? `Due ${formatDateTime(assessment.due_date)}` : 'No due date';
}

function AssessmentCard({
  assessment,
  standing,
  takesAssessments,
}: {
  assessment: CodingAssessment;
  standing: AssessmentStanding;
  takesAssessments: boolean;
}) {
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderColor="border" borderRadius="l2" p="4" bg="bg.panel">
      <HStack gap="2" wrap="wrap">
        <Badge tone="info">{ASSESSMENT_TYPE_LABELS[assessment.assessment_type]}</Badge>
        {standing.running ? <Badge tone="warning">In progress</Badge> : null}
        {standing.best && standing.best.is_passed !== null && standing.best.is_passed !== undefined ? (
          <Badge tone={standing.best.is_passed ? 'success' : 'danger'}>{standing.best.is_passed ? 'Passed' : 'Not passed'}</Badge>
        ) : null}
      </HStack>
      <Heading as="h3" size="md">
        <Link href={links.assessment(assessment.id)}>{assessment.title}</Link>
      </Heading>
      {assessment.course_title ? (
        <Text textStyle="sm">
          <EntityLink href={links.course(String(assessment.course))}>{assessment.course_title}</EntityLink>
        </Text>
      ) : null}
      <Text textStyle="sm" fontWeight="medium">
        {dueText(assessment, standing)}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {[
          assessment.time_limit_minutes ? `${assessment.time_limit_minutes} min` : 'No time limit',
          `pass mark ${assessment.passing_score}%`,
          takesAssessments ? attemptsLeftText(standing) : null,
          standing.best?.percentage !== null && standing.best?.percentage !== undefined
            ? `best score ${standing.best.percentage}%`
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}

export interface AssessmentListProps {
  /** Only this course's assessments (its slug). */
  courseSlug?: string;
}

function AssessmentList({ courseSlug }: AssessmentListProps) {
  const { user } = useSession();
  const takesAssessments = user?.user_type === 'student';
  const assessments = useListCodingAssessments({ ...PAGE, ...(courseSlug ? { course_slug: courseSlug } : {}) });
  const attempts = useListAssessmentAttempts(PAGE, { query: { enabled: takesAssessments } });
  const title = courseSlug ? `Assessments: ${assessments.data?.results[0]?.course_title ?? courseSlug}` : 'Assessments';
  const header = (
    <LearningHeader
      title={title}
      trail={courseSlug ? [COURSES_CRUMB, ASSESSMENTS_CRUMB] : [COURSES_CRUMB]}
      description="Quizzes, exams and coding challenges of your courses, with their due dates and the attempts you have left."
      actions={isStaff(user?.user_type) ? <NewAssessmentButton /> : null}
    />
  );
  if (assessments.isPending || (takesAssessments && attempts.isPending))
    return (
      <Stack gap="5">
        {header}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SkeletonCard media={false} label="Loading assessments…" />
          <SkeletonCard media={false} label="Loading assessments…" />
        </SimpleGrid>
      </Stack>
    );
  const failed = assessments.error ?? (takesAssessments ? attempts.error : null);
  if (failed)
    return (
      <Stack gap="5">
        {header}
        <ErrorState
          headingLevel="h2"
          title="The assessments could not be loaded"
          message={failed.message}
          onRetry={() => {
            void assessments.refetch();
            if (takesAssessments) void attempts.refetch();
          }}
        />
      </Stack>
    );
  const ownAttempts: readonly AssessmentAttempt[] = attempts.data?.results ?? [];
  const now = new Date();
  const rows = (assessments.data?.results ?? []).map((assessment) => ({
    assessment,
    standing: assessmentStanding(assessment, ownAttempts, now),
  }));
  if (rows.length === 0)
    return (
      <Stack gap="5">
        {header}
        <EmptyState
          headingLevel="h2"
          title={courseSlug ? 'This course has no assessments yet' : 'No assessments yet'}
          description="Assessments of the courses you are enrolled in appear here. Keep learning in the meantime."
          action={<Link href={links.courses()}>Browse your courses</Link>}
        />
      </Stack>
    );
  return (
    <Stack gap="6">
      {header}
      {GROUP_ORDER.map((group) => {
        const members = rows.filter((row) => row.standing.group === group);
        if (members.length === 0) return null;
        const headingId = `assessments-${group}`;
        return (
          <Box as="section" key={group} aria-labelledby={headingId}>
            <Heading as="h2" size="lg" id={headingId} mb="3">
              {`${GROUP_HEADINGS[group]} (${members.length})`}
            </Heading>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
              {members.map(({ assessment, standing }) => (
                <AssessmentCard
                  key={assessment.id}
                  assessment={assessment}
                  standing={standing}
                  takesAssessments={takesAssessments}
                />
              ))}
            </SimpleGrid>
          </Box>
        );
      })}
    </Stack>
  );
}

export function AssessmentsPage() {
  return (
    <Box width="full" maxW="content" mx="auto">
      <AssessmentList />
    </Box>
  );
}

export function CourseAssessmentsPage() {
  const { courseSlug } = useRouteParams({ courseSlug: SLUG_PARAM });
  return (
    <Box width="full" maxW="content" mx="auto">
      <AssessmentList key={courseSlug} courseSlug={courseSlug} />
    </Box>
  );
}
