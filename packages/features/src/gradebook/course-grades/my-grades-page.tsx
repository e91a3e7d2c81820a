/**
 * /dashboard/gradebook/my-grades (learners; a parent sees their children's): each course grade with its
 * letter and score, whether it is final and passed, and its page with what it is made of.
 */
import { Text } from '@chakra-ui/react';
import type { CourseGrade } from '@ujuzi/api';
import { useListCourseGrades } from '@ujuzi/api/hooks';
import { listCourseGradesList } from '@ujuzi/api/list-params';
import { displayName } from '@ujuzi/domain';
import { Badge, ButtonLink } from '@ujuzi/ui';
import { ListPage, columnsOf, links, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { GradebookHeader, percent } from '../shared';

const column = columnsOf<CourseGrade>();

export function MyGradesPage() {
  const { user } = useSession();
  const parent = user?.user_type === 'parent';
  const list = useList(listCourseGradesList);
  const query = useListCourseGrades(...list.request);
  const columns = [
    column.link(
      'course',
      'Course',
      (row) => links.courseGrade(row.id),
      (row) => row.course.title,
      {
        sub: (row) => (parent ? displayName(row.student) : undefined),
      },
    ),
    column.text('score', 'Grade', (row) => (
      <Text as="span" whiteSpace="nowrap">
        <strong>{row.letter_grade}</strong> · {percent(row.score)}{' '}
        {row.is_overridden ? <Badge tone="warning">Overridden</Badge> : null}
      </Text>
    )),
    column.flag('is_passed', 'Result', 'Passed', 'Not passed'),
    column.flag('is_final', 'Status', 'Final', 'Draft'),
    column.date('graded_at', 'Graded'),
  ];
  return (
    <ListPage
      header={
        <GradebookHeader
          title="My course grades"
          current={links.myGrades()}
          description={
            parent
              ? 'Your children’s grades in their courses; open one to see what it is made of.'
              : 'Your grade in each course; open one to see what it is made of.'
          }
        />
      }
      list={list}
      query={query}
      label="Course grades"
      noun={{ one: 'course grade', many: 'course grades' }}
      columns={columns}
      getRowLabel={(row) => row.course.title}
      search={{ label: 'Search course grades', placeholder: 'Course or letter grade' }}
      filters={[
        { type: 'boolean', name: 'is_final', label: 'Status', placeholder: 'Final and draft', yes: 'Final', no: 'Draft' },
      ]}
      empty={{
        title: 'No course grades yet',
        description: 'A course’s grade appears here once its teacher grades your work in it.',
        action: <ButtonLink href={links.progress()}>See my progress</ButtonLink>,
      }}
    />
  );
}
