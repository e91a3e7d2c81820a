/**
 * /dashboard/contact/categories (super_admin, admin): the contact categories — create, edit, delete —
 * and, below them, what else admins set for the contact area: the contact details of the public contact
 * page (#contact-details) and the inquiry settings (#settings). Built only with the kit.
 */
import { HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type { ContactCategory } from '@ujuzi/api';
import { useDeleteContactCategory, useListContactCategories } from '@ujuzi/api/hooks';
import { listContactCategoriesList } from '@ujuzi/api/list-params';
import { Link } from '@ujuzi/ui';
import { CrudDelete, EntityLink, ListPage, columnsOf, lazyFormDialog, lazyPart, links, useCrud, useList } from '../../infra/kit';
import { refreshContactQueries } from '../inquiries/refresh';
import { ContactHeader } from '../shared';

// The forms (and the form kit they carry) arrive in chunks of their own: the list shows first.
const CategoryDialog = lazyFormDialog(() => import('./category-form').then((module) => module.CategoryForm), {
  noun: 'category',
  title: (category: ContactCategory | null) => (category ? `Edit ${category.name}` : 'New category'),
  height: '26rem',
});
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
  // The screen's own texts: 'Edit Admissions', 'Delete Admissions?', without the kit's quotes.
  const crud = useCrud<ContactCategory>({
    noun: 'category',
    name: (category) => category.name,
    form: CategoryDialog,
    labels: { edit: (category) => `Edit ${category.name}`, delete: (category) => `Delete ${category.name}` },
    remove: {
      call: (category) => remove.mutateAsync({ id: category.id }),
      title: (category) => `Delete ${category.name}?`,
      message: () => 'Its inquiries and FAQs stay, without a category. This cannot be undone.',
      refresh: refreshContactQueries,
    },
  });
  const rows = query.data?.results ?? [];
  const columns = [
    column.link(
      'name',
      'Name',
      () => null,
      (row) => (
        <Link href="#" onClick={(event) => (event.preventDefault(), crud.edit(row))}>
          {row.name}
        </Link>
      ),
      { sub: (row) => row.description },
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
    column.actions(crud.rowActions),
  ];
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
      <CategoryDialog {...crud.dialog} nextOrder={rows.reduce((max, row) => Math.max(max, row.display_order ?? 0), -1) + 1} />
      <CrudDelete crud={crud} />
    </Stack>
  );
}
