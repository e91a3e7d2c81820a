/** A submitted review: the points and comment per rubric criterion, the total and the overall feedback. */
import { Stack, Text } from '@chakra-ui/react';
import type { PeerReview, Rubric } from '@ujuzi/api';
import { Card } from '@ujuzi/ui';
import { RubricScoreTable } from '../../infra/kit';

export function ReviewResult({ review, rubric }: { review: PeerReview; rubric: Rubric | null }) {
  const title = (id: number) => rubric?.criteria.find((criterion) => criterion.id === id)?.title ?? `Criterion ${id}`;
  const max = (id: number) => rubric?.criteria.find((criterion) => criterion.id === id)?.points;
  const scores = review.scores ?? [];
  return (
    <Card title="The review" headingLevel={2} description={`${review.total_score ?? 0} of ${review.max_score ?? '—'} points.`}>
      <Stack gap="4">
        {scores.length > 0 ? (
          <RubricScoreTable
            caption="Points per criterion"
            rows={scores.map((score) => ({
              criterion: score.criterion,
              title: title(score.criterion),
              points: score.points,
              maxPoints: max(score.criterion),
              comment: score.comment,
            }))}
          />
        ) : null}
        <Stack gap="1">
          <Text fontWeight="semibold">Overall feedback</Text>
          <Text whiteSpace="pre-wrap">{review.overall_feedback || '—'}</Text>
        </Stack>
      </Stack>
    </Card>
  );
}
