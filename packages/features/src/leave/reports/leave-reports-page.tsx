/**
 * /dashboard/leave/reports (management): leave applications over a period — how many are pending,
 * approved and rejected, the days approved, and each type — with the period and state in the address,
 * each figure opening the applications it counts, and the report as a CSV file.
 */
import { HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import type { LeaveStatus, LeavesReport } from '@ujuzi/api';
import { useGetLeavesReport } from '@ujuzi/api/hooks';
import { LEAVE_STATUS_LABELS, LEAVE_TYPE_LABELS } from '@ujuzi/domain';
import { BarChart, ButtonLink, LazyDatePicker, Select, StatCard } from '@ujuzi/ui';
import { ExportButton, QueryState, links, useChartLinks, useSearchParams } from '../../infra/kit';
import { LeaveHeader } from '../shared';

const STATUS_OPTIONS = Object.entries(LEAVE_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const isStatus = (value: string | null): value is LeaveStatus => value !== null && value in LEAVE_STATUS_LABELS;
const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

function Figures({ report, status }: { report: LeavesReport; status: LeaveStatus | undefined }) {
  const period = { start_date_from: report.date_from, start_date_to: report.date_to };
  const types = report.by_type;
  const typeLinks = useChartLinks((_, index) => {
    const type = types[index]?.leave_type;
    return type ? links.leaves({ ...period, status, leave_type: type }) : undefined;
  });
  return (
    <Stack gap="6">
      <SimpleGrid as="section" aria-label="Applications in the period" columns={{ base: 2, lg: 5 }} gap="4">
        <StatCard label="Applications" value={report.total} href={links.leaves({ ...period, status })} />
        <StatCard label="Pending" value={report.pending} href={links.leaves({ ...period, status: 'pending' })} />
        <StatCard label="Approved" value={report.approved} href={links.leaves({ ...period, status: 'approved' })} />
        <StatCard label="Rejected" value={report.rejected} href={links.leaves({ ...period, status: 'rejected' })} />
        <StatCard label="Days approved" value={report.approved_days ?? 0} help="Calendar days of approved leave" />
      </SimpleGrid>
      <BarChart
        title="Applications by type"
        categories={types.map((row) => LEAVE_TYPE_LABELS[row.leave_type])}
        categoryLabel="Type"
        series={[
          { id: 'count', label: 'Applications', values: types.map((row) => row.count) },
          { id: 'days', label: 'Days', values: types.map((row) => row.days) },
        ]}
        horizontal
        {...typeLinks}
      />
    </Stack>
  );
}

export function LeaveReportsPage() {
  const [search, setSearch] = useSearchParams();
  const dateFrom = search.get('date_from');
  const dateTo = search.get('date_to');
  const state = search.get('status');
  const params = {
    date_from: isDate(dateFrom) ? dateFrom : undefined,
    date_to: isDate(dateTo) ? dateTo : undefined,
    status: isStatus(state) ? state : undefined,
  };
  const report = useGetLeavesReport(params);
  const set = (name: string, value: string | null) => {
    setSearch(
      (next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  };
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Stack gap="6">
      <LeaveHeader
        title="Leave reports"
        current={links.leaveReports()}
        description="Leave applications starting in a period, by state and by type."
        actions={
          <ExportButton
            label="Export CSV"
            request={{
              path: '/accounts/reports/leaves/export/',
              query: { ...params, format: 'csv' },
              fallbackFilename: `ujuzi-leaves-report-${today}.csv`,
            }}
          />
        }
      />
      <HStack as="section" aria-label="Period and state" gap="4" wrap="wrap" align="end">
        <LazyDatePicker label="From" value={params.date_from ?? null} onChange={(value) => set('date_from', value)} />
        <LazyDatePicker label="To" value={params.date_to ?? null} onChange={(value) => set('date_to', value)} />
        <Select
          label="Status"
          placeholder="Any status"
          options={STATUS_OPTIONS}
          value={params.status ?? ''}
          onChange={(value) => set('status', value || null)}
        />
      </HStack>
      <QueryState
        query={report}
        noun="the leaves report"
        empty={{
          title: 'No leave in this period',
          description: 'Choose a longer period or another state, or see every application.',
          action: (
            <ButtonLink href={links.leaves()} variant="outline">
              All applications
            </ButtonLink>
          ),
        }}
        isEmpty={(data: LeavesReport) => data.total === 0}
      >
        {(data) => <Figures report={data} status={params.status} />}
      </QueryState>
    </Stack>
  );
}
