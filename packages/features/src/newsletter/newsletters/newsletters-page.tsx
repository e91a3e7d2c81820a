/**
 * /dashboard/newsletter/newsletters: every campaign with its status, audience and open/click rates,
 * filtered by status and category, searched, all in the URL. Each campaign opens its preview; sent ones
 * link their statistics; managers (admin, super_admin) write new ones and edit drafts.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { Newsletter } from '@ujuzi/api';
import { useListNewsletterCategories, useListNewsletters } from '@ujuzi/api/hooks';
import { formatDateTime } from '@ujuzi/domain';
import { Badge, ButtonLink, type DataTableColumn, Link } from '@ujuzi/ui';
import { Plus } from 'lucide-react';
import { ListPage, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  NEWSLETTER_STATUS_LABELS,
  NEWSLETTER_STATUS_TONES,
  NewsletterHeader,
  formatRate,
  isNewsletterManager,
  EDITABLE_STATUSES,
} from '../shared';

export const NEWSLETTER_LIST_SPEC = {
  filters: {
    status: { kind: 'enum', values: Object.keys(NEWSLETTER_STATUS_LABELS) as Newsletter['status'][] },
    category: { kind: 'int' },
  },
  orderings: ['created_at', 'sent_at', 'scheduled_at', 'title'],
  defaultOrdering: '-created_at',
  defaultPageSize: 20,
} as const satisfies ListSpec;

/** When it went (or goes) out, or when it was written. */
function when(row: Newsletter): string {
  if (row.sent_at) return `Sent ${formatDateTime(row.sent_at)}`;
  if (row.status === 'scheduled' && row.scheduled_at) return `Scheduled for ${formatDateTime(row.scheduled_at)}`;
  return `Created ${formatDateTime(row.created_at)}`;
}

function columns(manager: boolean): DataTableColumn<Newsletter>[] {
  return [
    {
      id: 'title',
      header: 'Campaign',
      isRowHeader: true,
      cell: (row) => (
        <Stack gap="0" minW="12rem" maxW="20rem">
          <Link href={links.newsletterPreview(row.id)}>{row.title}</Link>
          <Text color="fg.muted" textStyle="sm" truncate>
            {row.subject}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <Badge tone={NEWSLETTER_STATUS_TONES[row.status]}>{NEWSLETTER_STATUS_LABELS[row.status]}</Badge>,
    },
    { id: 'recipients', header: 'Recipients', align: 'end', cell: (row) => row.recipients_count ?? 0 },
    {
      id: 'open_rate',
      header: 'Opened',
      align: 'end',
      cell: (row) => (row.status === 'sent' ? formatRate(row.open_rate) : '—'),
    },
    {
      id: 'click_rate',
      header: 'Clicked',
      align: 'end',
      cell: (row) => (row.status === 'sent' ? formatRate(row.click_rate) : '—'),
    },
    { id: 'created_at', header: 'When', sortable: true, cell: (row) => when(row) },
    {
      id: 'links',
      header: 'Open',
      cell: (row) => (
        <HStack gap="3" wrap="wrap">
          {manager && EDITABLE_STATUSES.has(row.status) ? (
            <Link href={links.newsletterEdit(row.id)} aria-label={`Edit ${row.title}`}>
              Edit
            </Link>
          ) : null}
          {row.status === 'sent' || row.status === 'sending' ? (
            <Link href={links.newsletterStatistics(row.id)} aria-label={`Statistics of ${row.title}`}>
              Statistics
            </Link>
          ) : null}
        </HStack>
      ),
    },
  ];
}

export function NewslettersPage() {
  const { user } = useSession();
  const manager = isNewsletterManager(user?.user_type);
  const list = useListState(NEWSLETTER_LIST_SPEC);
  const query = useListNewsletters(list.params, { query: { placeholderData: keepPreviousData } });
  const categories = useListNewsletterCategories({ page_size: 100 });
  const filters: ListFilter<typeof NEWSLETTER_LIST_SPEC.filters>[] = [
    {
      type: 'select',
      name: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: NEWSLETTER_LIST_SPEC.filters.status.values.map((value) => ({ value, label: NEWSLETTER_STATUS_LABELS[value] })),
    },
    {
      type: 'select',
      name: 'category',
      label: 'Category',
      placeholder: 'Any category',
      options: (categories.data?.results ?? []).map((category) => ({ value: String(category.id), label: category.name })),
    },
  ];
  const newCampaign = manager ? (
    <ButtonLink href={links.newNewsletter()}>
      <Plus aria-hidden="true" /> New newsletter
    </ButtonLink>
  ) : null;
  return (
    <ListPage
      header={
        <NewsletterHeader
          title="Newsletters"
          current={links.newsletters()}
          actions={newCampaign}
          description="Every campaign: drafts, scheduled sends and what was sent, with how readers responded."
        />
      }
      list={list}
      query={query}
      label="Newsletters"
      noun={{ one: 'newsletter', many: 'newsletters' }}
      columns={columns(manager)}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => row.title}
      search={{ label: 'Search newsletters', placeholder: 'Title, subject, preview text' }}
      filters={filters}
      empty={{
        title: 'No newsletters yet',
        description: manager
          ? 'Write the first campaign; it stays a draft until you send or schedule it.'
          : 'Campaigns written by the admins show here.',
        action: newCampaign ?? undefined,
      }}
    />
  );
}
