/** The work under review: the project submission's title, link, file and description (its reviewer may read it). */
import { Stack, Text } from '@chakra-ui/react';
import { useGetProjectSubmission } from '@ujuzi/api/hooks';
import { Card, Link } from '@ujuzi/ui';
import { QueryState } from '../../infra/kit';

export function SubmissionCard({ submission }: { submission: number }) {
  const query = useGetProjectSubmission(submission);
  return (
    <Card title="The work under review" headingLevel={2}>
      <QueryState query={query} noun="submission" headingLevel="h3" size="sm">
        {(work) => (
          <Stack gap="2">
            <Text fontWeight="semibold">{work.project_title}</Text>
            {work.submission_url ? (
              <Link href={work.submission_url} external>
                Open the submitted work
              </Link>
            ) : null}
            {work.submission_file ? (
              <Link href={work.submission_file} external>
                Download the submitted file
              </Link>
            ) : null}
            {work.description ? <Text whiteSpace="pre-wrap">{work.description}</Text> : null}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
