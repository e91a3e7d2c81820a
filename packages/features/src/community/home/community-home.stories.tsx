/** The community home inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { CommunityHomePage } from './community-home-page';

const Screen = dashboardScreen({ community: <CommunityHomePage /> });

const meta = {
  title: 'Screens/Community/Home',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const HOME = '/dashboard/community';
const LOADED = { timeout: 15_000 };

/** A student: approved topics and their own pending and rejected ones, pinned first; no moderation queue. */
export const Student: Story = {
  render: () => <Screen role="student" path={HOME} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Topics' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /^Waiting for moderation/ })).toBeNull();
  },
};

/** A teacher moderates: every status, and the queue of pending topics and articles to approve or reject. */
export const Moderator: Story = {
  render: () => <Screen role="teacher" path={HOME} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Content waiting for moderation' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = { ...Student, play: undefined, parameters: backendWith(loading('listCommunityTopics')) };

export const Empty: Story = {
  render: () => <Screen role="student" path={HOME} />,
  parameters: backendWith(empty('listCommunityTopics')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No topics yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  render: () => <Screen role="teacher" path={HOME} />,
  parameters: backendWith(failing('listCommunityTopics'), failing('listCommunityModerationQueue')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load topics' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Could not load the moderation queue' }, LOADED)).toBeVisible();
  },
};
