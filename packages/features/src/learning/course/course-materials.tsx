/**
 * The Materials section of a course's page: the course's study materials (published ones for learners,
 * every one for staff) with their kind and size or length, each opening in the course viewer, where
 * access follows the enrollment (the materials area's screens). Staff add one from here. Loaded lazily
 * by the course page.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Course } from '@ujuzi/api';
import { useListStudyResources } from '@ujuzi/api/hooks';
import { MATERIAL_TYPE_LABELS, formatDuration, formatFileSize, isStaff } from '@ujuzi/domain';
import { Badge, Card, EmptyState, ErrorState, Link, SkeletonText } from '@ujuzi/ui';
import { EntityLink, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';

export function CourseMaterials({ course }: { course: Pick<Course, 'id' | 'slug' | 'title'> }) {
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const materials = useListStudyResources({ course: course.id, include_metadata: true, page_size: 100, ordering: 'title' });
  const list = materials.data?.results ?? [];
  return (
    <Card
      title="Materials"
      headingLevel={2}
      actions={
        staff ? (
          <HStack gap="4">
            <Link href={links.materials({ course: course.id })} variant="plain">
              Manage
            </Link>
            <Link href={links.newMaterial()} variant="plain">
              Add material
            </Link>
          </HStack>
        ) : null
      }
    >
      {materials.isPending ? (
        <SkeletonText lines={3} />
      ) : materials.isError ? (
        <ErrorState
          headingLevel="h3"
          title="The materials could not be loaded"
          message={materials.error.message}
          onRetry={() => void materials.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          title="No materials yet"
          description={`Documents, videos and links for ${course.title} show here once they are published.`}
        />
      ) : (
        <Stack as="ul" listStyle="none" gap="3">
          {list.map((material) => {
            const meta = material.metadata;
            const extent = meta?.duration_seconds
              ? formatDuration(meta.duration_seconds)
              : meta?.file_size_bytes
                ? formatFileSize(meta.file_size_bytes)
                : null;
            return (
              <HStack as="li" key={material.id} justify="space-between" gap="3" wrap="wrap">
                <EntityLink href={links.courseMaterial(course.slug, material.id)}>{material.title}</EntityLink>
                <HStack gap="2">
                  <Badge>{MATERIAL_TYPE_LABELS[material.resource_type]}</Badge>
                  {extent ? (
                    <Text as="span" textStyle="sm" color="fg.muted">
                      {extent}
                    </Text>
                  ) : null}
                  {material.is_published ? null : <Badge tone="warning">Draft</Badge>}
                </HStack>
              </HStack>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
