/**
 * /dashboard/courses/manage: the staff list of courses — search, the catalogue's filters (level,
 * department, language, technology, featured, pricing, price range, status) and ordering in the URL;
 * stats per course; a featured switch and an export per row; bulk feature, unfeature, publish and delete
 * for admins (the contract's bulk operations are management's), bulk enroll (management) and import (staff).
 * A teacher sees the courses they teach.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Course, CourseBulkUpdateRequest } from '@ujuzi/api';
import { useBulkDeleteCourses, useBulkUpdateCourses, useListCourses } from '@ujuzi/api/hooks';
import { listCoursesList } from '@ujuzi/api/list-params';
import { formatMoney, isManagement } from '@ujuzi/domain';
import { ButtonLink, Link, Select } from '@ujuzi/ui';
import { useState } from 'react';
import { ListPage, columnsOf, countOf, lazyPart, links, useList, type BulkAction } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  CourseHeader,
  LEVEL_LABELS,
  PRICING_LABELS,
  STATUS_LABELS,
  STATUS_TONES,
  refreshCourses,
  useCourseTaxonomy,
} from '../shared';
import { reportFromCourseBulk } from './course-bulk';
import { PriceBound } from './price-bound';

// The row parts that call the server on their own (stats, the featured switch, the export download) come
// in a chunk of their own, keeping this screen within its 60 KB budget.
const rowParts = () => import('./course-row-parts');
const CourseStatsCell = lazyPart(() => rowParts().then((m) => m.CourseStatsCell), '2.5rem');
const FeaturedSwitch = lazyPart(() => rowParts().then((m) => m.FeaturedSwitch), '1.5rem');
const CourseExportButton = lazyPart(() => rowParts().then((m) => m.CourseExportButton), '2rem');
// Bulk enroll (management) and import (staff) open dialogs of their own, fetched with their own chunks.
const BulkEnrollDialog = lazyPart(() => import('../bulk-enroll').then((m) => m.BulkEnrollDialog), '2.5rem');
const CourseImportDialog = lazyPart(() => import('../import').then((m) => m.CourseImportDialog), '2.5rem');

const EXPORT_FORMATS = [
  { value: 'json', label: 'JSON' },
  { value: 'csv', label: 'CSV (lessons)' },
  { value: 'zip', label: 'ZIP package' },
];
/** The contract's language and technology filters take lists of ids; the screen offers one of each. */
const oneId = (id: string | undefined) => (id !== undefined && /^\d+$/.test(id) ? [Number(id)] : undefined);
const ids = (rows: readonly { id: string }[]) => rows.map((row) => Number(row.id));
const column = columnsOf<Course>();

export function ManageCoursesPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const list = useList(listCoursesList);
  const taxonomy = useCourseTaxonomy();
  const [exportFormat, setExportFormat] = useState('json');
  const admin = isManagement(user?.user_type);
  const { programming_languages, technologies, ...rest } = list.params;
  // A teacher's list is the courses they teach (`instructor`).
  const query = useListCourses(
    {
      ...rest,
      programming_languages: oneId(programming_languages),
      technologies: oneId(technologies),
      ...(admin || !user ? {} : { instructor: user.id }),
    },
    list.options,
  );
  const bulkUpdate = useBulkUpdateCourses();
  const bulkDelete = useBulkDeleteCourses();

  const change = (id: string, verb: string, updates: CourseBulkUpdateRequest['updates'], message?: string): BulkAction => ({
    id,
    label: id.charAt(0).toUpperCase() + id.slice(1),
    confirmTitle: (count) => `${verb} ${countOf(count, 'course', 'courses')}?`,
    ...(message ? { confirmMessage: () => message } : {}),
    run: async (rows) => reportFromCourseBulk(rows, await bulkUpdate.mutateAsync({ data: { course_ids: ids(rows), updates } })),
  });
  const bulkActions: BulkAction[] = admin
    ? [
        change(
          'feature',
          'Feature',
          { is_featured: true },
          'Featured courses are shown first in the catalogue and on the home page.',
        ),
        change('unfeature', 'Stop featuring', { is_featured: false }),
        change(
          'publish',
          'Publish',
          { status: 'published' },
          'Published courses are visible to visitors and students in the catalogue.',
        ),
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

  const columns = [
    column.text(
      'title',
      'Course',
      (row) => (
        <Stack gap="0" minW="12rem" maxW="22rem">
          <Link href={links.course(row.slug)}>{row.title}</Link>
          <Text textStyle="xs" color="fg.muted" lineClamp="1">
            {[LEVEL_LABELS[row.level], row.department?.name, row.instructor?.get_full_name].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
      { isRowHeader: true },
    ),
    column.status('status', 'Status', STATUS_LABELS, STATUS_TONES),
    column.text(
      'price',
      'Price',
      (row) =>
        row.pricing_type === 'free'
          ? 'Free'
          : `${formatMoney(row.price, row.currency)}${row.pricing_type === 'subscription' ? ' / period' : ''}`,
      { align: 'end' },
    ),
    column.text('stats', 'Enrollments and rating', (row) => <CourseStatsCell course={row} />),
    column.text('is_featured', 'Featured', (row) => <FeaturedSwitch course={row} />),
    column.text('actions', 'Actions', (row) => (
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
    )),
    column.text('created_at', 'Created', (row) => new Date(row.created_at).toLocaleDateString('en-KE'), { defaultHidden: true }),
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
      search={{ label: 'Search courses', placeholder: 'Search by title, description, language or technology' }}
      filters={[
        { type: 'enum', name: 'status', label: 'Status', labels: STATUS_LABELS },
        { type: 'enum', name: 'level', label: 'Level', labels: LEVEL_LABELS },
        { type: 'select', name: 'department', label: 'Department', options: taxonomy.departments },
        { type: 'select', name: 'programming_languages', label: 'Language', options: taxonomy.languages },
        { type: 'select', name: 'technologies', label: 'Technology', options: taxonomy.technologies },
        {
          type: 'boolean',
          name: 'is_featured',
          label: 'Featured',
          placeholder: 'Featured or not',
          yes: 'Featured',
          no: 'Not featured',
        },
        { type: 'enum', name: 'pricing_type', label: 'Pricing', labels: PRICING_LABELS },
      ]}
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
