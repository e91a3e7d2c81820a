/**
 * /dashboard/payments/admin/enrollment-analytics (admins): the school's enrollments at a glance —
 * totals, trial conversion, completion and revenue per enrollment (admin/enrollments/analytics), how
 * many are in each status and the courses most enrolled in, each bar opening the enrollments it counts;
 * and month by month the enrollments, activations, cancellations and revenue (enrollment-trends). The range
 * (this month, last 3 months, this year, last 12 months or custom dates) and a course are in the address;
 * narrowed to a course, the figures and statuses come from the enrollment statistics (the analytics take no
 * course) and the top courses give way. Every chart is also a table ("Show as table"); the charts' drawing
 * code loads lazily (@ujuzi/ui charts).
 */
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { EnrollmentTrendPoint } from '@ujuzi/api';
import { useGetAdminEnrollmentAnalytics, useGetEnrollmentStatistics, useGetPaymentEnrollmentTrends } from '@ujuzi/api/hooks';
import { BarChart, ButtonLink, Card, EmptyState, ErrorState, LineChart, SkeletonCard, StatCard, type StatTrend } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { errorMessage, links, useChartLinks } from '../../infra/kit';
import { ENROLLMENT_STATUS_LABELS, formatMoney } from '@ujuzi/domain';
import { DeskHeader, ReportWindowControl, useReportWindow } from '../shared';

const MONTH = new Intl.DateTimeFormat('en-KE', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthOf = (point: EnrollmentTrendPoint) => MONTH.format(new Date(`${point.period_start}T00:00:00Z`));
const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

interface Loadable {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A chart's card with its loading and error (Retry) states. */
function Section({ title, query, children }: { title: string; query: Loadable; children: () => ReactNode }) {
  return (
    <Card title={title} headingLevel={2}>
      {query.isPending ? (
        <SkeletonCard />
      ) : query.isError ? (
        <ErrorState
          headingLevel="h3"
          title={`Could not load ${title.toLowerCase()}`}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        children()
      )}
    </Card>
  );
}

const growth = (value: number | undefined): StatTrend | undefined =>
  value === undefined
    ? undefined
    : {
        direction: value > 0 ? 'up' : value < 0 ? 'down' : 'flat',
        value: percent(Math.abs(value)),
        label: 'vs the month before',
      };

export function EnrollmentAnalyticsPage() {
  const report = useReportWindow();
  const dates = { start_date: report.start_date, end_date: report.end_date };
  const course = report.course_id;
  const live = { placeholderData: keepPreviousData, enabled: !report.invalid };
  const analytics = useGetAdminEnrollmentAnalytics(dates, { query: { ...live, enabled: live.enabled && !course } });
  const statistics = useGetEnrollmentStatistics(
    { ...dates, course_id: course },
    { query: { ...live, enabled: live.enabled && !!course } },
  );
  const trends = useGetPaymentEnrollmentTrends({ ...dates, course_id: course }, { query: live });
  const figures = course ? statistics : analytics;
  const data = figures.data;
  const byStatus = (data?.by_status ?? []).filter((entry) => entry.count > 0);
  const top = course ? [] : (analytics.data?.top_courses ?? []);
  const series = trends.data?.series ?? [];
  const statusLinks = useChartLinks((_, index) => {
    const status = byStatus[index]?.status;
    return status ? links.enrollments({ status, course_id: course }) : undefined;
  });
  const courseLinks = useChartLinks((_, index) => {
    const row = top[index]?.course;
    return row ? links.enrollments({ course_id: row.id }) : undefined;
  });
  const currency = data?.currency ?? trends.data?.currency;

  return (
    <Stack gap="6">
      <DeskHeader
        title="Enrollment analytics"
        description="How many learners enroll, in which courses, how many pay and finish — in KES."
        actions={<ButtonLink href={links.enrollments()}>All enrollments</ButtonLink>}
      />
      <ReportWindowControl report={report} withCourse />
      {data ? (
        <SimpleGrid as="section" aria-label="Enrollment figures" columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          <StatCard
            label="Enrollments"
            value={data.total_enrollments}
            href={links.enrollments({ course_id: course })}
            trend={growth(trends.data?.growth_percentage)}
          />
          <StatCard
            label="Trial conversion"
            value={percent(data.trial_conversion_rate ?? 0)}
            help="Free trials that became paid"
          />
          <StatCard label="Completion rate" value={percent(data.completion_rate ?? 0)} help="Enrollments completed" />
          {'average_revenue_per_enrollment' in data ? (
            <StatCard
              label="Revenue per enrollment"
              value={formatMoney(data.average_revenue_per_enrollment, currency)}
              help="Average over enrollments that paid"
            />
          ) : (
            <StatCard
              label="Revenue"
              value={formatMoney(data.total_revenue, currency)}
              help="Paid for this course’s enrollments"
            />
          )}
        </SimpleGrid>
      ) : null}
      <Section title="Enrollments by month" query={trends}>
        {() =>
          series.length ? (
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <LineChart
                title="Enrollments, activations and cancellations by month"
                categoryLabel="Month"
                categories={series.map(monthOf)}
                series={[
                  { id: 'enrollments', label: 'Enrollments', values: series.map((point) => point.enrollments) },
                  { id: 'activations', label: 'Activations', values: series.map((point) => point.activations ?? 0) },
                  { id: 'cancellations', label: 'Cancellations', values: series.map((point) => point.cancellations ?? 0) },
                ]}
              />
              <BarChart
                title="Revenue by month"
                categoryLabel="Month"
                formatValue={(value) => formatMoney(value, currency)}
                categories={series.map(monthOf)}
                series={[{ id: 'revenue', label: 'Revenue', values: series.map((point) => Number(point.revenue ?? 0)) }]}
              />
            </SimpleGrid>
          ) : (
            <EmptyState size="sm" title="No enrollments in this period" />
          )
        }
      </Section>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <Section title="Enrollments by status" query={figures}>
          {() =>
            byStatus.length ? (
              <BarChart
                title="Enrollments in each status"
                showTitle={false}
                horizontal
                // A bar's room for its label: every status named, not every other one.
                height={Math.max(220, byStatus.length * 36 + 60)}
                categoryLabel="Status"
                categories={byStatus.map((entry) => ENROLLMENT_STATUS_LABELS[entry.status])}
                series={[{ id: 'count', label: 'Enrollments', values: byStatus.map((entry) => entry.count) }]}
                {...statusLinks}
              />
            ) : (
              <EmptyState
                size="sm"
                title="No enrollments in this period"
                description="Choose a longer range, or enroll learners in a course: they show here by status."
                action={<ButtonLink href={links.enrollments()}>Enroll learners</ButtonLink>}
              />
            )
          }
        </Section>
        {course ? null : (
          <Section title="Top courses" query={analytics}>
            {() =>
              top.length ? (
                <BarChart
                  title="The courses with the most enrollments"
                  showTitle={false}
                  horizontal
                  categoryLabel="Course"
                  categories={top.map((row) => row.course.title)}
                  series={[{ id: 'enrollments', label: 'Enrollments', values: top.map((row) => row.enrollments) }]}
                  {...courseLinks}
                />
              ) : (
                <EmptyState size="sm" title="No course has enrollments in this period" />
              )
            }
          </Section>
        )}
      </SimpleGrid>
    </Stack>
  );
}
