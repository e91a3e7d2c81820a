/** A submitted review: the points and comment per rubric criterion, the total and the overall feedback. */
import { Box, Stack, Text } from '@chakra-ui/react';
import type { PeerReview, Rubric } from '@ujuzi/api';
import { Card, SimpleTable } from '@ujuzi/ui';

export function ReviewResult({ review, rubric }: { review: PeerReview; rubric: Rubric | null }) {
  const title = (id: number) => rubric?.criteria.find((criterion) => criterion.id === id)?.title ?? `Criterion ${id}`;
  const max = (id: number) => rubric?.criteria.find((criterion) => criterion.id === id)?.points;
  const scores = review.scores ?? [];
  return (
    <Card title="The review" headingLevel={2} description={`${review.total_score ?? 0} of ${review.max_score ?? '—'} points.`}>
      <Stack gap="4">
        {scores.length > 0 ? (
          <Box overflowX="auto">
            <SimpleTable.Root size="sm">
              <SimpleTable.Caption srOnly>Points per criterion</SimpleTable.Caption>
              <SimpleTable.Header>
                <SimpleTable.Row>
                  <SimpleTable.ColumnHeader>Criterion</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader textAlign="end">Points</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader>Comment</SimpleTable.ColumnHeader>
                </SimpleTable.Row>
              </SimpleTable.Header>
              <SimpleTable.Body>
                {scores.map((score) => (
                  <SimpleTable.Row key={score.criterion}>
                    <SimpleTable.ColumnHeader scope="row">{title(score.criterion)}</SimpleTable.ColumnHeader>
                    <SimpleTable.Cell textAlign="end" whiteSpace="nowrap">
                      {score.points}
                      {max(score.criterion) !== undefined ? ` / ${max(score.criterion)}` : ''}
                    </SimpleTable.Cell>
                    <SimpleTable.Cell>{score.comment || '—'}</SimpleTable.Cell>
                  </SimpleTable.Row>
                ))}
              </SimpleTable.Body>
            </SimpleTable.Root>
          </Box>
        ) : null}
        <Stack gap="1">
          <Text fontWeight="semibold">Overall feedback</Text>
          <Text whiteSpace="pre-wrap">{review.overall_feedback || '—'}</Text>
        </Stack>
      </Stack>
    </Card>
  );
}
