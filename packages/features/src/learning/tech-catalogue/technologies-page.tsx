/**
 * /dashboard/learning/technologies: the frameworks, libraries, databases and tools courses are tagged with,
 * by category; management adds, edits and deletes them.
 */
import type { Technology } from '@ujuzi/api';
import { getListTechnologiesQueryKey, useDeleteTechnology, useListTechnologies } from '@ujuzi/api/hooks';
import { listTechnologiesList } from '@ujuzi/api/list-params';
import { can } from '@ujuzi/domain';
import { Link } from '@ujuzi/ui';
import { CrudDelete, ListPage, columnsOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { TECHNOLOGY_CATEGORY_LABELS, TechCatalogueHeader } from './tech-catalogue-header';

const TechnologyDialog = lazyFormDialog(() => import('./technology-form').then((module) => module.TechnologyForm), {
  noun: 'technology',
});
const column = columnsOf<Technology>();

export function TechnologiesPage() {
  const { user } = useSession();
  const manage = can(user, 'techCatalogue.manage');
  const list = useList(listTechnologiesList);
  const query = useListTechnologies(...list.request);
  const remove = useDeleteTechnology();
  const crud = useCrud<Technology>({
    noun: 'technology',
    name: (technology) => technology.name,
    form: TechnologyDialog,
    remove: { call: (technology) => remove.mutateAsync({ id: technology.id }), invalidate: [getListTechnologiesQueryKey()] },
  });
  const columns = [
    column.link('name', 'Technology', () => null, undefined, { sub: (row) => row.description }),
    column.text('category', 'Category', (row) => TECHNOLOGY_CATEGORY_LABELS[row.category]),
    column.text('website_url', 'Website', (row) =>
      row.website_url ? (
        <Link href={row.website_url} external>
          {row.website_url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
        </Link>
      ) : (
        '—'
      ),
    ),
    column.count('courses_count', 'Courses'),
    ...(manage ? [column.actions(crud.rowActions)] : []),
  ];
  const create = manage ? crud.createButton('New technology') : null;
  return (
    <>
      <ListPage
        header={
          <TechCatalogueHeader
            title="Technologies"
            current={links.technologies()}
            description="Frameworks, libraries, databases and tools courses are tagged with."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Technologies"
        noun={{ one: 'technology', many: 'technologies' }}
        columns={columns}
        search={{ label: 'Search technologies' }}
        filters={[{ type: 'enum', name: 'category', label: 'Category', labels: TECHNOLOGY_CATEGORY_LABELS }]}
        empty={{
          title: 'No technologies yet',
          description: manage ? 'Add the frameworks and tools your courses use.' : 'Management adds the technologies.',
          action: create,
        }}
      />
      <TechnologyDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
