/**
 * /dashboard/newsletter/templates (admins): the reusable newsletter layouts — name, description, which
 * one is the default, whether in use — each opening its editor; delete after a confirmation naming it.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { NewsletterTemplate } from '@ujuzi/api';
import { getListNewsletterTemplatesQueryKey, useDeleteNewsletterTemplate, useListNewsletterTemplates } from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { Badge, ButtonLink, ConfirmDialog, type DataTableColumn, IconButton, Link } from '@ujuzi/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ListPage, useEntityAction, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { AudienceHeader } from '../subscribers/audience';

export const TEMPLATE_LIST_SPEC = {
  filters: { is_active: { kind: 'boolean' } },
  orderings: ['name', 'updated_at'],
  defaultOrdering: 'name',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const FILTERS: readonly ListFilter<typeof TEMPLATE_LIST_SPEC.filters>[] = [
  {
    type: 'select',
    name: 'is_active',
    label: 'In use',
    placeholder: 'In use or not',
    options: [
      { value: 'true', label: 'In use' },
      { value: 'false', label: 'Retired' },
    ],
  },
];

export function TemplatesPage() {
  const list = useListState(TEMPLATE_LIST_SPEC);
  const query = useListNewsletterTemplates(list.params, { query: { placeholderData: keepPreviousData } });
  const [deleting, setDeleting] = useState<NewsletterTemplate | null>(null);
  const remove = useDeleteNewsletterTemplate();
  const deletion = useEntityAction<unknown, NewsletterTemplate>({
    queryKey: ['newsletter-template-delete'],
    call: (template) => remove.mutateAsync({ id: template.id }),
    success: (template) => ({ title: 'Template deleted', description: template.name }),
    failure: 'Could not delete the template',
    refresh: (client) => client.invalidateQueries({ queryKey: getListNewsletterTemplatesQueryKey() }),
  });

  const columns: readonly DataTableColumn<NewsletterTemplate>[] = [
    {
      id: 'name',
      header: 'Template',
      isRowHeader: true,
      sortable: true,
      cell: (row) => (
        <Stack gap="0" minW="10rem" maxW="22rem">
          <Link href={links.templateEdit(row.id)}>{row.name}</Link>
          {row.description ? (
            <Text textStyle="sm" color="fg.muted" lineClamp={2}>
              {row.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'state',
      header: 'State',
      cell: (row) => (
        <HStack gap="1" wrap="wrap">
          {row.is_default ? <Badge tone="brand">Default</Badge> : null}
          {row.is_active ? <Badge tone="success">In use</Badge> : <Badge tone="neutral">Retired</Badge>}
        </HStack>
      ),
    },
    { id: 'updated_at', header: 'Changed', sortable: true, cell: (row) => formatDate(row.updated_at) },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (row) => (
        <IconButton
          aria-label={`Delete “${row.name}”`}
          size="sm"
          variant="ghost"
          onClick={() => setDeleting(row)}
          icon={<Trash2 />}
        />
      ),
    },
  ];

  const add = (
    <ButtonLink href={links.newTemplate()}>
      <Plus aria-hidden="true" /> New template
    </ButtonLink>
  );

  return (
    <>
      <ListPage
        header={
          <AudienceHeader
            title="Templates"
            current={links.templates()}
            description="Layouts newsletters start from, with placeholders such as {{content}} and {{unsubscribe_url}}."
            actions={add}
          />
        }
        list={list}
        query={query}
        label="Newsletter templates"
        noun={{ one: 'template', many: 'templates' }}
        columns={columns}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.name}
        search={{ label: 'Search templates', placeholder: 'Name or description' }}
        filters={FILTERS}
        empty={{
          title: 'No templates yet',
          description: 'A template gives every newsletter the same header, footer and unsubscribe link.',
          action: add,
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this template?"
        message={
          deleting ? `“${deleting.name}” is removed. Newsletters already written keep their content. This cannot be undone.` : ''
        }
        confirmLabel="Delete template"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          const deleted = await deletion.run(deleting);
          if (!deleted) throw new Error('The template was not deleted');
          setDeleting(null);
        }}
      />
    </>
  );
}
