/**
 * A sent campaign's send logs (newsletter/newsletters/{id}/send_logs): per recipient, the delivery
 * status, when it was sent, first opened (and how often) and first clicked, the links they followed, and the
 * provider's error; each address opens the subscriber's page. Filtered by status in place; the first 100 recipients, the rest by the filter.
 */
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { NewsletterSendStatus } from '@ujuzi/api';
import { useListNewsletterSendLogs } from '@ujuzi/api/hooks';
import { formatDateTime } from '@ujuzi/domain';
import { Badge, Link, Select, SimpleTable, type BadgeTone } from '@ujuzi/ui';
import { useState } from 'react';
import { QueryState, links } from '../../infra/kit';

const STATUS: Record<NewsletterSendStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'neutral' },
  sent: { label: 'Sent', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  opened: { label: 'Opened', tone: 'brand' },
  clicked: { label: 'Clicked', tone: 'accent' },
  bounced: { label: 'Bounced', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};
const OPTIONS = Object.entries(STATUS).map(([value, { label }]) => ({ value, label }));
const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '—');
const times = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
/** A followed link as people read it: its host and path, without the scheme. */
const shortUrl = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

export function SendLogs({ id }: { id: number }) {
  const [status, setStatus] = useState<NewsletterSendStatus | ''>('');
  const query = useListNewsletterSendLogs(id, { page_size: 100, ...(status ? { status } : {}) });
  return (
    <Stack gap="3" as="section" aria-labelledby="send-logs-heading">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" textStyle="lg" id="send-logs-heading">
          Who received it
        </Heading>
        <Select
          label="Status"
          placeholder="Every status"
          options={OPTIONS}
          value={status}
          onChange={(value) => setStatus((value ?? '') as NewsletterSendStatus | '')}
        />
      </HStack>
      <QueryState
        query={query}
        noun="send logs"
        size="sm"
        headingLevel="h3"
        empty={{ title: status ? `No recipient is ${STATUS[status].label.toLowerCase()}` : 'Nobody received it yet' }}
      >
        {(page) => (
          <SimpleTable.ScrollArea borderWidth="1px" borderRadius="l2" tabIndex={0} aria-label="Send logs, scrolls sideways">
            <SimpleTable.Root size="sm">
              <SimpleTable.Caption srOnly>{`${page.count} recipients of the campaign`}</SimpleTable.Caption>
              <SimpleTable.Header>
                <SimpleTable.Row>
                  <SimpleTable.ColumnHeader>Recipient</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader>Status</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader>Sent</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader>Opened</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader>Clicked</SimpleTable.ColumnHeader>
                  <SimpleTable.ColumnHeader>Links clicked</SimpleTable.ColumnHeader>
                </SimpleTable.Row>
              </SimpleTable.Header>
              <SimpleTable.Body>
                {page.results.map((log) => (
                  <SimpleTable.Row key={log.id}>
                    <SimpleTable.Cell>
                      <Link href={links.subscriber(log.subscriber)}>{log.email}</Link>
                      {log.error_message ? (
                        <Text textStyle="xs" color="fg.error">
                          {log.error_message}
                        </Text>
                      ) : null}
                    </SimpleTable.Cell>
                    <SimpleTable.Cell>
                      <Badge tone={STATUS[log.status].tone}>{STATUS[log.status].label}</Badge>
                    </SimpleTable.Cell>
                    <SimpleTable.Cell>{when(log.sent_at)}</SimpleTable.Cell>
                    <SimpleTable.Cell>
                      {when(log.opened_at)}
                      {log.open_count ? (
                        <Text textStyle="xs" color="fg.muted">
                          {times(log.open_count, 'open')}
                        </Text>
                      ) : null}
                    </SimpleTable.Cell>
                    <SimpleTable.Cell>{when(log.clicked_at)}</SimpleTable.Cell>
                    <SimpleTable.Cell>
                      {log.clicked_links?.length ? (
                        <Stack as="ul" gap="1" listStyleType="none" aria-label={`Links ${log.email} clicked`}>
                          {[...new Set(log.clicked_links)].map((url) => (
                            <li key={url}>
                              <Link href={url} external>
                                {shortUrl(url)}
                              </Link>
                            </li>
                          ))}
                        </Stack>
                      ) : (
                        '—'
                      )}
                    </SimpleTable.Cell>
                  </SimpleTable.Row>
                ))}
              </SimpleTable.Body>
            </SimpleTable.Root>
          </SimpleTable.ScrollArea>
        )}
      </QueryState>
    </Stack>
  );
}
