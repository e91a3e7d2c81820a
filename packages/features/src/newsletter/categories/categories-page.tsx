/**
 * /dashboard/newsletter/categories (admins): the topics subscribers follow and newsletters are filed
 * under — name, description, order, whether offered, and how many follow each (opening the subscribers
 * list filtered by it). Add and edit in a dialog; delete after a confirmation naming the category.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { NewsletterCategory } from '@ujuzi/api';
import { getListNewsletterCategoriesQueryKey, useDeleteNewsletterCategory, useListNewsletterCategories } from '@ujuzi/api/hooks';
import { listNewsletterCategoriesList } from '@ujuzi/api/list-params';
import { Link } from '@ujuzi/ui';
import { CrudDelete, ListPage, columnsOf, countOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { AudienceHeader } from '../subscribers/audience';

const CategoryDialog = lazyFormDialog(() => import('./category-form').then((module) => module.CategoryForm), {
  noun: 'category',
  size: 'md',
  height: '22rem',
});
const column = columnsOf<NewsletterCategory>();
const subscribers = (category: NewsletterCategory) => countOf(category.subscriber_count, 'subscriber', 'subscribers');

export function CategoriesPage() {
  const list = useList(listNewsletterCategoriesList, { defaultPageSize: 20 });
  const query = useListNewsletterCategories(...list.request);
  const remove = useDeleteNewsletterCategory();
  const crud = useCrud<NewsletterCategory>({
    noun: 'category',
    name: (category) => category.name,
    form: CategoryDialog,
    remove: {
      call: (category) => remove.mutateAsync({ id: category.id }),
      message: (category) =>
        `“${category.name}” is removed from its ${subscribers(category)} and from newsletters filed under it. This cannot be undone.`,
      invalidate: [getListNewsletterCategoriesQueryKey()],
    },
  });
  const columns = [
    column.text(
      'name',
      'Category',
      (row) => (
        <Stack gap="0" minW="10rem" maxW="20rem">
          <Text fontWeight="medium">{row.name}</Text>
          {row.description ? (
            <Text textStyle="sm" color="fg.muted" lineClamp={2}>
              {row.description}
            </Text>
          ) : null}
        </Stack>
      ),
      { isRowHeader: true },
    ),
    column.text(
      'subscriber_count',
      'Subscribers',
      (row) => (
        <Link href={links.subscribers({ category: row.id })} aria-label={`${subscribers(row)} of ${row.name}`}>
          {row.subscriber_count}
        </Link>
      ),
      { align: 'end' },
    ),
    column.text('display_order', 'Order', (row) => row.display_order ?? 0, { align: 'end' }),
    column.flag('is_active', 'Offered', 'Offered', 'Hidden'),
    column.actions(crud.rowActions),
  ];
  const add = crud.createButton('New category');
  return (
    <>
      <ListPage
        header={
          <AudienceHeader
            title="Categories"
            current={links.newsletterCategories()}
            description="Topics subscribers choose to follow; newsletters are sent to the followers of their categories."
            actions={add}
          />
        }
        list={list}
        query={query}
        label="Newsletter categories"
        noun={{ one: 'category', many: 'categories' }}
        columns={columns}
        search={{ label: 'Search categories', placeholder: 'Name or description' }}
        filters={[
          { type: 'boolean', name: 'is_active', label: 'Offered', placeholder: 'Offered or not', yes: 'Offered', no: 'Hidden' },
        ]}
        empty={{
          title: 'No categories yet',
          description: 'Add topics such as course announcements or events, so subscribers get only what interests them.',
          action: add,
        }}
      />
      <CategoryDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
