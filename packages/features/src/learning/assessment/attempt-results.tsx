/**
 * The result of a submitted attempt: score, percentage, pass or fail against the pass mark, the
 * instructor's feedback, and per question whether it was right, the points, the explanation, and for
 * code the visible test cases (expected vs actual) with hidden ones only as counts.
 */
import { Box, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { AssessmentAttempt, AssessmentQuestion, AssessmentResponse } from '@ujuzi/api';
import { useListAssessmentResponses } from '@ujuzi/api/hooks';
import { Badge, ErrorState, Link, SkeletonText } from '@ujuzi/ui';
import { CodeReviewSection } from '../../infra/kit/shared/code-reviews';
import { links } from '../../infra/kit/links';
import { RubricScores } from '../course/rubric-scores';

const Pre = chakra('pre', {
  base: {
    fontFamily: 'mono',
    textStyle: 'sm',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    bg: 'bg.subtle',
    p: '2',
    borderRadius: 'l1',
  },
});

function CodeTests({ response, question }: { response: AssessmentResponse; question?: AssessmentQuestion }) {
  const results = response.test_results ?? [];
  const visible = results.filter((result) => !result.is_hidden);
  const hidden = results.filter((result) => result.is_hidden);
  const cases = new Map((question?.test_cases ?? []).map((test) => [test.id, test]));
  return (
    <Stack gap="2">
      <Text textStyle="sm">{`${response.tests_passed ?? 0} of ${response.tests_total ?? results.length} tests passed`}</Text>
      {visible.map((result, index) => (
        <Box key={result.test_case} borderWidth="1px" borderColor="border" borderRadius="l2" p="2">
          <HStack gap="2">
            <Text textStyle="sm" fontWeight="semibold">{`Test ${index + 1}`}</Text>
            <Badge tone={result.passed ? 'success' : 'danger'}>{result.passed ? 'Passed' : 'Failed'}</Badge>
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            Expected output
          </Text>
          <Pre>{cases.get(result.test_case)?.expected_output ?? ''}</Pre>
          <Text textStyle="xs" color="fg.muted">
            Your output
          </Text>
          <Pre>{result.actual_output || '(nothing printed)'}</Pre>
        </Box>
      ))}
      {hidden.length ? (
        <Text textStyle="sm">{`Hidden tests: ${hidden.filter((result) => result.passed).length} of ${hidden.length} passed`}</Text>
      ) : null}
    </Stack>
  );
}

export interface AttemptResultsProps {
  attempt: AssessmentAttempt;
  questions: readonly AssessmentQuestion[];
  passMark?: number;
}

export function AttemptResults({ attempt, questions, passMark }: AttemptResultsProps) {
  const responses = useListAssessmentResponses({ attempt: attempt.id, page_size: 100 });
  const marked = attempt.status === 'graded' && attempt.percentage !== null && attempt.percentage !== undefined;
  const byQuestion = new Map((responses.data?.results ?? []).map((response) => [response.question, response]));
  return (
    <Stack gap="5" data-testid="attempt-results">
      <Box borderWidth="1px" borderColor="border" borderRadius="l2" p="4" bg="bg.panel" role="status">
        <Heading as="h2" size="lg">
          {marked
            ? `Your score: ${attempt.score ?? 0} / ${attempt.max_score ?? 0} (${attempt.percentage}%)`
            : 'Attempt submitted'}
        </Heading>
        {marked ? (
          <HStack gap="2" mt="2" wrap="wrap">
            <Badge tone={attempt.is_passed ? 'success' : 'danger'} size="lg">
              {attempt.is_passed ? 'Passed' : 'Not passed'}
            </Badge>
            {passMark !== undefined ? <Text color="fg.muted">{`Pass mark ${passMark}%`}</Text> : null}
          </HStack>
        ) : (
          <Text mt="2">Your instructor will mark it and release the results.</Text>
        )}
        {attempt.feedback ? <Text mt="2">{attempt.feedback}</Text> : null}
        {attempt.rubric_scores?.length ? (
          <Box mt="3">
            <RubricScores scores={attempt.rubric_scores} of={attempt.assessment_title ?? 'the assessment'} />
          </Box>
        ) : null}
        <Box mt="3">
          <Link href={links.assessment(attempt.assessment)}>Back to the assessment</Link>
        </Box>
      </Box>
      <Heading as="h2" size="lg">
        Question by question
      </Heading>
      {responses.isPending ? (
        <SkeletonText lines={4} label="Loading your answers…" />
      ) : responses.isError ? (
        <ErrorState
          title="Your answers could not be loaded"
          message={responses.error.message}
          onRetry={() => void responses.refetch()}
        />
      ) : (
        <Stack as="ol" listStyleType="none" gap="3">
          {questions.map((question, index) => {
            const response = byQuestion.get(question.id);
            return (
              <Stack as="li" key={question.id} gap="2" borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
                <HStack gap="2" wrap="wrap">
                  <Heading as="h3" size="sm">{`Question ${index + 1}`}</Heading>
                  {!response ? (
                    <Badge tone="warning">Not answered</Badge>
                  ) : response.is_correct === null || response.is_correct === undefined ? (
                    <Badge tone="info">Awaiting marks</Badge>
                  ) : (
                    <Badge tone={response.is_correct ? 'success' : 'danger'}>
                      {response.is_correct ? 'Correct' : 'Incorrect'}
                    </Badge>
                  )}
                  {response?.points_awarded !== null && response?.points_awarded !== undefined ? (
                    <Text textStyle="sm">{`${response.points_awarded} / ${response.max_points ?? question.points} points`}</Text>
                  ) : null}
                </HStack>
                <Text>{question.question_text}</Text>
                {response && question.question_type === 'code' ? <CodeTests response={response} question={question} /> : null}
                {response?.code ? <CodeReviewSection response={response} canComment={false} headingLevel="h4" /> : null}
                {response?.feedback ? <Text>{`Feedback: ${response.feedback}`}</Text> : null}
                {question.explanation ? (
                  <Text textStyle="sm" color="fg.muted">
                    {question.explanation}
                  </Text>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
