/**
 * /dashboard/contact/categories (super_admin, admin): the contact categories — create, edit, delete —
 * and, below them, what else admins set for the contact area: the contact details of the public contact
 * page (#contact-details) and the inquiry settings (#settings). Built only with the kit.
 */
import { HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type { ContactCategory } from '@ujuzi/api';
import { useDeleteContactCategory, useListContactCategories } from '@ujuzi/api/hooks';
import { listContactCategoriesList } from '@ujuzi/api/list-params';
import { ConfirmDialog, Dialog, IconButton, Link } from '@ujuzi/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { EntityLink, ListPage, columnsOf, lazyPart, links, useCrud, useList } from '../../infra/kit';
import { refreshContactQueries } from '../inquiries/refresh';
import { ContactHeader } from '../shared';

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
const column = columnsOf<ContactCategory>();

export function CategoriesPage() {
  const list = useList(listContactCategoriesList);
  const query = useListContactCategories(...list.request);
  const remove = useDeleteContactCategory();
  const crud = useCrud<ContactCategory>({
    noun: 'category',
    name: (category) => category.name,
    form: CategoryForm,
    remove: { call: (category) => remove.mutateAsync({ id: category.id }), refresh: refreshContactQueries },
  });
  const rows = query.data?.results ?? [];
  const columns = [
    column.link(
      'name',
      'Name',
      () => null,
      (row) => (
        <Stack gap="0.5" minW="12rem" maxW="24rem">
          <Link href="#" onClick={(event) => (event.preventDefault(), crud.edit(row))}>
            {row.name}
          </Link>
          {row.description ? (
            <Text textStyle="xs" color="fg.muted" lineClamp="2">
              {row.description}
            </Text>
          ) : null}
        </Stack>
      ),
    ),
    column.text('email', 'E-mail', (row) => row.email ?? <Text color="fg.muted">None</Text>),
    column.flag('is_active', 'Status', 'Active', 'Inactive'),
    column.text('usage', 'Used by', (row) => (
      <HStack gap="3" wrap="wrap">
        <EntityLink href={links.inquiries({ category: row.id })}>Inquiries</EntityLink>
        <EntityLink href={links.faqs({ category: row.id })}>FAQs</EntityLink>
      </HStack>
    )),
    column.text('display_order', 'Order', (row) => row.display_order ?? 0, { align: 'end' }),
    // The screen's own labels ('Edit Admissions', 'Delete Admissions'), without the kit's quotes.
    column.actions((row) => (
      <HStack gap="1" justify="flex-end">
        <IconButton aria-label={`Edit ${row.name}`} size="sm" variant="ghost" onClick={() => crud.edit(row)} icon={<Pencil />} />
        <IconButton
          aria-label={`Delete ${row.name}`}
          size="sm"
          variant="ghost"
          onClick={() => crud.setDeleting(row)}
          icon={<Trash2 />}
        />
      </HStack>
    )),
  ];
  const { item: editing, open, onOpenChange } = crud.dialog;
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
            actions={crud.createButton('New category')}
          />
        }
        list={list}
        query={query}
        label="Contact categories"
        noun={{ one: 'category', many: 'categories' }}
        columns={columns}
        search={{ label: 'Search categories', placeholder: 'Search names and descriptions' }}
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
          description: 'Categories route each inquiry to the right people.',
          action: crud.createButton('New category'),
        }}
      />
      <Separator />
      <ContactInfoSection />
      <Separator />
      <ContactSettingsSection />
      <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={editing ? `Edit ${editing.name}` : 'New category'}>
        {open ? (
          <CategoryForm
            item={editing}
            nextOrder={rows.reduce((max, row) => Math.max(max, row.display_order ?? 0), -1) + 1}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={crud.deleting !== null}
        onOpenChange={(next) => (next ? undefined : crud.setDeleting(null))}
        title={`Delete ${crud.deleting?.name ?? 'this category'}?`}
        message="Its inquiries and FAQs stay, without a category. This cannot be undone."
        confirmLabel="Delete category"
        destructive
        onConfirm={crud.confirmDelete}
      />
    </Stack>
  );
}
