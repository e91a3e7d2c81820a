/**
 * /dashboard/newsletter/templates (admins): the reusable newsletter layouts — name, description, which
 * one is the default, whether in use — each opening its editor; delete after a confirmation naming it.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { NewsletterTemplate } from '@ujuzi/api';
import { getListNewsletterTemplatesQueryKey, useDeleteNewsletterTemplate, useListNewsletterTemplates } from '@ujuzi/api/hooks';
import { listNewsletterTemplatesList } from '@ujuzi/api/list-params';
import { Badge, ButtonLink, Link } from '@ujuzi/ui';
import { Plus } from 'lucide-react';
import { CrudDelete, ListPage, columnsOf, links, useCrud, useList } from '../../infra/kit';
import { AudienceHeader } from '../subscribers/audience';

const column = columnsOf<NewsletterTemplate>();

export function TemplatesPage() {
  const list = useList(listNewsletterTemplatesList, { defaultPageSize: 20 });
  const query = useListNewsletterTemplates(...list.request);
  const remove = useDeleteNewsletterTemplate();
  const crud = useCrud<NewsletterTemplate>({
    noun: 'template',
    name: (template) => template.name,
    canEdit: () => false,
    remove: {
      call: (template) => remove.mutateAsync({ id: template.id }),
      message: (template) =>
        `“${template.name}” is removed. Newsletters already written keep their content. This cannot be undone.`,
      invalidate: [getListNewsletterTemplatesQueryKey()],
    },
  });
  const columns = [
    column.text(
      'name',
      'Template',
      (row) => (
        <Stack gap="0" minW="10rem" maxW="22rem">
          <Link href={links.templateEdit(row.id)}>{row.name}</Link>
          {row.description ? (
            <Text textStyle="sm" color="fg.muted" lineClamp={2}>
              {row.description}
            </Text>
          ) : null}
        </Stack>
      ),
      { isRowHeader: true },
    ),
    column.text('state', 'State', (row) => (
      <HStack gap="1" wrap="wrap">
        {row.is_default ? <Badge tone="brand">Default</Badge> : null}
        {row.is_active ? <Badge tone="success">In use</Badge> : <Badge tone="neutral">Retired</Badge>}
      </HStack>
    )),
    column.date('updated_at', 'Changed'),
    column.actions(crud.rowActions),
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
        search={{ label: 'Search templates', placeholder: 'Name or description' }}
        filters={[
          { type: 'boolean', name: 'is_active', label: 'In use', placeholder: 'In use or not', yes: 'In use', no: 'Retired' },
        ]}
        empty={{
          title: 'No templates yet',
          description: 'A template gives every newsletter the same header, footer and unsubscribe link.',
          action: add,
        }}
      />
      <CrudDelete crud={crud} />
    </>
  );
}
