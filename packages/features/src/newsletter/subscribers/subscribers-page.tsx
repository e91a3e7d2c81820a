/**
 * /dashboard/newsletter/subscribers (staff): the mailing list — address, name, status, frequency and
 * categories — searched and filtered by status, category and frequency, all in the URL. Admins export
 * the filtered list as CSV, import a CSV, and act on selected subscribers (set a status, delete) through
 * the contract's bulk operations, and add a subscriber by hand; each address opens its subscriber page.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { NewsletterSubscriber, NewsletterSubscriberStatus } from '@ujuzi/api';
import {
  getListNewsletterSubscribersQueryKey,
  useBulkDeleteNewsletterSubscribers,
  useBulkUpdateNewsletterSubscriberStatus,
  useListNewsletterCategories,
  useListNewsletterSubscribers,
} from '@ujuzi/api/hooks';
import { listNewsletterSubscribersList } from '@ujuzi/api/list-params';
import { Button, ButtonLink, Link } from '@ujuzi/ui';
import { Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import {
  ExportButton,
  ListPage,
  columnsOf,
  countOf,
  reportFromBulkResult,
  useList,
  type BulkAction,
  links,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { NewSubscriberDialog } from '../subscriber-new';
import { AudienceHeader, FREQUENCY_LABELS, SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUS_TONES, isManager } from './audience';

const STATUS_ACTIONS: readonly { status: NewsletterSubscriberStatus; label: string }[] = [
  { status: 'active', label: 'Mark active' },
  { status: 'unsubscribed', label: 'Unsubscribe' },
];
const column = columnsOf<NewsletterSubscriber>();

export function SubscribersPage() {
  const { user } = useSession();
  const manager = isManager(user?.user_type);
  const queryClient = useQueryClient();
  const list = useList(listNewsletterSubscribersList, { defaultPageSize: 20 });
  const query = useListNewsletterSubscribers(...list.request);
  const categories = useListNewsletterCategories({ page_size: 100, ordering: 'display_order' });
  const categoryNames = new Map((categories.data?.results ?? []).map((category) => [category.id, category.name]));
  const bulkStatus = useBulkUpdateNewsletterSubscriberStatus();
  const bulkDelete = useBulkDeleteNewsletterSubscribers();
  const [adding, setAdding] = useState(false);

  const columns = [
    column.text(
      'email',
      'Subscriber',
      (row) => (
        <Stack gap="0" minW="12rem" maxW="18rem">
          <Link href={links.subscriber(row.id)}>{row.email}</Link>
          {row.full_name?.trim() ? <Text color="fg.muted">{row.full_name}</Text> : null}
        </Stack>
      ),
      { isRowHeader: true },
    ),
    column.status('status', 'Status', SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUS_TONES),
    column.text('frequency', 'Frequency', (row) => FREQUENCY_LABELS[row.frequency]),
    column.text('categories', 'Categories', (row) =>
      row.categories.length === 0 ? (
        <Text color="fg.muted">All</Text>
      ) : (
        <Stack gap="0">
          {row.categories.map((id) => (
            <Link key={id} href={links.subscribers({ category: id })} variant="muted">
              {categoryNames.get(id) ?? `Category ${id}`}
            </Link>
          ))}
        </Stack>
      ),
    ),
    column.text('source', 'Source'),
    column.date('created_at', 'Subscribed'),
  ];

  const ids = (rows: readonly { id: string }[]) => rows.map((row) => Number(row.id));
  const bulkActions: readonly BulkAction[] = manager
    ? [
        ...STATUS_ACTIONS.map(({ status, label }): BulkAction => ({
          id: status,
          label,
          confirmTitle: (n) => `${label}: ${countOf(n, 'subscriber', 'subscribers')}?`,
          confirmMessage: () => `Their status becomes ${SUBSCRIBER_STATUS_LABELS[status]}.`,
          run: async (rows) =>
            reportFromBulkResult(rows, await bulkStatus.mutateAsync({ data: { subscriber_ids: ids(rows), status } })),
        })),
        {
          id: 'delete',
          label: 'Delete',
          destructive: true,
          confirmTitle: (n) => `Delete ${countOf(n, 'subscriber', 'subscribers')}?`,
          confirmMessage: () => 'They are removed from the list with their send history. This cannot be undone.',
          run: async (rows) => reportFromBulkResult(rows, await bulkDelete.mutateAsync({ data: { subscriber_ids: ids(rows) } })),
        },
      ]
    : [];

  const exportQuery = Object.fromEntries(
    Object.entries({ search: list.params.search, ...list.state.filters }).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  ) as Record<string, string | number>;
  const importLink = manager ? (
    <HStack gap="2" wrap="wrap">
      <Button onClick={() => setAdding(true)} onPointerEnter={NewSubscriberDialog.preload}>
        <Plus aria-hidden="true" /> Add subscriber
      </Button>
      <ButtonLink href={links.importSubscribers()} variant="outline">
        <Upload aria-hidden="true" /> Import CSV
      </ButtonLink>
    </HStack>
  ) : null;

  return (
    <>
      <ListPage
        header={
          <AudienceHeader
            title="Subscribers"
            current={links.subscribers()}
            description="Everyone on the newsletter’s mailing list, with their status and what they follow."
            actions={importLink}
          />
        }
        list={list}
        query={query}
        label="Subscribers"
        noun={{ one: 'subscriber', many: 'subscribers' }}
        columns={columns}
        getRowLabel={(row) => row.email}
        search={{ label: 'Search subscribers', placeholder: 'Email or name' }}
        filters={[
          { type: 'enum', name: 'status', label: 'Status', labels: SUBSCRIBER_STATUS_LABELS },
          {
            type: 'select',
            name: 'category',
            label: 'Category',
            options: (categories.data?.results ?? []).map((category) => ({ value: String(category.id), label: category.name })),
          },
          { type: 'enum', name: 'frequency', label: 'Frequency', labels: FREQUENCY_LABELS },
        ]}
        bulkActions={bulkActions}
        onBulkDone={() => void queryClient.invalidateQueries({ queryKey: getListNewsletterSubscribersQueryKey() })}
        toolbar={
          manager ? (
            <ExportButton
              label="Export CSV"
              request={{
                path: '/newsletter/subscribers/export/',
                query: exportQuery,
                fallbackFilename: 'newsletter-subscribers.csv',
              }}
            />
          ) : null
        }
        empty={{
          title: 'No subscribers yet',
          description: manager
            ? 'Add one by hand, import a CSV of addresses, or share the signup form in the site’s footer.'
            : 'People who sign up in the site’s footer show here.',
          action: importLink ?? undefined,
        }}
      />
      <NewSubscriberDialog item={null} open={adding} onOpenChange={setAdding} />
    </>
  );
}
