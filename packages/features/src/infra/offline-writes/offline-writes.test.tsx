import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { getMockDatabase } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { WaitingWritesIndicator } from './waiting-writes-indicator';
import { isOutstanding, makeWaitingWrite, registerWaitingWrites, waitingCompletionOf } from './waiting-writes';

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
});
