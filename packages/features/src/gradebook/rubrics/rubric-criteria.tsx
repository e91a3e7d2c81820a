/** A rubric's criteria in order, each with its points and the levels that earn them. */
import { Box, Stack, Text } from '@chakra-ui/react';
import type { Rubric } from '@ujuzi/api';
import { Card, SimpleTable } from '@ujuzi/ui';

export function RubricCriteria({ rubric }: { rubric: Rubric }) {
  const criteria = [...rubric.criteria].sort((a, b) => a.order - b.order);
  return (
    <Stack gap="4">
      {criteria.map((criterion) => (
        <Card
          key={criterion.id}
          title={`${criterion.title} · ${criterion.points} points`}
          headingLevel={2}
          description={criterion.description || undefined}
        >
          {criterion.levels && criterion.levels.length > 0 ? (
            <Box overflowX="auto">
              <SimpleTable.Root size="sm">
                <SimpleTable.Caption srOnly>Levels of {criterion.title}</SimpleTable.Caption>
                <SimpleTable.Header>
                  <SimpleTable.Row>
                    <SimpleTable.ColumnHeader>Level</SimpleTable.ColumnHeader>
                    <SimpleTable.ColumnHeader>What it looks like</SimpleTable.ColumnHeader>
                    <SimpleTable.ColumnHeader textAlign="end">Points</SimpleTable.ColumnHeader>
                  </SimpleTable.Row>
                </SimpleTable.Header>
                <SimpleTable.Body>
                  {criterion.levels.map((level) => (
                    <SimpleTable.Row key={level.title}>
                      <SimpleTable.ColumnHeader scope="row">{level.title}</SimpleTable.ColumnHeader>
                      <SimpleTable.Cell>{level.description || '—'}</SimpleTable.Cell>
                      <SimpleTable.Cell textAlign="end">{level.points}</SimpleTable.Cell>
                    </SimpleTable.Row>
                  ))}
                </SimpleTable.Body>
              </SimpleTable.Root>
            </Box>
          ) : (
            <Text color="fg.muted">No levels: any score from 0 to {criterion.points}.</Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}
