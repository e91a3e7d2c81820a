/**
 * /dashboard/learning/analytics/:id (staff): one student's learning on one day (a learning-analytics
 * record), with the way to the student, their other days and the course's analytics.
 */
import { Stack } from '@chakra-ui/react';
import { useGetLearningAnalytics } from '@ujuzi/api/hooks';
import { getLearningAnalyticsPath } from '@ujuzi/api/path-params';
import { displayName, formatDate, formatDateTime, formatPercentage } from '@ujuzi/domain';
import { ButtonLink, Card, Link } from '@ujuzi/ui';
import { DetailField, DetailFields, DetailPage, EntityLink, links, useRouteParams } from '../../../infra/kit';
import { LearningHeader } from '../../shared';
import { ANALYTICS_CRUMB, formatMinutes, useCourseNames } from '../shared';

export function LearningRecordPage() {
  const { id } = useRouteParams(getLearningAnalyticsPath);
  const query = useGetLearningAnalytics(id);
  const courseOf = useCourseNames();
  return (
    <DetailPage
      query={query}
      noun="learning record"
      notFoundAction={<Link href={links.learningAnalytics()}>Back to learning analytics</Link>}
      header={(row) => (
        <LearningHeader
          title={row ? `${displayName(row.student)}, ${formatDate(row.date)}` : 'Learning day'}
          trail={[ANALYTICS_CRUMB]}
          description={row ? `Recorded ${formatDateTime(row.created_at ?? row.date)}` : undefined}
          actions={
            row ? (
              <ButtonLink variant="outline" href={links.learningAnalytics({ student: row.student.id })}>
                {`All of ${displayName(row.student)}’s days`}
              </ButtonLink>
            ) : undefined
          }
        />
      )}
      summary={(row) => {
        const course = courseOf(row.course);
        const student = links.person(row.student);
        return (
          <Stack gap="5">
            <Card title="The day" headingLevel={2}>
              <DetailFields>
                <DetailField label="Student">
                  {student ? <EntityLink href={student}>{displayName(row.student)}</EntityLink> : displayName(row.student)}
                </DetailField>
                <DetailField label="Course">
                  {course ? <EntityLink href={links.courseAnalytics(course.id)}>{course.title}</EntityLink> : 'All courses'}
                </DetailField>
                <DetailField label="Time learning">{formatMinutes(row.time_spent_minutes)}</DetailField>
                <DetailField label="Lessons completed">{String(row.lessons_completed ?? 0)}</DetailField>
                <DetailField label="Resources viewed">{String(row.resources_viewed ?? 0)}</DetailField>
                <DetailField label="Assessments taken">{String(row.assessments_taken ?? 0)}</DetailField>
                <DetailField label="Average score">{formatPercentage(row.average_score)}</DetailField>
                <DetailField label="Code runs">{String(row.code_executions ?? 0)}</DetailField>
              </DetailFields>
            </Card>
          </Stack>
        );
      }}
    />
  );
}
