/**
 * /dashboard/courses/grading/projects (staff): the project submissions of the courses the caller teaches
 * (admins: all), the ones to grade first; filtered by course, project and status, searched and ordered,
 * all in the URL. Each opens on its grading page.
 */
import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { ProjectSubmission } from '@ujuzi/api';
import { useListProjectSubmissions } from '@ujuzi/api/hooks';
import { displayName } from '@ujuzi/domain';
import { Badge, RelativeTime, type DataTableColumn } from '@ujuzi/ui';
import { EntityLink, ListPage, useListState, type ListFilter, type ListSpec, links, useCourseOptions } from '../../infra/kit';
import { SUBMISSION_STATUSES, SUBMISSION_STATUS_LABELS, SUBMISSION_STATUS_TONES } from '../../infra/kit/shared/grading-labels';
import { GradingHeader } from '../grading-shared';

/** listProjectSubmissions' parameters (openapi/paths/courses/project-submissions.yaml). */
export const SUBMISSIONS_LIST_SPEC = {
  filters: {
    course: { kind: 'int' },
    project: { kind: 'int' },
    status: { kind: 'enum', values: SUBMISSION_STATUSES },
    student: { kind: 'int' },
  },
  orderings: ['submitted_at', 'grade', 'status', 'updated_at'],
  defaultOrdering: '-submitted_at',
  defaultPageSize: 20,
} as const satisfies ListSpec;

/** The columns; course names come from the caller's course list (a submission carries the course's id). */
const columns = (courseTitle: (id: number) => string | undefined): readonly DataTableColumn<ProjectSubmission>[] => [
  {
    id: 'project',
    header: 'Submission',
    isRowHeader: true,
    cell: (row) => (
      <Stack gap="0" minW="12rem" maxW="24rem">
        <EntityLink
          href={links.projectSubmission(row.id)}
        >{`${row.project_title} by ${displayName(row.student ?? { username: 'a student' })}`}</EntityLink>
        <Text textStyle="xs" color="fg.muted">
          <EntityLink href={links.projectSubmissions({ project: row.project })}>All submissions of this project</EntityLink>
        </Text>
      </Stack>
    ),
  },
  {
    id: 'course',
    header: 'Course',
    cell: (row) =>
      row.course ? (
        <EntityLink href={links.projectSubmissions({ course: row.course })}>
          {courseTitle(row.course) ?? `Course ${row.course}`}
        </EntityLink>
      ) : (
        <Text color="fg.muted">—</Text>
      ),
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (row) => <Badge tone={SUBMISSION_STATUS_TONES[row.status]}>{SUBMISSION_STATUS_LABELS[row.status]}</Badge>,
  },
  { id: 'grade', header: 'Grade', align: 'end', sortable: true, cell: (row) => (row.grade ?? '—').toString() },
  { id: 'submitted_at', header: 'Handed in', sortable: true, cell: (row) => <RelativeTime value={row.submitted_at} /> },
];

export function ProjectSubmissionsPage() {
  const list = useListState(SUBMISSIONS_LIST_SPEC);
  const query = useListProjectSubmissions(list.params, { query: { placeholderData: keepPreviousData } });
  const courses = useCourseOptions();
  const filters: ListFilter<typeof SUBMISSIONS_LIST_SPEC.filters>[] = [
    { type: 'select', name: 'course', label: 'Course', placeholder: 'Any course', options: courses.options },
    {
      type: 'select',
      name: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: SUBMISSION_STATUSES.map((status) => ({ value: status, label: SUBMISSION_STATUS_LABELS[status] })),
    },
  ];
  return (
    <ListPage
      header={
        <GradingHeader
          title="Project submissions"
          description="What learners handed in for your courses’ projects: grade it, or return it with feedback."
          current={links.projectSubmissions()}
        />
      }
      list={list}
      query={query}
      label="Project submissions"
      noun={{ one: 'submission', many: 'submissions' }}
      columns={columns((id) => courses.options.find((option) => option.value === String(id))?.label)}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => row.project_title}
      search={{ label: 'Search submissions', placeholder: 'Search by project, student or description' }}
      filters={filters}
      empty={{
        title: 'No submissions yet',
        description: 'Learners’ project work shows here once they hand it in. Projects are set on each course.',
        action: <EntityLink href={links.manageCourses()}>Manage courses</EntityLink>,
      }}
    />
  );
}
