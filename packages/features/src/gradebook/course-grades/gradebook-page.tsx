/**
 * /dashboard/gradebook (staff): the course grades of the courses a teacher teaches (every course for
 * admins), per learner, filtered by course, final or draft, passed or not. Staff add a grade, override
 * one with its reason (the grade's dialog), mark selected grades final or draft at once
 * (bulkUpdateCourseGrades) and delete one after a confirmation naming the learner and the course.
 */
import { Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { CourseGrade } from '@ujuzi/api';
import {
  getListCourseGradesQueryKey,
  useBulkUpdateCourseGrades,
  useDeleteCourseGrade,
  useListCourseGrades,
} from '@ujuzi/api/hooks';
import { listCourseGradesList } from '@ujuzi/api/list-params';
import { can, displayName } from '@ujuzi/domain';
import { Badge } from '@ujuzi/ui';
import { CrudDelete, ListPage, columnsOf, links, useCourseOptions, useCrud, useList, type BulkAction } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { GradebookHeader, percent } from '../shared';
import { reportFromGradeUpdate } from './bulk-report';
import { GradeDialog } from './grade-dialog';

const column = columnsOf<CourseGrade>();
const gradeName = (grade: CourseGrade) => `${displayName(grade.student)} · ${grade.course.title}`;

export function GradebookPage() {
  const { user } = useSession();
  const manage = can(user, 'courseGrade.manage');
  const queryClient = useQueryClient();
  const courses = useCourseOptions();
  const list = useList(listCourseGradesList);
  const query = useListCourseGrades(...list.request);
  const remove = useDeleteCourseGrade();
  const bulk = useBulkUpdateCourseGrades();
  const crud = useCrud<CourseGrade>({
    noun: 'course grade',
    name: gradeName,
    form: GradeDialog,
    labels: { edit: (grade) => `Override ${gradeName(grade)}`, delete: (grade) => `Delete ${gradeName(grade)}` },
    remove: {
      call: (grade) => remove.mutateAsync({ id: grade.id }),
      message: (grade) =>
        `${displayName(grade.student)}’s grade in ${grade.course.title} (${grade.letter_grade}, ${percent(grade.score)}) is deleted; their certificate and transcript no longer show it.`,
      invalidate: [getListCourseGradesQueryKey()],
    },
  });
  const columns = [
    column.link(
      'student',
      'Learner',
      (row) => links.courseGrade(row.id),
      (row) => displayName(row.student),
      {
        sub: (row) => row.student.username,
      },
    ),
    column.entity('course', 'Course', (row) => ({ name: row.course.title, href: links.course(row.course.slug) })),
    column.text('score', 'Score', (row) => (
      <Text as="span" whiteSpace="nowrap">
        <strong>{row.letter_grade}</strong> · {percent(row.score)}
      </Text>
    )),
    column.text('computed_score', 'Computed', (row) => (
      <Text as="span" whiteSpace="nowrap">
        {percent(row.computed_score)} {row.is_overridden ? <Badge tone="info">Overridden</Badge> : null}
      </Text>
    )),
    column.flag('is_passed', 'Result', 'Passed', 'Not passed'),
    column.flag('is_final', 'Status', 'Final', 'Draft'),
    column.date('graded_at', 'Graded', { relative: true, defaultHidden: true }),
    ...(manage ? [column.actions(crud.rowActions)] : []),
  ];
  const bulkActions: BulkAction[] = manage
    ? [true, false].map((final) => ({
        id: final ? 'final' : 'draft',
        label: final ? 'Mark final' : 'Mark as draft',
        confirmTitle: (count: number) => `Mark ${count} ${count === 1 ? 'grade' : 'grades'} ${final ? 'final' : 'as draft'}?`,
        confirmMessage: () =>
          final
            ? 'Final grades are the ones on certificates and transcripts.'
            : 'Draft grades may still change and are left off certificates and transcripts.',
        run: async (rows) =>
          reportFromGradeUpdate(
            rows,
            await bulk.mutateAsync({ data: { grades: rows.map((row) => ({ id: Number(row.id), is_final: final })) } }),
          ),
      }))
    : [];
  const create = manage ? crud.createButton('Add a grade') : null;
  return (
    <>
      <ListPage
        header={
          <GradebookHeader
            title="Course grades"
            current={links.gradebook()}
            description="Each learner’s grade in a course, drawn from its assessments and projects."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Course grades"
        noun={{ one: 'course grade', many: 'course grades' }}
        columns={columns}
        getRowLabel={gradeName}
        search={{ label: 'Search course grades', placeholder: 'Learner, course or letter grade' }}
        filters={[
          { type: 'select', name: 'course', label: 'Course', placeholder: 'All courses', options: courses.options },
          { type: 'boolean', name: 'is_final', label: 'Status', placeholder: 'Final and draft', yes: 'Final', no: 'Draft' },
          { type: 'boolean', name: 'is_passed', label: 'Result', placeholder: 'Any result', yes: 'Passed', no: 'Not passed' },
        ]}
        bulkActions={bulkActions}
        onBulkDone={() => void queryClient.invalidateQueries({ queryKey: getListCourseGradesQueryKey() })}
        empty={{
          title: 'No course grades yet',
          description: manage
            ? 'Grades appear as learners complete your courses; add one for a learner by hand.'
            : 'Grades appear here as learners complete the courses.',
          action: create,
        }}
      />
      <GradeDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
