/**
 * Revenue by period (getRevenueAnalytics): the range (this month, last 3 months, this year, last 12 months
 * or custom dates), a course and the period size are in the address; revenue, refunds and net revenue per
 * period as bars (with the same figures as a table), and by gateway and course.
 */
import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { PaymentReportPeriod, RevenueAnalytics } from '@ujuzi/api';
import { useGetRevenueAnalytics } from '@ujuzi/api/hooks';
import { GATEWAY_LABELS, formatDate, formatMoney } from '@ujuzi/domain';
import { BarChart, ButtonLink, Card, Select, StatCard } from '@ujuzi/ui';
import { QueryState, links, useChartLinks, useSearchParams } from '../../infra/kit';
import { ReportWindowControl, useReportWindow } from '../shared';

export const PERIOD_LABELS: Readonly<Record<PaymentReportPeriod, string>> = {
  day: 'By day',
  week: 'By week',
  month: 'By month',
  quarter: 'By quarter',
  year: 'By year',
};
const PERIOD_OPTIONS = Object.entries(PERIOD_LABELS).map(([value, label]) => ({ value, label }));
const isPeriod = (value: string | null): value is PaymentReportPeriod => value !== null && value in PERIOD_LABELS;
const money = (value: number) => formatMoney(value);

function Revenue({ data }: { data: RevenueAnalytics }) {
  const categories = data.series.map((point) => formatDate(point.period_start));
  const courseLinks = useChartLinks((_, index) => {
    const course = data.by_course[index]?.course;
    return course ? links.adminPayments({ course_id: course.id, status: 'completed' }) : undefined;
  });
  return (
    <Stack gap="6">
      <SimpleGrid as="section" aria-label="Revenue in the period" columns={{ base: 1, sm: 3 }} gap="4">
        <StatCard label="Revenue" value={formatMoney(data.total_revenue, data.currency)} />
        <StatCard label="Refunds" value={formatMoney(data.total_refunds, data.currency)} href={links.refunds()} />
        <StatCard label="Net revenue" value={formatMoney(data.net_revenue, data.currency)} />
      </SimpleGrid>
      <BarChart
        title={`Revenue ${PERIOD_LABELS[data.period].toLowerCase()}, ${formatDate(data.start_date)} to ${formatDate(data.end_date)}`}
        categoryLabel="Period starting"
        categories={categories}
        series={[
          { id: 'revenue', label: 'Revenue', values: data.series.map((point) => Number(point.revenue)) },
          { id: 'refunds', label: 'Refunds', values: data.series.map((point) => Number(point.refunds)) },
          { id: 'net', label: 'Net revenue', values: data.series.map((point) => Number(point.net_revenue)) },
        ]}
        formatValue={money}
      />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <BarChart
          title="Revenue by gateway"
          categoryLabel="Gateway"
          categories={data.by_gateway.map((row) => GATEWAY_LABELS[row.gateway])}
          series={[{ id: 'revenue', label: 'Revenue', values: data.by_gateway.map((row) => Number(row.total_amount)) }]}
          formatValue={money}
          horizontal
        />
        <BarChart
          title="Revenue by course"
          categoryLabel="Course"
          categories={data.by_course.map((row) => row.course.title)}
          {...courseLinks}
          series={[{ id: 'revenue', label: 'Revenue', values: data.by_course.map((row) => Number(row.revenue)) }]}
          formatValue={money}
          horizontal
        />
      </SimpleGrid>
    </Stack>
  );
}

export function RevenueSection() {
  const [search, setSearch] = useSearchParams();
  const report = useReportWindow();
  const period = search.get('period');
  const params = {
    period: isPeriod(period) ? period : undefined,
    start_date: report.start_date,
    end_date: report.end_date,
    course_id: report.course_id,
  };
  const analytics = useGetRevenueAnalytics(params, {
    query: { enabled: !report.invalid, placeholderData: keepPreviousData },
  });
  const setPeriod = (value: string) => {
    setSearch(
      (next) => {
        if (value === 'month') next.delete('period');
        else next.set('period', value);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <Card title="Revenue by period" headingLevel={2}>
      <Stack gap="4">
        <ReportWindowControl report={report} withCourse label="Revenue period" />
        <Box maxW={{ md: 'xs' }}>
          <Select label="Group by" options={PERIOD_OPTIONS} value={params.period ?? 'month'} onChange={setPeriod} />
        </Box>
        <QueryState
          query={analytics}
          noun="revenue analytics"
          empty={{
            title: 'No revenue in this period',
            description: 'Choose a longer period, or record a payment taken at the office.',
            action: (
              <ButtonLink href={links.adminPayments()} variant="outline">
                All payments
              </ButtonLink>
            ),
          }}
          isEmpty={(data: RevenueAnalytics) => data.series.length === 0}
        >
          {(data) => <Revenue data={data} />}
        </QueryState>
      </Stack>
    </Card>
  );
}
