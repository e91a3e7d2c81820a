/** What a course grade is drawn from: each assessment and project of the course with the learner's result. */
import { Box } from '@chakra-ui/react';
import type { CourseGrade } from '@ujuzi/api';
import { Card, EmptyState, SimpleTable } from '@ujuzi/ui';
import { percent } from '../shared/labels';

const KIND_LABELS = { assessment: 'Assessment', project: 'Project' } as const;

export function GradeComponents({ grade }: { grade: CourseGrade }) {
  return (
    <Card
      title="What the grade is made of"
      headingLevel={2}
      description={`The mean of the graded work below: ${percent(grade.computed_score)}.`}
    >
      {grade.components.length === 0 ? (
        <EmptyState headingLevel="h3" title="No graded work yet" description="The course has no assessment or project yet." />
      ) : (
        <Box overflowX="auto">
          <SimpleTable.Root size="sm">
            <SimpleTable.Caption srOnly>Work the grade in {grade.course.title} is drawn from</SimpleTable.Caption>
            <SimpleTable.Header>
              <SimpleTable.Row>
                <SimpleTable.ColumnHeader>Work</SimpleTable.ColumnHeader>
                <SimpleTable.ColumnHeader>Kind</SimpleTable.ColumnHeader>
                <SimpleTable.ColumnHeader textAlign="end">Result</SimpleTable.ColumnHeader>
              </SimpleTable.Row>
            </SimpleTable.Header>
            <SimpleTable.Body>
              {grade.components.map((part) => (
                <SimpleTable.Row key={`${part.kind}-${part.id}`}>
                  <SimpleTable.ColumnHeader scope="row">{part.title}</SimpleTable.ColumnHeader>
                  <SimpleTable.Cell>{KIND_LABELS[part.kind]}</SimpleTable.Cell>
                  <SimpleTable.Cell textAlign="end">
                    {part.percentage === null ? 'Not graded yet' : percent(part.percentage)}
                  </SimpleTable.Cell>
                </SimpleTable.Row>
              ))}
            </SimpleTable.Body>
          </SimpleTable.Root>
        </Box>
      )}
    </Card>
  );
}
