import { act, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { getMockDatabase } from '@ujuzi/mocks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { TakeAssessmentPage } from '../../learning/assessment/take-assessment-page';
import { WaitingWritesIndicator } from './waiting-writes-indicator';
import {
  isOutstanding,
  makeWaitingWrite,
  registerWaitingWrites,
  setWaitingWriteGate,
  waitingCompletionOf,
} from './waiting-writes';

startMockBackend();

const LOADED = { timeout: 15_000 };

const topicTitled = (title: string) => {
  const topic = getMockDatabase().community.topics.find((row) => row.title.includes(title));
  if (!topic) throw new Error(`no topic ${title}`);
  return topic;
};

function renderIndicator() {
  const rendered = renderInApp(<WaitingWritesIndicator />, { session: signedInSession('student') });
  registerWaitingWrites(rendered.queryClient);
  return rendered;
}

afterEach(() => onlineManager.setOnline(true));

beforeAll(() => {
  // jsdom lays nothing out; the code question's editor (CodeMirror) measures text ranges.
  Range.prototype.getClientRects ??= () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

/** The REST API quiz taken by the student, with the header's indicator, '201' typed as an answer, offline. */
async function submitQuizOffline() {
  const quiz = getMockDatabase().learning.assessments.find((row) => row.title === 'REST API design quiz');
  if (!quiz) throw new Error('no quiz');
  const rendered = renderInApp(
    <>
      <WaitingWritesIndicator />
      <TakeAssessmentPage />
    </>,
    {
      path: `/dashboard/courses/assessments/${quiz.id}/submit`,
      routePath: '/dashboard/courses/assessments/:slugOrId/submit',
      session: signedInSession('student'),
    },
  );
  registerWaitingWrites(rendered.queryClient);
  await screen.findByRole('heading', { level: 2, name: 'Question 1' }, LOADED);
  await rendered.user.type(screen.getByRole('textbox', { name: /^Your answer to question \d$/ }), '201');
  const attempt = getMockDatabase().learning.attempts.find((row) => row.assessment === quiz.id && row.status === 'in_progress');
  if (!attempt) throw new Error('no attempt');
  act(() => onlineManager.setOnline(false));
  await rendered.user.click(screen.getAllByRole('button', { name: 'Submit attempt' })[0] as HTMLElement);
  await rendered.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(/^Submitted on this device: your answers are sent when you are back online/)).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Waiting to send (1)' }, LOADED)).toBeTruthy();
  expect(getMockDatabase().learning.attempts.get(attempt.id)?.status).toBe('in_progress');
  return { ...rendered, attempt };
}

describe('writes that wait', { timeout: 25_000 }, () => {
  it('keeps offline writes, lists them in the header, and sends each once, in order, when back online', async () => {
    const { queryClient, user } = renderIndicator();
    const topic = topicTitled('M-Pesa Daraja sandbox');
    const repliesBefore = getMockDatabase().community.replies.size;
    const lesson = getMockDatabase().courses.lessons.find((row) => row.course === 2 && row.is_published && row.order === 1);
    if (!lesson) throw new Error('no lesson');
    act(() => onlineManager.setOnline(false));
    await act(async () => {
      await makeWaitingWrite(queryClient, 'topicReply', { topicId: topic.id, content: '<p>First</p>' }, 'Reply one');
      await makeWaitingWrite(
        queryClient,
        'lessonCompletion',
        { lessonId: lesson.id, courseId: 2, timeSpentSeconds: 120 },
        'Lesson complete',
      );
      await makeWaitingWrite(queryClient, 'topicReply', { topicId: topic.id, content: '<p>Second</p>' }, 'Reply two');
    });
    // Completion only moves forward: the lesson's completion is already waiting, the page queues no second one.
    expect(waitingCompletionOf(queryClient, lesson.id)).toBeDefined();
    expect(waitingCompletionOf(queryClient, lesson.id + 1000)).toBeUndefined();

    await user.click(await screen.findByRole('button', { name: 'Waiting to send (3)' }, LOADED));
    const panel = screen.getByRole('region', { name: 'Waiting to send' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Reply one'),
      expect.stringContaining('Lesson complete'),
      expect.stringContaining('Reply two'),
    ]);
    expect(getMockDatabase().community.replies.size).toBe(repliesBefore);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Waiting to send/ })).toBeNull(), LOADED);
    // Replies are appended, in the order typed; the completion is recorded with its time.
    const added = getMockDatabase()
      .community.replies.all()
      .slice(repliesBefore)
      .map((row) => row.content);
    expect(added).toEqual(['<p>First</p>', '<p>Second</p>']);
    const completions = getMockDatabase().progress.lessonCompletions.filter(
      (row) => row.lesson === lesson.id && row.student === 4,
    );
    expect(completions).toHaveLength(1);
  });

  it('keeps a write whose network went in mid-send, and says so at once instead of waiting for an answer', async () => {
    const queryClient = new QueryClient();
    registerWaitingWrites(queryClient);
    // The browser said online when it was sent; the request fails, and then the browser says offline.
    setWaitingWriteGate(() => {
      onlineManager.setOnline(false);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    try {
      const outcome = await makeWaitingWrite(queryClient, 'topicReply', { topicId: 1, content: '<p>On the train</p>' }, 'Reply');
      expect(outcome.queued).toBe(true);
      expect(queryClient.getMutationCache().getAll()[0]?.state).toMatchObject({ isPaused: true, status: 'pending' });
    } finally {
      setWaitingWriteGate(undefined);
    }
  });

  it('keeps a write the server refuses as a draft with its reason, until it is discarded', async () => {
    const { queryClient, user } = renderIndicator();
    await act(async () => {
      await makeWaitingWrite(
        queryClient,
        'topicReply',
        { topicId: 999_999, content: 'Kept text' },
        'Reply to a gone topic',
      ).catch(() => undefined);
    });
    const button = await screen.findByRole('button', { name: 'Not sent (1) · Waiting to send (1)' }, LOADED);
    await user.click(button);
    const panel = screen.getByRole('region', { name: 'Waiting to send' });
    expect(within(panel).getByText('Not sent')).toBeTruthy();
    expect(within(panel).getByText('Kept text')).toBeTruthy();
    expect(within(panel).getByText(/not found/i)).toBeTruthy();
    expect(queryClient.getMutationCache().getAll().filter(isOutstanding)).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Waiting to send/ })).toBeNull());
  });

  it('submits an attempt made offline once back online, and forgets its draft only then', async () => {
    const { attempt } = await submitQuizOffline();
    expect(localStorage.getItem(`ujuzi-attempt-answers:${attempt.id}`)).toContain('201');
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByTestId('attempt-results', {}, LOADED)).toBeTruthy();
    expect(getMockDatabase().learning.attempts.get(attempt.id)?.status).not.toBe('in_progress');
    expect(localStorage.getItem(`ujuzi-attempt-answers:${attempt.id}`)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Waiting to send/ })).toBeNull(), LOADED);
  });

  it('keeps answers the server refuses (the time ran out meanwhile) as a visible draft with its reason', async () => {
    const { attempt, user } = await submitQuizOffline();
    getMockDatabase().learning.attempts.update(attempt.id, { status: 'expired' });
    act(() => onlineManager.setOnline(true));
    const reason = 'The time limit of this attempt has passed.';
    expect(await screen.findByRole('heading', { name: 'Your attempt could not be submitted' }, LOADED)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Not sent (1) · Waiting to send (1)' }, LOADED));
    const panel = screen.getByRole('region', { name: 'Waiting to send' });
    expect(within(panel).getByText(reason)).toBeTruthy();
    expect(within(panel).getByText(/answers? kept on this device\.\s+201$/)).toBeTruthy();
    expect(localStorage.getItem(`ujuzi-attempt-answers:${attempt.id}`)).toContain('201');
  });
});
