/** The parts of My learning drawn from the student dashboard and the progress summary. */
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LearningProgressSummary, LearningStudentDashboard } from '@ujuzi/api';
import { formatDate, formatDateTime, formatPercentage } from '@ujuzi/domain';
import { BarChart, Badge, Card, ProgressBar, RelativeTime, StatCard } from '@ujuzi/ui';
import { EntityLink, countOf, links } from '../../../infra/kit';
import { formatMinutes } from '../shared';

const weekday = (date: string): string =>
  new Date(`${date}T12:00:00`).toLocaleDateString('en-KE', { weekday: 'short', day: 'numeric' });

/** The dashboard's figures and the last seven days as bars. */
export function DashboardFigures({ dashboard }: { dashboard: LearningStudentDashboard }) {
  const week = dashboard.weekly_activity ?? [];
  return (
    <Stack gap="4">
      <SimpleGrid as="ul" listStyleType="none" p="0" columns={{ base: 2, md: 4 }} gap="3" aria-label="Your learning in figures">
        <li>
          <StatCard
            label="Courses"
            value={String(dashboard.enrolled_courses)}
            help={`${dashboard.in_progress_courses} in progress · ${dashboard.completed_courses} completed`}
            href={links.progress()}
          />
        </li>
        <li>
          <StatCard label="Time learning" value={formatMinutes(dashboard.total_time_spent_minutes)} help="Since you started" />
        </li>
        <li>
          <StatCard
            label="Current streak"
            value={countOf(dashboard.current_streak_days ?? 0, 'day', 'days')}
            help="Days in a row with learning"
          />
        </li>
        <li>
          <StatCard
            label="Assessments completed"
            value={String(dashboard.assessments_completed)}
            help={`Average score ${formatPercentage(dashboard.average_score)}`}
            href={links.assessments()}
          />
        </li>
        <li>
          <StatCard
            label="Study groups"
            value={String(dashboard.study_groups ?? 0)}
            help="Groups you belong to"
            href={links.studyGroups({ is_member: true })}
          />
        </li>
        <li>
          <StatCard
            label="Learning paths"
            value={String(dashboard.active_learning_paths ?? 0)}
            help="In progress"
            href={links.courses({ section: 'paths' })}
          />
        </li>
      </SimpleGrid>
      {week.length ? (
        <Card>
          <BarChart
            title="Minutes of learning, last 7 days"
            categories={week.map((day) => weekday(day.date))}
            series={[{ id: 'minutes', label: 'Minutes', values: week.map((day) => day.time_spent_minutes) }]}
            categoryLabel="Day"
            height={220}
          />
        </Card>
      ) : null}
    </Stack>
  );
}

/** What is due next and the latest attempts, each opening its assessment. */
export function Assessments({ dashboard }: { dashboard: LearningStudentDashboard }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Card title="Upcoming assessments" headingLevel={2}>
        {dashboard.upcoming_assessments.length ? (
          <Stack as="ul" listStyleType="none" p="0" gap="3">
            {dashboard.upcoming_assessments.map((assessment) => (
              <Stack as="li" key={assessment.id} gap="0.5">
                <EntityLink href={links.assessment(assessment.slug)}>{assessment.title}</EntityLink>
                <Text textStyle="sm" color="fg.muted">
                  {[assessment.course_title, assessment.due_date ? `Due ${formatDateTime(assessment.due_date)}` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">Nothing due. Well done.</Text>
        )}
      </Card>
      <Card title="Recent attempts" headingLevel={2}>
        {dashboard.recent_attempts.length ? (
          <Stack as="ul" listStyleType="none" p="0" gap="3">
            {dashboard.recent_attempts.map((attempt) => (
              <HStack as="li" key={attempt.id} justify="space-between" gap="3" wrap="wrap">
                <Stack gap="0.5">
                  <EntityLink href={links.assessment(attempt.assessment)}>
                    {attempt.assessment_title ?? `Assessment ${attempt.assessment}`}
                  </EntityLink>
                  <Text textStyle="sm" color="fg.muted">
                    <RelativeTime value={attempt.submitted_at ?? attempt.started_at} />
                  </Text>
                </Stack>
                <Badge tone={attempt.status === 'graded' ? 'success' : 'neutral'}>
                  {attempt.status === 'graded' ? formatPercentage(attempt.percentage) : attempt.status.replace('_', ' ')}
                </Badge>
              </HStack>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">No attempts yet.</Text>
        )}
      </Card>
    </SimpleGrid>
  );
}

/** The progress summary: totals and each course's percentage, opening its progress page. */
export function CourseProgress({ summary }: { summary: LearningProgressSummary }) {
  return (
    <Card title="Your courses" headingLevel={2}>
      <Stack gap="4">
        <Text color="fg.muted" textStyle="sm">
          {[
            countOf(summary.lessons_completed, 'lesson', 'lessons') + ' completed',
            `${summary.assessments_passed} of ${countOf(summary.assessments_attempted, 'assessment', 'assessments')} passed`,
            countOf(summary.learning_paths_completed ?? 0, 'learning path', 'learning paths') + ' completed',
          ].join(' · ')}
        </Text>
        <Stack as="ul" listStyleType="none" p="0" gap="4">
          {summary.courses.map(({ course, progress, last_accessed_at: last }) => (
            <Stack as="li" key={course.id} gap="1">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <EntityLink href={links.courseProgress(course.slug)}>{course.title}</EntityLink>
                <Text textStyle="sm" color="fg.muted">
                  {last ? `Last studied ${formatDate(last)}` : 'Not started'}
                </Text>
              </HStack>
              <ProgressBar
                label={`Progress in ${course.title}`}
                hideLabel
                value={progress}
                max={100}
                valueText={`${Math.round(progress)}%`}
                tone={progress >= 100 ? 'success' : 'brand'}
              />
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
