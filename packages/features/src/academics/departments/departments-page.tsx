/**
 * /dashboard/academics/departments: the school's departments with their head, teachers and subjects (each
 * count opening the subjects filtered by the department); management creates, edits and deletes them.
 */
import type { Department } from '@ujuzi/api';
import { getListDepartmentsQueryKey, useDeleteDepartment, useListDepartments } from '@ujuzi/api/hooks';
import { listDepartmentsList } from '@ujuzi/api/list-params';
import { can, displayName } from '@ujuzi/domain';
import { CrudDelete, ListPage, columnsOf, countOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AcademicsHeader } from '../shared';

const DepartmentDialog = lazyFormDialog(() => import('./department-form').then((module) => module.DepartmentForm), {
  noun: 'department',
  height: '34rem',
});
const column = columnsOf<Department>();

export function DepartmentsPage() {
  const { user } = useSession();
  const manage = can(user, 'department.manage');
  const list = useList(listDepartmentsList);
  const query = useListDepartments(...list.request);
  const remove = useDeleteDepartment();
  const crud = useCrud<Department>({
    noun: 'department',
    name: (department) => department.name,
    form: DepartmentDialog,
    remove: { call: (department) => remove.mutateAsync({ id: department.id }), invalidate: [getListDepartmentsQueryKey()] },
  });
  const columns = [
    column.link('name', 'Department', () => null, undefined, { sub: (row) => row.description }),
    column.text('code', 'Code'),
    column.person('head_of_department', 'Head', ({ head_of_department: head }) =>
      head ? { name: displayName(head), avatar: head.profile_picture, href: links.person(head) } : null,
    ),
    column.count('teachers_count', 'Teachers'),
    column.entity('subjects_count', 'Subjects', (row) => ({
      name: countOf(row.subjects_count ?? 0, 'subject', 'subjects'),
      href: links.subjects({ department: row.id }),
    })),
    column.flag('is_active', 'Status', 'Active', 'Inactive'),
    ...(manage ? [column.actions(crud.rowActions)] : []),
  ];
  const create = manage ? crud.createButton('New department') : null;
  return (
    <>
      <ListPage
        header={
          <AcademicsHeader
            title="Departments"
            current={links.departments()}
            description="The school’s departments, who heads each, and the subjects they teach."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Departments"
        noun={{ one: 'department', many: 'departments' }}
        columns={columns}
        search={{ label: 'Search departments', placeholder: 'Name or code' }}
        filters={[
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
          title: 'No departments yet',
          description: manage ? 'Group the subjects into departments, each with its head.' : 'Management adds the departments.',
          action: create,
        }}
      />
      <DepartmentDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
