/**
 * Points and comment per rubric criterion, as a learner, a parent or a reviewed author reads them (a graded
 * project's rubric, a peer review): one table wherever a rubric's scores are shown.
 */
import { Box } from '@chakra-ui/react';
import { SimpleTable } from '@ujuzi/ui';

export interface RubricScoreRow {
  criterion: number;
  title: string;
  points: number | string;
  /** The criterion's maximum, when known: shown as "3 / 5". */
  maxPoints?: number | string;
  /** The last column's text: the reviewer's comment, or what `noteHeader` names. */
  comment?: string | null;
}

export interface RubricScoreTableProps {
  /** The table's name for screen readers ('Points per criterion of Portfolio site'). */
  caption: string;
  rows: readonly RubricScoreRow[];
  /** The last column's heading: 'Comment', or 'Levels' for a rubric's criteria before any grading. */
  noteHeader?: string;
}

export function RubricScoreTable({ caption, rows, noteHeader = 'Comment' }: RubricScoreTableProps) {
  return (
    <Box overflowX="auto">
      <SimpleTable.Root size="sm">
        <SimpleTable.Caption srOnly>{caption}</SimpleTable.Caption>
        <SimpleTable.Header>
          <SimpleTable.Row>
            <SimpleTable.ColumnHeader>Criterion</SimpleTable.ColumnHeader>
            <SimpleTable.ColumnHeader textAlign="end">Points</SimpleTable.ColumnHeader>
            <SimpleTable.ColumnHeader>{noteHeader}</SimpleTable.ColumnHeader>
          </SimpleTable.Row>
        </SimpleTable.Header>
        <SimpleTable.Body>
          {rows.map((row) => (
            <SimpleTable.Row key={row.criterion}>
              <SimpleTable.ColumnHeader scope="row">{row.title}</SimpleTable.ColumnHeader>
              <SimpleTable.Cell textAlign="end" whiteSpace="nowrap">
                {row.maxPoints === undefined ? String(row.points) : `${row.points} / ${row.maxPoints}`}
              </SimpleTable.Cell>
              <SimpleTable.Cell>{row.comment || '—'}</SimpleTable.Cell>
            </SimpleTable.Row>
          ))}
        </SimpleTable.Body>
      </SimpleTable.Root>
    </Box>
  );
}
