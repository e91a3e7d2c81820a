/**
 * /dashboard/courses/assessments/:slugOrId/submit: taking an assessment. Opening it calls
 * `start_attempt` (which resumes an attempt in progress, so a reload continues the same attempt).
 * Answers are kept in the browser at every change and sent as a draft (`submit_final: false`) a
 * moment after the learner stops typing, or when the connection comes back. A countdown shows the
 * time left and submits when it runs out. Submit asks first, naming the unanswered questions, then
 * sends `attempt_id`, `responses` and `submit_final: true`; the results replace the questions, and
 * the URL then names the attempt (`?attempt=`), so reloading shows the results, never a new attempt.
 * Submitted with no network, the attempt says its answers are kept on this device and sent once back
 * online (a write that waits, listed in the header); the results come when it is sent.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { AssessmentAttempt, AssessmentAttemptStart, AssessmentQuestion } from '@ujuzi/api';
import { useGetAssessmentAttempt, useGetCodingAssessment, useListAssessmentQuestions } from '@ujuzi/api/hooks';
import { Button, ConfirmDialog, EmptyState, ErrorState, Link, SkeletonText, preloadDialog } from '@ujuzi/ui';
import { useEffect, useState } from 'react';
import { links } from '../../infra/kit';
import { ASSESSMENTS_CRUMB } from '../assessments/assessment-state';
import { COURSES_CRUMB, LearningHeader } from '../shared/learning-header';
import { useAssessmentId } from './assessment-page';
import { AttemptResults } from './attempt-results';
import { namesOfQuestions } from './attempt-answers';
import { Countdown } from './countdown';
import { QuestionBlock } from './question-block';
import { useAttempt, useTakeAssessment, type SaveState } from './use-take-assessment';

const SAVE_TEXT: Readonly<Record<SaveState, string>> = {
  idle: 'Your answers are saved as you go.',
  saving: 'Saving…',
  saved: 'All answers saved.',
  local: 'Saved on this device; they will be sent when the connection is back.',
};

const WAITING_TEXT = 'Submitted on this device: your answers are sent when you are back online, and your result shows then.';

function Attempt({ start, onSubmitted }: { start: AssessmentAttemptStart; onSubmitted: (attempt: AssessmentAttempt) => void }) {
  const { attempt, questions } = start;
  const { answers, answer, saveState, submitting, waiting, submitError, finish, unanswered } = useAttempt(start, onSubmitted);
  const [confirming, setConfirming] = useState(false);
  // Submit asks first: the dialog's code is fetched while the attempt opens (online), so submitting
  // still asks, and then waits, after the network went away.
  useEffect(preloadDialog, []);

  return (
    <Stack gap="5">
      <Box position="sticky" top="16" zIndex="docked" bg="bg" py="2" borderBottomWidth="1px" borderColor="border.muted">
        <HStack justify="space-between" gap="3" wrap="wrap">
          {attempt.expires_at ? (
            <Countdown expiresAt={attempt.expires_at} onTimeUp={() => void finish()} />
          ) : (
            <Text>No time limit</Text>
          )}
          <Text
            textStyle="sm"
            color={waiting || saveState === 'local' ? 'fg.warning' : 'fg.muted'}
            aria-live="polite"
            flex="1"
            minW="10rem"
          >
            {waiting
              ? WAITING_TEXT
              : `${questions.length - unanswered.length} of ${questions.length} answered. ${SAVE_TEXT[saveState]}`}
          </Text>
          <Button onClick={() => setConfirming(true)} loading={submitting} loadingText="Submitting…" disabled={waiting}>
            Submit attempt
          </Button>
        </HStack>
      </Box>
      {start.message ? <Text color="fg.muted">{start.message}</Text> : null}
      <Stack as="ol" listStyleType="none" gap="4">
        {questions.map((question, index) => (
          <QuestionBlock
            key={question.id}
            question={question}
            number={index + 1}
            answer={answers[question.id]}
            onAnswer={answer}
          />
        ))}
      </Stack>
      {submitError ? (
        <ErrorState
          title="Your attempt could not be submitted"
          message={submitError}
          onRetry={() => void finish()}
          headingLevel="h2"
        />
      ) : null}
      <HStack justify="flex-end">
        <Button onClick={() => setConfirming(true)} disabled={waiting}>
          Submit attempt
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Submit your attempt?"
        message={
          unanswered.length
            ? `${namesOfQuestions(unanswered)} ${unanswered.length === 1 ? 'has' : 'have'} no answer yet. Once submitted, answers cannot be changed.`
            : 'Every question is answered. Once submitted, answers cannot be changed.'
        }
        confirmLabel="Submit"
        onConfirm={() => finish()}
      />
    </Stack>
  );
}

function Results({ attemptId, assessmentId }: { attemptId: number; assessmentId: number }) {
  const attempt = useGetAssessmentAttempt(attemptId);
  const assessment = useGetCodingAssessment(assessmentId);
  if (attempt.isPending) return <SkeletonText lines={4} label="Loading your result…" />;
  if (attempt.isError)
    return (
      <ErrorState
        title="Your result could not be loaded"
        message={attempt.error.message}
        onRetry={() => void attempt.refetch()}
        headingLevel="h2"
      />
    );
  return <ResultsWithQuestions attempt={attempt.data} passMark={assessment.data?.passing_score} known={null} />;
}

/** The questions' texts come from the start answer; after a reload they are read again from the questions list. */
function ResultsWithQuestions({
  attempt,
  passMark,
  known,
}: {
  attempt: AssessmentAttempt;
  passMark?: number;
  known: AssessmentQuestion[] | null;
}) {
  const questions = useAssessmentQuestions(attempt.assessment, known);
  if (!questions) return <SkeletonText lines={4} label="Loading your result…" />;
  return <AttemptResults attempt={attempt} questions={questions} passMark={passMark} />;
}

function useAssessmentQuestions(assessmentId: number, known: AssessmentQuestion[] | null): AssessmentQuestion[] | null {
  const list = useListAssessmentQuestions({ assessment: assessmentId, page_size: 100 }, { query: { enabled: known === null } });
  return known ?? list.data?.results ?? null;
}

export function TakeAssessmentPage() {
  const id = useAssessmentId();
  return (
    <Box width="full" maxW="content" mx="auto">
      <TakeAssessment key={id} id={id} />
    </Box>
  );
}

function TakeAssessment({ id }: { id: number }) {
  const assessment = useGetCodingAssessment(id);
  const { finishedId, start, startError, finished, onSubmitted } = useTakeAssessment(id);

  const name = assessment.data?.title ?? start?.attempt.assessment_title ?? 'Assessment';
  const title = finished || finishedId ? `Result: ${name}` : `Attempt: ${name}`;
  const header = (
    <LearningHeader
      title={title}
      trail={[COURSES_CRUMB, ASSESSMENTS_CRUMB, { label: assessment.data?.title ?? 'Assessment', href: links.assessment(id) }]}
      description={finished || finishedId ? 'Your result' : start ? `Attempt ${start.attempt.attempt_number}` : undefined}
    />
  );

  let body;
  if (finished)
    body = <AttemptResults attempt={finished.attempt} questions={finished.questions} passMark={assessment.data?.passing_score} />;
  else if (finishedId !== null) body = <Results attemptId={finishedId} assessmentId={id} />;
  else if (startError)
    body = (
      <EmptyState
        headingLevel="h2"
        title="This assessment cannot be taken now"
        description={startError}
        action={<Link href={links.assessment(id)}>Back to the assessment</Link>}
      />
    );
  else if (!start) body = <SkeletonText lines={6} label="Starting your attempt…" />;
  else if (start.attempt.status !== 'in_progress')
    body = (
      <EmptyState
        headingLevel="h2"
        title="This attempt is over"
        description="Its time limit has passed."
        action={<Link href={links.assessment(id)}>Back to the assessment</Link>}
      />
    );
  else body = <Attempt start={start} onSubmitted={onSubmitted} />;

  return (
    <Stack gap="5">
      {header}
      {body}
    </Stack>
  );
}
