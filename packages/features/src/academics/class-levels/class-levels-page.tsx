/**
 * /dashboard/academics/class-levels (staff): the school's levels in order, with their department, classes
 * and students (the classes count opening the classes of the level); management creates, edits, deletes.
 */
import type { ClassLevel } from '@ujuzi/api';
import { getListClassLevelsQueryKey, useDeleteClassLevel, useListClassLevels } from '@ujuzi/api/hooks';
import { listClassLevelsList } from '@ujuzi/api/list-params';
import { can } from '@ujuzi/domain';
import { CrudDelete, ListPage, columnsOf, countOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AcademicsHeader } from '../shared';

const LevelDialog = lazyFormDialog(() => import('./class-level-form').then((module) => module.ClassLevelForm), {
  noun: 'class level',
  height: '30rem',
});
const column = columnsOf<ClassLevel>();

export function ClassLevelsPage() {
  const { user } = useSession();
  const manage = can(user, 'class.manage');
  const list = useList(listClassLevelsList);
  const query = useListClassLevels(...list.request);
  const remove = useDeleteClassLevel();
  const crud = useCrud<ClassLevel>({
    noun: 'class level',
    name: (level) => level.name,
    form: LevelDialog,
    remove: { call: (level) => remove.mutateAsync({ id: level.id }), invalidate: [getListClassLevelsQueryKey()] },
  });
  const columns = [
    column.link('name', 'Level', () => null, undefined, { sub: (row) => row.description }),
    column.text('code', 'Code'),
    column.count('level_order', 'Order'),
    column.text('department_name', 'Department'),
    column.entity('sections_count', 'Classes', (row) => ({
      name: countOf(row.sections_count ?? 0, 'class', 'classes'),
      href: links.classes({ class_level: row.id }),
    })),
    column.count('students_count', 'Students'),
    column.flag('is_active', 'Status', 'Active', 'Inactive'),
    ...(manage ? [column.actions(crud.rowActions)] : []),
  ];
  const create = manage ? crud.createButton('New class level') : null;
  return (
    <>
      <ListPage
        header={
          <AcademicsHeader
            title="Class levels"
            current={links.classLevels()}
            description="The school’s levels in order; each holds its classes (cohorts)."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Class levels"
        noun={{ one: 'class level', many: 'class levels' }}
        columns={columns}
        search={{ label: 'Search class levels', placeholder: 'Name or code' }}
        filters={[{ type: 'boolean', name: 'is_active', label: 'Status', yes: 'Active', no: 'Inactive' }]}
        empty={{
          title: 'No class levels yet',
          description: manage ? 'Add the levels in order, then the classes of each.' : 'Management adds the levels.',
          action: create,
        }}
      />
      <LevelDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
