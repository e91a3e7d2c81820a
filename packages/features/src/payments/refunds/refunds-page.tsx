/**
 * /dashboard/payments/admin/refunds: the refund queue (admins), pending first — who, for which course,
 * how much, through which gateway — filtered by status, gateway and the date asked, searched, in the URL.
 * Each refund opens its page, where it is approved in full or in part, or rejected.
 */
import type { PaymentRefund } from '@ujuzi/api';
import { useListPaymentRefunds } from '@ujuzi/api/hooks';
import { listPaymentRefundsList } from '@ujuzi/api/list-params';
import { GATEWAY_LABELS, displayName } from '@ujuzi/domain';
import { ButtonLink } from '@ujuzi/ui';
import { ListPage, columnsOf, links, useList } from '../../infra/kit';
import { PAYMENTS_CRUMB, PaymentsHeader } from '../shared';
import { REFUND_STATUS_LABELS, REFUND_STATUS_TONES } from './refund-labels';

const column = columnsOf<PaymentRefund>();
const COLUMNS = [
  column.link('reference', 'Refund', (row) => links.refund(row.id), undefined, { sub: (row) => row.course?.title }),
  column.person('user', 'Learner', ({ user }) => ({
    name: displayName(user),
    avatar: user.profile_picture,
    href: links.person(user),
  })),
  column.money('amount', 'Amount', { currency: (row) => row.currency }),
  column.text('gateway', 'Paid with', (row) => (row.gateway ? GATEWAY_LABELS[row.gateway] : '—'), { sortable: false }),
  column.status('status', 'Status', REFUND_STATUS_LABELS, REFUND_STATUS_TONES),
  column.date('created_at', 'Asked', { relative: true }),
];

export function RefundsPage() {
  const list = useList(listPaymentRefundsList);
  const query = useListPaymentRefunds(...list.request);
  return (
    <ListPage
      header={
        <PaymentsHeader
          title="Refunds"
          trail={[PAYMENTS_CRUMB]}
          description="Refund requests of completed payments, pending first. Open one to approve or reject it."
        />
      }
      list={list}
      query={query}
      label="Refunds"
      noun={{ one: 'refund', many: 'refunds' }}
      columns={COLUMNS}
      search={{ label: 'Search refunds', placeholder: 'Reference, payment, learner, reason' }}
      filters={[
        { type: 'enum', name: 'status', label: 'Status', labels: REFUND_STATUS_LABELS },
        { type: 'enum', name: 'gateway', label: 'Paid with', labels: GATEWAY_LABELS },
        { type: 'date', name: 'date_from', label: 'Asked from' },
        { type: 'date', name: 'date_to', label: 'Asked until' },
      ]}
      empty={{
        title: 'No refund requests',
        description: 'Learners ask for a refund when they cancel an enrollment; you can also start one from a paid payment.',
        action: <ButtonLink href={links.paymentHistory()}>Open payment history</ButtonLink>,
      }}
    />
  );
}
