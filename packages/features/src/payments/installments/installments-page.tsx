/**
 * /dashboard/payments/installments: the schedule of every installment the viewer owes (finance staff:
 * everyone's; a parent: their children's together, each named), overdue ones highlighted with the days
 * late, each unpaid one with "Pay now": the learner through the course's checkout, a parent or staff for
 * that installment here (`?pay=<id>`, the same gateways). Overdue first (most days late first), then
 * unpaid, paid last; filtered by status and due dates, in the URL.
 */
import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { Installment, InstallmentStatus } from '@ujuzi/api';
import { useListInstallments } from '@ujuzi/api/hooks';
import { formatDate, formatMoney } from '@ujuzi/domain';
import { Badge, type BadgeTone, ButtonLink, type DataTableColumn, Link } from '@ujuzi/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListPage, lazyPart, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { PAYMENTS_CRUMB, PaymentsHeader } from '../shared';

export const INSTALLMENT_STATUS_LABELS: Readonly<Record<InstallmentStatus, string>> = {
  pending: 'Upcoming',
  paid: 'Paid',
  overdue: 'Overdue',
  partially_paid: 'Partly paid',
};
const STATUS_TONES: Readonly<Record<InstallmentStatus, BadgeTone>> = {
  pending: 'neutral',
  paid: 'success',
  overdue: 'danger',
  partially_paid: 'warning',
};

export const INSTALLMENT_LIST_SPEC = {
  filters: {
    status: { kind: 'enum', values: Object.keys(INSTALLMENT_STATUS_LABELS) as InstallmentStatus[] },
    due_date_from: { kind: 'date' },
    due_date_to: { kind: 'date' },
  },
  // `urgency` (the contract's): overdue first, most days late first; then unpaid by due date; paid last.
  orderings: ['urgency', 'due_date', 'amount', 'status'],
  defaultOrdering: 'urgency',
  defaultPageSize: 20,
} as const satisfies ListSpec;

/** "3 days late" for an overdue installment. */
export const daysLate = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'} late`;

/** A parent's (or staff's) view names whose installment each is; the learner's own view does not. */
const columnsFor = (viewerId: number | undefined): readonly DataTableColumn<Installment>[] => [
  {
    id: 'course',
    header: 'Installment',
    isRowHeader: true,
    cell: (row) => (
      <Stack gap="0" minW="12rem">
        <Link href={links.enrollment(row.enrollment)}>{row.course?.title ?? `Enrollment ${row.enrollment}`}</Link>
        <Text textStyle="xs" color="fg.muted">
          {`Installment ${row.number}${row.total_installments ? ` of ${row.total_installments}` : ''}`}
          {row.user && row.user.id !== viewerId ? ` · ${row.user.get_full_name}` : ''}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'due_date',
    header: 'Due',
    sortable: true,
    cell: (row) => (
      <Stack gap="0">
        <Text>{formatDate(row.due_date)}</Text>
        {row.status === 'overdue' && row.days_overdue ? (
          <Text textStyle="xs" color="fg.error" fontWeight="semibold">
            {daysLate(row.days_overdue)}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { id: 'amount', header: 'Amount', align: 'end', sortable: true, cell: (row) => formatMoney(row.amount, row.currency) },
  { id: 'balance', header: 'Still to pay', align: 'end', cell: (row) => formatMoney(row.balance, row.currency) },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{INSTALLMENT_STATUS_LABELS[row.status]}</Badge>,
  },
  {
    id: 'pay',
    header: 'Pay',
    // The learner pays at the course's checkout; a parent or staff pays this installment here.
    cell: (row) =>
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
  },
];

const PayInstallment = lazyPart(() => import('./pay-installment').then((part) => part.PayInstallment), '16rem');

export function InstallmentsPage() {
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const paying = Number(search.get('pay')) || null;
  const columns = useMemo(() => columnsFor(user?.id), [user?.id]);
  const list = useListState(INSTALLMENT_LIST_SPEC);
  const query = useListInstallments(list.params, { query: { placeholderData: keepPreviousData } });
  const filters: ListFilter<typeof INSTALLMENT_LIST_SPEC.filters>[] = [
    {
      type: 'select',
      name: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: INSTALLMENT_LIST_SPEC.filters.status.values.map((value) => ({ value, label: INSTALLMENT_STATUS_LABELS[value] })),
    },
    { type: 'date', name: 'due_date_from', label: 'Due from' },
    { type: 'date', name: 'due_date_to', label: 'Due until' },
  ];
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
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => `${row.course?.title ?? 'Enrollment'} installment ${row.number}`}
      search={{ label: 'Search installments' }}
      filters={filters}
      empty={{
        title: 'No installments',
        description: 'Courses paid in installments show their schedule here.',
        action: <ButtonLink href={links.enrollments()}>My enrollments</ButtonLink>,
      }}
    />
  );
}
