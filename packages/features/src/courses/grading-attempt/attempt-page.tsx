/**
 * /dashboard/courses/grading/attempts/:attemptId (staff): one learner's attempt with every answer — the
 * option chosen, the text, the code with its test results (hidden cases as counts) — the points each
 * earned, and the grade form (auto-grade, points per answer, feedback). The learner reads the result on
 * the assessment's page.
 */
import { Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { AssessmentAttempt, AssessmentQuestion, AssessmentResponse } from '@ujuzi/api';
import { useGetAssessmentAttempt, useListAssessmentQuestions, useListAssessmentResponses } from '@ujuzi/api/hooks';
import { getAssessmentAttemptPath } from '@ujuzi/api/path-params';
import { displayName } from '@ujuzi/domain';
import { Badge, Card, EmptyState, ErrorState, Link, RelativeTime, SkeletonText } from '@ujuzi/ui';
import { DetailPage, EntityLink, lazyPart, useRouteParams, EntityNotFound, links } from '../../infra/kit';
import { CodeReviewSection } from '../../infra/kit/shared/code-reviews';
import { ATTEMPT_STATUS_LABELS, ATTEMPT_STATUS_TONES } from '../../infra/kit/shared/grading-labels';
import { GradingHeader } from '../grading-shared';

const AttemptGradeForm = lazyPart(() => import('./attempt-grade-form').then((m) => m.AttemptGradeForm), '24rem');

const TYPE_LABELS: Record<AssessmentResponse['question_type'], string> = {
  multiple_choice: 'Multiple choice',
  true_false: 'True or false',
  short_answer: 'Short answer',
  code: 'Code',
};

function Answer({ response, question, index }: { response: AssessmentResponse; question?: AssessmentQuestion; index: number }) {
  const hidden = (response.test_results ?? []).filter((result) => result.is_hidden);
  const shown = (response.test_results ?? []).filter((result) => !result.is_hidden);
  const points =
    response.points_awarded === null || response.points_awarded === undefined
      ? 'Not graded yet'
      : `${response.points_awarded} of ${response.max_points} points`;
  return (
    <Stack as="li" gap="2" borderTopWidth={index ? '1px' : undefined} borderColor="border" pt={index ? '4' : undefined}>
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Text fontWeight="semibold">{`${index + 1}. ${question?.question_text ?? `Question ${response.question}`}`}</Text>
        <HStack gap="2">
          <Badge>{TYPE_LABELS[response.question_type]}</Badge>
          <Badge tone={response.is_correct === true ? 'success' : response.is_correct === false ? 'danger' : 'neutral'}>
            {points}
          </Badge>
        </HStack>
      </HStack>
      {response.question_type === 'code' ? (
        response.code ? (
          <CodeReviewSection response={response} canComment />
        ) : (
          <Text color="fg.muted">No code handed in.</Text>
        )
      ) : (
        <Text whiteSpace="pre-line">
          {response.selected_option ?? response.answer_text ?? (
            <Text as="span" color="fg.muted">
              No answer.
            </Text>
          )}
        </Text>
      )}
      {response.question_type !== 'code' && question?.correct_answer ? (
        <Text textStyle="sm" color="fg.muted">{`Expected: ${question.correct_answer}`}</Text>
      ) : null}
      {response.tests_total ? (
        <Text textStyle="sm">
          {`Tests passed: ${response.tests_passed ?? 0} of ${response.tests_total}`}
          {hidden.length ? ` (hidden: ${hidden.filter((result) => result.passed).length} of ${hidden.length})` : ''}
        </Text>
      ) : null}
      {shown.length ? (
        <Stack as="ul" listStyle="none" gap="1" textStyle="sm">
          {shown.map((result) => (
            <li key={result.test_case}>
              {`${result.passed ? 'Passed' : 'Failed'}: test ${result.test_case}`}
              {result.actual_output ? ` — output ${result.actual_output.trim().slice(0, 80)}` : ''}
            </li>
          ))}
        </Stack>
      ) : null}
      {response.feedback ? <Text textStyle="sm" color="fg.muted">{`Comment: ${response.feedback}`}</Text> : null}
    </Stack>
  );
}

function Answers({ attempt }: { attempt: AssessmentAttempt }) {
  const responses = useListAssessmentResponses({ attempt: attempt.id, page_size: 100 });
  const questions = useListAssessmentQuestions({ assessment: attempt.assessment, page_size: 100 });
  const byId = new Map((questions.data?.results ?? []).map((question) => [question.id, question]));
  const list = responses.data?.results ?? [];
  const label = (response: AssessmentResponse, index: number) =>
    `${index + 1}. ${byId.get(response.question)?.question_text ?? `Question ${response.question}`}`.slice(0, 120);
  if (responses.isPending || questions.isPending) return <SkeletonText lines={6} />;
  if (responses.isError)
    return (
      <ErrorState
        headingLevel="h2"
        title="Could not load the answers"
        message="Try again."
        onRetry={() => void responses.refetch()}
      />
    );
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5" alignItems="start">
      <Card title="Answers" headingLevel={2}>
        {list.length === 0 ? (
          <EmptyState headingLevel="h3" title="No answers" description="The learner did not answer any question." />
        ) : (
          <Stack as="ol" listStyle="none" gap="4">
            {list.map((response, index) => (
              <Answer key={response.id} response={response} question={byId.get(response.question)} index={index} />
            ))}
          </Stack>
        )}
      </Card>
      <Card title="Grade" headingLevel={2}>
        {attempt.status === 'in_progress' ? (
          <Text color="fg.muted">The learner is still working on this attempt; grade it once it is submitted.</Text>
        ) : (
          <AttemptGradeForm key={attempt.updated_at} attempt={attempt} responses={list} questionLabel={label} />
        )}
      </Card>
    </Grid>
  );
}

export function AttemptPage() {
  const { id } = useRouteParams(getAssessmentAttemptPath, {
    names: { id: 'attemptId' },
    notFound: (
      <Stack gap="5">
        <GradingHeader
          title="Assessment attempt"
          trail={[{ label: 'Assessment attempts', href: links.attempts() }]}
          current={links.attempts()}
        />
        <EntityNotFound noun="attempt" action={<Link href={links.attempts()}>Back to assessment attempts</Link>} />
      </Stack>
    ),
  });
  const query = useGetAssessmentAttempt(id);
  return (
    <Stack gap="6" maxW="80rem">
      <DetailPage
        query={query}
        noun="attempt"
        notFoundAction={<Link href={links.attempts()}>Back to assessment attempts</Link>}
        header={(attempt) => (
          <GradingHeader
            title={
              attempt ? `${attempt.assessment_title ?? 'Assessment'}: ${displayName(attempt.student)}` : 'Assessment attempt'
            }
            trail={[{ label: 'Assessment attempts', href: links.attempts() }]}
            current={links.attempts()}
            description={
              attempt ? (
                <HStack gap="2" wrap="wrap">
                  <Badge tone={ATTEMPT_STATUS_TONES[attempt.status]}>{ATTEMPT_STATUS_LABELS[attempt.status]}</Badge>
                  <Text as="span">{`Attempt ${attempt.attempt_number}`}</Text>
                  {attempt.score !== null && attempt.score !== undefined ? (
                    <Text as="span">{`Score ${attempt.score} / ${attempt.max_score ?? '?'}${attempt.is_passed ? ' · passed' : attempt.is_passed === false ? ' · not passed' : ''}`}</Text>
                  ) : null}
                  {attempt.submitted_at ? (
                    <Text as="span">
                      {'Submitted '}
                      <RelativeTime value={attempt.submitted_at} />
                    </Text>
                  ) : null}
                  <EntityLink href={links.assessment(attempt.assessment)}>The assessment</EntityLink>
                  <EntityLink href={links.attempts({ assessment: attempt.assessment })}>Its other attempts</EntityLink>
                </HStack>
              ) : undefined
            }
          />
        )}
        summary={(attempt) => <Answers attempt={attempt} />}
      />
    </Stack>
  );
}
