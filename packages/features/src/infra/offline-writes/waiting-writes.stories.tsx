/** The header's "Waiting to send" indicator: writes kept on the device (as restored after a reload), and one the server refused. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { hydrate, useQueryClient, type DehydratedState } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { backend, StoryApp, signedInAs } from '../../../test/story-app';
import { WaitingWritesIndicator } from './waiting-writes-indicator';
import { registerWaitingWrites, waitingWriteKey, type WaitingWriteVariables } from './waiting-writes';

const MADE_AT = '2026-11-28T07:42:00+03:00';

const write = (variables: Omit<WaitingWriteVariables, 'madeAt' | 'madeOffline'>, refused?: string) => ({
  mutationKey: [...waitingWriteKey(variables.kind)],
  scope: { id: 'waiting-writes' },
  state: {
    context: undefined,
    data: undefined,
    error: refused ? { name: 'ApiError', message: refused, status: 400, kind: 'http' } : null,
    failureCount: refused ? 1 : 0,
    failureReason: null,
    isPaused: !refused,
    status: refused ? ('error' as const) : ('pending' as const),
    variables: { ...variables, madeAt: MADE_AT, madeOffline: true },
    submittedAt: Date.parse(MADE_AT),
  },
});

const WAITING: DehydratedState = {
  queries: [],
  mutations: [
    write({
      kind: 'lessonCompletion',
      payload: { lessonId: 21, courseId: 2, timeSpentSeconds: 540 },
      label: 'Lesson complete: Arrays and loops',
      idempotencyKey: 'a',
    }),
    write({
      kind: 'topicReply',
      payload: { topicId: 3, content: 'Regenerate the token first.' },
      label: 'Reply to “M-Pesa Daraja sandbox”',
      idempotencyKey: 'b',
    }),
    write({
      kind: 'messageReply',
      payload: { messageId: 9, body: 'I will bring the form on Monday.' },
      label: 'Reply to Grace Wanjiru: Fee statement',
      idempotencyKey: 'c',
    }),
  ],
};

const REFUSED: DehydratedState = {
  queries: [],
  mutations: [
    write(
      {
        kind: 'topicReply',
        payload: { topicId: 3, content: 'Regenerate the token first.' },
        label: 'Reply to “M-Pesa Daraja sandbox”',
        idempotencyKey: 'b',
      },
      'This topic is locked.',
    ),
    write(
      {
        kind: 'assessmentSubmit',
        payload: {
          attemptId: 14,
          responses: [
            { question_id: 4, answer_text: '201' },
            { question_id: 5, selected_option: 'c' },
          ],
        },
        label: 'Submit answers: REST API design quiz',
        idempotencyKey: 'd',
      },
      'The time limit of this attempt has passed.',
    ),
  ],
};

/** The writes as the persister restores them after a reload (nothing is sent: no "online" event comes). */
function Restored({ state }: { state: DehydratedState }) {
  const queryClient = useQueryClient();
  useState(() => {
    registerWaitingWrites(queryClient);
    hydrate(queryClient, state);
    return true;
  });
  return <WaitingWritesIndicator />;
}

const meta = {
  title: 'Screens/Shell/Waiting to send',
  parameters: { msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three writes made offline, listed in the order they will be sent. */
export const Waiting: Story = {
  render: () => (
    <StoryApp path="/dashboard" signedIn={signedInAs('student')}>
      <Restored state={WAITING} />
    </StoryApp>
  ),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Waiting to send (3)' }));
    const items = within(screen.getByRole('region', { name: 'Waiting to send' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Lesson complete: Arrays and loops');
    await expect(items[2]).toHaveTextContent('Reply to Grace Wanjiru');
  },
};

/** A reply and an attempt's answers the server refused stay as drafts with the server's reason, to send again or discard. */
export const Refused: Story = {
  render: () => (
    <StoryApp path="/dashboard" signedIn={signedInAs('student')}>
      <Restored state={REFUSED} />
    </StoryApp>
  ),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Not sent (2) · Waiting to send (2)' }));
    const panel = within(screen.getByRole('region', { name: 'Waiting to send' }));
    await expect(panel.getByText('This topic is locked.')).toBeVisible();
    await expect(panel.getByText('Regenerate the token first.')).toBeVisible();
    await expect(panel.getByText('The time limit of this attempt has passed.')).toBeVisible();
  },
};
