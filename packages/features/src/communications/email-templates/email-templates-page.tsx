/**
 * /dashboard/communications/email-templates: management's e-mail templates, each with its kind, subject
 * and placeholders; created, edited (with a sanitised preview on sample data) and deleted in place.
 */
import { HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { EmailTemplate } from '@ujuzi/api';
import { getListEmailTemplatesQueryKey, useDeleteEmailTemplate, useListEmailTemplates } from '@ujuzi/api/hooks';
import { listEmailTemplatesList } from '@ujuzi/api/list-params';
import { Badge } from '@ujuzi/ui';
import { CrudDelete, ListPage, columnsOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { CommunicationsHeader } from '../shared';
import { TEMPLATE_TYPE_LABELS, placeholdersOf } from '../shared/email-labels';

const TemplateDialog = lazyFormDialog(() => import('./email-template-form').then((module) => module.EmailTemplateForm), {
  noun: 'e-mail template',
  height: '44rem',
});
const column = columnsOf<EmailTemplate>();

function Placeholders({ row }: { row: EmailTemplate }) {
  const names = row.variables?.length ? row.variables : placeholdersOf(row.subject, row.body_html);
  if (names.length === 0) return <Text color="fg.muted">None</Text>;
  return (
    <HStack gap="1" wrap="wrap">
      {names.map((name) => (
        <Badge key={name} tone="neutral">{`{{${name}}}`}</Badge>
      ))}
    </HStack>
  );
}

export function EmailTemplatesPage() {
  const list = useList(listEmailTemplatesList);
  const query = useListEmailTemplates(...list.request);
  const remove = useDeleteEmailTemplate();
  const crud = useCrud<EmailTemplate>({
    noun: 'e-mail template',
    name: (template) => template.name,
    form: TemplateDialog,
    remove: { call: (template) => remove.mutateAsync({ id: template.id }), invalidate: [getListEmailTemplatesQueryKey()] },
  });
  const columns = [
    column.link('name', 'Template', () => null, undefined, { sub: (row) => row.subject }),
    column.entity(
      'id',
      'Sent mails',
      (row) => ({
        name: (
          <>
            Sent mails<VisuallyHidden> with {row.name}</VisuallyHidden>
          </>
        ),
        href: links.emailLogs({ template: row.id }),
      }),
      { sortable: false },
    ),
    column.text('template_type', 'Kind', (row) => TEMPLATE_TYPE_LABELS[row.template_type]),
    column.text('variables', 'Placeholders', (row) => <Placeholders row={row} />, { sortable: false }),
    column.flag('is_active', 'Status', 'Active', 'Inactive'),
    column.date('updated_at', 'Updated', { relative: true }),
    column.actions(crud.rowActions),
  ];
  const create = crud.createButton('New template');
  return (
    <>
      <ListPage
        header={
          <CommunicationsHeader
            title="E-mail templates"
            description={
              <>
                The mails the school sends, with placeholders such as {'{{first_name}}'} filled in for each person. What was sent
                is in the <a href={links.emailLogs()}>e-mail logs</a>.
              </>
            }
            actions={create}
          />
        }
        list={list}
        query={query}
        label="E-mail templates"
        noun={{ one: 'e-mail template', many: 'e-mail templates' }}
        columns={columns}
        search={{ label: 'Search templates', placeholder: 'Name or subject' }}
        filters={[
          { type: 'enum', name: 'template_type', label: 'Kind', labels: TEMPLATE_TYPE_LABELS },
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
          title: 'No e-mail templates yet',
          description: 'Write a template once and the school’s mails fill in each person’s details.',
          action: create,
        }}
      />
      <TemplateDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
