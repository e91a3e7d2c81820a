import { useQueries } from '@tanstack/react-query';
import { getListInquiriesQueryOptions } from '@ujuzi/api/hooks';
import { Card, ChartSkeleton, ErrorState, LineChart } from '@ujuzi/ui';
import { useMemo } from 'react';
import { useChartLinks } from '../../infra/kit/charts';
import { links } from '../../infra/kit/links';

const DAY_MS = 86_400_000;
const weekLabel = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export interface Week {
  /** Monday, as the list's `created_after` takes it ('2026-11-23'). */
  start: string;
  /** Sunday, as `created_before` takes it (both days included). */
  end: string;
  /** 'Mon 23 Nov' style, short: '23 Nov'. */
  label: string;
}

/** The last `count` weeks, Monday to Sunday (UTC), oldest first; the last one is this week. */
export function recentWeeks(count: number, today: Date = new Date()): Week[] {
  const monday =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - ((today.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: count }, (_, index) => {
    const start = new Date(monday - (count - 1 - index) * 7 * DAY_MS);
    const end = new Date(start.getTime() + 6 * DAY_MS);
    return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10), label: weekLabel.format(start) };
  });
}

const TREND_WEEKS = 8;

/** Inquiries received per week: each week's count is the list's own count for that week (one small call each). */
export function WeeklyTrend() {
  const weeks = useMemo(() => recentWeeks(TREND_WEEKS), []);
  const counts = useQueries({
    queries: weeks.map((week) =>
      getListInquiriesQueryOptions({ created_after: week.start, created_before: week.end, page_size: 1 }),
    ),
  });
  const chartLinks = useChartLinks((_, index) => {
    const week = weeks[index];
    return week ? links.inquiries({ created_after: week.start, created_before: week.end }) : undefined;
  });
  const failed = counts.filter((count) => count.isError);
  let content;
  if (failed.length > 0)
    content = (
      <ErrorState
        size="sm"
        headingLevel="h3"
        title="Could not load the weekly counts"
        message={failed[0]?.error?.message}
        onRetry={() => failed.forEach((count) => void count.refetch())}
      />
    );
  else if (counts.some((count) => !count.data)) content = <ChartSkeleton title="Inquiries received per week" height={220} />;
  else
    content = (
      <LineChart
        title="Inquiries received per week"
        showTitle={false}
        categoryLabel="Week from"
        height={220}
        categories={weeks.map((week) => week.label)}
        series={[{ id: 'received', label: 'Inquiries', values: counts.map((count) => count.data?.count ?? 0) }]}
        categoryHref={chartLinks.categoryHref}
      />
    );
  return (
    <Card title="Received per week" description={`The last ${TREND_WEEKS} weeks, Monday to Sunday`} headingLevel={2}>
      {content}
    </Card>
  );
}
