/**
 * /dashboard/payments/admin/defaulters (finance staff): everyone with an overdue balance, one row per
 * debt — a course enrollment's overdue installments or a school fee past its due date — with the days
 * late, the amount and what it is for (listPaymentDefaulters); most days late first. Remind one learner
 * from the row, or select many and remind them at once by e-mail, SMS or both, ending with the outcome
 * per learner (sendDefaulterReminders).
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentDefaulter, PaymentDefaulterKind } from '@ujuzi/api';
import { getListPaymentDefaultersQueryKey, sendDefaulterReminders, useListPaymentDefaulters } from '@ujuzi/api/hooks';
import { listPaymentDefaultersList } from '@ujuzi/api/list-params';
import { displayName, formatDate, formatRelativeTime } from '@ujuzi/domain';
import { ButtonLink, Link } from '@ujuzi/ui';
import { ListPage, columnsOf, countOf, links, useList, type BulkAction } from '../../infra/kit';
import { DeskHeader } from '../shared';
import { RemindOne } from './remind-one';
import { CHANNEL_CHOICES, channelsOf, debtLabel, reminderReport } from './reminders';

export const DEFAULTER_KIND_LABELS: Readonly<Record<PaymentDefaulterKind, string>> = {
  enrollment: 'Course',
  student_fee: 'School fees',
};

const column = columnsOf<PaymentDefaulter>();
const COLUMNS = [
  column.person('learner', 'Learner', (row) => ({ name: displayName(row.learner), href: links.person(row.learner) }), {
    isRowHeader: true,
  }),
  column.text('owed_for', 'Owed for', (row) => (
    <Stack gap="0">
      {row.enrollment ? (
        <Link href={links.enrollment(row.enrollment)}>{row.course?.title ?? `Enrollment ${row.enrollment}`}</Link>
      ) : row.student_fee ? (
        <Link href={links.studentFee(row.student_fee)}>{row.fee_name ?? 'School fees'}</Link>
      ) : null}
      <Text textStyle="xs" color="fg.muted">
        {row.kind === 'enrollment'
          ? `Course · ${countOf(row.installments_overdue ?? 0, 'installment', 'installments')} overdue`
          : 'School fees'}
      </Text>
    </Stack>
  )),
  column.money('amount_overdue', 'Overdue', { currency: (row) => row.currency }),
  column.count('days_overdue', 'Days late'),
  column.text('due_date', 'Due', (row) => formatDate(row.due_date), { defaultHidden: true }),
  column.money('total_balance', 'Total balance', { currency: (row) => row.currency, sortable: false, defaultHidden: true }),
  // When the learner was last reminded sits under Remind: one column less, so the list fits beside the sidebar.
  column.actions((row) => (
    <Stack gap="0" align="end">
      <RemindOne debt={row} />
      {row.last_reminded_at ? (
        <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
          Last reminded: {formatRelativeTime(row.last_reminded_at)}
        </Text>
      ) : null}
    </Stack>
  )),
];

export function DefaultersPage() {
  const queryClient = useQueryClient();
  const list = useList(listPaymentDefaultersList);
  const query = useListPaymentDefaulters(...list.request);
  const remind: BulkAction = {
    id: 'remind',
    label: 'Send reminders',
    confirmTitle: (count) => `Remind ${countOf(count, 'learner', 'learners')} of what they owe?`,
    confirmMessage: () => 'Each learner is told the overdue amount, what it is for and how to pay.',
    confirmLabel: 'Send reminders',
    choice: { label: 'Send by', placeholder: 'Choose how', options: [...CHANNEL_CHOICES] },
    run: async (rows, choice) =>
      reminderReport(rows, await sendDefaulterReminders({ ids: rows.map((row) => row.id), channels: channelsOf(choice) })),
  };
  return (
    <ListPage
      header={
        <DeskHeader
          title="Defaulters"
          description="Everyone with an overdue balance on a course or school fees, most days late first."
          actions={<ButtonLink href={links.installments({ status: 'overdue' })}>Overdue installments</ButtonLink>}
        />
      }
      list={list}
      query={query}
      label="Defaulters"
      noun={{ one: 'defaulter', many: 'defaulters' }}
      columns={COLUMNS}
      getRowLabel={debtLabel}
      bulkActions={[remind]}
      onBulkDone={() => void queryClient.invalidateQueries({ queryKey: getListPaymentDefaultersQueryKey() })}
      search={{ label: 'Search defaulters' }}
      filters={[{ type: 'enum', name: 'kind', label: 'Owed for', labels: DEFAULTER_KIND_LABELS }]}
      empty={{
        title: 'Nobody is late',
        description: 'Every installment and school fee due so far is paid. Upcoming installments show what falls due next.',
        action: <ButtonLink href={links.upcomingInstallments()}>Upcoming installments</ButtonLink>,
      }}
    />
  );
}
