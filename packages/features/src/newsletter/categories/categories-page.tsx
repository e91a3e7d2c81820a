/**
 * /dashboard/newsletter/categories (admins): the topics subscribers follow and newsletters are filed
 * under — name, description, order, whether offered, and how many follow each (opening the subscribers
 * list filtered by it). Add and edit in a dialog; delete after a confirmation naming the category.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { NewsletterCategory } from '@ujuzi/api';
import { getListNewsletterCategoriesQueryKey, useDeleteNewsletterCategory, useListNewsletterCategories } from '@ujuzi/api/hooks';
import { Badge, Button, ConfirmDialog, Dialog, IconButton, Link, type DataTableColumn } from '@ujuzi/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  ListPage,
  countOf,
  lazyPart,
  useEntityAction,
  useListState,
  type ListFilter,
  type ListSpec,
  links,
} from '../../infra/kit';
import { AudienceHeader } from '../subscribers/audience';

const CategoryForm = lazyPart(() => import('./category-form').then((module) => module.CategoryForm), '22rem');

export const CATEGORY_LIST_SPEC = {
  filters: { is_active: { kind: 'boolean' } },
  orderings: ['display_order', 'name', 'subscriber_count'],
  defaultOrdering: 'display_order',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const FILTERS: readonly ListFilter<typeof CATEGORY_LIST_SPEC.filters>[] = [
  {
    type: 'select',
    name: 'is_active',
    label: 'Offered',
    placeholder: 'Offered or not',
    options: [
      { value: 'true', label: 'Offered' },
      { value: 'false', label: 'Hidden' },
    ],
  },
];

export function CategoriesPage() {
  const list = useListState(CATEGORY_LIST_SPEC);
  const query = useListNewsletterCategories(list.params, { query: { placeholderData: keepPreviousData } });
  const [editing, setEditing] = useState<{ category: NewsletterCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<NewsletterCategory | null>(null);
  const remove = useDeleteNewsletterCategory();
  const deletion = useEntityAction<unknown, NewsletterCategory>({
    queryKey: ['newsletter-category-delete'],
    call: (category) => remove.mutateAsync({ id: category.id }),
    success: (category) => ({ title: 'Category deleted', description: category.name }),
    failure: 'Could not delete the category',
    refresh: (client) => client.invalidateQueries({ queryKey: getListNewsletterCategoriesQueryKey() }),
  });

  const columns: readonly DataTableColumn<NewsletterCategory>[] = [
    {
      id: 'name',
      header: 'Category',
      isRowHeader: true,
      sortable: true,
      cell: (row) => (
        <Stack gap="0" minW="10rem" maxW="20rem">
          <Text fontWeight="medium">{row.name}</Text>
          {row.description ? (
            <Text textStyle="sm" color="fg.muted" lineClamp={2}>
              {row.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'subscriber_count',
      header: 'Subscribers',
      align: 'end',
      sortable: true,
      cell: (row) => (
        <Link
          href={links.subscribers({ category: row.id })}
          aria-label={`${countOf(row.subscriber_count, 'subscriber', 'subscribers')} of ${row.name}`}
        >
          {row.subscriber_count}
        </Link>
      ),
    },
    { id: 'display_order', header: 'Order', align: 'end', sortable: true, cell: (row) => row.display_order ?? 0 },
    {
      id: 'is_active',
      header: 'Offered',
      cell: (row) => (row.is_active ? <Badge tone="success">Offered</Badge> : <Badge tone="neutral">Hidden</Badge>),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (row) => (
        <HStack gap="0" justify="flex-end">
          <IconButton
            aria-label={`Edit “${row.name}”`}
            size="sm"
            variant="ghost"
            onClick={() => setEditing({ category: row })}
            onPointerEnter={CategoryForm.preload}
            icon={<Pencil />}
          />
          <IconButton
            aria-label={`Delete “${row.name}”`}
            size="sm"
            variant="ghost"
            onClick={() => setDeleting(row)}
            icon={<Trash2 />}
          />
        </HStack>
      ),
    },
  ];

  const add = (
    <Button onClick={() => setEditing({ category: null })} onPointerEnter={CategoryForm.preload} onFocus={CategoryForm.preload}>
      <Plus aria-hidden="true" /> New category
    </Button>
  );

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
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.name}
        search={{ label: 'Search categories', placeholder: 'Name or description' }}
        filters={FILTERS}
        empty={{
          title: 'No categories yet',
          description: 'Add topics such as course announcements or events, so subscribers get only what interests them.',
          action: add,
        }}
      />
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing?.category ? 'Edit category' : 'New category'}
      >
        {editing ? <CategoryForm category={editing.category} onDone={() => setEditing(null)} /> : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this category?"
        message={
          deleting
            ? `“${deleting.name}” is removed from its ${countOf(deleting.subscriber_count, 'subscriber', 'subscribers')} and from newsletters filed under it. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete category"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          const deleted = await deletion.run(deleting);
          if (!deleted) throw new Error('The category was not deleted');
          setDeleting(null);
        }}
      />
    </>
  );
}
