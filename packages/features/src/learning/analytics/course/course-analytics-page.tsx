/**
 * /dashboard/learning/analytics/courses/:id (the course's staff): a course's learning analytics —
 * enrolment, activity, progress, completion and assessment figures, and its daily activity as bars —
 * with the way to the course, its assessments and its students' daily records.
 */
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useGetLearningCourseAnalytics } from '@ujuzi/api/hooks';
import { getLearningCourseAnalyticsPath } from '@ujuzi/api/path-params';
import { formatPercentage } from '@ujuzi/domain';
import { BarChart, ButtonLink, Card, Link, StatCard } from '@ujuzi/ui';
import { DetailPage, links, useRouteParams } from '../../../infra/kit';
import { MarkModulesComplete } from '../../module-completion';
import { LearningHeader } from '../../shared';
import { ANALYTICS_CRUMB, formatMinutes } from '../shared';

const shortDay = (date: string): string =>
  new Date(`${date}T12:00:00`).toLocaleDateString('en-KE', { day: 'numeric', month: 'short' });

export function CourseAnalyticsPage() {
  const { id } = useRouteParams(getLearningCourseAnalyticsPath);
  const query = useGetLearningCourseAnalytics(id);
  const days = query.data?.daily_activity ?? [];
  return (
    <DetailPage
      query={query}
      noun="course analytics"
      notFoundAction={<Link href={links.learningAnalytics()}>Back to learning analytics</Link>}
      header={(data) => (
        <LearningHeader
          title={data ? `${data.course.title}: learning analytics` : 'Course analytics'}
          trail={[ANALYTICS_CRUMB]}
          description="Who is learning in the course, how far they are and how they do in its assessments."
          actions={
            data ? (
              <>
                <ButtonLink variant="outline" href={links.course(data.course.slug)}>
                  Open the course
                </ButtonLink>
                <ButtonLink variant="outline" href={links.learningAnalytics({ course: data.course.id })}>
                  Daily records
                </ButtonLink>
              </>
            ) : undefined
          }
        />
      )}
      summary={(data) => (
        <Stack gap="5">
          <SimpleGrid
            as="ul"
            listStyleType="none"
            p="0"
            columns={{ base: 2, md: 3, xl: 5 }}
            gap="3"
            aria-label="The course in figures"
          >
            <li>
              <StatCard label="Enrolled students" value={String(data.enrolled_students)} />
            </li>
            <li>
              <StatCard label="Active students" value={String(data.active_students)} help="In the last 7 days" />
            </li>
            <li>
              <StatCard label="Average progress" value={formatPercentage(data.average_progress)} />
            </li>
            <li>
              <StatCard label="Completion rate" value={formatPercentage(data.completion_rate)} />
            </li>
            <li>
              <StatCard label="Time learning" value={formatMinutes(data.total_time_spent_minutes)} help="All students" />
            </li>
            <li>
              <StatCard
                label="Assessments"
                value={String(data.assessments ?? 0)}
                help={`${data.attempts ?? 0} attempts`}
                href={links.courseAssessments(data.course.slug)}
              />
            </li>
            <li>
              <StatCard label="Average score" value={formatPercentage(data.average_score)} />
            </li>
            <li>
              <StatCard label="Pass rate" value={formatPercentage(data.pass_rate)} />
            </li>
          </SimpleGrid>
          {!days.some((day) => day.active_students > 0) ? (
            <Card title="Active students by day" headingLevel={2}>
              <Text color="fg.muted">{`Nobody has completed a lesson of the course in the last ${days.length || 14} days.`}</Text>
            </Card>
          ) : (
            <Card>
              <BarChart
                title="Active students by day"
                categories={days.map((day) => shortDay(day.date))}
                series={[{ id: 'active', label: 'Active students', values: days.map((day) => day.active_students) }]}
                categoryLabel="Day"
                height={240}
              />
            </Card>
          )}
          <MarkModulesComplete courseId={data.course.id} />
        </Stack>
      )}
    />
  );
}
