/**
 * Taking an assessment: starting (or resuming) the attempt once, then its answers, kept in the browser at
 * every change, sent as a draft after a quiet moment or when the connection comes back, and submitted.
 */
import type { AssessmentAttempt, AssessmentAttemptStart, AssessmentQuestion, AssessmentSubmittedAnswer } from '@ujuzi/api';
import { useListAssessmentResponses, useStartCodingAssessmentAttempt, useSubmitAssessmentAttempt } from '@ujuzi/api/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../infra/kit';
import { forgetAnswers, isAnswered, loadAnswers, storeAnswers, withServerAnswers, type Answers } from './attempt-answers';

/** Quiet time after the last change before the draft goes to the server. */
export const DRAFT_SAVE_DELAY_MS = 1_500;

export type SaveState = 'idle' | 'saving' | 'saved' | 'local';

export interface FinishedAttempt {
  attempt: AssessmentAttempt;
  questions: AssessmentQuestion[];
}

/** Starts the attempt once (unless the URL names a finished one) and keeps the submitted attempt. */
export function useTakeAssessment(id: number) {
  const [params, setParams] = useSearchParams();
  const finishedId = Number(params.get('attempt')) || null;
  const startAttempt = useStartCodingAssessmentAttempt();
  const [start, setStart] = useState<AssessmentAttemptStart | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [finished, setFinished] = useState<FinishedAttempt | null>(null);
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

  return { finishedId, start, startError, finished, onSubmitted };
}

/** An attempt in progress: its answers, their saving, and the final submit. */
export function useAttempt({ attempt, questions }: AssessmentAttemptStart, onSubmitted: (attempt: AssessmentAttempt) => void) {
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

  return { answers, answer, saveState, submitting, submitError, finish, unanswered };
}
