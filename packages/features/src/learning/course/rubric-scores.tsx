/** A graded hand-in's points and comment per criterion of its project's rubric, as its learner (or a parent) reads them. */
import { Box } from '@chakra-ui/react';
import type { ProjectRubricScore } from '@ujuzi/api';
import { SimpleTable } from '@ujuzi/ui';

export function RubricScores({ scores, project }: { scores: readonly ProjectRubricScore[]; project: string }) {
  return (
    <Box overflowX="auto">
      <SimpleTable.Root size="sm">
        <SimpleTable.Caption srOnly>{`Points per criterion of ${project}`}</SimpleTable.Caption>
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
              <SimpleTable.ColumnHeader scope="row">{score.criterion_title}</SimpleTable.ColumnHeader>
              <SimpleTable.Cell textAlign="end" whiteSpace="nowrap">{`${score.points} / ${score.max_points}`}</SimpleTable.Cell>
              <SimpleTable.Cell>{score.comment || '—'}</SimpleTable.Cell>
            </SimpleTable.Row>
          ))}
        </SimpleTable.Body>
      </SimpleTable.Root>
    </Box>
  );
}
