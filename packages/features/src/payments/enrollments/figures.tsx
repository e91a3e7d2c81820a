/** The figures above the enrollments list: the school's for an admin, a student's own otherwise (see staff-tools). */
import { SimpleGrid } from '@chakra-ui/react';
import type { EnrollmentStatus } from '@ujuzi/api';
import { useGetEnrollmentDashboard, useGetEnrollmentStatistics } from '@ujuzi/api/hooks';
import { formatMoney } from '@ujuzi/domain';
import { ErrorState, SkeletonText, StatCard } from '@ujuzi/ui';
import { errorMessage, links } from '../../infra/kit';
import type { Filters } from './staff-tools';

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

export function EnrollmentFigures({ school, filters }: { school: boolean; filters: Filters }) {
  return school ? <SchoolFigures filters={filters} /> : <LearnerFigures />;
}
