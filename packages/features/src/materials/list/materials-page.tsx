/**
 * /dashboard/materials (staff): every study resource the caller may see, with its kind, course, size or
 * length and publication state; searched, filtered by kind, course, language and state, ordered, in
 * pages, all held in the URL; bulk publish, unpublish and delete.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { StudyResource } from '@ujuzi/api';
import { useDeleteStudyResource, useListStudyResources, usePartialUpdateStudyResource } from '@ujuzi/api/hooks';
import {
  CODE_LANGUAGES,
  LANGUAGE_OPTIONS,
  MATERIAL_TYPES,
  MATERIAL_TYPE_LABELS,
  formatDuration,
  formatFileSize,
} from '@ujuzi/domain';
import { Badge, ButtonLink, type DataTableColumn, RelativeTime } from '@ujuzi/ui';
import {
  EntityLink,
  ListPage,
  countOf,
  runPerRow,
  useListState,
  type BulkAction,
  type ListFilter,
  type ListSpec,
  links,
  useCourseOptions,
} from '../../infra/kit';
import { MATERIAL_TYPE_OPTIONS, MaterialsHeader, refreshMaterials } from '../shared';

/** listStudyResources' parameters (openapi/paths/learning/study-resources.yaml). */
export const MATERIALS_LIST_SPEC = {
  filters: {
    resource_type: { kind: 'enum', values: MATERIAL_TYPES },
    course: { kind: 'int' },
    programming_language: { kind: 'enum', values: CODE_LANGUAGES },
    is_published: { kind: 'boolean' },
  },
  orderings: ['created_at', 'updated_at', 'title', 'view_count', 'download_count'],
  defaultOrdering: '-created_at',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const NOUN = { one: 'material', many: 'materials' };

/** Size for files, length for video and audio, nothing for links. */
function extent(row: StudyResource): string {
  const meta = row.metadata;
  if (meta?.duration_seconds) return formatDuration(meta.duration_seconds);
  if (meta?.file_size_bytes) return formatFileSize(meta.file_size_bytes);
  return '—';
}

const COLUMNS: readonly DataTableColumn<StudyResource>[] = [
  {
    id: 'title',
    header: 'Title',
    isRowHeader: true,
    sortable: true,
    cell: (row) => (
      <Stack gap="0" minW="12rem" maxW="24rem">
        <EntityLink href={links.material(row.id)}>{row.title}</EntityLink>
        {row.tags && row.tags.length > 0 ? (
          <Text textStyle="xs" color="fg.muted" lineClamp="1">
            {row.tags.join(' · ')}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    id: 'resource_type',
    header: 'Kind',
    cell: (row) => (
      <EntityLink href={links.materials({ resource_type: row.resource_type })}>
        {MATERIAL_TYPE_LABELS[row.resource_type]}
      </EntityLink>
    ),
  },
  {
    id: 'course',
    header: 'Course',
    cell: (row) =>
      row.course && row.course_title ? (
        <EntityLink href={links.materials({ course: row.course })}>{row.course_title}</EntityLink>
      ) : (
        <Text color="fg.muted">Free-standing</Text>
      ),
  },
  { id: 'extent', header: 'Size or length', cell: (row) => extent(row) },
  {
    id: 'is_published',
    header: 'State',
    cell: (row) => <Badge tone={row.is_published ? 'success' : 'warning'}>{row.is_published ? 'Published' : 'Draft'}</Badge>,
  },
  { id: 'view_count', header: 'Views', align: 'end', sortable: true, cell: (row) => row.view_count ?? 0 },
  {
    id: 'download_count',
    header: 'Downloads',
    align: 'end',
    sortable: true,
    defaultHidden: true,
    cell: (row) => row.download_count ?? 0,
  },
  { id: 'updated_at', header: 'Updated', sortable: true, cell: (row) => <RelativeTime value={row.updated_at} /> },
];

export function MaterialsPage() {
  const queryClient = useQueryClient();
  const list = useListState(MATERIALS_LIST_SPEC);
  const query = useListStudyResources(
    { ...list.params, include_metadata: true },
    { query: { placeholderData: keepPreviousData } },
  );
  const courses = useCourseOptions();
  const update = usePartialUpdateStudyResource();
  const remove = useDeleteStudyResource();

  const filters: ListFilter<typeof MATERIALS_LIST_SPEC.filters>[] = [
    { type: 'select', name: 'resource_type', label: 'Kind', placeholder: 'Any kind', options: MATERIAL_TYPE_OPTIONS },
    { type: 'select', name: 'course', label: 'Course', placeholder: 'Any course', options: courses.options },
    {
      type: 'select',
      name: 'programming_language',
      label: 'Language',
      placeholder: 'Any language',
      options: LANGUAGE_OPTIONS,
    },
    {
      type: 'select',
      name: 'is_published',
      label: 'State',
      placeholder: 'Published or draft',
      options: [
        { value: 'true', label: 'Published' },
        { value: 'false', label: 'Draft' },
      ],
    },
  ];

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
      noun={NOUN}
      columns={COLUMNS}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => row.title}
      search={{ label: 'Search materials', placeholder: 'Search by title, description, tag or course' }}
      filters={filters}
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
