/** A learner's coding sessions inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CodingSessionsPage } from './coding-sessions-page';

const Screen = dashboardScreen({
  'learning/coding-sessions': <CodingSessionsPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const SESSIONS = '/dashboard/learning/coding-sessions';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Learning/My coding sessions',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A student: their sessions with language, runs and time; Open and Delete; the editor's languages and limits. */
export const Student: Story = {
  render: () => <Screen role="student" path={SESSIONS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My coding sessions' })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Open “/ }, LOADED)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listIdeSessions')),
  render: () => <Screen role="student" path={SESSIONS} />,
};

/** No sessions yet: the way to the playground. */
export const Empty: Story = {
  parameters: backendWith(empty('listIdeSessions')),
  render: () => <Screen role="student" path={SESSIONS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No coding sessions yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listIdeSessions')),
  render: () => <Screen role="student" path={SESSIONS} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};
