/**
 * /dashboard/learning/my-learning (students): the learner's own analytics — a day's summary (time,
 * lessons, streak), the student learning dashboard (figures, the last seven days as bars, what is due
 * and the latest attempts) and the progress summary of each course.
 */
import { Stack } from '@chakra-ui/react';
import { useGetLearningProgressSummary, useGetLearningStudentDashboard } from '@ujuzi/api/hooks';
import { ButtonLink } from '@ujuzi/ui';
import { QueryState, links } from '../../../infra/kit';
import { LearningHeader } from '../../shared';
import { DaySummary } from '../shared';
import { Assessments, CourseProgress, DashboardFigures } from './learning-panels';

export function MyLearningPage() {
  const dashboard = useGetLearningStudentDashboard();
  const summary = useGetLearningProgressSummary();
  const browse = <ButtonLink href={links.courses()}>Browse the courses</ButtonLink>;
  return (
    <Stack gap="6">
      <LearningHeader
        title="My learning"
        description="How your learning is going: today, this week and in each course."
        actions={
          <>
            <ButtonLink variant="outline" href={links.progress()}>
              My progress
            </ButtonLink>
            <ButtonLink variant="outline" href={links.studyGroups({ is_member: true })}>
              My study groups
            </ButtonLink>
          </>
        }
      />
      <DaySummary />
      <QueryState
        query={dashboard}
        noun="your learning dashboard"
        isEmpty={(data) => data.enrolled_courses === 0}
        empty={{
          title: 'You have not started learning yet',
          description: 'Enrol in a course and your figures show here.',
          action: browse,
        }}
      >
        {(data) => (
          <Stack gap="6">
            <DashboardFigures dashboard={data} />
            <Assessments dashboard={data} />
          </Stack>
        )}
      </QueryState>
      <QueryState
        query={summary}
        noun="your course progress"
        isEmpty={(data) => data.courses.length === 0}
        empty={{ title: 'No courses yet', action: browse }}
      >
        {(data) => <CourseProgress summary={data} />}
      </QueryState>
    </Stack>
  );
}
