/**
 * /dashboard/payments/admin/upcoming-installments (admins and accountants): every learner's unpaid
 * installments coming due within a window (7 to 90 days, in the URL), soonest first, with what is still
 * to pay in all. The office marks one paid when the money came outside the gateways (the amount in KES,
 * confirmed in a dialog naming learner and course), moves or changes it, adds one to the schedule after
 * it, or deletes it (one with payments is refused by the server).
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Installment } from '@ujuzi/api';
import {
  getListInstallmentsQueryKey,
  getListUpcomingInstallmentsQueryKey,
  useDeleteInstallment,
  useListUpcomingInstallments,
} from '@ujuzi/api/hooks';
import { displayName, formatMoney } from '@ujuzi/domain';
import { Button, DataTable, Link, Select } from '@ujuzi/ui';
import { useState } from 'react';
import { CrudDelete, PageHeader, QueryState, columnsOf, lazyFormDialog, links, useCrud, useSearchParams } from '../../infra/kit';
import { INSTALLMENT_STATUS_LABELS, STATUS_TONES } from './installment-labels';

const WINDOWS = [7, 14, 30, 60, 90].map((days) => ({ value: String(days), label: `The next ${days} days` }));
const QUERIES = [getListUpcomingInstallmentsQueryKey(), getListInstallmentsQueryKey()];

const MarkPaidDialog = lazyFormDialog(() => import('./mark-paid-form').then((module) => module.MarkPaidForm), {
  noun: 'installment',
  title: (row: Installment | null) => `Mark installment ${row?.number ?? ''} paid`,
  height: '28rem',
});
const ScheduleDialog = lazyFormDialog(() => import('./schedule-form').then((module) => module.ScheduleForm), {
  noun: 'installment',
  title: (row: Installment | null) => (row ? `Edit installment ${row.number}` : 'Add an installment'),
});

const nameOf = (row: Installment) => `${row.course?.title ?? `Enrollment ${row.enrollment}`} installment ${row.number}`;
const column = columnsOf<Installment>();

export function UpcomingInstallmentsPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const days = Number(search.get('days')) || 30;
  const query = useListUpcomingInstallments({ days });
  const remove = useDeleteInstallment();
  const [paying, setPaying] = useState<Installment | null>(null);
  const [following, setFollowing] = useState<Installment | null>(null);
  const refresh = () => QUERIES.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
  const crud = useCrud<Installment>({
    noun: 'installment',
    name: nameOf,
    form: ScheduleDialog,
    remove: {
      call: (row) => remove.mutateAsync({ id: row.id }),
      message: (row) => `${nameOf(row)} is taken off the schedule. One with payments cannot be deleted.`,
      invalidate: QUERIES,
    },
  });
  const columns = [
    column.person('user', 'Learner', (row) =>
      row.user ? { name: displayName(row.user), avatar: row.user.profile_picture, href: links.person(row.user) } : null,
    ),
    column.text(
      'course',
      'Installment',
      (row) => (
        <Stack gap="0">
          <Link href={links.enrollment(row.enrollment)}>{row.course?.title ?? `Enrollment ${row.enrollment}`}</Link>
          <Text textStyle="xs" color="fg.muted">
            {`Installment ${row.number}${row.total_installments ? ` of ${row.total_installments}` : ''}`}
          </Text>
        </Stack>
      ),
      { isRowHeader: true },
    ),
    column.date('due_date', 'Due'),
    column.money('amount', 'Amount', { currency: (row) => row.currency }),
    column.money('balance', 'Still to pay', { currency: (row) => row.currency }),
    column.status('status', 'Status', INSTALLMENT_STATUS_LABELS, STATUS_TONES),
    column.actions((row) => (
      <HStack gap="1" justify="flex-end" wrap="wrap">
        <Button
          size="sm"
          onClick={() => setPaying(row)}
          onPointerEnter={MarkPaidDialog.preload}
          aria-label={`Mark paid: ${nameOf(row)}`}
        >
          Mark paid
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setFollowing(row)} aria-label={`Add after ${nameOf(row)}`}>
          Add after
        </Button>
        {crud.rowActions(row)}
      </HStack>
    )),
  ];
  return (
    <Stack gap="5">
      <PageHeader
        title="Upcoming installments"
        crumbs={[
          { label: 'Dashboard', href: links.dashboard() },
          { label: 'Payments', href: links.payments() },
        ]}
        description="Every learner's unpaid installments coming due, soonest first. Mark one paid when the money came by bank or at the office."
        actions={<Link href={links.installments({ status: 'overdue' })}>Overdue installments</Link>}
      />
      <Select
        label="Due within"
        options={WINDOWS}
        value={String(days)}
        onChange={(value) => setSearch((params) => (params.set('days', value), params), { replace: true })}
      />
      <QueryState
        query={query}
        noun="upcoming installments"
        empty={{
          title: `Nothing due in the next ${days} days`,
          description: 'Look further ahead, or at the installments already overdue.',
          action: <Link href={links.installments({ status: 'overdue' })}>Overdue installments</Link>,
        }}
      >
        {(rows) => (
          <Stack gap="3">
            <Text fontWeight="medium">
              {`${rows.length} ${rows.length === 1 ? 'installment' : 'installments'}, ${formatMoney(
                rows.reduce((sum, row) => sum + Number(row.balance), 0),
              )} still to pay in the next ${days} days`}
            </Text>
            <DataTable
              label="Upcoming installments"
              columns={columns}
              rows={rows}
              getRowId={(row) => String(row.id)}
              getRowLabel={nameOf}
            />
          </Stack>
        )}
      </QueryState>
      <MarkPaidDialog
        item={paying}
        open={paying !== null}
        onOpenChange={(open) => (open ? undefined : setPaying(null))}
        onSaved={refresh}
      />
      <ScheduleDialog {...crud.dialog} onSaved={refresh} />
      <ScheduleDialog
        item={null}
        after={following}
        open={following !== null}
        onOpenChange={(open) => (open ? undefined : setFollowing(null))}
        onSaved={refresh}
      />
      <CrudDelete crud={crud} />
    </Stack>
  );
}
