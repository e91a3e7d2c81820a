/** The learners of one class in a dialog, each opening their student page. */
import { Stack, Text } from '@chakra-ui/react';
import type { ClassSection } from '@ujuzi/api';
import { useListClassEnrollments } from '@ujuzi/api/hooks';
import { Dialog, ErrorState, SkeletonText } from '@ujuzi/ui';
import { EntityLink, errorMessage, links } from '../../infra/kit';
import { personName } from '../shared';

function Students({ section }: { section: ClassSection }) {
  const query = useListClassEnrollments({ class_section: section.id, status: 'active', page_size: 100, ordering: 'roll_number' });
  if (query.isPending) return <SkeletonText lines={5} />;
  if (query.isError)
    return (
      <ErrorState
        headingLevel="h3"
        title="Could not load the students"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  const rows = query.data.results;
  if (rows.length === 0) return <Text>No student is in this class yet.</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="1" aria-label={`Students of ${section.display_name ?? section.name}`}>
      {rows.map((row) => (
        <li key={row.id}>
          <EntityLink href={links.student(row.student.id)}>{personName(row.student)}</EntityLink>
          {row.roll_number ? (
            <Text as="span" color="fg.muted" textStyle="sm">
              {' '}
              · {row.roll_number}
            </Text>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}

export function ClassStudentsDialog({ section, onClose }: { section: ClassSection | null; onClose: () => void }) {
  return (
    <Dialog
      open={section !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={section ? `Students of ${section.display_name ?? section.name}` : 'Students'}
    >
      {section ? <Students section={section} /> : null}
    </Dialog>
  );
}
