/**
 * /dashboard/communications/email-logs/:id: one e-mail: its recipient (their page when they have an
 * account), the template it came from, its delivery status with times, the provider's error, and the text
 * that was sent. Built with the kit's DetailPage.
 */
import { Alert, Stack, Text } from '@chakra-ui/react';
import type { EmailLog, EmailLogStatus } from '@ujuzi/api';
import { useGetEmailLog, useGetEmailTemplate, useGetUser } from '@ujuzi/api/hooks';
import { getEmailLogPath } from '@ujuzi/api/path-params';
import { displayName, formatDateTime } from '@ujuzi/domain';
import { Card, Link } from '@ujuzi/ui';
import { DetailField, DetailFields, DetailPage, EntityLink, links, useRouteParams } from '../../infra/kit';
import { subjectHeader } from '../shared';
import { EMAIL_STATUS_LABELS, EMAIL_STATUS_TONES } from '../shared/email-labels';

const header = subjectHeader<EmailLog, EmailLogStatus>({
  fallback: 'E-mail',
  trail: [{ label: 'E-mail logs', href: links.emailLogs() }],
  labels: EMAIL_STATUS_LABELS,
  tones: EMAIL_STATUS_TONES,
});

function Recipient({ log }: { log: EmailLog }) {
  const user = useGetUser(log.recipient ?? 0, { query: { enabled: !!log.recipient } });
  const target = user.data ? links.person(user.data) : null;
  return (
    <Stack gap="0">
      {user.data ? target ? <EntityLink href={target}>{displayName(user.data)}</EntityLink> : displayName(user.data) : null}
      <Text color={user.data ? 'fg.muted' : undefined}>{log.recipient_email}</Text>
    </Stack>
  );
}

function Template({ id }: { id: number }) {
  const template = useGetEmailTemplate(id);
  const name = template.data?.name;
  return name ? <EntityLink href={links.emailTemplates({ search: name })}>{name}</EntityLink> : <>{`Template ${id}`}</>;
}

function Summary({ log }: { log: EmailLog }) {
  return (
    <Stack gap="5">
      {log.error_message ? (
        <Alert.Root status="error" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{log.status === 'bounced' ? 'The mail bounced' : 'The mail was not delivered'}</Alert.Title>
            <Alert.Description>{log.error_message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Card>
        <DetailFields compact>
          <DetailField label="To">
            <Recipient log={log} />
          </DetailField>
          <DetailField label="Template">{log.template ? <Template id={log.template} /> : 'None (written by hand)'}</DetailField>
          <DetailField label="Created">{formatDateTime(log.created_at)}</DetailField>
          <DetailField label="Sent">{log.sent_at ? formatDateTime(log.sent_at) : 'Not yet'}</DetailField>
          <DetailField label="Opened">{log.opened_at ? formatDateTime(log.opened_at) : 'Not yet'}</DetailField>
          <DetailField label="Other mails">
            <Link
              href={links.emailLogs({ status: log.status })}
            >{`Every ${EMAIL_STATUS_LABELS[log.status].toLowerCase()} mail`}</Link>
          </DetailField>
        </DetailFields>
      </Card>
      <Card>
        <Stack gap="2">
          <Text as="h2" fontWeight="semibold">
            What was sent
          </Text>
          <Text whiteSpace="pre-wrap">{log.body || 'The text of this mail was not kept.'}</Text>
        </Stack>
      </Card>
    </Stack>
  );
}

export function EmailLogPage() {
  const { id } = useRouteParams(getEmailLogPath);
  const query = useGetEmailLog(id);
  return (
    <DetailPage
      query={query}
      noun="e-mail"
      notFoundAction={<Link href={links.emailLogs()}>Back to the e-mail logs</Link>}
      header={header}
      summary={(log) => <Summary log={log} />}
    />
  );
}
