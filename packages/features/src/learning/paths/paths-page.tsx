/**
 * /dashboard/learning/paths: staff create, edit (courses in study order), publish and delete the learning
 * paths (the contract's learning-centre paths); each path opens its page in the catalogue.
 */
import type { LearningCenterPath } from '@ujuzi/api';
import { getListLearningCenterPathsQueryKey, useDeleteLearningCenterPath, useListLearningCenterPaths } from '@ujuzi/api/hooks';
import { listLearningCenterPathsList } from '@ujuzi/api/list-params';
import { can } from '@ujuzi/domain';
import { CrudDelete, ListPage, columnsOf, countOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { LEVEL_LABELS } from '../catalogue/course-labels';
import { COURSES_CRUMB, LearningHeader } from '../shared';

const PathDialog = lazyFormDialog(() => import('./path-form').then((module) => module.PathForm), {
  noun: 'learning path',
  height: '40rem',
});
const column = columnsOf<LearningCenterPath>();

export function LearningPathsAdminPage() {
  const { user } = useSession();
  const manage = can(user, 'learningPath.manage');
  const list = useList(listLearningCenterPathsList);
  const query = useListLearningCenterPaths(...list.request);
  const remove = useDeleteLearningCenterPath();
  const crud = useCrud<LearningCenterPath>({
    noun: 'learning path',
    name: (path) => path.title,
    form: PathDialog,
    remove: { call: (path) => remove.mutateAsync({ id: path.id }), invalidate: [getListLearningCenterPathsQueryKey()] },
  });
  const columns = [
    column.link('title', 'Learning path', (row) => links.courses({ path: row.id }), undefined, {
      sub: (row) => row.courses.map((course) => course.title).join(' → '),
    }),
    column.text('difficulty', 'Level', (row) => LEVEL_LABELS[row.difficulty] ?? row.difficulty),
    column.text('courses_count', 'Courses', (row) => countOf(row.courses_count, 'course', 'courses')),
    column.count('enrolled_count', 'Learners'),
    column.flag('is_published', 'Status', 'Published', 'Draft'),
    ...(manage ? [column.actions(crud.rowActions)] : []),
  ];
  const create = manage ? crud.createButton('New learning path') : null;
  return (
    <>
      <ListPage
        header={
          <LearningHeader
            title="Manage learning paths"
            trail={[COURSES_CRUMB, { label: 'Learning paths', href: links.courses({ section: 'paths' }) }]}
            description="Courses in a planned order towards one goal. Learners see published paths in the catalogue."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Learning paths"
        noun={{ one: 'learning path', many: 'learning paths' }}
        columns={columns}
        search={{ label: 'Search learning paths' }}
        filters={[
          { type: 'enum', name: 'difficulty', label: 'Level', labels: LEVEL_LABELS },
          { type: 'boolean', name: 'is_published', label: 'Status', yes: 'Published', no: 'Draft' },
        ]}
        empty={{
          title: 'No learning paths yet',
          description: 'Put courses in order towards a goal, such as Junior full-stack developer.',
          action: create,
        }}
      />
      <PathDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
