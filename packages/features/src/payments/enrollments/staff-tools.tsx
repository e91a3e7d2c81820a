/**
 * The enrollments list's parts for admins: the school's figures (getEnrollmentStatistics: by status, new
 * this month, revenue and what is outstanding; each count opens the list filtered to it), the CSV export of
 * the filtered list, bulk cancel with a per-enrollment report, and 'Enroll learners' (bulk-enroll).
 * A learner sees their own figures instead (getEnrollmentDashboard: paid, due, overdue installments).
 */
import { SimpleGrid } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { EnrollmentBulkResult, EnrollmentStatus, ListEnrollmentsData } from '@ujuzi/api';
import {
  bulkCancelEnrollments,
  getGetEnrollmentStatisticsQueryKey,
  useGetEnrollmentDashboard,
  useGetEnrollmentStatistics,
} from '@ujuzi/api/hooks';
import { can, formatMoney } from '@ujuzi/domain';
import { Button, ErrorState, SkeletonText, StatCard } from '@ujuzi/ui';
import { useState } from 'react';
import {
  ExportButton,
  countOf,
  errorMessage,
  lazyPart,
  links,
  type BulkAction,
  type BulkReport,
  type BulkRow,
  type ListFilters,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { refreshPaymentQueries } from '../shared';

const BulkEnrollDialog = lazyPart(() => import('./bulk-enroll').then((part) => part.BulkEnrollDialog), '0');

type Filters = ListFilters<ListEnrollmentsData>;

/** The report of a bulk cancel: every row the answer's `errors` does not name was cancelled. */
export function reportFromEnrollmentBulk(rows: readonly BulkRow[], result: EnrollmentBulkResult): BulkReport {
  const failed = new Map((result.errors ?? []).map((error) => [String(error.id), error.error]));
  const outcomes = rows.map((row) => {
    const reason = failed.get(row.id);
    return reason ? { ...row, ok: false as const, reason } : { ...row, ok: true as const };
  });
  const succeeded = outcomes.filter((outcome) => outcome.ok).length;
  return { outcomes, succeeded, failed: outcomes.length - succeeded, message: result.message };
}

const countIn = (byStatus: readonly { status: EnrollmentStatus; count: number }[], status: EnrollmentStatus) =>
  byStatus.find((entry) => entry.status === status)?.count ?? 0;

function SchoolFigures({ filters }: { filters: Filters }) {
  const stats = useGetEnrollmentStatistics(filters.course_id ? { course_id: Number(filters.course_id) } : undefined);
  if (stats.isPending) return <SkeletonText lines={2} />;
  if (!stats.data)
    return (
      <ErrorState
        size="sm"
        headingLevel="h2"
        title="Could not load the enrollment figures"
        message={errorMessage(stats.error)}
        onRetry={() => void stats.refetch()}
      />
    );
  const { by_status: byStatus, currency } = stats.data;
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" as="section" aria-label="Enrollment figures">
      <StatCard label="Enrollments" value={stats.data.total_enrollments} href={links.enrollments()} />
      <StatCard label="Active" value={countIn(byStatus, 'active')} href={links.enrollments({ status: 'active' })} />
      <StatCard
        label="Waiting for payment"
        value={countIn(byStatus, 'payment_pending')}
        href={links.enrollments({ status: 'payment_pending' })}
      />
      <StatCard label="Suspended" value={countIn(byStatus, 'suspended')} href={links.enrollments({ status: 'suspended' })} />
      <StatCard
        label="Outstanding"
        value={formatMoney(stats.data.outstanding_balance, currency)}
        help={`${formatMoney(stats.data.total_revenue, currency)} received · ${stats.data.new_this_month ?? 0} new this month`}
      />
    </SimpleGrid>
  );
}

function LearnerFigures() {
  const dashboard = useGetEnrollmentDashboard();
  if (!dashboard.data || dashboard.data.total_enrollments === 0) return null;
  const { currency } = dashboard.data;
  return (
    <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" as="section" aria-label="Your figures">
      <StatCard label="Paid so far" value={formatMoney(dashboard.data.total_paid, currency)} />
      <StatCard label="Still to pay" value={formatMoney(dashboard.data.total_balance_due, currency)} />
      <StatCard
        label="Overdue installments"
        value={dashboard.data.overdue_installments_count ?? 0}
        href={links.installments({ status: 'overdue' })}
      />
    </SimpleGrid>
  );
}

/** What the list adds for an admin (null for anyone else), and the figures every viewer sees. */
export function useEnrollmentsStaffTools(filters: Filters) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [enrolling, setEnrolling] = useState(false);
  if (!can(user, 'enrollment.administer'))
    return { staff: false, figures: user?.user_type === 'student' ? <LearnerFigures /> : null } as const;
  const cancel: BulkAction = {
    id: 'cancel',
    label: 'Cancel enrollments',
    destructive: true,
    confirmTitle: (count) => `Cancel ${countOf(count, 'enrollment', 'enrollments')}?`,
    confirmMessage: () =>
      'Each learner loses access to the course and any payment still waiting is cancelled. Enrollments already cancelled or completed are left as they are.',
    run: async (rows) =>
      reportFromEnrollmentBulk(
        rows,
        await bulkCancelEnrollments({ enrollment_ids: rows.map((row) => Number(row.id)), reason: 'Cancelled by the school.' }),
      ),
  };
  const refresh = () => {
    void refreshPaymentQueries(queryClient);
    void queryClient.invalidateQueries({ queryKey: getGetEnrollmentStatisticsQueryKey() });
  };
  return {
    staff: true,
    figures: <SchoolFigures filters={filters} />,
    actions: (
      <>
        <Button onClick={() => setEnrolling(true)} onPointerEnter={BulkEnrollDialog.preload} onFocus={BulkEnrollDialog.preload}>
          Enroll learners
        </Button>
        {enrolling ? <BulkEnrollDialog onClose={() => setEnrolling(false)} onDone={refresh} /> : null}
      </>
    ),
    toolbar: (
      <ExportButton
        label="Export CSV"
        request={{
          path: '/payments/enrollments/export-enrollments/',
          query: {
            format: 'csv',
            ...(filters.status ? { status: filters.status } : {}),
            ...(filters.course_id ? { course_id: filters.course_id } : {}),
          },
          fallbackFilename: 'enrollments.csv',
        }}
      />
    ),
    bulkActions: [cancel],
    onBulkDone: refresh,
  } as const;
}
