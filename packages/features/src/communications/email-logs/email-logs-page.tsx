/**
 * /dashboard/communications/email-logs: every e-mail the school sent or tried to send, newest first, by
 * delivery state and template; each opens its detail (recipient, template, status, the provider's error).
 */
import type { EmailLog } from '@ujuzi/api';
import { useListEmailLogs, useListEmailTemplates } from '@ujuzi/api/hooks';
import { listEmailLogsList } from '@ujuzi/api/list-params';
import { ButtonLink } from '@ujuzi/ui';
import { ListPage, columnsOf, links, useList } from '../../infra/kit';
import { CommunicationsHeader } from '../shared';
import { EMAIL_STATUS_LABELS, EMAIL_STATUS_TONES } from '../shared/email-labels';

const column = columnsOf<EmailLog>();
const COLUMNS = [
  column.link('subject', 'E-mail', (row) => links.emailLog(row.id), undefined, { sub: (row) => row.recipient_email }),
  column.status('status', 'Status', EMAIL_STATUS_LABELS, EMAIL_STATUS_TONES),
  column.date('sent_at', 'Sent', { time: true }),
  column.date('opened_at', 'Opened', { time: true }),
  column.text('error_message', 'Error', (row) => row.error_message ?? '—', { sortable: false, defaultHidden: true }),
];

export function EmailLogsPage() {
  const list = useList(listEmailLogsList);
  const query = useListEmailLogs(...list.request);
  const templates = useListEmailTemplates({ page_size: 100 });
  const templateOptions = (templates.data?.results ?? []).map((template) => ({
    value: String(template.id),
    label: template.name,
  }));
  return (
    <ListPage
      header={
        <CommunicationsHeader
          title="E-mail logs"
          description="Every e-mail the school sent or tried to send, and whether it arrived."
        />
      }
      list={list}
      query={query}
      label="E-mail logs"
      noun={{ one: 'e-mail', many: 'e-mails' }}
      columns={COLUMNS}
      search={{ label: 'Search e-mails', placeholder: 'Address or subject' }}
      filters={[
        { type: 'enum', name: 'status', label: 'Status', labels: EMAIL_STATUS_LABELS },
        { type: 'select', name: 'template', label: 'Template', placeholder: 'Any template', options: templateOptions },
      ]}
      empty={{
        title: 'No e-mails sent yet',
        description: 'Mails appear here as the school sends them from its templates.',
        action: <ButtonLink href={links.emailTemplates()}>See the templates</ButtonLink>,
      }}
    />
  );
}
