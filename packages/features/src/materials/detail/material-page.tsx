/**
 * /dashboard/materials/:id (every role): the material played or offered to open, its facts, its course
 * and who added it. Staff edit, publish or unpublish, and delete it; learners see published ones only
 * (the server answers 404 for the rest) and find course-bound ones through the course's viewer.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { StudyResource } from '@ujuzi/api';
import { getGetStudyResourceQueryKey, useDeleteStudyResource, useToggleStudyResourcePublished } from '@ujuzi/api/hooks';
import { getStudyResourcePath } from '@ujuzi/api/path-params';
import { displayName, isStaff } from '@ujuzi/domain';
import { Badge, ButtonLink, Card, Link, RelativeTime } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton,
  DetailPage,
  EntityLink,
  PageHeader,
  useEntityAction,
  useRouteParams,
  EntityNotFound,
  type Crumb,
  links,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { MaterialBody, MaterialsHeader, refreshMaterials, useMaterial } from '../shared';

function Origin({ material }: { material: StudyResource }) {
  return (
    <Card title="Where it belongs" headingLevel={2}>
      <Stack gap="2">
        {material.course && material.course_title ? (
          <Text>
            {'Course: '}
            <EntityLink href={courseOf(material)}>{material.course_title}</EntityLink>
            {' · '}
            <EntityLink href={links.courseMaterial(String(material.course), material.id)}>See it as its learners do</EntityLink>
          </Text>
        ) : (
          <Text color="fg.muted">A free-standing material, not bound to a course.</Text>
        )}
        <Text textStyle="sm" color="fg.muted">
          {`${material.created_by ? `Added by ${displayName(material.created_by)} · updated ` : 'Updated '}`}
          <RelativeTime value={material.updated_at} />
          {` · ${material.view_count ?? 0} views · ${material.download_count ?? 0} downloads`}
        </Text>
      </Stack>
    </Card>
  );
}

/** The material's course page, by id (the course details screen takes an id or a slug). */
const courseOf = (material: StudyResource): string => links.course(String(material.course));

export function MaterialPage() {
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const back = <Link href={staff ? links.materials() : links.courses()}>{staff ? 'Back to materials' : 'Back to courses'}</Link>;
  const { id: materialId } = useRouteParams(getStudyResourcePath, { notFound: <EntityNotFound noun="material" action={back} /> });
  const navigate = useNavigate();
  const query = useMaterial(materialId);
  const toggle = useToggleStudyResourcePublished();
  const remove = useDeleteStudyResource();
  const publish = useEntityAction<StudyResource, boolean>({
    queryKey: getGetStudyResourceQueryKey(materialId),
    call: () => toggle.mutateAsync({ id: materialId }),
    optimistic: (material, value) => ({ ...material, is_published: value }),
    success: (value) => (value ? 'Material published' : 'Material unpublished'),
    failure: 'Could not change whether the material is published',
  });
  const deletion = useEntityAction<StudyResource, number>({
    call: (id) => remove.mutateAsync({ id }),
    success: 'Material deleted',
    failure: 'Could not delete the material',
    refresh: refreshMaterials,
  });
  const crumbs = (material: StudyResource | undefined): Crumb[] =>
    staff
      ? [{ label: 'Materials', href: links.materials() }]
      : [
          { label: 'Courses', href: links.courses() },
          ...(material?.course && material.course_title ? [{ label: material.course_title, href: courseOf(material) }] : []),
        ];
  return (
    <Stack gap="6" maxW="60rem">
      <DetailPage
        query={query}
        noun="material"
        notFoundAction={back}
        header={(material) =>
          staff ? (
            <MaterialsHeader
              title={material?.title ?? 'Material'}
              description={
                material ? (
                  <Badge tone={material.is_published ? 'success' : 'warning'}>
                    {material.is_published ? 'Published' : 'Draft: staff only'}
                  </Badge>
                ) : undefined
              }
              actions={
                material ? (
                  <HStack gap="2" wrap="wrap">
                    <ButtonLink variant="outline" href={links.materialEdit(material.id)}>
                      Edit
                    </ButtonLink>
                    <ActionButton
                      label={material.is_published ? 'Unpublish' : 'Publish'}
                      variant="outline"
                      confirm={{
                        title: `${material.is_published ? 'Unpublish' : 'Publish'} ${material.title}?`,
                        message: material.is_published
                          ? 'Learners no longer see it; staff still do.'
                          : 'Learners who may open its course see it.',
                      }}
                      pending={publish.pending}
                      onRun={() => publish.run(!material.is_published)}
                    />
                    <ActionButton
                      label="Delete"
                      destructive
                      confirm={{ title: `Delete ${material.title}?`, message: 'Its file goes with it. This cannot be undone.' }}
                      pending={deletion.pending}
                      onRun={async () => (await deletion.run(material.id)) && void navigate(links.materials())}
                    />
                  </HStack>
                ) : null
              }
            />
          ) : (
            <PageHeader
              title={material?.title ?? 'Material'}
              crumbs={[{ label: 'Dashboard', href: links.dashboard() }, ...crumbs(material)]}
              actions={
                material?.course ? (
                  <ButtonLink variant="outline" href={links.courseMaterial(String(material.course), material.id)}>
                    Open in the course
                  </ButtonLink>
                ) : null
              }
            />
          )
        }
        summary={(material) => (
          <Stack gap="5">
            <MaterialBody material={material} />
            <Origin material={material} />
          </Stack>
        )}
      />
    </Stack>
  );
}
