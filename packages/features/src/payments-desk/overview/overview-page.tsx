/**
 * /dashboard/payments/admin/overview (admins): the school's course payments at a glance — revenue, this
 * month against last, what is still owed and awaited, how many payments wait, failed or are refunded,
 * the success rate (admin overview, admin statistics and the payments summary; the figures they share
 * are shown once) — each count opening the payments it counts; revenue by period below; the latest payments.
 */
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AdminPaymentOverview, Payment, PaymentStats, PaymentSummary } from '@ujuzi/api';
import { useGetAdminPaymentOverview, useGetAdminPaymentStatistics, useGetPaymentListSummary } from '@ujuzi/api/hooks';
import { GATEWAY_LABELS, displayName, formatDateTime, formatMoney } from '@ujuzi/domain';
import { Badge, ButtonLink, Card, StatCard, type StatTrend } from '@ujuzi/ui';
import { EntityLink, QueryState, links } from '../../infra/kit';
import { DeskHeader, PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TONES } from '../shared';
import { RevenueSection } from './revenue-section';

const growth = (value: number | undefined): StatTrend | undefined =>
  value === undefined
    ? undefined
    : {
        direction: value > 0 ? 'up' : value < 0 ? 'down' : 'flat',
        value: `${Math.abs(Math.round(value * 10) / 10)}%`,
        label: 'vs last month',
      };

function Figures({
  overview,
  stats,
  summary,
}: {
  overview: AdminPaymentOverview;
  stats: PaymentStats | undefined;
  summary: PaymentSummary | undefined;
}) {
  const currency = overview.currency;
  return (
    <SimpleGrid as="section" aria-label="Payment figures" columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
      <StatCard
        label="Total revenue"
        value={formatMoney(overview.total_revenue, currency)}
        href={links.adminPayments({ status: 'completed' })}
      />
      <StatCard
        label="Revenue this month"
        value={formatMoney(overview.revenue_this_month, currency)}
        trend={growth(overview.revenue_growth_percentage)}
      />
      <StatCard
        label="Outstanding balance"
        value={formatMoney(overview.outstanding_balance, currency)}
        help="Still owed on enrollments not cancelled"
        href={links.enrollments()}
      />
      {summary ? (
        <StatCard
          label="Awaiting payment"
          value={formatMoney(summary.total_pending, summary.currency)}
          help="Pending and processing payments"
          href={links.adminPayments({ status: 'pending' })}
        />
      ) : null}
      <StatCard
        label="Pending payments"
        value={overview.pending_payments_count}
        href={links.adminPayments({ status: 'pending' })}
      />
      <StatCard label="Failed payments" value={overview.failed_payments_count} href={links.adminPayments({ status: 'failed' })} />
      <StatCard label="Refunds waiting" value={overview.pending_refunds_count} href={links.refunds({ status: 'pending' })} />
      <StatCard
        label="Overdue installments"
        value={overview.overdue_installments_count}
        href={links.installments({ status: 'overdue' })}
      />
      {stats ? (
        <>
          <StatCard
            label="Success rate"
            value={`${stats.success_rate}%`}
            help={`${stats.successful_payments} of ${stats.total_payments} payments completed`}
          />
          <StatCard label="Average payment" value={formatMoney(stats.average_payment, stats.currency)} />
          <StatCard
            label="Refunded"
            value={formatMoney(stats.refunded_amount, stats.currency)}
            href={links.refunds({ status: 'completed' })}
          />
        </>
      ) : null}
      <StatCard
        label="Active enrollments"
        value={overview.active_enrollments}
        help={`${overview.total_enrollments} in all`}
        href={links.enrollments({ status: 'active' })}
      />
    </SimpleGrid>
  );
}

function Recent({ payments }: { payments: readonly Payment[] }) {
  return (
    <Card title="Latest payments" headingLevel={2}>
      {payments.length === 0 ? (
        <Text>No payment yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {payments.map((payment) => {
            const learner = links.person(payment.user);
            return (
              <Stack as="li" key={payment.id} gap="0" borderBottomWidth="1px" pb="2">
                <Text>
                  <EntityLink href={links.adminPayment(payment.id)}>{payment.reference}</EntityLink>
                  {` · ${formatMoney(payment.amount, payment.currency)} · ${GATEWAY_LABELS[payment.gateway]} `}
                  <Badge tone={PAYMENT_STATUS_TONES[payment.status]}>{PAYMENT_STATUS_LABELS[payment.status]}</Badge>
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {learner ? <EntityLink href={learner}>{displayName(payment.user)}</EntityLink> : displayName(payment.user)}
                  {payment.course ? (
                    <>
                      {' · '}
                      <EntityLink href={links.enrollment(payment.enrollment)}>{payment.course.title}</EntityLink>
                    </>
                  ) : null}
                  {` · ${formatDateTime(payment.created_at)}`}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}

export function PaymentsOverviewPage() {
  const overview = useGetAdminPaymentOverview();
  const stats = useGetAdminPaymentStatistics();
  const summary = useGetPaymentListSummary();
  return (
    <Stack gap="6">
      <DeskHeader
        title="Payments overview"
        description="Course payments across the school, in KES."
        actions={<ButtonLink href={links.adminPayments()}>All payments</ButtonLink>}
      />
      <QueryState query={overview} noun="the payments overview">
        {(data) => (
          <Stack gap="6">
            <Figures overview={data} stats={stats.data} summary={summary.data} />
            <RevenueSection />
            <Recent payments={data.recent_payments} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
