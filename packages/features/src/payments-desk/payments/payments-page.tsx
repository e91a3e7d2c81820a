/**
 * /dashboard/payments/admin/payments (admins and accountants): every course payment — reference, learner,
 * course (its enrollment), amount in KES, gateway, status and when — filtered by status, gateway and
 * dates and searched, in the URL. Each opens its page; admins record a payment taken at the office.
 */
import type { AdminPayment } from '@ujuzi/api';
import { useListAdminPayments } from '@ujuzi/api/hooks';
import { listAdminPaymentsList } from '@ujuzi/api/list-params';
import { GATEWAY_LABELS, can, displayName } from '@ujuzi/domain';
import { ButtonLink } from '@ujuzi/ui';
import { ListPage, columnsOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { DeskHeader, PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TONES } from '../shared';

const RecordDialog = lazyFormDialog(() => import('./record-payment-form').then((module) => module.RecordPaymentForm), {
  noun: 'payment',
  title: () => 'Record a payment',
  description: 'Money received at the office by bank transfer or M-Pesa, for one enrollment.',
  height: '30rem',
});

const column = columnsOf<AdminPayment>();
const COLUMNS = [
  column.link('reference', 'Payment', (row) => links.adminPayment(row.id), undefined, {
    sub: (row) => row.description,
  }),
  column.person('user', 'Learner', ({ user }) => ({
    name: displayName(user),
    avatar: user.profile_picture,
    href: links.person(user),
  })),
  column.entity('course', 'Course', (row) =>
    row.course ? { name: row.course.title, href: links.enrollment(row.enrollment) } : null,
  ),
  column.money('amount', 'Amount', { currency: (row) => row.currency }),
  column.text('gateway', 'Paid with', (row) => GATEWAY_LABELS[row.gateway], { sortable: false }),
  column.status('status', 'Status', PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TONES),
  column.date('created_at', 'Created', { time: true }),
];

export function AdminPaymentsPage() {
  const { user } = useSession();
  const list = useList(listAdminPaymentsList);
  const query = useListAdminPayments(...list.request);
  const crud = useCrud<AdminPayment>({ noun: 'payment', name: (payment) => payment.reference, form: RecordDialog });
  const record = can(user, 'payment.record') ? crud.createButton('Record a payment') : null;
  return (
    <>
      <ListPage
        header={
          <DeskHeader
            title="All payments"
            description="Every course payment, online or taken at the office. Open one to check, correct or verify it."
            actions={record}
          />
        }
        list={list}
        query={query}
        label="Payments"
        noun={{ one: 'payment', many: 'payments' }}
        columns={COLUMNS}
        search={{ label: 'Search payments', placeholder: 'Reference, learner, receipt' }}
        filters={[
          { type: 'enum', name: 'status', label: 'Status', labels: PAYMENT_STATUS_LABELS },
          { type: 'enum', name: 'gateway', label: 'Paid with', labels: GATEWAY_LABELS },
          { type: 'date', name: 'date_from', label: 'Created from' },
          { type: 'date', name: 'date_to', label: 'Created until' },
        ]}
        empty={{
          title: 'No payments yet',
          description: 'Learners pay when they enroll; money brought to the office is recorded here.',
          action: record ?? <ButtonLink href={links.enrollments()}>Open enrollments</ButtonLink>,
        }}
      />
      <RecordDialog {...crud.dialog} />
    </>
  );
}
