/**
 * /dashboard/learning/analytics (staff): a day's totals over the students the caller sees, then their
 * daily learning records (learning/learning-analytics), filtered by course and dates (a student's from
 * their link, `?student=`); each row opens that day, its course's analytics.
 */
import { Stack } from '@chakra-ui/react';
import type { LearningAnalyticsEntry } from '@ujuzi/api';
import { useListLearningAnalytics } from '@ujuzi/api/hooks';
import { listLearningAnalyticsList } from '@ujuzi/api/list-params';
import { displayName, formatDate, formatPercentage } from '@ujuzi/domain';
import { ButtonLink } from '@ujuzi/ui';
import { ListPage, columnsOf, lazyPart, links, useCourseOptions, useList } from '../../../infra/kit';
import { LearningHeader } from '../../shared';
import { useCourseNames } from '../shared/course-names';
import { formatMinutes } from '../shared/format';

/** The day's totals arrive in a chunk of their own, keeping the list's code under the screen budget. */
const DaySummary = lazyPart(() => import('../shared/day-summary').then((module) => module.DaySummary), '12rem');

const column = columnsOf<LearningAnalyticsEntry>();

export function LearningRecordsPage() {
  const list = useList(listLearningAnalyticsList);
  const query = useListLearningAnalytics(...list.request);
  const options = useCourseOptions();
  const courseOf = useCourseNames();
  const course = list.params.course;
  const columns = [
    column.link(
      'date',
      'Day',
      (row) => links.learningDay(row.id),
      (row) => formatDate(row.date),
    ),
    column.person('student', 'Student', ({ student }) => ({
      name: displayName(student),
      avatar: student.profile_picture,
      href: links.person(student),
    })),
    column.entity('course', 'Course', (row) => {
      const found = courseOf(row.course);
      return found ? { name: found.title, href: links.courseAnalytics(found.id) } : null;
    }),
    column.text('time_spent_minutes', 'Time', (row) => formatMinutes(row.time_spent_minutes)),
    column.count('lessons_completed', 'Lessons'),
    column.count('assessments_taken', 'Assessments'),
    column.text('average_score', 'Average score', (row) => formatPercentage(row.average_score)),
    column.count('code_executions', 'Code runs'),
  ];
  const courseAnalytics = course ? (
    <ButtonLink variant="outline" href={links.courseAnalytics(course)}>
      This course’s analytics
    </ButtonLink>
  ) : null;
  return (
    <ListPage
      header={
        <Stack gap="5">
          <LearningHeader
            title="Learning analytics"
            description="How your students learn, day by day: time, lessons, assessments and code."
            actions={courseAnalytics}
          />
          <DaySummary staff course={course} />
        </Stack>
      }
      list={list}
      query={query}
      label="Daily learning records"
      noun={{ one: 'learning record', many: 'learning records' }}
      columns={columns}
      getRowLabel={(row) => `${displayName(row.student)}, ${formatDate(row.date)}`}
      filters={[
        { type: 'select', name: 'course', label: 'Course', placeholder: 'Every course', options: options.options },
        { type: 'date', name: 'date_from', label: 'From' },
        { type: 'date', name: 'date_to', label: 'To' },
      ]}
      empty={{
        title: 'No learning recorded yet',
        description: 'Each day’s learning of your students shows here the day after.',
        action: <ButtonLink href={links.manageCourses()}>Your courses</ButtonLink>,
      }}
    />
  );
}
