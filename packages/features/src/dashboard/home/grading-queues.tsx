/** The teacher's grading queues on their home: what waits for a grade, oldest first, linking to the full queue. */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useListAssessmentAttempts, useListProjectSubmissions } from '@ujuzi/api/hooks';
import { displayName } from '@ujuzi/domain';
import { Badge, Link, RelativeTime } from '@ujuzi/ui';
import { SUBMISSION_STATUS_LABELS } from '../../infra/kit/shared/grading-labels';
import { QueryCard } from '../../infra/kit/shared/query-card';
import { links } from '../../infra/kit/links';

export const SUBMISSIONS_TO_GRADE = links.projectSubmissions({ status: 'submitted' });
export const ATTEMPTS_TO_GRADE = links.attempts({ status: 'submitted' });
/** The oldest project submissions waiting for a grade. */
export function SubmissionsToGrade() {
  const submissions = useListProjectSubmissions({ status: 'submitted', ordering: 'submitted_at', page_size: 6 });
  return (
    <QueryCard
      title="Submissions to grade"
      query={submissions}
      isEmpty={(page) => page.results.length === 0}
      empty={{ title: 'Nothing to grade', description: 'New project submissions from your students show here.' }}
      actions={
        <Link href={SUBMISSIONS_TO_GRADE} variant="plain">
          Grade submissions
        </Link>
      }
    >
      {(page) => (
        <Stack as="ul" listStyle="none" gap="3">
          {page.results.map((submission) => (
            <HStack as="li" key={submission.id} justify="space-between" align="flex-start" gap="3">
              <Stack gap="0.5" minW="0">
                <Text fontWeight="medium" truncate>
                  <Link href={links.projectSubmission(submission.id)}>{submission.project_title}</Link>
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {displayName(submission.student)} · <RelativeTime value={submission.submitted_at} />
                </Text>
              </Stack>
              <Badge tone="info" size="sm">
                {SUBMISSION_STATUS_LABELS[submission.status]}
              </Badge>
            </HStack>
          ))}
          {page.count > page.results.length ? (
            <Text textStyle="sm" color="fg.muted">
              <Link href={SUBMISSIONS_TO_GRADE}>{`and ${page.count - page.results.length} more waiting`}</Link>
            </Text>
          ) : null}
        </Stack>
      )}
    </QueryCard>
  );
}

/** The oldest assessment attempts waiting for a grade. */
export function AttemptsToGrade() {
  const attempts = useListAssessmentAttempts({ status: 'submitted', ordering: 'submitted_at', page_size: 6 });
  return (
    <QueryCard
      title="Attempts to grade"
      query={attempts}
      isEmpty={(page) => page.results.length === 0}
      empty={{
        title: 'No attempts to grade',
        description: 'Assessment attempts your students hand in show here until you grade them.',
        action: <Link href={links.attempts()}>See all attempts</Link>,
      }}
      actions={
        <Link href={ATTEMPTS_TO_GRADE} variant="plain">
          Grade attempts
        </Link>
      }
    >
      {(page) => (
        <Stack as="ul" listStyle="none" gap="3">
          {page.results.map((attempt) => (
            <HStack as="li" key={attempt.id} justify="space-between" align="flex-start" gap="3">
              <Stack gap="0.5" minW="0">
                <Text fontWeight="medium" truncate>
                  <Link
                    href={links.attempt(attempt.id)}
                  >{`${attempt.assessment_title ?? 'Assessment'} by ${displayName(attempt.student)}`}</Link>
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {`Attempt ${attempt.attempt_number}`}
                  {attempt.submitted_at ? (
                    <>
                      {' · '}
                      <RelativeTime value={attempt.submitted_at} />
                    </>
                  ) : null}
                </Text>
              </Stack>
              <Badge tone="info" size="sm">
                To grade
              </Badge>
            </HStack>
          ))}
          {page.count > page.results.length ? (
            <Text textStyle="sm" color="fg.muted">
              <Link href={ATTEMPTS_TO_GRADE}>{`and ${page.count - page.results.length} more waiting`}</Link>
            </Text>
          ) : null}
        </Stack>
      )}
    </QueryCard>
  );
}
