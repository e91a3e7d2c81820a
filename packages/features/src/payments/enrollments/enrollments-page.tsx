/**
 * /dashboard/payments/enrollments: the learner's enrollments (staff see everyone's) with status, what
 * is paid, the balance due and the one next step (pay, follow the payment, open the course). Filtered
 * by status and searched, all in the URL. Built with the kit's ListPage.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { Enrollment, EnrollmentStatus } from '@ujuzi/api';
import { useListEnrollments } from '@ujuzi/api/hooks';
import { formatMoney } from '@ujuzi/domain';
import { Badge, ButtonLink, type DataTableColumn, Link, RelativeTime } from '@ujuzi/ui';
import { EntityLink, ListPage, useListState, type ListFilter, type ListSpec, links } from '../../infra/kit';
import { ENROLLMENT_STATUS_LABELS, ENROLLMENT_STATUS_TONES, EnrollmentNext, PaymentsHeader } from '../shared';

export const ENROLLMENT_LIST_SPEC = {
  filters: {
    status: { kind: 'enum', values: Object.keys(ENROLLMENT_STATUS_LABELS) as EnrollmentStatus[] },
  },
  orderings: ['enrolled_at', 'status', 'balance_due'],
  defaultOrdering: '-enrolled_at',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const COLUMNS: readonly DataTableColumn<Enrollment>[] = [
  {
    id: 'course',
    header: 'Course',
    isRowHeader: true,
    cell: (row) => (
      <Stack gap="0" minW="12rem">
        <Link href={links.enrollment(row.id)}>{row.course.title}</Link>
        <Text textStyle="xs" color="fg.muted">
          {row.reference ?? `Enrollment ${row.id}`}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (row) => <Badge tone={ENROLLMENT_STATUS_TONES[row.status]}>{ENROLLMENT_STATUS_LABELS[row.status]}</Badge>,
  },
  {
    id: 'paid',
    header: 'Paid',
    align: 'end',
    cell: (row) =>
      row.is_free
        ? 'Free'
        : `${formatMoney(row.total_amount_paid, row.currency)} of ${formatMoney(row.total_amount, row.currency)}`,
  },
  {
    id: 'balance_due',
    header: 'Balance due',
    align: 'end',
    sortable: true,
    cell: (row) => formatMoney(row.balance_due, row.currency),
  },
  { id: 'next', header: 'Next step', cell: (row) => <EnrollmentNext enrollment={row} /> },
  { id: 'enrolled_at', header: 'Enrolled', sortable: true, cell: (row) => <RelativeTime value={row.enrolled_at} /> },
  {
    id: 'learner',
    header: 'Learner',
    defaultHidden: true,
    cell: (row) => <EntityLink href={links.student(row.user.id)}>{row.user.get_full_name ?? row.user.username}</EntityLink>,
  },
];

export function EnrollmentsPage() {
  const list = useListState(ENROLLMENT_LIST_SPEC);
  const query = useListEnrollments(list.params, { query: { placeholderData: keepPreviousData } });
  const filters: ListFilter<typeof ENROLLMENT_LIST_SPEC.filters>[] = [
    {
      type: 'select',
      name: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: ENROLLMENT_LIST_SPEC.filters.status.values.map((status) => ({
        value: status,
        label: ENROLLMENT_STATUS_LABELS[status],
      })),
    },
  ];
  return (
    <ListPage
      header={<PaymentsHeader title="My enrollments" description="Your courses, what is paid and what is due." />}
      list={list}
      query={query}
      label="Enrollments"
      noun={{ one: 'enrollment', many: 'enrollments' }}
      columns={COLUMNS}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => row.course.title}
      search={{ label: 'Search enrollments' }}
      filters={filters}
      empty={{
        title: 'No enrollments yet',
        description: 'Pick a course in the catalogue and enroll: it shows here with what is paid and what is due.',
        action: (
          <HStack justify="center">
            <ButtonLink href="/courses">Browse courses</ButtonLink>
          </HStack>
        ),
      }}
    />
  );
}
