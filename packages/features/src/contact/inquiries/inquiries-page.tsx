/**
 * /dashboard/contact/inquiries: every inquiry, filtered by status, priority, category, assignee and the
 * date received, searched, ordered, in pages, all held in the URL; bulk resolve, assign and delete
 * through `bulk_action`. Built only with the kit (useList, columnsOf, ListPage) and the area's header.
 */
import { HStack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useBulkActionInquiries, useListInquiries, type ListInquiriesQueryResult } from '@ujuzi/api/hooks';
import { listInquiriesList } from '@ujuzi/api/list-params';
import { allowedActions } from '@ujuzi/domain';
import { Link } from '@ujuzi/ui';
import { ListPage, columnsOf, countOf, links, reportFromBulkResult, useList, type BulkAction } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  ContactHeader,
  INQUIRY_PRIORITY_LABELS,
  INQUIRY_PRIORITY_TONES,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUS_TONES,
} from '../shared';
import { personName, useAssigneeOptions, useCategoryOptions } from './inquiry-people';
import { refreshContactQueries } from './refresh';

type Inquiry = ListInquiriesQueryResult['results'][number];

const column = columnsOf<Inquiry>();
const COLUMNS = [
  column.link('reference_number', 'Reference', (row) => links.inquiry(row.id)),
  column.link('subject', 'Subject', () => null, undefined, { sub: (row) => `${row.name} · ${row.email}`, isRowHeader: false }),
  column.entity('category', 'Category', (row) =>
    row.category && row.category_name
      ? { name: row.category_name, href: links.inquiries({ category: row.category }) }
      : { name: <Text color="fg.muted">None</Text>, href: null },
  ),
  column.status('status', 'Status', INQUIRY_STATUS_LABELS, INQUIRY_STATUS_TONES),
  column.status('priority', 'Priority', INQUIRY_PRIORITY_LABELS, INQUIRY_PRIORITY_TONES),
  column.entity('assigned_to', 'Assignee', (row) =>
    row.assigned_to
      ? { name: personName(row.assigned_to), href: links.staffMember(row.assigned_to.username) }
      : { name: <Text color="fg.muted">Unassigned</Text>, href: null },
  ),
  column.count('response_count', 'Replies', { defaultHidden: true }),
  column.date('created_at', 'Received', { relative: true }),
];

export function InquiriesPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const list = useList(listInquiriesList);
  const query = useListInquiries(...list.request);
  const bulk = useBulkActionInquiries();
  const assignees = useAssigneeOptions();
  const categories = useCategoryOptions();

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

  return (
    <ListPage
      header={<ContactHeader title="Inquiries" description="Questions sent through the contact form or recorded by staff." />}
      list={list}
      query={query}
      label="Inquiries"
      noun={{ one: 'inquiry', many: 'inquiries' }}
      columns={COLUMNS}
      getRowLabel={(row) => `${row.reference_number} · ${row.name}`}
      search={{ label: 'Search inquiries', placeholder: 'Search by reference, name, e-mail or subject' }}
      filters={[
        { type: 'enum', name: 'status', label: 'Status', labels: INQUIRY_STATUS_LABELS },
        { type: 'enum', name: 'priority', label: 'Priority', labels: INQUIRY_PRIORITY_LABELS },
        { type: 'select', name: 'category', label: 'Category', options: categories },
        { type: 'select', name: 'assigned_to', label: 'Assignee', placeholder: 'Anyone', options: assignees.options },
        { type: 'date', name: 'created_after', label: 'Received from' },
        { type: 'date', name: 'created_before', label: 'Received until' },
      ]}
      bulkActions={allowedActions(user, ['inquiry.resolve', 'inquiry.assign', 'inquiry.delete']).map((action) => all[action])}
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
