/**
 * Writes that wait (issue 29, item 3): a lesson marked complete, a topic reply, a message reply or an
 * assessment attempt's final submit made with no network is a paused TanStack mutation. The app persists paused (and refused) ones to IndexedDB
 * and, after a reload, `registerWaitingWrites` gives each kind its function again (mutation defaults,
 * TanStack #3618) so `resumePausedMutations()` sends them. All share one scope: they go one at a time,
 * in the order they were made. Each carries an idempotency key (`Idempotency-Key` header), so a write
 * whose answer was lost on the way back is recorded once however often it is sent.
 *
 * Conflict rules, per kind:
 * - Completion only moves forward: there is no "not complete" write; a second completion of a lesson
 *   already waiting is not queued again (`waitingCompletionOf`), and the server's answer for a lesson it
 *   already had complete (`already_completed`) is accepted as it is.
 * - Replies and messages are appended: each is its own write with its own key, never merged with or
 *   overwriting another, sent in the order typed.
 * - An assessment's answers are kept on the device at every change (the attempt's draft); its final
 *   submit waits like the others, and the draft is forgotten only once the server took it. An answer the
 *   server refuses (the time limit passed, already submitted) stays as a visible draft with its reason.
 * - A write the server refuses (a 4xx answer) is never dropped: it stays in the list as a draft with the
 *   server's reason and its text (`refusedReason`), until the person sends it again or discards it.
 *   A network failure is not a refusal: it is tried again, and waits while the browser is offline.
 */
import { onlineManager, type Mutation, type QueryClient } from '@tanstack/react-query';
import type { AssessmentSubmittedAnswer } from '@ujuzi/api';
import { createCommunityTopicReply, markLessonComplete, replyToMessage, submitAssessmentAttempt } from '@ujuzi/api/hooks';
import { errorText } from '../kit/shared/api-error';

export const WAITING_WRITE_ROOT = 'waiting-write';
/** One scope for all kinds: sent one after another, oldest first. */
const WAITING_SCOPE = { id: 'waiting-writes' };
/** A refused or failed write is kept (and persisted) this long for the person to act on it. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

interface Payloads {
  lessonCompletion: { lessonId: number; courseId: number; timeSpentSeconds: number };
  topicReply: { topicId: number; content: string };
  messageReply: { messageId: number; body: string };
  assessmentSubmit: { attemptId: number; responses: AssessmentSubmittedAnswer[] };
}
export type WaitingWriteKind = keyof Payloads;

export interface WaitingWriteVariables<K extends WaitingWriteKind = WaitingWriteKind> {
  kind: K;
  payload: Payloads[K];
  /** What the list shows ("Lesson complete: Variables"). */
  label: string;
  idempotencyKey: string;
  /** ISO time it was made (the list's order and its "made at"). */
  madeAt: string;
  /** Made while offline: once it is sent, every read on screen is refreshed. */
  madeOffline: boolean;
}

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

const SENDERS: { [K in WaitingWriteKind]: (variables: WaitingWriteVariables<K>) => Promise<unknown> } = {
  lessonCompletion: ({ payload, idempotencyKey }) =>
    markLessonComplete(payload.lessonId, { time_spent_seconds: payload.timeSpentSeconds }, withKey(idempotencyKey)),
  topicReply: ({ payload, idempotencyKey }) =>
    createCommunityTopicReply(payload.topicId, { content: payload.content, parent: null }, withKey(idempotencyKey)),
  messageReply: ({ payload, idempotencyKey }) =>
    replyToMessage(payload.messageId, { body: payload.body }, withKey(idempotencyKey)),
  assessmentSubmit: ({ payload, idempotencyKey }) =>
    submitAssessmentAttempt(
      payload.attemptId,
      { attempt_id: payload.attemptId, responses: payload.responses, submit_final: true },
      withKey(idempotencyKey),
    ),
};

export const waitingWriteKey = (kind: WaitingWriteKind) => [WAITING_WRITE_ROOT, kind] as const;

/**
 * Wraps every send (the app's persister sets it): tabs share the device's waiting writes, so a write
 * another tab has sent meanwhile is not sent again (`send` is then not called).
 */
export type WaitingWriteGate = (variables: WaitingWriteVariables, send: () => Promise<unknown>) => Promise<unknown>;
let gate: WaitingWriteGate = (_variables, send) => send();
export function setWaitingWriteGate(next: WaitingWriteGate | undefined): void {
  gate = next ?? ((_variables, send) => send());
}

export const sendWaitingWrite = (variables: WaitingWriteVariables): Promise<unknown> =>
  gate(variables, () => (SENDERS[variables.kind] as (v: WaitingWriteVariables) => Promise<unknown>)(variables));

/**
 * A refusal is an HTTP answer the server will give again (4xx but a timeout or throttling). Read from
 * the error's fields, not its class: a write restored from storage carries a plain copy of its error.
 */
export function refusedReason(error: unknown): string | undefined {
  const failure = error as { status?: unknown; kind?: unknown; message?: unknown } | null;
  if (!failure || failure.kind !== 'http' || typeof failure.status !== 'number') return undefined;
  const status = failure.status;
  if (status < 400 || status >= 500 || status === 408 || status === 429) return undefined;
  return typeof failure.message === 'string' && failure.message ? failure.message : errorText(error);
}

/** Network failures and 5xx answers are tried again (three times, then shown with "Send again"). */
export const retryWaitingWrite = (failures: number, error: unknown): boolean =>
  failures < 3 && refusedReason(error) === undefined;

/** Gives every kind its function, order and retry rule, so writes restored after a reload can be sent. */
export function registerWaitingWrites(queryClient: QueryClient): void {
  for (const kind of Object.keys(SENDERS) as WaitingWriteKind[]) {
    queryClient.setMutationDefaults(waitingWriteKey(kind), {
      mutationFn: (variables: unknown) => sendWaitingWrite(variables as WaitingWriteVariables),
      scope: WAITING_SCOPE,
      gcTime: KEEP_MS,
      retry: retryWaitingWrite,
      retryDelay: (failures) => Math.min(1000 * 2 ** failures, 15_000),
      onSuccess: (_data: unknown, variables: unknown) => {
        // Written offline, its screen is long gone: what it changed (progress, the thread) is read again.
        if ((variables as WaitingWriteVariables).madeOffline) void queryClient.invalidateQueries();
      },
    });
  }
}

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Queued: `sent` settles when it is sent at last (while the screen that made it is still there). */
export type WaitingWriteOutcome<T> = { queued: true; sent: Promise<T> } | { queued: false; result: T };

/**
 * Makes a write: online, it is sent and its answer awaited as usual; offline, it is queued and the
 * caller hears so at once (the form can clear and say "will be sent"). Either way it lives in the
 * mutation cache, so the indicator lists it and the persister keeps it.
 */
export async function makeWaitingWrite<K extends WaitingWriteKind, T = unknown>(
  queryClient: QueryClient,
  kind: K,
  payload: Payloads[K],
  label: string,
  idempotencyKey: string = newKey(),
): Promise<WaitingWriteOutcome<T>> {
  const online = onlineManager.isOnline();
  const variables: WaitingWriteVariables<K> = {
    kind,
    payload,
    label,
    idempotencyKey,
    madeAt: new Date().toISOString(),
    madeOffline: !online,
  };
  const mutation = queryClient.getMutationCache().build(
    queryClient,
    queryClient.defaultMutationOptions({
      mutationKey: waitingWriteKey(kind),
      mutationFn: (vars: unknown) => sendWaitingWrite(vars as WaitingWriteVariables),
      scope: WAITING_SCOPE,
      gcTime: KEEP_MS,
      retry: retryWaitingWrite,
    }),
  );
  const sent = mutation.execute(variables);
  sent.catch(() => undefined);
  if (!online) return { queued: true, sent: sent as Promise<T> };
  // The network may go in mid-send, before the browser says so: the failed send then waits (paused)
  // for the network, and the caller hears it is queued instead of waiting for an answer that is not coming.
  let unsubscribe = () => {};
  const paused = new Promise<'paused'>((resolve) => {
    unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.mutation === mutation && mutation.state.isPaused) resolve('paused');
    });
  });
  try {
    const first = await Promise.race([sent, paused]);
    if (first === 'paused' && mutation.state.isPaused) return { queued: true, sent: sent as Promise<T> };
    return { queued: false, result: (await sent) as T };
  } finally {
    unsubscribe();
  }
}

export type WaitingMutation = Mutation<unknown, Error, unknown, unknown>;

export const isWaitingWrite = (mutation: WaitingMutation): boolean => mutation.options.mutationKey?.[0] === WAITING_WRITE_ROOT;

/** Still to be sent (paused offline or on its way), or failed and kept as a draft. */
export const isOutstanding = (mutation: WaitingMutation): boolean =>
  isWaitingWrite(mutation) && (mutation.state.status === 'pending' || mutation.state.status === 'error');

/** Completion only moves forward: the lesson's completion already waiting, if any (then none is queued again). */
export function waitingCompletionOf(queryClient: QueryClient, lessonId: number): WaitingMutation | undefined {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: waitingWriteKey('lessonCompletion') })
    .find((mutation) => {
      const variables = mutation.state.variables as WaitingWriteVariables<'lessonCompletion'> | undefined;
      return mutation.state.status === 'pending' && variables?.payload.lessonId === lessonId;
    });
}

/** Sends a failed write again with the same idempotency key (recorded once even if the first got through). */
export function sendAgain(queryClient: QueryClient, mutation: WaitingMutation): void {
  const variables = mutation.state.variables as WaitingWriteVariables | undefined;
  queryClient.getMutationCache().remove(mutation);
  if (variables) void makeWaitingWrite(queryClient, variables.kind, variables.payload, variables.label, variables.idempotencyKey);
}

/** The kind's writes not yet sent or refused, whose payload matches (an attempt's earlier submit). */
export function outstandingWritesOf<K extends WaitingWriteKind>(
  queryClient: QueryClient,
  kind: K,
  matches: (payload: Payloads[K]) => boolean,
): WaitingMutation[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: waitingWriteKey(kind) })
    .filter((mutation) => {
      const variables = mutation.state.variables as WaitingWriteVariables<K> | undefined;
      return isOutstanding(mutation) && !!variables && matches(variables.payload);
    });
}

export function discard(queryClient: QueryClient, mutation: WaitingMutation): void {
  queryClient.getMutationCache().remove(mutation);
}
