/**
 * /dashboard/gradebook/rubrics (staff): the rubrics peer reviewers and graders score against — each
 * with its criteria and total points, its course (or shared) and whether it is active. Staff create,
 * edit (criteria by levels with points) and delete them; each opens its page.
 */
import { Text } from '@chakra-ui/react';
import type { Rubric } from '@ujuzi/api';
import { getListRubricsQueryKey, useDeleteRubric, useListRubrics } from '@ujuzi/api/hooks';
import { listRubricsList } from '@ujuzi/api/list-params';
import { can } from '@ujuzi/domain';
import { useNavigate } from 'react-router-dom';
import { CrudDelete, ListPage, columnsOf, countOf, links, useCourseOptions, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { GradebookHeader } from '../shared';
import { RubricDialog } from './rubric-dialog';

const column = columnsOf<Rubric>();

export function RubricsPage() {
  const { user } = useSession();
  const manage = can(user, 'rubric.manage');
  const navigate = useNavigate();
  const courses = useCourseOptions();
  const courseName = (id: number | null | undefined) =>
    id ? (courses.options.find((option) => option.value === String(id))?.label ?? 'A course') : 'Shared';
  const list = useList(listRubricsList);
  const query = useListRubrics(...list.request);
  const remove = useDeleteRubric();
  const crud = useCrud<Rubric>({
    noun: 'rubric',
    name: (rubric) => rubric.title,
    form: RubricDialog,
    remove: {
      call: (rubric) => remove.mutateAsync({ id: rubric.id }),
      message: (rubric) =>
        `“${rubric.title}” and its ${countOf(rubric.criteria.length, 'criterion', 'criteria')} are deleted; a rubric used by submitted reviews is kept.`,
      invalidate: [getListRubricsQueryKey()],
    },
  });
  const columns = [
    column.link('title', 'Rubric', (row) => links.rubric(row.id), undefined, { sub: (row) => row.description }),
    column.entity('course', 'Course', (row) => ({
      name: courseName(row.course),
      href: row.course ? links.rubrics({ course: row.course }) : null,
    })),
    column.count('total_points', 'Points'),
    column.text('criteria', 'Criteria', (row) => (
      <Text fontSize="sm" minW="8rem" maxW="16rem">
        {row.criteria.map((criterion) => `${criterion.title} (${criterion.points})`).join(', ')}
      </Text>
    )),
    column.flag('is_active', 'Status', 'Active', 'Inactive'),
    ...(manage ? [column.actions(crud.rowActions)] : []),
  ];
  const create = manage ? crud.createButton('New rubric') : null;
  return (
    <>
      <ListPage
        header={
          <GradebookHeader
            title="Rubrics"
            current={links.rubrics()}
            description="Scoring guides of criteria with points, used by peer reviewers and graders."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Rubrics"
        noun={{ one: 'rubric', many: 'rubrics' }}
        columns={columns}
        search={{ label: 'Search rubrics', placeholder: 'Title or description' }}
        filters={[
          { type: 'select', name: 'course', label: 'Course', placeholder: 'All courses', options: courses.options },
          {
            type: 'boolean',
            name: 'is_active',
            label: 'Status',
            placeholder: 'Active and inactive',
            yes: 'Active',
            no: 'Inactive',
          },
        ]}
        empty={{
          title: 'No rubrics yet',
          description: 'Create a rubric: criteria with their points, and the levels that earn them.',
          action: create,
        }}
      />
      <RubricDialog
        {...crud.dialog}
        onSaved={(saved: Rubric) => (crud.dialog.item ? undefined : void navigate(links.rubric(saved.id)))}
      />
      <CrudDelete crud={crud} />
    </>
  );
}
