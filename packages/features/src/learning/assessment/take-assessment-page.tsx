/**
 * /dashboard/courses/assessments/:slugOrId/submit: taking an assessment. Opening it calls
 * `start_attempt` (which resumes an attempt in progress, so a reload continues the same attempt).
 * Answers are kept in the browser at every change and sent as a draft (`submit_final: false`) a
 * moment after the learner stops typing, or when the connection comes back. A countdown shows the
 * time left and submits when it runs out. Submit asks first, naming the unanswered questions, then
 * sends `attempt_id`, `responses` and `submit_final: true`; the results replace the questions, and
 * the URL then names the attempt (`?attempt=`), so reloading shows the results, never a new attempt.
 */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { AssessmentAttempt, AssessmentAttemptStart, AssessmentQuestion, AssessmentSubmittedAnswer } from '@ujuzi/api';
import {
  useGetAssessmentAttempt,
  useGetCodingAssessment,
  useListAssessmentQuestions,
  useListAssessmentResponses,
  useStartCodingAssessmentAttempt,
  useSubmitAssessmentAttempt,
} from '@ujuzi/api/hooks';
import { Button, ConfirmDialog, EmptyState, ErrorState, Link, RadioGroup, SkeletonText, TextField } from '@ujuzi/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, links } from '../../kit';
import { ASSESSMENTS_CRUMB } from '../assessments/assessment-state';
import { COURSES_CRUMB, LearningHeader } from '../shared/learning-header';
import { useAssessmentId } from './assessment-page';
import { AttemptResults } from './attempt-results';
import {
  forgetAnswers,
  formatCountdown,
  isAnswered,
  loadAnswers,
  namesOfQuestions,
  storeAnswers,
  withServerAnswers,
  type Answers,
} from './attempt-answers';
import { CodeQuestion } from './code-question';

/** The countdown submits this long before the end, so the answers reach the server within the time limit. */
export const SUBMIT_AHEAD_MS = 3_000;

/** Quiet time after the last change before the draft goes to the server. */
export const DRAFT_SAVE_DELAY_MS = 1_500;

type SaveState = 'idle' | 'saving' | 'saved' | 'local';
const SAVE_TEXT: Readonly<Record<SaveState, string>> = {
  idle: 'Your answers are saved as you go.',
  saving: 'Saving…',
  saved: 'All answers saved.',
  local: 'Saved on this device; they will be sent when the connection is back.',
};

function Countdown({ expiresAt, onTimeUp }: { expiresAt: string; onTimeUp: () => void }) {
  const deadline = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const left = deadline - now;
  useEffect(() => {
    if (left <= SUBMIT_AHEAD_MS && !fired.current) {
      fired.current = true;
      onTimeUp();
    }
  }, [left, onTimeUp]);
  const minutesLeft = Math.ceil(left / 60_000);
  const warning = left <= 5 * 60_000;
  return (
    <Box>
      <Text textStyle="xs" color="fg.muted">
        Time left
      </Text>
      <Text
        role="timer"
        aria-label={`Time left: ${formatCountdown(left)}`}
        fontWeight="bold"
        fontFamily="mono"
        textStyle="lg"
        color={warning ? 'fg.error' : 'fg'}
      >
        {formatCountdown(left)}
      </Text>
      {/* Announced once at 5 and at 1 minute, not every second. */}
      <Box aria-live="assertive" srOnly>
        {minutesLeft === 5 || minutesLeft === 1 ? `${minutesLeft} minute${minutesLeft === 1 ? '' : 's'} left` : ''}
      </Box>
    </Box>
  );
}

function QuestionBlock({
  question,
  number,
  answer,
  onAnswer,
}: {
  question: AssessmentQuestion;
  number: number;
  answer: AssessmentSubmittedAnswer | undefined;
  onAnswer: (answer: AssessmentSubmittedAnswer) => void;
}) {
  const base = { question_id: question.id };
  const label = `Question ${number}`;
  return (
    <Stack as="li" gap="3" borderWidth="1px" borderColor="border" borderRadius="l2" p={{ base: '3', md: '5' }} bg="bg.panel">
      <HStack gap="2" justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" id={`question-${question.id}`}>
          {label}
        </Heading>
        <Text textStyle="sm" color="fg.muted">{`${question.points} ${question.points === 1 ? 'point' : 'points'}`}</Text>
      </HStack>
      <Text whiteSpace="pre-wrap">{question.question_text}</Text>
      {question.question_type === 'multiple_choice' ? (
        <RadioGroup
          label={`Your answer to question ${number}`}
          options={(question.options ?? []).map((option) => ({ value: option.key, label: option.text }))}
          value={answer?.selected_option ?? null}
          onChange={(value) => onAnswer({ ...base, selected_option: value })}
        />
      ) : question.question_type === 'true_false' ? (
        <RadioGroup
          label={`Your answer to question ${number}`}
          orientation="horizontal"
          options={[
            { value: 'true', label: 'True' },
            { value: 'false', label: 'False' },
          ]}
          value={answer?.selected_option ?? null}
          onChange={(value) => onAnswer({ ...base, selected_option: value })}
        />
      ) : question.question_type === 'short_answer' ? (
        <TextField
          label={`Your answer to question ${number}`}
          value={answer?.answer_text ?? ''}
          onChange={(event) => onAnswer({ ...base, answer_text: event.target.value })}
        />
      ) : (
        <CodeQuestion
          question={question}
          number={number}
          code={answer?.code ?? question.starter_code ?? ''}
          onChange={(code) => onAnswer({ ...base, code, language: question.language ?? null })}
        />
      )}
    </Stack>
  );
}

function Attempt({ start, onSubmitted }: { start: AssessmentAttemptStart; onSubmitted: (attempt: AssessmentAttempt) => void }) {
  const { attempt, questions } = start;
  const [answers, setAnswers] = useState<Answers>(() => loadAnswers(attempt.id));
  // The drafts saved from another device join this browser's answers once, when they arrive.
  const saved = useListAssessmentResponses({ attempt: attempt.id, page_size: 100 });
  const merged = useRef(false);
  useEffect(() => {
    if (merged.current || !saved.data) return;
    merged.current = true;
    setAnswers((local) => withServerAnswers(local, saved.data.results));
  }, [saved.data]);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [confirming, setConfirming] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submit = useSubmitAssessmentAttempt();
  const pending = useRef<Answers | null>(null);
  const submitted = useRef(false);

  const responsesOf = (current: Answers) => Object.values(current);

  const saveDraft = useCallback(async () => {
    const current = pending.current;
    if (!current || submitted.current) return;
    setSaveState('saving');
    try {
      await submit.mutateAsync({
        id: attempt.id,
        data: { attempt_id: attempt.id, responses: responsesOf(current), submit_final: false },
      });
      if (pending.current === current) pending.current = null;
      setSaveState('saved');
    } catch {
      setSaveState('local');
    }
    // `submit` is a stable mutation object for this purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt.id]);

  useEffect(() => {
    if (!pending.current) return;
    const timer = setTimeout(() => void saveDraft(), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answers, saveDraft]);

  useEffect(() => {
    const online = () => void saveDraft();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [saveDraft]);

  const answer = (next: AssessmentSubmittedAnswer) => {
    setAnswers((current) => {
      const updated = { ...current, [next.question_id]: next };
      storeAnswers(attempt.id, updated);
      pending.current = updated;
      return updated;
    });
  };

  const finish = useCallback(async () => {
    if (submitted.current) return;
    submitted.current = true;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const current = loadAnswers(attempt.id);
      const result = await submit.mutateAsync({
        id: attempt.id,
        data: { attempt_id: attempt.id, responses: Object.values(current), submit_final: true },
      });
      forgetAnswers(attempt.id);
      onSubmitted(result.attempt);
    } catch (error) {
      submitted.current = false;
      setSubmitError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt.id, onSubmitted]);

  const unanswered = questions.flatMap((question, index) => (isAnswered(question, answers[question.id]) ? [] : [index + 1]));

  return (
    <Stack gap="5">
      <Box position="sticky" top="16" zIndex="docked" bg="bg" py="2" borderBottomWidth="1px" borderColor="border.muted">
        <HStack justify="space-between" gap="3" wrap="wrap">
          {attempt.expires_at ? (
            <Countdown expiresAt={attempt.expires_at} onTimeUp={() => void finish()} />
          ) : (
            <Text>No time limit</Text>
          )}
          <Text textStyle="sm" color={saveState === 'local' ? 'fg.warning' : 'fg.muted'} aria-live="polite" flex="1" minW="10rem">
            {`${questions.length - unanswered.length} of ${questions.length} answered. ${SAVE_TEXT[saveState]}`}
          </Text>
          <Button onClick={() => setConfirming(true)} loading={submitting} loadingText="Submitting…">
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
        <Button onClick={() => setConfirming(true)}>Submit attempt</Button>
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
  const [params, setParams] = useSearchParams();
  const finishedId = Number(params.get('attempt')) || null;
  const assessment = useGetCodingAssessment(id);
  const startAttempt = useStartCodingAssessmentAttempt();
  const [start, setStart] = useState<AssessmentAttemptStart | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [finished, setFinished] = useState<{ attempt: AssessmentAttempt; questions: AssessmentQuestion[] } | null>(null);
  const began = useRef(false);

  const begin = useCallback(async () => {
    setStartError(null);
    try {
      setStart(await startAttempt.mutateAsync({ id }));
    } catch (error) {
      setStartError(errorMessage(error));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  useEffect(() => {
    if (finishedId !== null || began.current) return;
    began.current = true;
    void begin();
  }, [begin, finishedId]);

  const onSubmitted = useCallback(
    (attempt: AssessmentAttempt) => {
      setFinished({ attempt, questions: start?.questions ?? [] });
      setParams({ attempt: String(attempt.id) }, { replace: true });
      window.scrollTo({ top: 0 });
    },
    [setParams, start],
  );

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
