/**
 * /dashboard/newsletter/newsletters: every campaign with its status, audience and open/click rates,
 * filtered by status and category, searched, all in the URL. Each campaign opens its preview; sent ones
 * link their statistics; managers (admin, super_admin) write new ones, edit drafts and delete a campaign
 * after a confirmation naming it (not while it is sending: the server refuses, 400).
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Newsletter } from '@ujuzi/api';
import {
  getListNewslettersQueryKey,
  useDeleteNewsletter,
  useListNewsletterCategories,
  useListNewsletters,
} from '@ujuzi/api/hooks';
import { listNewslettersList } from '@ujuzi/api/list-params';
import { formatDateTime } from '@ujuzi/domain';
import { ButtonLink, Link } from '@ujuzi/ui';
import { Plus } from 'lucide-react';
import { CrudDelete, ListPage, columnsOf, links, useCrud, useList, type Crud } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  NEWSLETTER_STATUS_LABELS,
  NEWSLETTER_STATUS_TONES,
  NewsletterHeader,
  formatRate,
  isNewsletterManager,
  EDITABLE_STATUSES,
} from '../shared';

/** When it went (or goes) out, or when it was written. */
function when(row: Newsletter): string {
  if (row.sent_at) return `Sent ${formatDateTime(row.sent_at)}`;
  if (row.status === 'scheduled' && row.scheduled_at) return `Scheduled for ${formatDateTime(row.scheduled_at)}`;
  return `Created ${formatDateTime(row.created_at)}`;
}

const column = columnsOf<Newsletter>();
const rate = (value: (row: Newsletter) => number | undefined) => (row: Newsletter) =>
  row.status === 'sent' ? formatRate(value(row)) : '—';

/** What deleting a campaign takes away, by how far it went. */
function deleteMessage(row: Newsletter): string {
  if (row.status === 'sent')
    return `“${row.title}” and its figures (who received, opened and clicked it) are removed. Readers keep the copy they received. This cannot be undone.`;
  if (row.status === 'scheduled') return `“${row.title}” will not be sent, and is removed. This cannot be undone.`;
  return `“${row.title}” is removed. This cannot be undone.`;
}

function columns(manager: boolean, crud: Crud<Newsletter>) {
  return [
    column.text(
      'title',
      'Campaign',
      (row) => (
        <Stack gap="0" minW="12rem" maxW="20rem">
          <Link href={links.newsletterPreview(row.id)}>{row.title}</Link>
          <Text color="fg.muted" textStyle="sm" truncate>
            {row.subject}
          </Text>
        </Stack>
      ),
      { isRowHeader: true, sortable: false },
    ),
    column.status('status', 'Status', NEWSLETTER_STATUS_LABELS, NEWSLETTER_STATUS_TONES),
    column.text('recipients', 'Recipients', (row) => row.recipients_count ?? 0, { align: 'end' }),
    column.text(
      'open_rate',
      'Opened',
      rate((row) => row.open_rate),
      { align: 'end' },
    ),
    column.text(
      'click_rate',
      'Clicked',
      rate((row) => row.click_rate),
      { align: 'end' },
    ),
    column.text('created_at', 'When', when),
    column.text('links', 'Open', (row) => (
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
    )),
    ...(manager ? [column.actions(crud.rowActions)] : []),
  ];
}

export function NewslettersPage() {
  const { user } = useSession();
  const manager = isNewsletterManager(user?.user_type);
  const list = useList(listNewslettersList, { defaultPageSize: 20 });
  const query = useListNewsletters(...list.request);
  const categories = useListNewsletterCategories({ page_size: 100 });
  const categoryOptions = (categories.data?.results ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));
  const remove = useDeleteNewsletter();
  const crud = useCrud<Newsletter>({
    noun: 'newsletter',
    name: (row) => row.title,
    canEdit: () => false,
    canDelete: (row) => manager && row.status !== 'sending',
    remove: {
      call: (row) => remove.mutateAsync({ id: row.id }),
      message: deleteMessage,
      invalidate: [getListNewslettersQueryKey()],
    },
  });
  const newCampaign = manager ? (
    <ButtonLink href={links.newNewsletter()}>
      <Plus aria-hidden="true" /> New newsletter
    </ButtonLink>
  ) : null;
  return (
    <>
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
        columns={columns(manager, crud)}
        getRowLabel={(row) => row.title}
        search={{ label: 'Search newsletters', placeholder: 'Title, subject, preview text' }}
        filters={[
          { type: 'enum', name: 'status', label: 'Status', labels: NEWSLETTER_STATUS_LABELS },
          { type: 'select', name: 'category', label: 'Category', options: categoryOptions },
        ]}
        empty={{
          title: 'No newsletters yet',
          description: manager
            ? 'Write the first campaign; it stays a draft until you send or schedule it.'
            : 'Campaigns written by the admins show here.',
          action: newCampaign ?? undefined,
        }}
      />
      <CrudDelete crud={crud} />
    </>
  );
}
