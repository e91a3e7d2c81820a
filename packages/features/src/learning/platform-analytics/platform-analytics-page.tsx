/**
 * /dashboard/learning/analytics/platform (management): the whole platform's learning in figures — the
 * platform overview (courses/course-analytics/platform_overview), the courses' analytics with the top courses
 * (courses/analytics), the catalogue's public headline figures (courses/stats_summary) and enrollments over
 * time (course-analytics/enrollment_trends) by day, week or month. The charts' drawings load lazily (ui).
 */
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CourseTrendPeriod } from '@ujuzi/api';
import {
  useGetCourseEnrollmentTrends,
  useGetCoursePlatformOverview,
  useGetCoursesAnalyticsOverview,
  useGetCourseStatsSummary,
} from '@ujuzi/api/hooks';
import { formatDateTime, formatMoney, formatPercentage } from '@ujuzi/domain';
import { BarChart, Card, Link, LineChart, Select, SimpleTable, StatCard } from '@ujuzi/ui';
import { QueryState, links, useChartLinks, useSearchParams } from '../../infra/kit';
import { ANALYTICS_CRUMB } from '../analytics/shared';
import { LEVEL_LABELS } from '../catalogue/course-labels';
import { LearningHeader } from '../shared';

const PERIODS: readonly { value: CourseTrendPeriod; label: string; months: number }[] = [
  { value: 'monthly', label: 'By month, last 12 months', months: 12 },
  { value: 'weekly', label: 'By week, last 3 months', months: 3 },
  { value: 'daily', label: 'By day, last month', months: 1 },
];

const count = (value: number | undefined): string => (value ?? 0).toLocaleString('en-KE');

function Overview() {
  const query = useGetCoursePlatformOverview();
  const levels = query.data?.courses_by_level ?? [];
  const levelLinks = useChartLinks((_, index) => {
    const level = levels[index]?.level;
    return level ? links.manageCourses({ level }) : undefined;
  });
  return (
    <QueryState query={query} noun="the platform overview">
      {(data) => (
        <Stack gap="4">
          <SimpleGrid as="ul" listStyleType="none" p="0" columns={{ base: 2, md: 3, xl: 4 }} gap="3" aria-label="The platform">
            <li>
              <StatCard label="Courses" value={count(data.total_courses)} href={links.manageCourses()} />
            </li>
            <li>
              <StatCard label="Students" value={count(data.total_students)} />
            </li>
            <li>
              <StatCard label="Instructors" value={count(data.total_instructors)} />
            </li>
            <li>
              <StatCard label="Enrollments" value={count(data.total_enrollments)} />
            </li>
            <li>
              <StatCard label="Active learners" value={count(data.active_learners_30d)} help="In the last 30 days" />
            </li>
            <li>
              <StatCard label="Lessons completed" value={count(data.lessons_completed)} />
            </li>
            <li>
              <StatCard label="Certificates issued" value={count(data.certificates_issued)} />
            </li>
            <li>
              <StatCard label="Average completion" value={formatPercentage(data.average_completion_rate)} />
            </li>
            {data.total_revenue !== undefined ? (
              <li>
                <StatCard label="Revenue" value={formatMoney(data.total_revenue, data.currency ?? 'KES')} />
              </li>
            ) : null}
          </SimpleGrid>
          {levels.length > 0 ? (
            <Card>
              <BarChart
                title="Courses by level"
                categories={levels.map((row) => LEVEL_LABELS[row.level] ?? row.level)}
                series={[{ id: 'courses', label: 'Courses', values: levels.map((row) => row.count) }]}
                categoryLabel="Level"
                height={200}
                {...levelLinks}
              />
            </Card>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            As of {formatDateTime(data.generated_at)}.
          </Text>
        </Stack>
      )}
    </QueryState>
  );
}

function Trends() {
  const [search, setSearch] = useSearchParams();
  const period = PERIODS.find((option) => option.value === search.get('period')) ?? PERIODS[0];
  const choice = period ?? { value: 'monthly' as const, label: '', months: 12 };
  const query = useGetCourseEnrollmentTrends({ period: choice.value, months: choice.months });
  return (
    <Card title="Enrollments over time" headingLevel={2}>
      <Stack gap="3">
        <Select
          label="Period"
          options={PERIODS.map(({ value, label }) => ({ value, label }))}
          value={choice.value}
          onChange={(value) =>
            setSearch(
              (previous) => {
                const next = new URLSearchParams(previous);
                next.set('period', value);
                return next;
              },
              { replace: true },
            )
          }
        />
        <QueryState
          query={query}
          noun="the enrollment trends"
          size="sm"
          headingLevel="h3"
          isEmpty={(data) => data.data.length === 0 || data.total_enrollments === 0}
          empty={{
            title: 'No enrollments in this period',
            description: 'Choose a longer period to see earlier enrollments.',
          }}
        >
          {(data) => (
            <Stack gap="2">
              <Text>{`${count(data.total_enrollments)} enrollments from ${data.start_date} to ${data.end_date}.`}</Text>
              <LineChart
                title="Enrollments and completions"
                categories={data.data.map((point) => point.label)}
                series={[
                  { id: 'enrollments', label: 'Enrollments', values: data.data.map((point) => point.enrollments) },
                  { id: 'completions', label: 'Completions', values: data.data.map((point) => point.completions) },
                ]}
                categoryLabel="Period"
                height={240}
              />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}

function CoursesFigures() {
  const query = useGetCoursesAnalyticsOverview();
  const catalogue = useGetCourseStatsSummary();
  return (
    <Card title="Courses" headingLevel={2}>
      <QueryState query={query} noun="the courses’ analytics" size="sm" headingLevel="h3">
        {(data) => (
          <Stack gap="4">
            <SimpleGrid as="ul" listStyleType="none" p="0" columns={{ base: 2, md: 3 }} gap="3" aria-label="The courses">
              <li>
                <StatCard
                  label="Published"
                  value={count(data.published_courses)}
                  href={links.manageCourses({ status: 'published' })}
                />
              </li>
              <li>
                <StatCard label="Drafts" value={count(data.draft_courses)} href={links.manageCourses({ status: 'draft' })} />
              </li>
              <li>
                <StatCard label="Active enrollments" value={count(data.active_enrollments)} />
              </li>
              <li>
                <StatCard label="Completion rate" value={formatPercentage(data.completion_rate)} />
              </li>
              <li>
                <StatCard label="Average rating" value={(data.average_rating ?? 0).toFixed(1)} help="Out of 5" />
              </li>
              <li>
                <StatCard label="Lessons completed" value={count(data.lessons_completed_30d)} help="In the last 30 days" />
              </li>
            </SimpleGrid>
            {catalogue.data ? (
              <Text fontSize="sm" color="fg.muted">
                {`The public catalogue shows ${count(catalogue.data.total_lessons)} lessons, ${count(catalogue.data.total_hours)} hours and ${count(catalogue.data.featured_courses)} featured courses.`}
              </Text>
            ) : null}
            {(data.top_courses ?? []).length > 0 ? (
              <SimpleTable.Root size="sm">
                <SimpleTable.Caption>Top courses</SimpleTable.Caption>
                <SimpleTable.Header>
                  <SimpleTable.Row>
                    <SimpleTable.ColumnHeader>Course</SimpleTable.ColumnHeader>
                    <SimpleTable.ColumnHeader textAlign="end">Enrollments</SimpleTable.ColumnHeader>
                    <SimpleTable.ColumnHeader textAlign="end">Completion</SimpleTable.ColumnHeader>
                  </SimpleTable.Row>
                </SimpleTable.Header>
                <SimpleTable.Body>
                  {(data.top_courses ?? []).map((row) => (
                    <SimpleTable.Row key={row.course.id}>
                      <SimpleTable.Cell>
                        <Link href={links.courseAnalytics(row.course.id)}>{row.course.title}</Link>
                      </SimpleTable.Cell>
                      <SimpleTable.Cell textAlign="end">{count(row.enrollments)}</SimpleTable.Cell>
                      <SimpleTable.Cell textAlign="end">{formatPercentage(row.completion_rate)}</SimpleTable.Cell>
                    </SimpleTable.Row>
                  ))}
                </SimpleTable.Body>
              </SimpleTable.Root>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

export function PlatformAnalyticsPage() {
  return (
    <Stack gap="6">
      <LearningHeader
        title="Platform analytics"
        trail={[ANALYTICS_CRUMB]}
        description="Courses, learners, enrollments and completions across the whole school."
      />
      <Overview />
      <Trends />
      <CoursesFigures />
    </Stack>
  );
}
