/**
 * /dashboard/materials (staff): every study resource the caller may see, with its kind, course, size or
 * length and publication state; searched, filtered by kind, course, language and state, ordered, in
 * pages, all held in the URL; bulk publish, unpublish and delete.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { StudyResource } from '@ujuzi/api';
import { useDeleteStudyResource, useListStudyResources, usePartialUpdateStudyResource } from '@ujuzi/api/hooks';
import { listStudyResourcesList } from '@ujuzi/api/list-params';
import { LANGUAGE_OPTIONS, MATERIAL_TYPE_LABELS, formatDuration, formatFileSize } from '@ujuzi/domain';
import { ButtonLink } from '@ujuzi/ui';
import {
  EntityLink,
  ListPage,
  columnsOf,
  countOf,
  links,
  runPerRow,
  useCourseOptions,
  useList,
  type BulkAction,
} from '../../infra/kit';
import { MaterialsHeader, refreshMaterials } from '../shared';

/** Size for files, length for video and audio, nothing for links. */
function extent(row: StudyResource): string {
  const meta = row.metadata;
  if (meta?.duration_seconds) return formatDuration(meta.duration_seconds);
  if (meta?.file_size_bytes) return formatFileSize(meta.file_size_bytes);
  return '—';
}

const column = columnsOf<StudyResource>();
const COLUMNS = [
  column.text(
    'title',
    'Title',
    (row) => (
      <Stack gap="0" minW="12rem" maxW="24rem">
        <EntityLink href={links.material(row.id)}>{row.title}</EntityLink>
        {row.tags && row.tags.length > 0 ? (
          <Text textStyle="xs" color="fg.muted" lineClamp="1">
            {row.tags.join(' · ')}
          </Text>
        ) : null}
      </Stack>
    ),
    { isRowHeader: true },
  ),
  column.entity('resource_type', 'Kind', (row) => ({
    name: MATERIAL_TYPE_LABELS[row.resource_type],
    href: links.materials({ resource_type: row.resource_type }),
  })),
  column.text('course', 'Course', (row) =>
    row.course && row.course_title ? (
      <EntityLink href={links.materials({ course: row.course })}>{row.course_title}</EntityLink>
    ) : (
      <Text color="fg.muted">Free-standing</Text>
    ),
  ),
  column.text('extent', 'Size or length', extent),
  column.flag('is_published', 'State', 'Published', 'Draft'),
  column.text('view_count', 'Views', (row) => row.view_count ?? 0, { align: 'end' }),
  column.text('download_count', 'Downloads', (row) => row.download_count ?? 0, { align: 'end', defaultHidden: true }),
  column.date('updated_at', 'Updated', { relative: true }),
];

export function MaterialsPage() {
  const queryClient = useQueryClient();
  const list = useList(listStudyResourcesList);
  const query = useListStudyResources({ ...list.params, include_metadata: true }, list.options);
  const courses = useCourseOptions();
  const update = usePartialUpdateStudyResource();
  const remove = useDeleteStudyResource();

  const publish = (value: boolean): BulkAction => ({
    id: value ? 'publish' : 'unpublish',
    label: value ? 'Publish' : 'Unpublish',
    confirmTitle: (count) => `${value ? 'Publish' : 'Unpublish'} ${countOf(count, 'material', 'materials')}?`,
    confirmMessage: () => (value ? 'Learners of their courses can open them.' : 'Learners no longer see them; staff still do.'),
    run: (rows) => runPerRow(rows, (id) => update.mutateAsync({ id: Number(id), data: { is_published: value } })),
  });
  const bulkActions: BulkAction[] = [
    publish(true),
    publish(false),
    {
      id: 'delete',
      label: 'Delete',
      destructive: true,
      confirmTitle: (count) => `Delete ${countOf(count, 'material', 'materials')}?`,
      confirmMessage: () => 'Their files go with them. This cannot be undone.',
      run: (rows) => runPerRow(rows, (id) => remove.mutateAsync({ id: Number(id) })),
    },
  ];

  return (
    <ListPage
      header={
        <MaterialsHeader
          isIndex
          title="Materials"
          description="Documents, videos, links and code samples for your courses and beyond."
          actions={<ButtonLink href={links.newMaterial()}>Add material</ButtonLink>}
        />
      }
      list={list}
      query={query}
      label="Materials"
      noun={{ one: 'material', many: 'materials' }}
      columns={COLUMNS}
      search={{ label: 'Search materials', placeholder: 'Search by title, description, tag or course' }}
      filters={[
        { type: 'enum', name: 'resource_type', label: 'Kind', labels: MATERIAL_TYPE_LABELS },
        { type: 'select', name: 'course', label: 'Course', options: courses.options },
        { type: 'select', name: 'programming_language', label: 'Language', options: LANGUAGE_OPTIONS },
        {
          type: 'boolean',
          name: 'is_published',
          label: 'State',
          placeholder: 'Published or draft',
          yes: 'Published',
          no: 'Draft',
        },
      ]}
      bulkActions={bulkActions}
      onBulkDone={() => void refreshMaterials(queryClient)}
      empty={{
        title: 'No materials yet',
        description: 'Upload a document or video, or share a link, for your learners to study from.',
        action: (
          <HStack gap="3" wrap="wrap" justify="center">
            <ButtonLink href={links.newMaterial()}>Add material</ButtonLink>
            <ButtonLink variant="outline" href={links.courses()}>
              Browse courses
            </ButtonLink>
          </HStack>
        ),
      }}
    />
  );
}
