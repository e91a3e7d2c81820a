/**
 * Taking an assessment: starting (or resuming) the attempt once, then its answers, kept in the browser at
 * every change, sent as a draft after a quiet moment or when the connection comes back, and submitted.
 * The final submit is a write that waits (infra/offline-writes): made offline, it is kept on the device
 * (across a reload or a closed browser, listed in the header) and sent once back online; the answers'
 * draft is forgotten only when the server took them, and one the server refuses stays a draft with its reason.
 * The start's answer (the attempt and its questions) is kept on the device too (`attemptStartKey`, which the
 * app's persister keeps): with no network the attempt opens from it, after a reload or a closed browser,
 * and says so when its submit is waiting to be sent.
 */
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import type {
  AssessmentAttempt,
  AssessmentAttemptStart,
  AssessmentAttemptSubmitResult,
  AssessmentQuestion,
  AssessmentSubmittedAnswer,
} from '@ujuzi/api';
import {
  getListAssessmentResponsesQueryKey,
  useListAssessmentResponses,
  useStartCodingAssessmentAttempt,
  useSubmitAssessmentAttempt,
} from '@ujuzi/api/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, useSearchParams } from '../../infra/kit';
import { isNetworkFailure } from '../../infra/offline';
import { discard, makeWaitingWrite, outstandingWritesOf } from '../../infra/offline-writes';
import { forgetAnswers, isAnswered, loadAnswers, storeAnswers, withServerAnswers, type Answers } from './attempt-answers';

/** Quiet time after the last change before the draft goes to the server. */
export const DRAFT_SAVE_DELAY_MS = 1_500;

export type SaveState = 'idle' | 'saving' | 'saved' | 'local';

export interface FinishedAttempt {
  attempt: AssessmentAttempt;
  questions: AssessmentQuestion[];
}

/** Where the start's answer is kept for opening the attempt offline (the app's persister keeps this key). */
export const attemptStartKey = (assessmentId: number) => ['offline', 'attempt-start', assessmentId] as const;

/** Starts the attempt once (unless the URL names a finished one) and keeps the submitted attempt. */
export function useTakeAssessment(id: number) {
  const [params, setParams] = useSearchParams();
  const finishedId = Number(params.get('attempt')) || null;
  const startAttempt = useStartCodingAssessmentAttempt();
  const [start, setStart] = useState<AssessmentAttemptStart | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [finished, setFinished] = useState<FinishedAttempt | null>(null);
  const began = useRef(false);

  const queryClient = useQueryClient();
  const failedOffline = useRef(false);
  const begin = useCallback(async () => {
    setStartError(null);
    failedOffline.current = false;
    const kept = queryClient.getQueryData<AssessmentAttemptStart>(attemptStartKey(id));
    if (!onlineManager.isOnline()) {
      // Starting waits for the network: the attempt opens as it was kept, or says it needs a connection.
      failedOffline.current = true;
      if (kept) setStart(kept);
      else setStartError('Opening an attempt needs a connection the first time.');
      return;
    }
    try {
      const started = await startAttempt.mutateAsync({ id });
      queryClient.setQueryData(attemptStartKey(id), started);
      setStart(started);
    } catch (error) {
      failedOffline.current = isNetworkFailure(error);
      if (kept && failedOffline.current) setStart(kept);
      else setStartError(errorMessage(error));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  // Offline, the kept start may come back from the device just after the start failed: the attempt then opens.
  useEffect(() => {
    if (!startError || !failedOffline.current) return;
    return queryClient.getQueryCache().subscribe((event) => {
      const kept = queryClient.getQueryData<AssessmentAttemptStart>(attemptStartKey(id));
      if (event.type === 'added' && kept) {
        setStartError(null);
        setStart(kept);
      }
    });
  }, [startError, queryClient, id]);

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

const responsesOfAttempt = (attemptId: number) => ({ attempt: attemptId, page_size: 100 });

/** An attempt in progress: its answers, their saving, and the final submit. */
export function useAttempt({ attempt, questions }: AssessmentAttemptStart, onSubmitted: (attempt: AssessmentAttempt) => void) {
  const [answers, setAnswers] = useState<Answers>(() => loadAnswers(attempt.id));
  // The drafts saved from another device join this browser's answers once, when they arrive.
  const saved = useListAssessmentResponses(responsesOfAttempt(attempt.id));
  const merged = useRef(false);
  useEffect(() => {
    if (merged.current || !saved.data) return;
    merged.current = true;
    setAnswers((local) => withServerAnswers(local, saved.data.results));
  }, [saved.data]);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const queryClient = useQueryClient();
  // Submitted with no network: kept on this device until it is sent (also when opened again meanwhile).
  const [waiting, setWaiting] = useState(() =>
    outstandingWritesOf(queryClient, 'assessmentSubmit', (payload) => payload.attemptId === attempt.id).some(
      (mutation) => mutation.state.status === 'pending',
    ),
  );
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
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
    setSubmitError(null);
    const earlier = outstandingWritesOf(queryClient, 'assessmentSubmit', (payload) => payload.attemptId === attempt.id);
    if (earlier.some((mutation) => mutation.state.status === 'pending')) {
      setWaiting(true);
      return;
    }
    // A submit refused before (kept as a draft in the header's list) is replaced by this one.
    for (const mutation of earlier) discard(queryClient, mutation);
    setSubmitting(true);
    const failed = (error: unknown) => {
      submitted.current = false;
      if (!alive.current) return;
      setWaiting(false);
      setSubmitError(errorMessage(error));
    };
    const done = (result: AssessmentAttemptSubmitResult) => {
      forgetAnswers(attempt.id);
      queryClient.removeQueries({ queryKey: attemptStartKey(attempt.assessment) });
      // The drafts read at the start are now marked: the results read them again.
      void queryClient.invalidateQueries({ queryKey: getListAssessmentResponsesQueryKey(responsesOfAttempt(attempt.id)) });
      if (alive.current) onSubmitted(result.attempt);
    };
    try {
      const outcome = await makeWaitingWrite<'assessmentSubmit', AssessmentAttemptSubmitResult>(
        queryClient,
        'assessmentSubmit',
        { attemptId: attempt.id, responses: Object.values(loadAnswers(attempt.id)) },
        `Submit answers: ${attempt.assessment_title ?? `attempt ${attempt.attempt_number}`}`,
      );
      if (outcome.queued) {
        setWaiting(true);
        outcome.sent.then(done, failed);
      } else done(outcome.result);
    } catch (error) {
      failed(error);
    } finally {
      setSubmitting(false);
    }
  }, [attempt, onSubmitted, queryClient]);

  const unanswered = questions.flatMap((question, index) => (isAnswered(question, answers[question.id]) ? [] : [index + 1]));

  return { answers, answer, saveState, submitting, waiting, submitError, finish, unanswered };
}
