/**
 * /dashboard/payments/enrollments: the learner's enrollments (staff see everyone's) with status, what
 * is paid, the balance due and the one next step (pay, follow the payment, open the course). Filtered
 * by status (staff also by course and by whether a balance is owed) and searched, all in the URL. Built
 * with the kit's ListPage.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Enrollment } from '@ujuzi/api';
import { useListEnrollments } from '@ujuzi/api/hooks';
import { listEnrollmentsList } from '@ujuzi/api/list-params';
import { formatMoney } from '@ujuzi/domain';
import { ButtonLink, Link } from '@ujuzi/ui';
import { ListPage, columnsOf, links, useCourseOptions, useList, type ListFilter } from '../../infra/kit';
import { ENROLLMENT_STATUS_LABELS, ENROLLMENT_STATUS_TONES, EnrollmentNext, PaymentsHeader } from '../shared';
import { useEnrollmentsStaffTools } from './staff-tools';

const column = columnsOf<Enrollment>();
const COLUMNS = [
  column.text(
    'course',
    'Course',
    (row) => (
      <Stack gap="0" minW="12rem">
        <Link href={links.enrollment(row.id)}>{row.course.title}</Link>
        <Text textStyle="xs" color="fg.muted">
          {row.reference ?? `Enrollment ${row.id}`}
        </Text>
      </Stack>
    ),
    { isRowHeader: true },
  ),
  column.status('status', 'Status', ENROLLMENT_STATUS_LABELS, ENROLLMENT_STATUS_TONES),
  column.text(
    'paid',
    'Paid',
    (row) =>
      row.is_free
        ? 'Free'
        : `${formatMoney(row.total_amount_paid, row.currency)} of ${formatMoney(row.total_amount, row.currency)}`,
    { align: 'end' },
  ),
  column.money('balance_due', 'Balance due', { currency: (row) => row.currency }),
  column.text('next', 'Next step', (row) => <EnrollmentNext enrollment={row} />),
  column.date('enrolled_at', 'Enrolled', { relative: true }),
  column.entity(
    'learner',
    'Learner',
    (row) => ({ name: row.user.get_full_name ?? row.user.username, href: links.student(row.user.id) }),
    { defaultHidden: true },
  ),
];
// Admins see everyone's enrollments: the learner comes first.
const STAFF_COLUMNS = [
  column.entity('learner', 'Learner', (row) => ({
    name: row.user.get_full_name ?? row.user.username,
    href: links.student(row.user.id),
  })),
  ...COLUMNS.slice(0, -1),
];

type EnrollmentFilter = ListFilter<typeof listEnrollmentsList.filters>;
const STATUS_FILTER: EnrollmentFilter = { type: 'enum', name: 'status', label: 'Status', labels: ENROLLMENT_STATUS_LABELS };
const BALANCE_FILTER: EnrollmentFilter = {
  type: 'boolean',
  name: 'has_balance',
  label: 'Balance',
  yes: 'Owes a balance',
  no: 'Nothing owed',
};

export function EnrollmentsPage() {
  const list = useList(listEnrollmentsList);
  const query = useListEnrollments(...list.request);
  const tools = useEnrollmentsStaffTools(list.params);
  const courses = useCourseOptions();
  const filters: EnrollmentFilter[] = tools.staff
    ? [
        STATUS_FILTER,
        { type: 'select', name: 'course_id', label: 'Course', placeholder: 'All courses', options: courses.options },
        BALANCE_FILTER,
      ]
    : [STATUS_FILTER];
  return (
    <ListPage
      header={
        <Stack gap="5">
          {tools.staff ? (
            <PaymentsHeader title="Enrollments" description="Every learner’s enrollments." actions={tools.actions} />
          ) : (
            <PaymentsHeader title="My enrollments" description="Your courses, what is paid and what is due." />
          )}
          {tools.figures}
        </Stack>
      }
      list={list}
      query={query}
      label="Enrollments"
      noun={{ one: 'enrollment', many: 'enrollments' }}
      columns={tools.staff ? STAFF_COLUMNS : COLUMNS}
      getRowLabel={(row) =>
        tools.staff ? `${row.user.get_full_name ?? row.user.username} · ${row.course.title}` : row.course.title
      }
      toolbar={tools.staff ? tools.toolbar : undefined}
      bulkActions={tools.staff ? tools.bulkActions : undefined}
      onBulkDone={tools.staff ? tools.onBulkDone : undefined}
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
