/**
 * /dashboard/payments/admin/gateway-logs (admins): every exchange with the payment gateways, newest first —
 * the gateway, the call or webhook, whether it succeeded (an M-Pesa ResultCode in words), the HTTP status and the payment it was matched
 * to — filtered by gateway, direction, outcome, event and dates, searched, in the URL. Each opens its page.
 */
import type { PaymentGatewayLog } from '@ujuzi/api';
import { useListPaymentGatewayLogs } from '@ujuzi/api/hooks';
import { listPaymentGatewayLogsList } from '@ujuzi/api/list-params';
import { GATEWAY_LABELS } from '@ujuzi/domain';
import { ButtonLink } from '@ujuzi/ui';
import { ListPage, columnsOf, links, useList } from '../../infra/kit';
import { DIRECTION_LABELS, DeskHeader, mpesaResultOf } from '../shared';

/** The calls and webhooks the gateways log (the contract's `event_type` is free text; these are the ones seen). */
const EVENTS = [
  ['stk_push', 'M-Pesa prompt sent (stk_push)'],
  ['stk_callback', 'M-Pesa answer (stk_callback)'],
  ['checkout.session.created', 'Card checkout opened'],
  ['charge.succeeded', 'Card charge succeeded'],
  ['payment.completed', 'Payment completed'],
  ['payment.failed', 'Payment failed'],
  ['payment.cancelled', 'Payment cancelled'],
  ['bank_instructions', 'Bank transfer instructions sent'],
].map(([value, label]) => ({ value: value as string, label: label as string }));

const column = columnsOf<PaymentGatewayLog>();
const COLUMNS = [
  column.link('event_type', 'Event', (row) => links.gatewayLog(row.id), undefined, {
    sub: (row) => row.reference ?? row.endpoint,
  }),
  column.text('gateway', 'Gateway', (row) => GATEWAY_LABELS[row.gateway], { sortable: false }),
  column.text('direction', 'Direction', (row) => DIRECTION_LABELS[row.direction], { sortable: false, defaultHidden: true }),
  column.flag('is_success', 'Outcome', 'Succeeded', 'Failed'),
  column.text('mpesa_result', 'M-Pesa result', (row) => mpesaResultOf(row) ?? '—', { sortable: false }),
  column.text('http_status', 'HTTP', (row) => row.http_status ?? '—', { sortable: false, defaultHidden: true }),
  column.entity('payment', 'Payment', (row) =>
    row.payment ? { name: row.reference ?? `Payment #${row.payment}`, href: links.adminPayment(row.payment) } : null,
  ),
  column.date('created_at', 'When', { time: true }),
];

export function GatewayLogsPage() {
  const list = useList(listPaymentGatewayLogsList);
  const query = useListPaymentGatewayLogs(...list.request);
  return (
    <ListPage
      header={
        <DeskHeader
          title="Gateway logs"
          description="Requests sent to M-Pesa, the card gateways and PayPal, and the webhooks they sent back, newest first."
        />
      }
      list={list}
      query={query}
      label="Gateway logs"
      noun={{ one: 'log', many: 'logs' }}
      columns={COLUMNS}
      getRowLabel={(row) => `${row.event_type} ${row.reference ?? row.id}`}
      search={{ label: 'Search gateway logs', placeholder: 'Reference, event, endpoint, error' }}
      filters={[
        { type: 'enum', name: 'gateway', label: 'Gateway', labels: GATEWAY_LABELS },
        { type: 'enum', name: 'direction', label: 'Direction', labels: DIRECTION_LABELS },
        { type: 'boolean', name: 'is_success', label: 'Outcome', yes: 'Succeeded', no: 'Failed' },
        { type: 'select', name: 'event_type', label: 'Event', placeholder: 'Any event', options: EVENTS },
        { type: 'date', name: 'date_from', label: 'From' },
        { type: 'date', name: 'date_to', label: 'Until' },
      ]}
      empty={{
        title: 'No gateway exchanges yet',
        description: 'Each payment started online and each gateway webhook is logged here.',
        action: <ButtonLink href={links.adminPayments()}>All payments</ButtonLink>,
      }}
    />
  );
}
