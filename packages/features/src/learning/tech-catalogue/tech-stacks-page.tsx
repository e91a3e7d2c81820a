/**
 * /dashboard/learning/tech-stacks: named sets of languages and technologies (MERN, Django and React…) a
 * course's form starts from; management adds, edits and deletes them.
 */
import type { TechStack } from '@ujuzi/api';
import { getListTechStacksQueryKey, useDeleteTechStack, useListTechStacks } from '@ujuzi/api/hooks';
import { listTechStacksList } from '@ujuzi/api/list-params';
import { can } from '@ujuzi/domain';
import { CrudDelete, ListPage, columnsOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { TechCatalogueHeader } from './tech-catalogue-header';

const TechStackDialog = lazyFormDialog(() => import('./tech-stack-form').then((module) => module.TechStackForm), {
  noun: 'tech stack',
  height: '36rem',
});
const column = columnsOf<TechStack>();
/** Up to three names, then how many more: the row stays one line wide on a desktop table. */
function names(items: readonly { name: string }[]): string {
  if (!items.length) return '—';
  const shown = items.slice(0, 3).map((item) => item.name);
  return items.length > 3 ? `${shown.join(', ')} and ${items.length - 3} more` : shown.join(', ');
}

export function TechStacksPage() {
  const { user } = useSession();
  const manage = can(user, 'techCatalogue.manage');
  const list = useList(listTechStacksList);
  const query = useListTechStacks(...list.request);
  const remove = useDeleteTechStack();
  const crud = useCrud<TechStack>({
    noun: 'tech stack',
    name: (stack) => stack.name,
    form: TechStackDialog,
    remove: { call: (stack) => remove.mutateAsync({ id: stack.id }), invalidate: [getListTechStacksQueryKey()] },
  });
  const columns = [
    column.link('name', 'Tech stack', () => null),
    column.text('programming_languages', 'Languages', (row) => names(row.programming_languages)),
    column.text('technologies', 'Technologies', (row) => names(row.technologies)),
    column.count('courses_count', 'Courses'),
    ...(manage ? [column.actions(crud.rowActions)] : []),
  ];
  const create = manage ? crud.createButton('New tech stack') : null;
  return (
    <>
      <ListPage
        header={
          <TechCatalogueHeader
            title="Tech stacks"
            current={links.techStacks()}
            description="Sets of languages and technologies a course is tagged with in one choice."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Tech stacks"
        noun={{ one: 'tech stack', many: 'tech stacks' }}
        columns={columns}
        search={{ label: 'Search tech stacks' }}
        empty={{
          title: 'No tech stacks yet',
          description: manage ? 'Group languages and technologies, such as MERN.' : 'Management adds the tech stacks.',
          action: create,
        }}
      />
      <TechStackDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
