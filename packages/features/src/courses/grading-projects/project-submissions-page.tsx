/**
 * /dashboard/courses/grading/projects (staff): the project submissions of the courses the caller teaches
 * (admins: all), the ones to grade first; filtered by course, project and status, searched and ordered,
 * all in the URL. Each opens on its grading page.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { ProjectSubmission } from '@ujuzi/api';
import { useListProjectSubmissions } from '@ujuzi/api/hooks';
import { listProjectSubmissionsList } from '@ujuzi/api/list-params';
import { displayName } from '@ujuzi/domain';
import { EntityLink, ListPage, columnsOf, links, useCourseOptions, useList } from '../../infra/kit';
import { SUBMISSION_STATUSES, SUBMISSION_STATUS_LABELS, SUBMISSION_STATUS_TONES } from '../../infra/kit/shared/grading-labels';
import { GradingHeader } from '../grading-shared';

const column = columnsOf<ProjectSubmission>();
const STATUS_OPTIONS = SUBMISSION_STATUSES.map((value) => ({ value, label: SUBMISSION_STATUS_LABELS[value] }));

export function ProjectSubmissionsPage() {
  const list = useList(listProjectSubmissionsList);
  const query = useListProjectSubmissions(...list.request);
  const courses = useCourseOptions();
  // A submission carries its course's id; the name comes from the caller's course list.
  const courseTitle = (id: number) => courses.options.find((option) => option.value === String(id))?.label ?? `Course ${id}`;
  const columns = [
    column.text(
      'project',
      'Submission',
      (row) => (
        <Stack gap="0" minW="12rem" maxW="24rem">
          <EntityLink
            href={links.projectSubmission(row.id)}
          >{`${row.project_title} by ${displayName(row.student ?? { username: 'a student' })}`}</EntityLink>
          <Text textStyle="xs" color="fg.muted">
            <EntityLink href={links.projectSubmissions({ project: row.project })}>All submissions of this project</EntityLink>
          </Text>
        </Stack>
      ),
      { isRowHeader: true },
    ),
    column.entity('course', 'Course', (row) =>
      row.course ? { name: courseTitle(row.course), href: links.projectSubmissions({ course: row.course }) } : null,
    ),
    column.status('status', 'Status', SUBMISSION_STATUS_LABELS, SUBMISSION_STATUS_TONES),
    column.text('grade', 'Grade', undefined, { align: 'end' }),
    column.date('submitted_at', 'Handed in', { relative: true }),
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
      columns={columns}
      getRowLabel={(row) => row.project_title}
      search={{ label: 'Search submissions', placeholder: 'Search by project, student or description' }}
      filters={[
        { type: 'select', name: 'course', label: 'Course', options: courses.options },
        { type: 'select', name: 'status', label: 'Status', options: STATUS_OPTIONS },
      ]}
      empty={{
        title: 'No submissions yet',
        description: 'Learners’ project work shows here once they hand it in. Projects are set on each course.',
        action: <EntityLink href={links.manageCourses()}>Manage courses</EntityLink>,
      }}
    />
  );
}
