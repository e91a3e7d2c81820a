/**
 * /dashboard/newsletter/subscribers (staff): the mailing list — address, name, status, frequency and
 * categories — searched and filtered by status, category and frequency, all in the URL. Admins export
 * the filtered list as CSV, import a CSV, and act on selected subscribers (set a status, delete) through
 * the contract's bulk operations; each address opens its subscriber page.
 */
import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { NewsletterSubscriber, NewsletterSubscriberStatus } from '@ujuzi/api';
import {
  getListNewsletterSubscribersQueryKey,
  useBulkDeleteNewsletterSubscribers,
  useBulkUpdateNewsletterSubscriberStatus,
  useListNewsletterCategories,
} from '@ujuzi/api/hooks';
import { useListNewsletterSubscribers } from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { Badge, ButtonLink, type DataTableColumn, Link } from '@ujuzi/ui';
import { Upload } from 'lucide-react';
import {
  ExportButton,
  ListPage,
  countOf,
  reportFromBulkResult,
  useListState,
  type BulkAction,
  type ListFilter,
  type ListSpec,
  links,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  AudienceHeader,
  FREQUENCY_LABELS,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUS_TONES,
  isManager,
  keysOf,
} from './audience';

export const SUBSCRIBER_LIST_SPEC = {
  filters: {
    status: { kind: 'enum', values: keysOf(SUBSCRIBER_STATUS_LABELS) },
    category: { kind: 'int' },
    frequency: { kind: 'enum', values: keysOf(FREQUENCY_LABELS) },
  },
  orderings: ['email', 'created_at'],
  defaultOrdering: '-created_at',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const STATUS_ACTIONS: readonly { status: NewsletterSubscriberStatus; label: string }[] = [
  { status: 'active', label: 'Mark active' },
  { status: 'unsubscribed', label: 'Unsubscribe' },
];

export function SubscribersPage() {
  const { user } = useSession();
  const manager = isManager(user?.user_type);
  const queryClient = useQueryClient();
  const list = useListState(SUBSCRIBER_LIST_SPEC);
  const query = useListNewsletterSubscribers(list.params, { query: { placeholderData: keepPreviousData } });
  const categories = useListNewsletterCategories({ page_size: 100, ordering: 'display_order' });
  const categoryNames = new Map((categories.data?.results ?? []).map((category) => [category.id, category.name]));
  const bulkStatus = useBulkUpdateNewsletterSubscriberStatus();
  const bulkDelete = useBulkDeleteNewsletterSubscribers();

  const columns: readonly DataTableColumn<NewsletterSubscriber>[] = [
    {
      id: 'email',
      header: 'Subscriber',
      isRowHeader: true,
      sortable: true,
      cell: (row) => (
        <Stack gap="0" minW="12rem" maxW="18rem">
          <Link href={links.subscriber(row.id)}>{row.email}</Link>
          {row.full_name?.trim() ? <Text color="fg.muted">{row.full_name}</Text> : null}
        </Stack>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <Badge tone={SUBSCRIBER_STATUS_TONES[row.status]}>{SUBSCRIBER_STATUS_LABELS[row.status]}</Badge>,
    },
    { id: 'frequency', header: 'Frequency', cell: (row) => FREQUENCY_LABELS[row.frequency] },
    {
      id: 'categories',
      header: 'Categories',
      cell: (row) =>
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
    },
    { id: 'source', header: 'Source', cell: (row) => row.source },
    { id: 'created_at', header: 'Subscribed', sortable: true, cell: (row) => formatDate(row.created_at) },
  ];

  const filters: readonly ListFilter<typeof SUBSCRIBER_LIST_SPEC.filters>[] = [
    {
      type: 'select',
      name: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: keysOf(SUBSCRIBER_STATUS_LABELS).map((value) => ({ value, label: SUBSCRIBER_STATUS_LABELS[value] })),
    },
    {
      type: 'select',
      name: 'category',
      label: 'Category',
      placeholder: 'Any category',
      options: (categories.data?.results ?? []).map((category) => ({ value: String(category.id), label: category.name })),
    },
    {
      type: 'select',
      name: 'frequency',
      label: 'Frequency',
      placeholder: 'Any frequency',
      options: keysOf(FREQUENCY_LABELS).map((value) => ({ value, label: FREQUENCY_LABELS[value] })),
    },
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
    <ButtonLink href={links.importSubscribers()}>
      <Upload aria-hidden="true" /> Import CSV
    </ButtonLink>
  ) : null;

  return (
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
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => row.email}
      search={{ label: 'Search subscribers', placeholder: 'Email or name' }}
      filters={filters}
      bulkActions={manager ? bulkActions : undefined}
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
          ? 'Import a CSV of addresses, or share the signup form in the site’s footer.'
          : 'People who sign up in the site’s footer show here.',
        action: importLink ?? undefined,
      }}
    />
  );
}
