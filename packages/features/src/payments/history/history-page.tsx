/**
 * /dashboard/payments/history: every payment the viewer may see (their own; finance staff everyone's)
 * with gateway, status and amount, filtered by status, gateway and dates, searched, in the URL.
 * Completed payments link to their receipt; a waiting M-Pesa push to its checkout; a partly refunded one says how much came back. Export CSV with the filters.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { Payment, PaymentStatus } from '@ujuzi/api';
import { useListPayments } from '@ujuzi/api/hooks';
import { listPaymentsList } from '@ujuzi/api/list-params';
import { GATEWAY_LABELS, formatMoney, isPartlyRefunded } from '@ujuzi/domain';
import { Badge, type BadgeTone, ButtonLink, Link } from '@ujuzi/ui';
import { ListPage, columnsOf, links, useList } from '../../infra/kit';
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

const column = columnsOf<Payment>();
const COLUMNS = [
  column.text(
    'reference',
    'Payment',
    (row) => (
      <Stack gap="0" minW="12rem">
        {row.status === 'completed' ? <Link href={links.receipt(row.id)}>{row.reference}</Link> : <Text>{row.reference}</Text>}
        {row.course ? (
          <Link href={links.enrollment(row.enrollment)} variant="muted">
            {row.course.title}
          </Link>
        ) : null}
      </Stack>
    ),
    { isRowHeader: true },
  ),
  column.money('amount', 'Amount', { currency: (row) => row.currency }),
  column.text(
    'gateway',
    'Method',
    (row) => `${GATEWAY_LABELS[row.gateway]}${row.mpesa_receipt_number ? ` · ${row.mpesa_receipt_number}` : ''}`,
  ),
  column.text('status', 'Status', (row) =>
    row.status === 'processing' && row.gateway === 'mpesa' && row.course ? (
      <Link href={links.checkout(row.course.id, { payment: row.id })}>{PAYMENT_STATUS_LABELS[row.status]}</Link>
    ) : isPartlyRefunded(row) ? (
      <Stack gap="0.5" align="start">
        <Badge tone="info">Partly refunded</Badge>
        <Text color="fg.muted" textStyle="sm">{`${formatMoney(row.refunded_amount, row.currency)} refunded`}</Text>
      </Stack>
    ) : (
      <Badge tone={STATUS_TONES[row.status]}>{PAYMENT_STATUS_LABELS[row.status]}</Badge>
    ),
  ),
  column.date('created_at', 'Date', { relative: true }),
];

export function PaymentHistoryPage() {
  const list = useList(listPaymentsList);
  const query = useListPayments(...list.request);
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
      getRowLabel={(row) => row.reference}
      search={{ label: 'Search payments', placeholder: 'Reference, M-Pesa code, course' }}
      filters={[
        { type: 'enum', name: 'status', label: 'Status', labels: PAYMENT_STATUS_LABELS },
        { type: 'enum', name: 'gateway', label: 'Method', labels: GATEWAY_LABELS },
        { type: 'date', name: 'date_from', label: 'From' },
        { type: 'date', name: 'date_to', label: 'Until' },
      ]}
      empty={{
        title: 'No payments yet',
        description: 'Payments for your courses show here with their receipts.',
        action: <ButtonLink href={links.enrollments()}>My enrollments</ButtonLink>,
      }}
    />
  );
}
