/** The learners of one class in a dialog, each opening their student page. */
import { Stack, Text } from '@chakra-ui/react';
import type { ClassSection } from '@ujuzi/api';
import { useListClassEnrollments } from '@ujuzi/api/hooks';
import { Dialog } from '@ujuzi/ui';
import { EntityLink, QueryState, links } from '../../infra/kit';
import { personName } from '../shared';

function Students({ section }: { section: ClassSection }) {
  const query = useListClassEnrollments({ class_section: section.id, status: 'active', page_size: 100, ordering: 'roll_number' });
  return (
    <QueryState query={query} noun="the students" headingLevel="h3" loadingLines={5}>
      {({ results: rows }) =>
        rows.length === 0 ? (
          <Text>No student is in this class yet.</Text>
        ) : (
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
        )
      }
    </QueryState>
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
