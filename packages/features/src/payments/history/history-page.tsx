/**
 * /dashboard/payments/history: every payment the viewer may see (their own; finance staff everyone's)
 * with gateway, status and amount, filtered by status, gateway and dates, searched, in the URL.
 * Completed payments link to their receipt; a waiting M-Pesa push to its checkout. Export CSV with the filters.
 */
import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { Payment, PaymentGateway, PaymentStatus } from '@ujuzi/api';
import { useListPayments } from '@ujuzi/api/hooks';
import { formatMoney, GATEWAY_LABELS } from '@ujuzi/domain';
import { Badge, type BadgeTone, ButtonLink, type DataTableColumn, Link, RelativeTime } from '@ujuzi/ui';
import { ListPage, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { HistoryExport } from './history-export';
import { PAYMENT_STATUS_LABELS } from './payment-status';
import { PAYMENTS_CRUMB, PaymentsHeader } from '../shared';

const STATUS_TONES: Readonly<Record<PaymentStatus, BadgeTone>> = {
  pending: 'warning',
  processing: 'info',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
  refunded: 'neutral',
};

export const PAYMENT_LIST_SPEC = {
  filters: {
    status: { kind: 'enum', values: Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[] },
    gateway: { kind: 'enum', values: Object.keys(GATEWAY_LABELS) as PaymentGateway[] },
    date_from: { kind: 'date' },
    date_to: { kind: 'date' },
  },
  orderings: ['created_at', 'amount', 'status'],
  defaultOrdering: '-created_at',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const COLUMNS: readonly DataTableColumn<Payment>[] = [
  {
    id: 'reference',
    header: 'Payment',
    isRowHeader: true,
    cell: (row) => (
      <Stack gap="0" minW="12rem">
        {row.status === 'completed' ? <Link href={links.receipt(row.id)}>{row.reference}</Link> : <Text>{row.reference}</Text>}
        {row.course ? (
          <Link href={links.enrollment(row.enrollment)} variant="muted">
            {row.course.title}
          </Link>
        ) : null}
      </Stack>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    sortable: true,
    cell: (row) => formatMoney(row.amount, row.currency),
  },
  {
    id: 'gateway',
    header: 'Method',
    cell: (row) => `${GATEWAY_LABELS[row.gateway]}${row.mpesa_receipt_number ? ` · ${row.mpesa_receipt_number}` : ''}`,
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (row) =>
      row.status === 'processing' && row.gateway === 'mpesa' && row.course ? (
        <Link href={links.checkout(row.course.id, { payment: row.id })}>{PAYMENT_STATUS_LABELS[row.status]}</Link>
      ) : (
        <Badge tone={STATUS_TONES[row.status]}>{PAYMENT_STATUS_LABELS[row.status]}</Badge>
      ),
  },
  { id: 'created_at', header: 'Date', sortable: true, cell: (row) => <RelativeTime value={row.created_at} /> },
];

export function PaymentHistoryPage() {
  const list = useListState(PAYMENT_LIST_SPEC);
  const query = useListPayments(list.params, { query: { placeholderData: keepPreviousData } });
  const filters: ListFilter<typeof PAYMENT_LIST_SPEC.filters>[] = [
    {
      type: 'select',
      name: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: PAYMENT_LIST_SPEC.filters.status.values.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] })),
    },
    {
      type: 'select',
      name: 'gateway',
      label: 'Method',
      placeholder: 'Any method',
      options: PAYMENT_LIST_SPEC.filters.gateway.values.map((value) => ({ value, label: GATEWAY_LABELS[value] })),
    },
    { type: 'date', name: 'date_from', label: 'From' },
    { type: 'date', name: 'date_to', label: 'Until' },
  ];
  return (
    <ListPage
      header={
        <PaymentsHeader
          title="Payment history"
          trail={[PAYMENTS_CRUMB]}
          description="Every payment, with its receipt."
          actions={<HistoryExport params={list.params} />}
        />
      }
      list={list}
      query={query}
      label="Payments"
      noun={{ one: 'payment', many: 'payments' }}
      columns={COLUMNS}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => row.reference}
      search={{ label: 'Search payments', placeholder: 'Reference, M-Pesa code, course' }}
      filters={filters}
      empty={{
        title: 'No payments yet',
        description: 'Payments for your courses show here with their receipts.',
        action: <ButtonLink href={links.enrollments()}>My enrollments</ButtonLink>,
      }}
    />
  );
}
