/**
 * /dashboard/courses/manage: the staff list of courses — search, the catalogue's filters (level,
 * department, language, technology, featured, pricing, price range, status) and ordering in the URL;
 * stats per course; a featured switch and an export per row; bulk feature, unfeature, publish and delete
 * for admins (the contract's bulk operations are management's), bulk enroll (management) and import (staff).
 * A teacher sees the courses they teach.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { Course } from '@ujuzi/api';
import { type listCourses, useBulkDeleteCourses, useBulkUpdateCourses, useListCourses } from '@ujuzi/api/hooks';
import { formatMoney, isManagement } from '@ujuzi/domain';
import { Badge, ButtonLink, type DataTableColumn, Link, Select } from '@ujuzi/ui';
import { useState } from 'react';
import { ListPage, countOf, useListState, type BulkAction, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  COURSE_LEVELS,
  COURSE_STATUSES,
  CourseHeader,
  LEVEL_LABELS,
  PRICING_LABELS,
  PRICING_TYPES,
  STATUS_LABELS,
  STATUS_TONES,
  options,
  refreshCourses,
  useCourseTaxonomy,
} from '../shared';
import { reportFromCourseBulk } from './course-bulk';
import { PriceBound } from './price-bound';
import { lazyPart } from '../../infra/kit/shared/lazy-part';

// The row parts that call the server on their own (stats, the featured switch, the export download) come
// in a chunk of their own, keeping this screen within its 60 KB budget.
const rowParts = () => import('./course-row-parts');
const CourseStatsCell = lazyPart(() => rowParts().then((m) => m.CourseStatsCell), '2.5rem');
const FeaturedSwitch = lazyPart(() => rowParts().then((m) => m.FeaturedSwitch), '1.5rem');
const CourseExportButton = lazyPart(() => rowParts().then((m) => m.CourseExportButton), '2rem');
// Bulk enroll (management) and import (staff) open dialogs of their own, fetched with their own chunks.
const BulkEnrollDialog = lazyPart(() => import('../bulk-enroll').then((m) => m.BulkEnrollDialog), '2.5rem');
const CourseImportDialog = lazyPart(() => import('../import').then((m) => m.CourseImportDialog), '2.5rem');

/** listCourses' parameters (openapi/paths/courses/courses.yaml). */
export const MANAGE_COURSES_SPEC = {
  filters: {
    level: { kind: 'enum', values: COURSE_LEVELS },
    department: { kind: 'int' },
    programming_languages: { kind: 'int' },
    technologies: { kind: 'int' },
    is_featured: { kind: 'boolean' },
    pricing_type: { kind: 'enum', values: PRICING_TYPES },
    status: { kind: 'enum', values: COURSE_STATUSES },
    min_price: { kind: 'text' },
    max_price: { kind: 'text' },
  },
  orderings: ['title', 'price', 'created_at', 'updated_at'],
  defaultOrdering: 'title',
  defaultPageSize: 20,
} as const satisfies ListSpec;

type ListCoursesParams = NonNullable<Parameters<typeof listCourses>[0]>;

const EXPORT_FORMATS = [
  { value: 'json', label: 'JSON' },
  { value: 'csv', label: 'CSV (lessons)' },
  { value: 'zip', label: 'ZIP package' },
];

export function ManageCoursesPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const list = useListState(MANAGE_COURSES_SPEC);
  const taxonomy = useCourseTaxonomy();
  const [exportFormat, setExportFormat] = useState('json');
  const admin = isManagement(user?.user_type);
  const { programming_languages, technologies, ...rest } = list.params;
  // The contract's language and technology filters take lists; the screen offers one of each. A teacher's
  // list is the courses they teach (`instructor`).
  const params: ListCoursesParams = {
    ...rest,
    programming_languages: programming_languages === undefined ? undefined : [programming_languages],
    technologies: technologies === undefined ? undefined : [technologies],
    ...(admin || !user ? {} : { instructor: user.id }),
  };
  const query = useListCourses(params, { query: { placeholderData: keepPreviousData } });
  const bulkUpdate = useBulkUpdateCourses();
  const bulkDelete = useBulkDeleteCourses();

  const filters: ListFilter<typeof MANAGE_COURSES_SPEC.filters>[] = [
    {
      type: 'select',
      name: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: options(COURSE_STATUSES, STATUS_LABELS),
    },
    { type: 'select', name: 'level', label: 'Level', placeholder: 'Any level', options: options(COURSE_LEVELS, LEVEL_LABELS) },
    { type: 'select', name: 'department', label: 'Department', placeholder: 'Any department', options: taxonomy.departments },
    {
      type: 'select',
      name: 'programming_languages',
      label: 'Language',
      placeholder: 'Any language',
      options: taxonomy.languages,
    },
    { type: 'select', name: 'technologies', label: 'Technology', placeholder: 'Any technology', options: taxonomy.technologies },
    {
      type: 'select',
      name: 'is_featured',
      label: 'Featured',
      placeholder: 'Featured or not',
      options: [
        { value: 'true', label: 'Featured' },
        { value: 'false', label: 'Not featured' },
      ],
    },
    {
      type: 'select',
      name: 'pricing_type',
      label: 'Pricing',
      placeholder: 'Any pricing',
      options: options(PRICING_TYPES, PRICING_LABELS),
    },
  ];

  const ids = (rows: readonly { id: string }[]) => rows.map((row) => Number(row.id));
  const bulkActions: BulkAction[] = admin
    ? [
        {
          id: 'feature',
          label: 'Feature',
          confirmTitle: (count) => `Feature ${countOf(count, 'course', 'courses')}?`,
          confirmMessage: () => 'Featured courses are shown first in the catalogue and on the home page.',
          run: async (rows) =>
            reportFromCourseBulk(
              rows,
              await bulkUpdate.mutateAsync({ data: { course_ids: ids(rows), updates: { is_featured: true } } }),
            ),
        },
        {
          id: 'unfeature',
          label: 'Unfeature',
          confirmTitle: (count) => `Stop featuring ${countOf(count, 'course', 'courses')}?`,
          run: async (rows) =>
            reportFromCourseBulk(
              rows,
              await bulkUpdate.mutateAsync({ data: { course_ids: ids(rows), updates: { is_featured: false } } }),
            ),
        },
        {
          id: 'publish',
          label: 'Publish',
          confirmTitle: (count) => `Publish ${countOf(count, 'course', 'courses')}?`,
          confirmMessage: () => 'Published courses are visible to visitors and students in the catalogue.',
          run: async (rows) =>
            reportFromCourseBulk(
              rows,
              await bulkUpdate.mutateAsync({ data: { course_ids: ids(rows), updates: { status: 'published' } } }),
            ),
        },
        {
          id: 'delete',
          label: 'Delete',
          destructive: true,
          confirmTitle: (count) => `Delete ${countOf(count, 'course', 'courses')}?`,
          confirmMessage: () =>
            'Their modules, lessons and projects are deleted with them. Courses with active enrollments are kept. This cannot be undone.',
          run: async (rows) => reportFromCourseBulk(rows, await bulkDelete.mutateAsync({ data: { course_ids: ids(rows) } })),
        },
      ]
    : [];

  const columns: DataTableColumn<Course>[] = [
    {
      id: 'title',
      header: 'Course',
      isRowHeader: true,
      sortable: true,
      cell: (row) => (
        <Stack gap="0" minW="12rem" maxW="22rem">
          <Link href={links.course(row.slug)}>{row.title}</Link>
          <Text textStyle="xs" color="fg.muted" lineClamp="1">
            {[LEVEL_LABELS[row.level], row.department?.name, row.instructor?.get_full_name].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    { id: 'status', header: 'Status', cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{STATUS_LABELS[row.status]}</Badge> },
    {
      id: 'price',
      header: 'Price',
      sortable: true,
      align: 'end',
      cell: (row) =>
        row.pricing_type === 'free'
          ? 'Free'
          : `${formatMoney(row.price, row.currency)}${row.pricing_type === 'subscription' ? ' / period' : ''}`,
    },
    { id: 'stats', header: 'Enrollments and rating', cell: (row) => <CourseStatsCell course={row} /> },
    { id: 'is_featured', header: 'Featured', cell: (row) => <FeaturedSwitch course={row} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <HStack gap="2" wrap="wrap">
          <Link href={links.courseEdit(row.id)} aria-label={`Edit “${row.title}”`}>
            Edit
          </Link>
          <Link href={links.courseSettings(row.slug)} aria-label={`Settings of “${row.title}”`}>
            Settings
          </Link>
          <CourseExportButton
            title={row.title}
            request={{
              path: `/courses/courses/${row.id}/export/`,
              query: { format: exportFormat },
              fallbackFilename: `${row.slug}.${exportFormat}`,
            }}
          />
        </HStack>
      ),
    },
    {
      id: 'created_at',
      header: 'Created',
      sortable: true,
      defaultHidden: true,
      cell: (row) => new Date(row.created_at).toLocaleDateString('en-KE'),
    },
  ];

  return (
    <ListPage
      header={
        <CourseHeader
          title="Manage courses"
          description={admin ? 'Every course of the school, drafts included.' : 'The courses you teach, drafts included.'}
          actions={
            <HStack gap="2" wrap="wrap">
              {admin ? <BulkEnrollDialog /> : null}
              <CourseImportDialog />
              <ButtonLink href={links.newCourse()}>New course</ButtonLink>
            </HStack>
          }
        />
      }
      list={list}
      query={query}
      label="Courses"
      noun={{ one: 'course', many: 'courses' }}
      columns={columns}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => row.title}
      search={{ label: 'Search courses', placeholder: 'Search by title, description, language or technology' }}
      filters={filters}
      bulkActions={bulkActions}
      onBulkDone={() => void refreshCourses(queryClient)}
      toolbar={[
        <PriceBound
          key={`min-${list.state.filters.min_price ?? ''}`}
          label="Lowest price (KES)"
          value={list.state.filters.min_price}
          onApply={(value) => list.setFilter('min_price', value)}
        />,
        <PriceBound
          key={`max-${list.state.filters.max_price ?? ''}`}
          label="Highest price (KES)"
          value={list.state.filters.max_price}
          onApply={(value) => list.setFilter('max_price', value)}
        />,
        <Select
          key="export-format"
          label="Export format"
          size="sm"
          options={EXPORT_FORMATS}
          value={exportFormat}
          onChange={setExportFormat}
        />,
      ]}
      empty={{
        title: admin ? 'No courses yet' : 'You do not teach a course yet',
        description: 'Start one: a draft can be saved unfinished and published once it has a lesson.',
        action: <ButtonLink href={links.newCourse()}>New course</ButtonLink>,
      }}
    />
  );
}
