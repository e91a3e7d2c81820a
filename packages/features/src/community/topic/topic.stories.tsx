/** A topic's page and the new and edit topic forms in the dashboard shell, served by the mock backend. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getMockDatabase } from '@ujuzi/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing, loading } from '../../../test/story-app';
import { EditTopicPage } from '../topic-edit';
import { NewTopicPage } from '../topic-new';
import { TopicPage } from './topic-page';

const Screen = dashboardScreen({
  'community/topics/new': <NewTopicPage />,
  'community/topics/:slug': <TopicPage />,
  'community/topics/:slug/edit': <EditTopicPage />,
});

const meta = {
  title: 'Screens/Community/Topic',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const LOADED = { timeout: 15_000 };

/** A topic of the demo data in this status, with replies when asked (slugs depend on the seed). */
function topicPath(status: 'approved' | 'pending', withReplies = false, byStudent = false): string {
  const db = getMockDatabase();
  const student = db.accounts.users.find((user) => user.username === 'student');
  const row = db.community.topics.find(
    (topic) =>
      topic.status === status &&
      (!byStudent || topic.author === student?.id) &&
      (!withReplies || db.community.replies.some((reply) => reply.topic === topic.id)),
  );
  return `/dashboard/community/topics/${row?.slug ?? 'none'}`;
}

/** A student on a topic with replies: votes, likes, the thread and the reply box. */
export const Student: Story = {
  render: () => <Screen role="student" path={topicPath('approved', true)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Replies' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Post reply' }, LOADED)).toBeVisible();
  },
};

/** A teacher on a pending topic: approve, or reject with a reason; pin, lock, edit, delete. */
export const ModeratorPending: Story = {
  render: () => <Screen role="teacher" path={topicPath('pending')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Approve' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lock' })).toBeVisible();
  },
};

export const Loading: Story = { ...Student, play: undefined, parameters: backendWith(loading('listCommunityTopics')) };

export const Failing: Story = {
  ...Student,
  parameters: backendWith(failing('listCommunityTopics')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load this topic' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <Screen role="student" path="/dashboard/community/topics/no-such-topic" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This topic does not exist' }, LOADED)).toBeVisible();
  },
};

/** New topic: the contract's rules say what is missing before anything is sent. */
export const NewTopicValidation: Story = {
  render: () => <Screen role="student" path="/dashboard/community/topics/new" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Post topic' }, LOADED));
    await expect((await canvas.findAllByText('This field is required', undefined, LOADED)).length).toBeGreaterThan(0);
  },
};

/** Editing: the stored body comes back as Markdown. */
export const EditTopic: Story = {
  render: () => <Screen role="student" path={`${topicPath('approved', false, true)}/edit`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Save changes' }, LOADED)).toBeVisible();
  },
};
