/**
 * /dashboard/contact/inquiries: every inquiry, filtered by status, priority, category, assignee and the
 * date received, searched, ordered, in pages, all held in the URL; bulk resolve, assign and delete
 * through `bulk_action`. Built only with the kit (ListPage) and the area's header.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useBulkActionInquiries, useListInquiries, type ListInquiriesQueryResult } from '@ujuzi/api/hooks';
import { allowedActions } from '@ujuzi/domain';
import { Badge, Link, RelativeTime, type DataTableColumn } from '@ujuzi/ui';
import {
  EntityLink,
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
  ContactHeader,
  INQUIRY_PRIORITIES,
  INQUIRY_PRIORITY_LABELS,
  INQUIRY_PRIORITY_TONES,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUS_TONES,
} from '../shared';
import { personName, useAssigneeOptions, useCategoryOptions } from './inquiry-people';
import { refreshContactQueries } from './refresh';

/** listInquiries' parameters (openapi/paths/contact/inquiries.yaml). */
export const INQUIRY_LIST_SPEC = {
  filters: {
    status: { kind: 'enum', values: ['new', 'in_progress', 'resolved', 'closed'] },
    priority: { kind: 'enum', values: ['low', 'medium', 'high', 'urgent'] },
    category: { kind: 'int' },
    assigned_to: { kind: 'int' },
    created_after: { kind: 'date' },
    created_before: { kind: 'date' },
  },
  orderings: ['created_at', 'priority', 'status', 'reference_number', 'subject', 'name'],
  defaultOrdering: '-created_at',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const NOUN = { one: 'inquiry', many: 'inquiries' };

type Inquiry = ListInquiriesQueryResult['results'][number];

const COLUMNS: readonly DataTableColumn<Inquiry>[] = [
  {
    id: 'reference_number',
    header: 'Reference',
    isRowHeader: true,
    sortable: true,
    cell: (row) => <Link href={links.inquiry(row.id)}>{row.reference_number}</Link>,
  },
  {
    id: 'subject',
    header: 'Subject',
    sortable: true,
    cell: (row) => (
      <Stack gap="0" minW="12rem" maxW="22rem">
        <Text lineClamp={{ base: 2, md: 1 }}>{row.subject}</Text>
        <Text textStyle="xs" color="fg.muted" lineClamp="1">
          {row.name} · {row.email}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'category',
    header: 'Category',
    cell: (row) =>
      row.category && row.category_name ? (
        <EntityLink href={links.inquiries({ category: row.category })}>{row.category_name}</EntityLink>
      ) : (
        <Text color="fg.muted">None</Text>
      ),
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (row) => <Badge tone={INQUIRY_STATUS_TONES[row.status]}>{INQUIRY_STATUS_LABELS[row.status]}</Badge>,
  },
  {
    id: 'priority',
    header: 'Priority',
    sortable: true,
    cell: (row) => <Badge tone={INQUIRY_PRIORITY_TONES[row.priority]}>{INQUIRY_PRIORITY_LABELS[row.priority]}</Badge>,
  },
  {
    id: 'assigned_to',
    header: 'Assignee',
    cell: (row) =>
      row.assigned_to ? (
        <EntityLink href={links.staffMember(row.assigned_to.username)}>{personName(row.assigned_to)}</EntityLink>
      ) : (
        <Text color="fg.muted">Unassigned</Text>
      ),
  },
  {
    id: 'response_count',
    header: 'Replies',
    align: 'end',
    defaultHidden: true,
    cell: (row) => row.response_count ?? 0,
  },
  {
    id: 'created_at',
    header: 'Received',
    sortable: true,
    cell: (row) => <RelativeTime value={row.created_at} />,
  },
];

export function InquiriesPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const list = useListState(INQUIRY_LIST_SPEC);
  const query = useListInquiries(list.params, { query: { placeholderData: keepPreviousData } });
  const bulk = useBulkActionInquiries();
  const assignees = useAssigneeOptions();
  const categories = useCategoryOptions();

  const filters: ListFilter<typeof INQUIRY_LIST_SPEC.filters>[] = [
    {
      type: 'select',
      name: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: INQUIRY_STATUSES.map((status) => ({ value: status, label: INQUIRY_STATUS_LABELS[status] })),
    },
    {
      type: 'select',
      name: 'priority',
      label: 'Priority',
      placeholder: 'Any priority',
      options: INQUIRY_PRIORITIES.map((priority) => ({ value: priority, label: INQUIRY_PRIORITY_LABELS[priority] })),
    },
    { type: 'select', name: 'category', label: 'Category', placeholder: 'Any category', options: categories },
    { type: 'select', name: 'assigned_to', label: 'Assignee', placeholder: 'Anyone', options: assignees.options },
    { type: 'date', name: 'created_after', label: 'Received from' },
    { type: 'date', name: 'created_before', label: 'Received until' },
  ];

  const ids = (rows: readonly { id: string }[]) => rows.map((row) => Number(row.id));
  const all: Record<'inquiry.resolve' | 'inquiry.assign' | 'inquiry.delete', BulkAction> = {
    'inquiry.resolve': {
      id: 'resolve',
      label: 'Resolve',
      confirmTitle: (count) => `Resolve ${countOf(count, 'inquiry', 'inquiries')}?`,
      confirmMessage: () => 'They move to Resolved; reopen any of them from its page.',
      run: async (rows) =>
        reportFromBulkResult(rows, await bulk.mutateAsync({ data: { inquiry_ids: ids(rows), action: 'mark_resolved' } })),
    },
    'inquiry.assign': {
      id: 'assign',
      label: 'Assign',
      confirmTitle: (count) => `Assign ${countOf(count, 'inquiry', 'inquiries')}?`,
      choice: { label: 'Assignee', placeholder: 'Choose a staff member', options: assignees.options },
      run: async (rows, assignee) =>
        reportFromBulkResult(
          rows,
          await bulk.mutateAsync({ data: { inquiry_ids: ids(rows), action: 'assign', assigned_to: Number(assignee) } }),
        ),
    },
    'inquiry.delete': {
      id: 'delete',
      label: 'Delete',
      destructive: true,
      confirmTitle: (count) => `Delete ${countOf(count, 'inquiry', 'inquiries')}?`,
      confirmMessage: () => 'Their replies and notes are deleted with them. This cannot be undone.',
      run: async (rows) =>
        reportFromBulkResult(rows, await bulk.mutateAsync({ data: { inquiry_ids: ids(rows), action: 'delete' } })),
    },
  };
  const bulkActions = allowedActions(user, ['inquiry.resolve', 'inquiry.assign', 'inquiry.delete']).map((action) => all[action]);

  return (
    <ListPage
      header={<ContactHeader title="Inquiries" description="Questions sent through the contact form or recorded by staff." />}
      list={list}
      query={query}
      label="Inquiries"
      noun={NOUN}
      columns={COLUMNS}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => `${row.reference_number} · ${row.name}`}
      search={{ label: 'Search inquiries', placeholder: 'Search by reference, name, e-mail or subject' }}
      filters={filters}
      bulkActions={bulkActions}
      onBulkDone={() => void refreshContactQueries(queryClient)}
      empty={{
        title: 'No inquiries yet',
        description: 'Inquiries arrive from the public contact form; answers to common questions go in the FAQs.',
        action: (
          <HStack gap="3" wrap="wrap" justify="center">
            <Link href="/contact">Open the contact form</Link>
            <Link href={links.faqs()}>Manage FAQs</Link>
          </HStack>
        ),
      }}
    />
  );
}
