/**
 * /dashboard/community/categories (management): the community's categories in their order, with their
 * topics and articles; created, edited, deactivated and deleted in place (a category still holding
 * content is refused with the server's reason). Each name opens the category's page with its topics.
 */
import type { CommunityCategory } from '@ujuzi/api';
import { getListCommunityCategoriesQueryKey, useDeleteCommunityCategory, useListCommunityCategories } from '@ujuzi/api/hooks';
import { listCommunityCategoriesList } from '@ujuzi/api/list-params';
import { CrudDelete, ListPage, columnsOf, countOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { CommunityHeader } from '../shared/community-header';

const CategoryDialog = lazyFormDialog(() => import('./category-form').then((module) => module.CategoryForm), {
  noun: 'category',
  height: '40rem',
});
const column = columnsOf<CommunityCategory>();

export function CommunityCategoriesPage() {
  const list = useList(listCommunityCategoriesList);
  const query = useListCommunityCategories(...list.request);
  const remove = useDeleteCommunityCategory();
  const crud = useCrud<CommunityCategory>({
    noun: 'category',
    name: (category) => category.name,
    form: CategoryDialog,
    remove: { call: (category) => remove.mutateAsync({ id: category.id }), invalidate: [getListCommunityCategoriesQueryKey()] },
  });
  const columns = [
    column.link('name', 'Category', (row) => links.communityCategory(row.id), undefined, { sub: (row) => row.description }),
    column.count('order', 'Position'),
    column.entity('topics_count', 'Topics', (row) => ({
      name: countOf(row.topics_count, 'topic', 'topics'),
      href: links.community({ category: row.id }),
    })),
    column.count('articles_count', 'Articles', { sortable: false }),
    column.flag('is_active', 'Status', 'Active', 'Inactive'),
    column.actions(crud.rowActions),
  ];
  const create = crud.createButton('New category');
  return (
    <>
      <ListPage
        header={
          <CommunityHeader
            title="Categories"
            description="The community’s categories: members file each topic and article under one."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Community categories"
        noun={{ one: 'category', many: 'categories' }}
        columns={columns}
        search={{ label: 'Search categories', placeholder: 'Name or description' }}
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
          title: 'No categories yet',
          description: 'Members need at least one category to start a topic or write an article.',
          action: create,
        }}
      />
      <CategoryDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
