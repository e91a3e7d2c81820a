/**
 * An assessment's results for its staff (issue #15 §6): attempts, average score, pass rate and time
 * from getCodingAssessmentAnalytics, the score distribution as a bar chart (the kit's lazy chart
 * drawing) and the hardest questions first. A section of the staff assessment page, loaded lazily.
 */
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CodingAssessment, CodingAssessmentAnalytics } from '@ujuzi/api';
import { useGetCodingAssessmentAnalytics } from '@ujuzi/api/hooks';
import { BarChart, Card, EmptyState, ErrorState, ProgressBar, SkeletonCard, StatCard } from '@ujuzi/ui';
import { errorMessage, links } from '../../infra/kit';

/** How many of the hardest questions are listed. */
const HARDEST = 5;
const percentText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : `${Math.round(value)}%`;

/** The questions answered correctly least often, with answers to count (a question nobody answered yet tells nothing). */
export function hardestQuestions(analytics: CodingAssessmentAnalytics): NonNullable<CodingAssessmentAnalytics['question_stats']> {
  return [...(analytics.question_stats ?? [])]
    .sort((a, b) => a.correct_rate - b.correct_rate || a.question_id - b.question_id)
    .slice(0, HARDEST);
}

function Figures({ analytics, assessment }: { analytics: CodingAssessmentAnalytics; assessment: CodingAssessment }) {
  const attempts = links.attempts({ assessment: assessment.id });
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <StatCard
        label="Attempts"
        value={analytics.total_attempts}
        help={`${analytics.completed_attempts} handed in by ${analytics.unique_students} ${analytics.unique_students === 1 ? 'student' : 'students'}`}
        href={attempts}
      />
      <StatCard
        label="Average score"
        value={percentText(analytics.average_score)}
        help={
          analytics.highest_score === null || analytics.highest_score === undefined
            ? 'No graded attempt yet'
            : `From ${percentText(analytics.lowest_score)} to ${percentText(analytics.highest_score)}`
        }
      />
      <StatCard
        label="Pass rate"
        value={percentText(analytics.pass_rate)}
        help={`Pass mark ${assessment.passing_score}%`}
        href={links.attempts({ assessment: assessment.id, status: 'graded' })}
      />
      <StatCard
        label="Average time"
        value={
          analytics.average_time_minutes === null || analytics.average_time_minutes === undefined
            ? '—'
            : `${Math.round(analytics.average_time_minutes)} min`
        }
        help={assessment.time_limit_minutes ? `Time limit ${assessment.time_limit_minutes} min` : 'No time limit'}
      />
    </SimpleGrid>
  );
}

function Results({ analytics, assessment }: { analytics: CodingAssessmentAnalytics; assessment: CodingAssessment }) {
  const bands = analytics.score_distribution ?? [];
  const hardest = hardestQuestions(analytics);
  return (
    <Stack gap="5">
      <Figures analytics={analytics} assessment={assessment} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        {bands.every((band) => band.count === 0) ? (
          <Stack gap="1">
            <Text as="h3" fontWeight="semibold">
              Score distribution
            </Text>
            <Text color="fg.muted">No graded attempt yet: grade the handed-in ones to see how scores spread.</Text>
          </Stack>
        ) : (
          <BarChart
            title="Score distribution"
            description="Graded attempts per score band (percent)."
            categories={bands.map((band) => band.range)}
            series={[{ id: 'attempts', label: 'Attempts', values: bands.map((band) => band.count) }]}
            categoryLabel="Score band"
            height={220}
          />
        )}
        <Stack gap="3">
          <Text as="h3" fontWeight="semibold">
            Hardest questions
          </Text>
          {hardest.length === 0 ? (
            <Text color="fg.muted">No question has graded answers yet.</Text>
          ) : (
            <Stack as="ol" listStyle="none" gap="3">
              {hardest.map((question) => (
                <Stack as="li" key={question.question_id} gap="1">
                  <HStack justify="space-between" align="baseline" gap="3">
                    <Text lineClamp={2}>{question.question_text ?? `Question ${question.question_id}`}</Text>
                    <Text textStyle="sm" color="fg.muted" flexShrink="0">
                      {`${percentText(question.correct_rate)} correct`}
                    </Text>
                  </HStack>
                  <ProgressBar
                    label={`Correct answers to ${question.question_text ?? `question ${question.question_id}`}`}
                    hideLabel
                    showValueText={false}
                    value={question.correct_rate}
                    size="sm"
                  />
                  {question.average_points === undefined ? null : (
                    <Text textStyle="xs" color="fg.muted">{`Average ${question.average_points} points`}</Text>
                  )}
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

export function AssessmentAnalytics({ assessment }: { assessment: CodingAssessment }) {
  const analytics = useGetCodingAssessmentAnalytics(assessment.id);
  let body;
  if (analytics.isPending)
    body = (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {Array.from({ length: 4 }, (_, index) => (
          <SkeletonCard key={index} media={false} lines={1} label="Loading the results…" />
        ))}
      </SimpleGrid>
    );
  else if (analytics.isError)
    body = (
      <ErrorState
        headingLevel="h3"
        title="The results could not be loaded"
        message={errorMessage(analytics.error)}
        onRetry={() => void analytics.refetch()}
      />
    );
  else if (analytics.data.total_attempts === 0)
    body = (
      <EmptyState
        headingLevel="h3"
        title="No attempts yet"
        description={
          assessment.is_published
            ? 'Scores, the pass rate and the hardest questions show here once learners take it.'
            : 'Learners cannot take it while it is a draft: publish it, and its results show here.'
        }
      />
    );
  else body = <Results analytics={analytics.data} assessment={assessment} />;
  return (
    <Card title="Results" description="How learners did on this assessment." headingLevel={2}>
      {body}
    </Card>
  );
}
