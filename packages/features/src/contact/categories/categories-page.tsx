/**
 * /dashboard/contact/categories (super_admin, admin): the contact categories — create, edit, delete —
 * and, below them, what else admins set for the contact area: the contact details of the public contact
 * page (#contact-details) and the inquiry settings (#settings). Built only with the kit.
 */
import { HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { ContactCategory } from '@ujuzi/api';
import { getListContactCategoriesQueryKey, useDeleteContactCategory, useListContactCategories } from '@ujuzi/api/hooks';
import { Badge, Button, ConfirmDialog, Dialog, IconButton, Link, type DataTableColumn } from '@ujuzi/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  EntityLink,
  ListPage,
  lazyPart,
  useEntityAction,
  useListState,
  type ListFilter,
  type ListSpec,
  links,
} from '../../infra/kit';

import { refreshContactQueries } from '../inquiries/refresh';
import { ContactHeader } from '../shared';

/** listContactCategories' parameters (openapi/paths/contact/categories.yaml). */
export const CATEGORY_LIST_SPEC = {
  filters: { is_active: { kind: 'boolean' } },
  orderings: ['display_order', 'name'],
  defaultOrdering: 'display_order',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const NOUN = { one: 'category', many: 'categories' };

// The forms (and the form kit they carry) arrive in chunks of their own: the list shows first.
const CategoryForm = lazyPart(() => import('./category-form').then((module) => module.CategoryForm), '26rem');
const ContactInfoSection = lazyPart(
  () => import('../settings/contact-info-section').then((module) => module.ContactInfoSection),
  '16rem',
);
const ContactSettingsSection = lazyPart(
  () => import('../settings/contact-settings-form').then((module) => module.ContactSettingsSection),
  '24rem',
);
type Editing = { category: ContactCategory | null } | null;

export function CategoriesPage() {
  const list = useListState(CATEGORY_LIST_SPEC);
  const query = useListContactCategories(list.params, { query: { placeholderData: keepPreviousData } });
  const remove = useDeleteContactCategory();
  const deletion = useEntityAction<unknown, ContactCategory>({
    queryKey: getListContactCategoriesQueryKey(),
    call: (category) => remove.mutateAsync({ id: category.id }),
    success: (category) => ({ title: 'Category deleted', description: category.name }),
    failure: 'Could not delete the category',
    refresh: refreshContactQueries,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ContactCategory | null>(null);
  const rows = query.data?.results ?? [];

  const columns: readonly DataTableColumn<ContactCategory>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      sortable: true,
      cell: (row) => (
        <Stack gap="0.5" minW="12rem" maxW="24rem">
          <Link href="#" onClick={(event) => (event.preventDefault(), setEditing({ category: row }))}>
            {row.name}
          </Link>
          {row.description ? (
            <Text textStyle="xs" color="fg.muted" lineClamp="2">
              {row.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { id: 'email', header: 'E-mail', cell: (row) => row.email ?? <Text color="fg.muted">None</Text> },
    {
      id: 'is_active',
      header: 'Status',
      cell: (row) => <Badge tone={row.is_active ? 'success' : 'neutral'}>{row.is_active ? 'Active' : 'Inactive'}</Badge>,
    },
    {
      id: 'usage',
      header: 'Used by',
      cell: (row) => (
        <HStack gap="3" wrap="wrap">
          <EntityLink href={links.inquiries({ category: row.id })}>Inquiries</EntityLink>
          <EntityLink href={links.faqs({ category: row.id })}>FAQs</EntityLink>
        </HStack>
      ),
    },
    { id: 'display_order', header: 'Order', sortable: true, align: 'end', cell: (row) => row.display_order ?? 0 },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (row) => (
        <HStack gap="1" justify="flex-end">
          <IconButton
            aria-label={`Edit ${row.name}`}
            size="sm"
            variant="ghost"
            onClick={() => setEditing({ category: row })}
            icon={<Pencil />}
          />
          <IconButton
            aria-label={`Delete ${row.name}`}
            size="sm"
            variant="ghost"
            onClick={() => setDeleting(row)}
            icon={<Trash2 />}
          />
        </HStack>
      ),
    },
  ];

  const filters: ListFilter<typeof CATEGORY_LIST_SPEC.filters>[] = [
    {
      type: 'select',
      name: 'is_active',
      label: 'Status',
      placeholder: 'Active and inactive',
      options: [
        { value: 'true', label: 'Active' },
        { value: 'false', label: 'Inactive' },
      ],
    },
  ];

  const newCategory = (
    <Button onClick={() => setEditing({ category: null })} onPointerEnter={CategoryForm.preload} onFocus={CategoryForm.preload}>
      <Plus aria-hidden="true" /> New category
    </Button>
  );

  return (
    <Stack gap="10">
      <ListPage
        header={
          <ContactHeader
            title="Contact categories"
            description={
              <>
                Topics visitors choose when they write to the school. Below: the{' '}
                <Link href="#contact-details">contact details</Link> and the <Link href="#settings">inquiry settings</Link>.
              </>
            }
            actions={newCategory}
          />
        }
        list={list}
        query={query}
        label="Contact categories"
        noun={NOUN}
        columns={columns}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.name}
        search={{ label: 'Search categories', placeholder: 'Search names and descriptions' }}
        filters={filters}
        empty={{
          title: 'No categories yet',
          description: 'Categories route each inquiry to the right people.',
          action: newCategory,
        }}
      />
      <Separator />
      <ContactInfoSection />
      <Separator />
      <ContactSettingsSection />
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        size="lg"
        title={editing?.category ? `Edit ${editing.category.name}` : 'New category'}
      >
        {editing ? (
          <CategoryForm
            category={editing.category}
            nextOrder={rows.reduce((max, row) => Math.max(max, row.display_order ?? 0), -1) + 1}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.name ?? 'this category'}?`}
        message="Its inquiries and FAQs stay, without a category. This cannot be undone."
        confirmLabel="Delete category"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          const deleted = await deletion.run(deleting);
          // The failure is already shown; the dialog stays open for another try.
          if (!deleted) throw new Error('The category was not deleted');
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
