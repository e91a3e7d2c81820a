/**
 * /dashboard/courses/assessments/:slugOrId: one assessment before it is taken: instructions, time
 * limit, attempts, pass mark and the learner's previous attempts with their scores; Start (or Resume)
 * leads to the attempt. Assessment ids are whole numbers (service spec §5): anything else shows
 * 'Invalid assessment ID' and calls nothing.
 */
import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AssessmentAttempt, CodingAssessment } from '@ujuzi/api';
import { useGetCodingAssessment, useListAssessmentAttempts } from '@ujuzi/api/hooks';
import { getCodingAssessmentPath } from '@ujuzi/api/path-params';
import { formatDateTime, isStaff } from '@ujuzi/domain';
import { Badge, ButtonLink, EmptyState, ErrorState, Link, SkeletonText } from '@ujuzi/ui';
import { DetailPage, EntityLink, lazyPart, useRouteParams, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  ASSESSMENT_TYPE_LABELS,
  ASSESSMENTS_CRUMB,
  assessmentStanding,
  attemptsLeftText,
  type AssessmentStanding,
} from '../assessments/assessment-state';
import { COURSES_CRUMB, LearningHeader } from '../shared/learning-header';

/** Staff edit the assessment, publish it and write its questions (course authoring's part, its own chunk). */
const StaffAssessmentPanel = lazyPart(
  () => import('../assessment-authoring/staff-panel').then((m) => m.StaffAssessmentPanel),
  '16rem',
);

/** The id in the URL, or null when it is not a whole number. */
/** The assessment's id, by the contract: a slug or any other text gets 'Invalid assessment ID', asking nothing. */
export function useAssessmentId(): number {
  return useRouteParams(getCodingAssessmentPath, { names: { id: 'slugOrId' }, notFound: <InvalidAssessmentId /> }).id;
}

const STATUS_LABELS: Readonly<Record<AssessmentAttempt['status'], string>> = {
  in_progress: 'In progress',
  submitted: 'Submitted, awaiting marks',
  graded: 'Marked',
  expired: 'Time ran out',
};

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <Box>
      <Text as="dt" textStyle="sm" color="fg.muted">
        {term}
      </Text>
      <Text as="dd" fontWeight="semibold">
        {value}
      </Text>
    </Box>
  );
}

function StartAction({ assessment, standing }: { assessment: CodingAssessment; standing: AssessmentStanding }) {
  if (standing.running) return <ButtonLink href={links.takeAssessment(assessment.id)}>Resume attempt</ButtonLink>;
  if (standing.group === 'open') return <ButtonLink href={links.takeAssessment(assessment.id)}>Start attempt</ButtonLink>;
  return null;
}

function notOpenReason(assessment: CodingAssessment, standing: AssessmentStanding): string | null {
  if (standing.running || standing.group === 'open') return null;
  if (standing.group === 'upcoming' && assessment.available_from)
    return `This assessment opens on ${formatDateTime(assessment.available_from)}.`;
  if (standing.attemptsLeft === 0) return 'You have used all your attempts.';
  if (assessment.due_date && new Date(assessment.due_date) < new Date()) return 'The due date of this assessment has passed.';
  return 'You have completed this assessment.';
}

function AttemptsList({ attempts, passMark }: { attempts: readonly AssessmentAttempt[]; passMark: number }) {
  if (attempts.length === 0)
    return <Text color="fg.muted">No attempts yet. Your attempts and their scores will be listed here.</Text>;
  return (
    <Stack as="ol" listStyleType="none" gap="2">
      {attempts.map((attempt) => (
        <HStack
          as="li"
          key={attempt.id}
          justify="space-between"
          wrap="wrap"
          gap="3"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          p="3"
        >
          <Box>
            <Text fontWeight="semibold">{`Attempt ${attempt.attempt_number}`}</Text>
            <Text textStyle="sm" color="fg.muted">
              {`Started ${formatDateTime(attempt.started_at)} · ${STATUS_LABELS[attempt.status]}`}
            </Text>
          </Box>
          <HStack gap="2">
            {attempt.percentage !== null && attempt.percentage !== undefined ? (
              <Text fontWeight="semibold">{`${attempt.score ?? 0}/${attempt.max_score ?? 0} (${attempt.percentage}%)`}</Text>
            ) : null}
            {attempt.is_passed !== null && attempt.is_passed !== undefined ? (
              <Badge tone={attempt.is_passed ? 'success' : 'danger'}>{attempt.is_passed ? 'Passed' : `Below ${passMark}%`}</Badge>
            ) : null}
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}

function Summary({ assessment, isStudent, staff }: { assessment: CodingAssessment; isStudent: boolean; staff: boolean }) {
  const attempts = useListAssessmentAttempts(
    { assessment: assessment.id, page_size: 100, ordering: '-started_at' },
    { query: { enabled: isStudent } },
  );
  const own = attempts.data?.results ?? [];
  const standing = assessmentStanding(assessment, own);
  const reason = isStudent && attempts.data ? notOpenReason(assessment, standing) : null;
  return (
    <Stack gap="6">
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4" borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
        <Fact term="Time limit" value={assessment.time_limit_minutes ? `${assessment.time_limit_minutes} minutes` : 'None'} />
        <Fact term="Pass mark" value={`${assessment.passing_score}%`} />
        <Fact term="Attempts allowed" value={assessment.max_attempts ? String(assessment.max_attempts) : 'Unlimited'} />
        {isStudent && attempts.data ? <Fact term="Attempts left" value={attemptsLeftText(standing)} /> : null}
        <Fact term="Questions" value={String(assessment.questions_count ?? 0)} />
        <Fact term="Points" value={String(assessment.total_points ?? 0)} />
        <Fact term="Opens" value={assessment.available_from ? formatDateTime(assessment.available_from) : 'Now'} />
        <Fact term="Due" value={assessment.due_date ? formatDateTime(assessment.due_date) : 'No due date'} />
      </SimpleGrid>
      {isStudent ? (
        <HStack gap="3" wrap="wrap">
          <StartAction assessment={assessment} standing={standing} />
          {reason ? <Text color="fg.muted">{reason}</Text> : null}
        </HStack>
      ) : staff ? (
        <StaffAssessmentPanel assessment={assessment} />
      ) : (
        <Text color="fg.muted">Only students take assessments.</Text>
      )}
      <Box as="section" aria-labelledby="instructions-heading">
        <Heading as="h2" size="lg" id="instructions-heading" mb="2">
          Instructions
        </Heading>
        {assessment.description ? <Text mb="2">{assessment.description}</Text> : null}
        <Text whiteSpace="pre-wrap">{assessment.instructions || 'Answer every question, then submit your attempt.'}</Text>
      </Box>
      {isStudent ? (
        <Box as="section" aria-labelledby="attempts-heading">
          <Heading as="h2" size="lg" id="attempts-heading" mb="2">
            Your attempts
          </Heading>
          {attempts.isPending ? (
            <SkeletonText lines={2} label="Loading your attempts…" />
          ) : attempts.isError ? (
            <ErrorState
              title="Your attempts could not be loaded"
              message={attempts.error.message}
              onRetry={() => void attempts.refetch()}
            />
          ) : (
            <AttemptsList attempts={own} passMark={assessment.passing_score} />
          )}
        </Box>
      ) : null}
    </Stack>
  );
}

function Header({ assessment }: { assessment?: CodingAssessment }) {
  return (
    <LearningHeader
      title={assessment?.title ?? 'Assessment'}
      trail={[COURSES_CRUMB, ASSESSMENTS_CRUMB]}
      description={
        assessment ? (
          <HStack gap="2" wrap="wrap">
            <Badge tone="info">{ASSESSMENT_TYPE_LABELS[assessment.assessment_type]}</Badge>
            {assessment.course_title ? (
              <EntityLink href={links.course(String(assessment.course))}>{assessment.course_title}</EntityLink>
            ) : null}
          </HStack>
        ) : undefined
      }
    />
  );
}

function InvalidAssessmentId() {
  return (
    <Box width="full" maxW="content" mx="auto">
      <Stack gap="5">
        <Header />
        <EmptyState
          headingLevel="h2"
          title="Invalid assessment ID"
          description="Assessment links carry a whole-number id. Open the assessment from your list."
          action={<Link href={ASSESSMENTS_CRUMB.href}>Back to assessments</Link>}
        />
      </Stack>
    </Box>
  );
}

function ValidAssessmentPage({ id }: { id: number }) {
  const { user } = useSession();
  const query = useGetCodingAssessment(id);
  return (
    <DetailPage
      query={query}
      noun="assessment"
      notFoundAction={<Link href={ASSESSMENTS_CRUMB.href}>Back to assessments</Link>}
      header={(assessment) => <Header assessment={assessment} />}
      summary={(assessment) => (
        <Summary assessment={assessment} isStudent={user?.user_type === 'student'} staff={isStaff(user?.user_type)} />
      )}
    />
  );
}

export function AssessmentPage() {
  const id = useAssessmentId();
  return (
    <Box width="full" maxW="content" mx="auto">
      <ValidAssessmentPage key={id} id={id} />
    </Box>
  );
}
