/**
 * /dashboard/payments/installments: the schedule of every installment the viewer owes (finance staff:
 * everyone's; a parent: their children's together, each named), overdue ones highlighted with the days
 * late, each unpaid one with "Pay now": the learner through the course's checkout, a parent or staff for
 * that installment here (`?pay=<id>`, the same gateways). Overdue first (most days late first), then
 * unpaid, paid last; filtered by status and due dates, in the URL.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { Installment } from '@ujuzi/api';
import { useListInstallments } from '@ujuzi/api/hooks';
import { listInstallmentsList } from '@ujuzi/api/list-params';
import { formatDate, formatMoney } from '@ujuzi/domain';
import { ButtonLink, Link } from '@ujuzi/ui';
import { useMemo } from 'react';
import { ListPage, columnsOf, lazyPart, links, useList, useSearchParams } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { PAYMENTS_CRUMB, PaymentsHeader } from '../shared';
import { INSTALLMENT_STATUS_LABELS, STATUS_TONES } from './installment-labels';

export { INSTALLMENT_STATUS_LABELS };

/** "3 days late" for an overdue installment. */
export const daysLate = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'} late`;

const column = columnsOf<Installment>();
/** A parent's (or staff's) view names whose installment each is; the learner's own view does not. */
const columnsFor = (viewerId: number | undefined) => [
  column.text(
    'course',
    'Installment',
    (row) => (
      <Stack gap="0" minW="12rem">
        <Link href={links.enrollment(row.enrollment)}>{row.course?.title ?? `Enrollment ${row.enrollment}`}</Link>
        <Text textStyle="xs" color="fg.muted">
          {`Installment ${row.number}${row.total_installments ? ` of ${row.total_installments}` : ''}`}
          {row.user && row.user.id !== viewerId ? ` · ${row.user.get_full_name}` : ''}
        </Text>
      </Stack>
    ),
    { isRowHeader: true },
  ),
  column.text('due_date', 'Due', (row) => (
    <Stack gap="0">
      <Text>{formatDate(row.due_date)}</Text>
      {row.status === 'overdue' && row.days_overdue ? (
        <Text textStyle="xs" color="fg.error" fontWeight="semibold">
          {daysLate(row.days_overdue)}
        </Text>
      ) : null}
    </Stack>
  )),
  column.money('amount', 'Amount', { currency: (row) => row.currency }),
  column.money('balance', 'Still to pay', { currency: (row) => row.currency }),
  column.status('status', 'Status', INSTALLMENT_STATUS_LABELS, STATUS_TONES),
  // The learner pays at the course's checkout; a parent or staff pays this installment here.
  column.text('pay', 'Pay', (row) =>
    Number(row.balance) <= 0 || !row.course ? null : row.user && row.user.id !== viewerId ? (
      <Link
        href={`?pay=${row.id}`}
        aria-label={`Pay ${formatMoney(row.balance, row.currency)} now for ${row.user.get_full_name}`}
      >
        {`Pay ${formatMoney(row.balance, row.currency)} now`}
      </Link>
    ) : (
      <Link href={links.checkout(row.course.id)}>{`Pay ${formatMoney(row.balance, row.currency)} now`}</Link>
    ),
  ),
];

const PayInstallment = lazyPart(() => import('./pay-installment').then((part) => part.PayInstallment), '16rem');

export function InstallmentsPage() {
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const paying = Number(search.get('pay')) || null;
  const columns = useMemo(() => columnsFor(user?.id), [user?.id]);
  const list = useList(listInstallmentsList);
  const query = useListInstallments(...list.request);
  return (
    <ListPage
      header={
        <Stack gap="6">
          <PaymentsHeader
            title="Installments"
            trail={[PAYMENTS_CRUMB]}
            description={
              user?.user_type === 'parent'
                ? 'Your children’s installments together: what is due and when; overdue first to pay.'
                : 'What is due and when; overdue first to pay.'
            }
          />
          {paying ? (
            <PayInstallment
              key={paying}
              installmentId={paying}
              onClose={() =>
                setSearch((params) => {
                  params.delete('pay');
                  params.delete('payment');
                  return params;
                })
              }
            />
          ) : null}
        </Stack>
      }
      list={list}
      query={query}
      label="Installments"
      noun={{ one: 'installment', many: 'installments' }}
      columns={columns}
      getRowLabel={(row) => `${row.course?.title ?? 'Enrollment'} installment ${row.number}`}
      search={{ label: 'Search installments' }}
      filters={[
        { type: 'enum', name: 'status', label: 'Status', labels: INSTALLMENT_STATUS_LABELS },
        { type: 'date', name: 'due_date_from', label: 'Due from' },
        { type: 'date', name: 'due_date_to', label: 'Due until' },
      ]}
      empty={{
        title: 'No installments',
        description: 'Courses paid in installments show their schedule here.',
        action: <ButtonLink href={links.enrollments()}>My enrollments</ButtonLink>,
      }}
    />
  );
}
